import type { BirthList, WalletHistorics } from '@ldn/api-client';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  expectNoAxeViolations,
  listAnswer,
  PARENT,
  renderWithProviders,
  SELLER,
} from '@ldn/test-kit';
import { COUPONS, EMPTY_WALLET, walletAnswer } from './test/wallet';
import { WalletScreen } from './wallet-screen';

const WALLET = '/ldn/v1/getWalletHistoricsByListId/demo00parent';

interface Options {
  readonly isOwner?: boolean;
  readonly profile?: unknown;
  readonly wallet?: WalletHistorics;
}

function renderWallet(options: Options = {}) {
  const list: BirthList = listAnswer('demo00parent', 'VALIDATED', options.isOwner ?? true);
  return renderWithProviders(<WalletScreen closeList={<p>Section de clôture</p>} />, {
    path: '/list/demo00parent/cagnotte',
    routePath: '/list/:id/cagnotte',
    api: {
      getItemsOfListByIdAndCompanyAndCriterias: { status: 200, body: list },
      getUserProfil: { status: 200, body: options.profile ?? PARENT },
      [WALLET]: { status: 200, body: options.wallet ?? walletAnswer() },
    },
  });
}

describe('WalletScreen', () => {
  it('[S2.8] [S2.42] [S3.15] balance, total, history newest first, and how the wallet is used', async () => {
    const { container, requests } = renderWallet();
    const amounts = within(await screen.findByRole('region', { name: 'Montants de la cagnotte' }));
    expect(amounts.getByText('Solde disponible').nextSibling).toHaveTextContent('70,00 €');
    expect(amounts.getByText('Total reçu').nextSibling).toHaveTextContent('125,00 €');
    const history = within(screen.getByRole('region', { name: 'Historique' }));
    expect(history.getAllByRole('listitem').map((item) => item.firstChild?.textContent)).toEqual([
      'Utilisation en magasin',
      'Participation · Josette Martin',
      'Participation · Anonyme',
    ]);
    expect(history.getByText('crédit de 50,00 €')).toBeInTheDocument();
    expect(history.getByText('débit de 55,00 €')).toBeInTheDocument();
    expect(history.getByText('−55,00 €')).toBeVisible();
    expect(
      history.getByText('Le 20/09/26 à 16:03 · Solde après l’opération : 125,00 €'),
    ).toBeVisible();
    expect(history.getByText('« Félicitations ! »')).toBeVisible();
    const how = within(screen.getByRole('region', { name: 'Comment utiliser la cagnotte ?' }));
    expect(how.getAllByRole('listitem')).toHaveLength(4);
    expect(
      how.getByText(
        'Utilisez-la avant de clôturer votre liste : une fois la liste clôturée, la cagnotte ne peut plus être utilisée.',
      ),
    ).toBeVisible();
    expect(screen.getByText('Section de clôture')).toBeVisible();
    expect(requests.filter((request) => request.url.includes(WALLET))).toHaveLength(1);
    await expectNoAxeViolations(container);
  });

  it('[S2.42] an empty wallet says so', async () => {
    const { container } = renderWallet({ wallet: EMPTY_WALLET });
    expect(
      await screen.findByText(
        'Aucun mouvement pour le moment : les participations de vos proches apparaîtront ici.',
      ),
    ).toBeVisible();
    expect(screen.getByText('Aucun bon d’achat pour le moment.')).toBeVisible();
    expect(screen.getByText('Solde disponible').nextSibling).toHaveTextContent('0,00 €');
    await expectNoAxeViolations(container);
  });

  it('[S2.42] [S9.2] reward coupons of 50 € at most each', async () => {
    const { container } = renderWallet({ wallet: walletAnswer({ coupons: COUPONS }) });
    const coupons = within(await screen.findByRole('region', { name: 'Bons d’achat' }));
    expect(
      coupons.getByText(
        'Votre bon d’achat de fidélité (10 % des achats sur la liste) est remis à la clôture, en bons de 50,00 € au plus.',
      ),
    ).toBeVisible();
    expect(
      coupons.getAllByRole('listitem').map((item) => item.textContent?.replace(/\u00a0/g, ' ')),
    ).toEqual([
      'Bon n° LDN-7Q2M-4K9P50,00 €Remis le 05/10/26',
      'Bon n° LDN-8R3N-5L0Q12,34 €Remis le 05/10/26',
    ]);
    await expectNoAxeViolations(container);
  });

  it('[S2.8] [S1.4] staff acting for the customer read the wallet', async () => {
    renderWallet({ profile: SELLER, isOwner: false });
    expect(await screen.findByRole('region', { name: 'Montants de la cagnotte' })).toBeVisible();
  });

  it('[S2.8] another visitor is told the wallet is the parents’, and it is not asked', async () => {
    const { requests, container } = renderWallet({ profile: { logged: false }, isOwner: false });
    expect(
      await screen.findByText('La cagnotte de cette liste est réservée à ses parents.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Voir la liste' })).toHaveAttribute(
      'href',
      '/list/demo00parent',
    );
    expect(screen.queryByText('Section de clôture')).toBeNull();
    expect(requests.filter((request) => request.url.includes(WALLET))).toHaveLength(0);
    await expectNoAxeViolations(container);
  });
});
