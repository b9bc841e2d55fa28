import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@ldn/test-kit';
import {
  CODE,
  LIST_ID,
  makeItem,
  makeProduct,
  makeProductWithVariants,
  makeSummary,
} from '../test/fixtures';
import { renderWithProviders, type FakeRoutes } from '../test/render';
import { ViewFromClosedListScreen } from './view-from-closed-list-screen';

const PRODUCT = `GET /ldn/public/v1/getProductByCompanyAndCodeAx/aufr/${CODE}`;

function show(api: FakeRoutes = {}) {
  const onStockKnown = vi.fn();
  const rendered = renderWithProviders(<ViewFromClosedListScreen onStockKnown={onStockKnown} />, {
    path: '/product/:id/:productId',
    url: `/product/${LIST_ID}/${CODE}`,
    api: { [PRODUCT]: { body: makeProduct() }, ...api },
    currentList: { id: LIST_ID, phase: 'closed', isOwner: true },
  });
  return { ...rendered, onStockKnown };
}

describe('ViewFromClosedListScreen', () => {
  it('[S2.10] [S4.2] the product by reference, edit state true: quantity 1, a note on the closed list', async () => {
    const { container, onStockKnown } = show();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Poussette citadine Lune' }),
    ).toBeInTheDocument();
    expect(screen.getByText("Produit d'une liste clôturée")).toBeInTheDocument();
    expect(
      screen.getByText('Ce produit vient d’une liste clôturée : ajoutez-le à votre propre liste.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Quantité souhaitée' })).toHaveValue(1);
    expect(screen.getByRole('textbox', { name: 'Commentaire' })).toHaveValue('');
    expect(onStockKnown).toHaveBeenLastCalledWith(false);
    await expectNoAxeViolations(container);
  });

  it('[S2.10] [S4.11] Ajouter à ma liste goes to the default list (the closed one cannot receive it)', async () => {
    const { user, server } = show({
      'GET /ldn/v1/getListsByHybrisId/aufr': { body: { lists: [makeSummary({ id: 'mylist01' })] } },
      'POST /ldn/v1/addItemToListByCompanyAndListId/aufr/mylist01': {
        status: 201,
        body: makeItem(),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Ajouter à ma liste' }));
    await screen.findByRole('dialog', { name: 'Produit ajouté à votre liste' });
    expect(server.calls()).toEqual([
      PRODUCT,
      'GET /ldn/v1/getListsByHybrisId/aufr',
      'POST /ldn/v1/addItemToListByCompanyAndListId/aufr/mylist01',
    ]);
  });

  it('[S3.17] a size chosen switches the product shown, the address stays', async () => {
    const { user } = show({
      [PRODUCT]: { body: makeProductWithVariants() },
      'GET /ldn/public/v1/getProductByCompanyAndCodeAx/aufr/12345680': {
        body: makeProduct({
          codeAx: '12345680',
          productName: 'Body rose 3 mois',
          color: 'Rose poudré',
          size: '3 mois',
        }),
      },
    });
    const colours = await screen.findByRole('group', { name: 'Couleur' });
    await user.click(within(colours).getByRole('radio', { name: 'Rose poudré' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Body rose 3 mois' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`/product/${LIST_ID}/${CODE}`);
  });
});
