import { resetApiClientConfig } from '@ldn/api-client';
import { environmentBannerText, screenLabels, screenMessages, staffLogoutText } from '@ldn/domain';
import { screenTitles } from '@ldn/feature-pages';
import { selectCurrentListId, selectSelectedCustomer } from '@ldn/feature-session';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { CUSTOMER, expectNoAxeViolations, PARENT, SELLER } from '@ldn/test-kit';
import { LIST_ID, listAnswer, PENDING_TRANSACTION } from '../test/fixtures';
import { renderKiosk } from '../test/render-kiosk';
import { customerStripMessages } from './messages';

afterEach(() => {
  resetApiClientConfig();
});

const heading = (name: string) =>
  screen.findByRole('heading', { level: 1, name }, { timeout: 5_000 });

describe('the seller kiosk', () => {
  it('[S2.15] [S2.62] shows staff the seller page in the staff layout', async () => {
    renderKiosk('/kiosk/seller', SELLER);
    await heading(screenTitles.SellerPage);
    expect(screen.getByRole('button', { name: staffLogoutText(SELLER.firstName) })).toBeVisible();
    expect(screen.getByRole('link', { name: screenLabels.STAFF_HELP })).toHaveAttribute(
      'href',
      '/kiosk/seller/help',
    );
    await expectNoAxeViolations(document.body, { page: true });
  });

  it.each(['PendingTransactionsList', 'Help'] as const)(
    '[S2.16] [S2.19] serves %s',
    async (name) => {
      const path = name === 'Help' ? '/kiosk/seller/help' : '/kiosk/seller/pendingtransactionslist';
      renderKiosk(path, SELLER);
      await heading(screenTitles[name]);
    },
  );

  it('[S2.29] sends a visitor to the external login, back to the kiosk', async () => {
    const { services } = renderKiosk('/kiosk/seller', null);
    await waitFor(() => {
      expect(services.assign).toHaveBeenCalledWith('/login?redirect=%2Fkiosk%2Fseller');
    });
  });

  it('[S2.29] sends a signed-in parent to the web app (a full page load)', async () => {
    const { services } = renderKiosk('/kiosk/seller', PARENT);
    await waitFor(() => {
      expect(services.assign).toHaveBeenCalledWith('/');
    });
  });

  it.each([
    ['STAGING', 'yellow'],
    ['RECETTE', 'red'],
  ])(
    "[S1.7] shows 'Vous êtes sur l'environnement %s !' (%s) on the kiosk's SellerLogin",
    async (label) => {
      renderKiosk('/kiosk/seller/login', null, { appEnvironment: label });
      await heading(screenTitles.SellerLogin);
      const banner = screen.getByText(environmentBannerText(label));
      expect(banner).toBeVisible();
      // In a landmark of its own (RGAA 9.2), as in the web app.
      expect(banner.closest('aside')).not.toBeNull();
    },
  );

  it('[S1.7] shows no environment banner in PROD', async () => {
    renderKiosk('/kiosk/seller', SELLER, { appEnvironment: 'PROD' });
    await heading(screenTitles.SellerPage);
    expect(screen.queryByText(/Vous êtes sur l'environnement/)).not.toBeInTheDocument();
  });

  it('[S2.14] keeps a visitor on the seller login page', async () => {
    renderKiosk('/kiosk/seller/login', null);
    await heading(screenTitles.SellerLogin);
  });

  it('[S2.23] shows Not found on an unknown kiosk path', async () => {
    renderKiosk('/kiosk/ceci-n-existe-pas', SELLER);
    expect(await screen.findByText(screenMessages.NOT_FOUND)).toBeVisible();
  });

  it('[S2.62] gives buttons and links a 44 px touch target', async () => {
    renderKiosk('/kiosk/seller', SELLER);
    await heading(screenTitles.SellerPage);
    for (const control of [...screen.getAllByRole('button'), ...screen.getAllByRole('link')]) {
      expect(getComputedStyle(control).minHeight).toBe('44px');
    }
  });

  it("[S2.62] starts with the skip link 'Aller au contenu' to the main content (RGAA 12.7)", async () => {
    renderKiosk('/kiosk/seller', SELLER);
    await heading(screenTitles.SellerPage);
    const skipLink = screen.getByRole('link', { name: 'Aller au contenu' });
    expect(skipLink).toHaveAttribute('href', '#contenu');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'contenu');
    await userEvent.setup().tab();
    expect(skipLink).toHaveFocus();
  });

  it('[S2.62] keeps help and logout in the top bar on narrow screens (no drawer)', async () => {
    renderKiosk('/kiosk/seller', SELLER);
    await heading(screenTitles.SellerPage);
    expect(getComputedStyle(screen.getByRole('navigation')).display).toBe('block');
  });

  it('[S2.14] the seller login signs in through the external login, back to the kiosk', async () => {
    renderKiosk('/kiosk/seller/login', null);
    expect(await screen.findByRole('link', { name: 'Se connecter' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fkiosk%2Fseller',
    );
  });

  it('[S2.16] [S3.13] serves a pending transaction with its screen', async () => {
    renderKiosk('/kiosk/seller/pendingtransaction/481203', SELLER, {
      api: { getReservedContributionById: PENDING_TRANSACTION },
    });
    await heading('Transaction 481203');
  });

  it("[S2.31] [S2.28] loads the customer's list on a list route and stays in the kiosk", async () => {
    const { store, requests, services } = renderKiosk(`/kiosk/list/${LIST_ID}/activite`, SELLER, {
      session: { selectedCustomer: CUSTOMER },
      api: { getItemsOfListByIdAndCompanyAndCriterias: listAnswer('VALIDATED') },
    });
    await waitFor(() => expect(selectCurrentListId(store.getState())).toBe(LIST_ID));
    expect(
      requests.some((request) => request.url.includes('getItemsOfListByIdAndCompanyAndCriterias')),
    ).toBe(true);
    expect(services.assign).not.toHaveBeenCalled();
  });

  it('[S2.28] sends staff with no customer selected from a list route to SellerPage, in the kiosk', async () => {
    const { services } = renderKiosk(`/kiosk/list/${LIST_ID}`, SELLER);
    await heading(screenTitles.SellerPage);
    expect(services.assign).not.toHaveBeenCalled();
  });

  it('[S2.23] [S2.34] shows Not found in place for a draft list of a relative', async () => {
    renderKiosk(`/kiosk/list/${LIST_ID}`, PARENT, {
      api: { getItemsOfListByIdAndCompanyAndCriterias: listAnswer('DRAFT') },
    });
    expect(await screen.findByText(screenMessages.NOT_FOUND)).toBeVisible();
  });

  it.each([
    ['/kiosk/mentions', '/mentions'],
    ['/kiosk/list/search', '/list/search'],
  ])('[S2.20] [S2.21] leaves %s, a page of the web app, by a full page load', async (path, to) => {
    const { services } = renderKiosk(path, SELLER, { session: { selectedCustomer: CUSTOMER } });
    await waitFor(() => {
      expect(services.assign).toHaveBeenCalledWith(to);
    });
  });

  it("[S2.13] shows the selected customer with 'Changer de client' back to SellerPage", async () => {
    const user = userEvent.setup();
    const { store } = renderKiosk('/kiosk/seller/help', SELLER, {
      session: { selectedCustomer: CUSTOMER },
    });
    await heading(screenTitles.Help);
    const strip = screen.getByRole('complementary', { name: customerStripMessages.LABEL });
    expect(strip).toHaveTextContent('Client : Camille Martin');
    const change = screen.getByRole('link', { name: customerStripMessages.CHANGE_CUSTOMER });
    expect(change).toHaveAttribute('href', '/kiosk/seller');
    await user.click(change);
    await heading(screenTitles.SellerPage);
    // [S2.13] SellerPage clears the customer: the strip goes.
    await waitFor(() => expect(selectSelectedCustomer(store.getState())).toBeNull());
    expect(screen.queryByRole('complementary', { name: customerStripMessages.LABEL })).toBeNull();
  });
});
