import { screenLabels, screenMessages, staffLogoutText } from '@ldn/domain';
import { screenTitles } from '@ldn/feature-pages';
import { screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { PARENT, renderKiosk, SELLER } from '../test/render-kiosk';

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('the seller kiosk', () => {
  it('[S2.15] [S2.62] shows staff the seller page in the staff layout', async () => {
    renderKiosk('/kiosk/seller', SELLER);
    await heading(screenTitles.SellerPage);
    expect(screen.getByRole('button', { name: staffLogoutText('Paul') })).toBeVisible();
    expect(screen.getByRole('link', { name: screenLabels.STAFF_HELP })).toHaveAttribute(
      'href',
      '/kiosk/seller/help',
    );
    const results = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
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

  it('[S2.62] keeps help and logout in the top bar on narrow screens (no drawer)', async () => {
    renderKiosk('/kiosk/seller', SELLER);
    await heading(screenTitles.SellerPage);
    expect(getComputedStyle(screen.getByRole('navigation')).display).toBe('block');
  });
});
