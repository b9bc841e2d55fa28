import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '@ldn/ui-kit';
import { expectNoAxeViolations } from '@ldn/test-kit';
import {
  CODE,
  makeItem,
  makeProduct,
  makeProductWithVariants,
  OTHER_CODE,
  STAFF_PROFILE,
} from '../test/fixtures';
import { PROFILE_PATH, renderWithProviders, type FakeRoutes } from '../test/render';
import { ViewFromSearchScreen } from './view-from-search-screen';

const productPath = (code: string) =>
  `GET /ldn/public/v1/getProductByCompanyAndCodeAx/aufr/${code}`;
const ADD = 'POST /ldn/v1/addItemToListByCompanyAndListId/aufr/mylist01';

function show(api: FakeRoutes = {}, props: Parameters<typeof ViewFromSearchScreen>[0] = {}) {
  return renderWithProviders(<ViewFromSearchScreen {...props} />, {
    path: '/product/:productId',
    url: `/product/${CODE}`,
    api: { [productPath(CODE)]: { body: makeProduct() }, ...api },
    currentList: { id: 'mylist01', phase: 'published', isOwner: true },
  });
}

describe('ViewFromSearchScreen', () => {
  it('[S2.12] [S2.44] [S3.7] shows image, name, brand, price, availability and description', async () => {
    const onStockKnown = vi.fn();
    const { container } = show({}, { onStockKnown });
    expect(screen.getByText('Chargement du produit...')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Poussette citadine Lune' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Poussette citadine Lune' })).toHaveAttribute(
      'src',
      '/images/products/12345678.svg',
    );
    expect(screen.getByText('Petit Nid')).toBeInTheDocument();
    expect(screen.getByText('249,90 €')).toBeInTheDocument();
    expect(screen.getByText('279,90 €')).toBeInTheDocument();
    expect(screen.getByText('En stock')).toBeInTheDocument();
    expect(
      screen.getByText('Une poussette légère et pliable d’une main, pour la ville.'),
    ).toBeInTheDocument();
    expect(onStockKnown).toHaveBeenLastCalledWith(false);
    await expectNoAxeViolations(container);
  });

  it('[S2.44] [S9.5] the form: quantity 1 to 99, comment with its counter, indispensable, private', async () => {
    const { user } = show();
    const quantity = await screen.findByRole('spinbutton', { name: 'Quantité souhaitée' });
    expect(quantity).toHaveValue(1);
    expect(screen.getByRole('button', { name: 'Diminuer la quantité' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Augmenter la quantité' }));
    expect(quantity).toHaveValue(2);
    await user.clear(quantity);
    await user.type(quantity, '150');
    await user.tab();
    expect(quantity).toHaveValue(99);
    expect(screen.getByRole('button', { name: 'Augmenter la quantité' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Indispensable' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Privé' })).not.toBeChecked();
  });

  it('[S5.6] the comment stops at 255 characters, with its counter', async () => {
    const { user } = show();
    const comment = await screen.findByRole('textbox', { name: 'Commentaire' });
    await user.click(comment);
    await user.paste('a'.repeat(300));
    expect(comment).toHaveValue('a'.repeat(255));
    expect(screen.getByText('255/255')).toBeInTheDocument();
  });

  it('[S4.11] [S2.44] Ajouter à ma liste adds with the choices of the page', async () => {
    const { user, server } = show({ [ADD]: { status: 201, body: makeItem() } });
    await user.click(await screen.findByRole('switch', { name: 'Indispensable' }));
    await user.click(screen.getByRole('button', { name: 'Augmenter la quantité' }));
    await user.click(screen.getByRole('button', { name: 'Ajouter à ma liste' }));
    await screen.findByRole('dialog', { name: 'Produit ajouté à votre liste' });
    expect(server.requests.at(-1)).toEqual({
      method: 'POST',
      path: '/ldn/v1/addItemToListByCompanyAndListId/aufr/mylist01',
      body: { productReference: CODE, quantity: 2, priority: true, hidden: false },
    });
  });

  it("[S2.56] the bar's 'addToList' adds too, and the page drops its own button", async () => {
    const { actions } = show(
      { [ADD]: { status: 201, body: makeItem() } },
      { barShowsAction: true },
    );
    await screen.findByRole('heading', { level: 1, name: 'Poussette citadine Lune' });
    expect(screen.queryByRole('button', { name: 'Ajouter à ma liste' })).not.toBeInTheDocument();
    expect(actions.run('addToList')).toBe(true);
    await screen.findByRole('dialog', { name: 'Produit ajouté à votre liste' });
  });

  it('[S3.17] [S2.44] choosing a size switches the product code', async () => {
    const { user } = show({
      [productPath(CODE)]: { body: makeProductWithVariants() },
      [productPath(OTHER_CODE)]: {
        body: makeProduct({ codeAx: OTHER_CODE, productName: 'Body 6 mois' }),
      },
    });
    const sizes = await screen.findByRole('group', { name: 'Taille' });
    expect(within(sizes).getByRole('radio', { name: '3 mois' })).toBeChecked();
    expect(
      within(screen.getByRole('group', { name: 'Couleur' })).getByRole('radio', { name: 'Blanc' }),
    ).toBeChecked();
    await user.click(within(sizes).getByRole('radio', { name: '6 mois' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`/product/${OTHER_CODE}`),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Body 6 mois' }),
    ).toBeInTheDocument();
  });

  it('[S3.17] variants: the picker passes axe', async () => {
    const { container } = show({ [productPath(CODE)]: { body: makeProductWithVariants() } });
    await screen.findByRole('group', { name: 'Taille' });
    await expectNoAxeViolations(container);
  });

  it('[S2.58] [S6.4] permanently out of stock: told to the shell, the customer cannot add', async () => {
    const onStockKnown = vi.fn();
    const { container, actions } = show(
      { [productPath(CODE)]: { body: makeProduct({ availability: 'PERMANENTLY_OUT_OF_STOCK' }) } },
      { onStockKnown },
    );
    expect(await screen.findByText('Définitivement en rupture')).toBeInTheDocument();
    expect(onStockKnown).toHaveBeenLastCalledWith(true);
    expect(
      screen.getByText(
        'Ce produit est définitivement en rupture de stock : il ne peut pas être ajouté.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ajouter à ma liste' })).toBeDisabled();
    actions.run('addToList');
    expect(toast.current()?.message).toBe(
      'Ce produit est définitivement en rupture de stock : il ne peut pas être ajouté.',
    );
    await expectNoAxeViolations(container);
  });

  it('[S6.4] unavailable: the customer cannot add', async () => {
    show({ [productPath(CODE)]: { body: makeProduct({ availability: 'UNAVAILABLE' }) } });
    expect(await screen.findByText('Indisponible')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Ce produit n’est pas disponible pour le moment : il ne peut pas être ajouté.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ajouter à ma liste' })).toBeDisabled();
  });

  it('[S6.4] staff may add whatever the stock', async () => {
    show({
      [PROFILE_PATH]: { body: STAFF_PROFILE },
      [productPath(CODE)]: { body: makeProduct({ availability: 'PERMANENTLY_OUT_OF_STOCK' }) },
    });
    expect(
      await screen.findByText('En tant que conseiller, vous pouvez agir quel que soit le stock.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ajouter à ma liste' })).toBeEnabled();
  });

  it('[S4.11] a visitor who is not signed in is sent to the login, back to this page', async () => {
    const { user, assign } = show({ [PROFILE_PATH]: { body: { logged: false } } });
    await user.click(await screen.findByRole('button', { name: 'Ajouter à ma liste' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('/login?redirect=%2Fproduct%2F12345678'),
    );
  });

  it('[S3.17] a product without a price says Prix indisponible', async () => {
    show({
      [productPath(CODE)]: { body: makeProduct({ prices: { amount: Number.NaN, display: '' } }) },
    });
    expect(await screen.findByText('Prix indisponible')).toBeInTheDocument();
  });
});
