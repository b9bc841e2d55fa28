import { formatEuros, screenMessages } from '@ldn/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@ldn/test-kit';
import {
  CODE,
  LIST_ID,
  makeGroupGiftItem,
  makeItem,
  makeList,
  makeProduct,
  STAFF_PROFILE,
} from '../test/fixtures';
import { PROFILE_PATH, renderWithProviders, type FakeRoutes } from '../test/render';
import { ViewFromListScreen } from './view-from-list-screen';

const ITEM = `GET /ldn/public/v1/getItemByCompanyAndCodeAxAndListId/aufr/${CODE}/${LIST_ID}`;
const LIST = `POST /ldn/public/v1/getItemsOfListByIdAndCompanyAndCriterias/aufr/${LIST_ID}`;
const PRODUCT = `GET /ldn/public/v1/getProductByCompanyAndCodeAx/aufr/${CODE}`;

function show(api: FakeRoutes = {}, props: Parameters<typeof ViewFromListScreen>[0] = {}) {
  return renderWithProviders(<ViewFromListScreen {...props} />, {
    path: '/product/:id/:productId',
    url: `/product/${LIST_ID}/${CODE}`,
    api: {
      [ITEM]: { body: makeItem() },
      [LIST]: { body: makeList() },
      [PRODUCT]: { body: makeProduct() },
      ...api,
    },
  });
}

describe('ViewFromListScreen', () => {
  it("[S2.9] [S3.7] a relative sees the list's quantities, the parents' comment and indispensable", async () => {
    const onStockKnown = vi.fn();
    const { container } = show({}, { onStockKnown });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Poussette citadine Lune' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Souhaité : 3')).toBeInTheDocument();
    expect(screen.getByText('Offert : 1')).toBeInTheDocument();
    expect(screen.getByText('Reste à offrir : 2')).toBeInTheDocument();
    expect(screen.getByText('Pour nos promenades au parc !')).toBeInTheDocument();
    expect(screen.getByText('Indispensable')).toBeInTheDocument();
    expect(
      await screen.findByText('Une poussette légère et pliable d’une main, pour la ville.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Modifier ce produit' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à la liste' })).toHaveAttribute(
      'href',
      `/list/${LIST_ID}`,
    );
    expect(onStockKnown).toHaveBeenLastCalledWith(false);
    await expectNoAxeViolations(container);
  });

  /** A cart as feature-cart's `useAddToCart` gives it, recording what is asked. */
  function fakeCart(inCart = 0, answer = true) {
    const added: [string, number][] = [];
    return {
      added,
      cart: {
        addToCart: vi.fn(async (code: string, quantity: number) => {
          added.push([code, quantity]);
          return answer;
        }),
        inCartQuantity: (code: string) => (code === CODE ? inCart : 0),
        adding: false,
      },
    };
  }

  it('[S5.5] [S2.54] the quantity to gift is capped by what remains, and goes to the cart', async () => {
    const { cart, added } = fakeCart();
    const { user } = show({}, { cart });
    const quantity = await screen.findByRole('spinbutton', { name: 'Quantité à offrir' });
    await user.click(screen.getByRole('button', { name: 'Augmenter la quantité' }));
    expect(quantity).toHaveValue(2);
    expect(screen.getByRole('button', { name: 'Augmenter la quantité' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    expect(added).toEqual([[CODE, 2]]);
    // Added: the stepper goes back to 1.
    expect(await screen.findByRole('spinbutton', { name: 'Quantité à offrir' })).toHaveValue(1);
  });

  it('[S5.5] units in the cart and units reserved by a payment under way are not giftable again', async () => {
    const { cart } = fakeCart(1);
    show(
      {
        [ITEM]: {
          body: makeItem({ quantity: 4, quantityOfContributedItems: 1, quantityInProgress: 1 }),
        },
      },
      { cart },
    );
    expect(await screen.findByText('Reste à offrir : 2')).toBeInTheDocument();
    expect(screen.getByText('Dans votre panier : 1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir mon panier' })).toHaveAttribute(
      'href',
      `/list/${LIST_ID}/cart`,
    );
    // 4 wanted - 1 gifted - 1 reserved - 1 in the cart: one more at most.
    expect(screen.getByRole('button', { name: 'Augmenter la quantité' })).toBeDisabled();
  });

  it("[S2.54] the bar's 'addToCart' adds the chosen quantity (no button in the page)", async () => {
    const { cart, added } = fakeCart();
    const { actions } = show({}, { barShowsAction: true, cart });
    await screen.findByRole('heading', { level: 1, name: 'Poussette citadine Lune' });
    expect(screen.queryByRole('button', { name: 'Ajouter au panier' })).not.toBeInTheDocument();
    expect(actions.run('addToCart')).toBe(true);
    expect(added).toEqual([[CODE, 1]]);
  });

  it('[S2.54] without a cart the page offers no add-to-cart button', async () => {
    show();
    await screen.findByRole('spinbutton', { name: 'Quantité à offrir' });
    expect(screen.queryByRole('button', { name: 'Ajouter au panier' })).not.toBeInTheDocument();
  });

  it('[S3.9] a gifted product: Offert, nothing left to gift', async () => {
    const { container } = show({
      [ITEM]: {
        body: makeItem({ quantity: 2, quantityOfContributedItems: 2, availability: 'GIFTED' }),
      },
    });
    expect(await screen.findByText('Offert')).toBeInTheDocument();
    expect(screen.getByText('Ce produit a déjà été entièrement offert.')).toBeInTheDocument();
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('[S5.5] [S3.9] what remains is in my cart: said so, never "entièrement offert"', async () => {
    const { cart } = fakeCart(1);
    const { container } = show(
      { [ITEM]: { body: makeItem({ quantity: 1, quantityOfContributedItems: 0 }) } },
      { cart },
    );
    expect(await screen.findByText('Reste à offrir : 1')).toBeInTheDocument();
    expect(screen.getByText('Dans votre panier : 1')).toBeInTheDocument();
    expect(
      screen.getByText('Tout ce qui reste à offrir est déjà dans votre panier.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/entièrement offert/)).not.toBeInTheDocument();
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('[S5.5] [S3.9] reserved by a sale under way: being bought right now, never "entièrement offert"', async () => {
    const { container } = show({
      [ITEM]: {
        body: makeItem({ quantity: 1, quantityOfContributedItems: 0, quantityInProgress: 1 }),
      },
    });
    expect(await screen.findByText('Offert : 0')).toBeInTheDocument();
    expect(screen.getByText('En cours d’achat : 1')).toBeInTheDocument();
    expect(screen.getByText('Reste à offrir : 0')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Ce produit est en cours d’achat en ce moment : il ne peut pas être ajouté au panier.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/entièrement offert/)).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('[S2.9] [S2.11] the owner may edit the product', async () => {
    show({
      [LIST]: { body: makeList({ isOwner: true }) },
      [ITEM]: { body: makeItem({ hidden: true }) },
    });
    expect(await screen.findByRole('link', { name: 'Modifier ce produit' })).toHaveAttribute(
      'href',
      `/product/${LIST_ID}/${CODE}/edit`,
    );
    expect(screen.getByText('Privé (visible par vous seul)')).toBeInTheDocument();
  });

  it('[S2.58] [S4.2] permanently out of stock: told to the shell, the owner cannot edit', async () => {
    const onStockKnown = vi.fn();
    const { container } = show(
      {
        [LIST]: { body: makeList({ isOwner: true }) },
        [ITEM]: {
          body: makeItem({
            availability: 'PERMANENTLY_OUT_OF_STOCK',
            stockAvailability: 'PERMANENTLY_OUT_OF_STOCK',
          }),
        },
      },
      { onStockKnown },
    );
    expect(
      await screen.findByText(screenMessages.CANT_EDIT_PERMANENTLY_OUT_OF_STOCK),
    ).toBeInTheDocument();
    expect(onStockKnown).toHaveBeenLastCalledWith(true);
    expect(screen.queryByRole('link', { name: 'Modifier ce produit' })).not.toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Quantité à offrir' })).toBeDisabled();
    await expectNoAxeViolations(container);
  });

  it('[S6.4] staff may edit whatever the stock', async () => {
    show({
      [PROFILE_PATH]: { body: STAFF_PROFILE },
      [ITEM]: {
        body: makeItem({
          availability: 'PERMANENTLY_OUT_OF_STOCK',
          stockAvailability: 'PERMANENTLY_OUT_OF_STOCK',
        }),
      },
    });
    expect(await screen.findByRole('link', { name: 'Modifier ce produit' })).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Quantité à offrir' })).toBeEnabled();
  });

  it('[S2.9] a product that cannot be read says so, with a retry', async () => {
    show({ [ITEM]: { status: 500, body: { status: 500, code: 'X', message: 'x' } } });
    expect(
      await screen.findByText(
        'Ce produit ne peut pas être affiché pour le moment.',
        {},
        { timeout: 8000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  }, 15000);

  describe('a group gift ("Cadeau commun")', () => {
    /** The text as the matcher compares it: the page's no-break spaces as spaces. */
    const plain = (text: string) => text.replace(/\s/g, ' ');
    /** A cart that records the parts asked. */
    function partCart(partInCart = 0) {
      const parts: [string, number][] = [];
      return {
        parts,
        cart: {
          addToCart: vi.fn(async () => true),
          inCartQuantity: () => 0,
          addPartToCart: vi.fn(async (code: string, partCents: number) => {
            parts.push([code, partCents]);
            return true;
          }),
          partInCart: (code: string) => (code === CODE ? partInCart : 0),
          adding: false,
        },
      };
    }

    it('[S3.7] [S5.2] relatives see the funded part as a progress bar with its text, and give a part of 5 € to what remains', async () => {
      const { cart, parts } = partCart();
      const { user, container } = show({ [ITEM]: { body: makeGroupGiftItem() } }, { cart });
      const bar = await screen.findByRole('progressbar', {
        name: 'Financement du cadeau commun',
      });
      expect(bar).toHaveAttribute('value', '40');
      expect(bar).toHaveAttribute(
        'aria-valuetext',
        `${formatEuros(12000)} financés sur ${formatEuros(30000)}`,
      );
      expect(
        screen.getByText(plain(`Il reste ${formatEuros(15000)} à financer.`), { exact: false }),
      ).toBeInTheDocument();
      expect(
        screen.getByText(plain(`${formatEuros(3000)} en cours de paiement.`)),
      ).toBeInTheDocument();
      // No quantity for a group gift: a part.
      expect(
        screen.queryByRole('spinbutton', { name: 'Quantité à offrir' }),
      ).not.toBeInTheDocument();
      const amount = screen.getByRole('textbox', { name: /Montant de votre participation/ });
      await user.type(amount, '4');
      await user.click(screen.getByRole('button', { name: 'Participer' }));
      expect(await screen.findByText('Le montant minimum est de 5€.')).toBeInTheDocument();
      await user.clear(amount);
      await user.type(amount, '151');
      await user.tab();
      expect(
        await screen.findByText('Votre participation dépasse ce qu’il reste à financer.'),
      ).toBeInTheDocument();
      expect(parts).toEqual([]);
      await user.clear(amount);
      await user.type(amount, '42,50');
      await user.click(screen.getByRole('button', { name: 'Participer' }));
      expect(parts).toEqual([[CODE, 4250]]);
      await expectNoAxeViolations(container);
    });

    it('[S3.9] a fully funded group gift says so and takes no more parts', async () => {
      const { cart } = partCart();
      show(
        {
          [ITEM]: {
            body: makeGroupGiftItem({
              quantityOfContributedItems: 1,
              availability: 'GIFTED',
              groupGift: {
                targetAmount: 30000,
                fundedAmount: 30000,
                inProgressAmount: 0,
                remainingAmount: 0,
              },
            }),
          },
        },
        { cart },
      );
      expect(
        await screen.findByText('Ce cadeau commun est entièrement financé : merci à tous !'),
      ).toBeInTheDocument();
      expect(screen.getByText('Offert')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Participer' })).not.toBeInTheDocument();
    });

    it('the part already in the cart is said, with the way to the cart', async () => {
      const { cart } = partCart(2500);
      show({ [ITEM]: { body: makeGroupGiftItem() } }, { cart });
      expect(
        await screen.findByText(
          plain(
            `Votre participation de ${formatEuros(2500)} est dans votre panier. Participer de nouveau la remplace.`,
          ),
          { exact: false },
        ),
      ).toBeInTheDocument();
    });
  });
});
