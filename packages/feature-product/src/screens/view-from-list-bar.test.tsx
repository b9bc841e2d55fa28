import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { productMessages } from '../messages';
import {
  CODE,
  LIST_ID,
  makeGroupGiftItem,
  makeItem,
  makeList,
  makeProduct,
} from '../test/fixtures';
import { renderWithProviders, type FakeRoutes } from '../test/render';
import { ViewFromListScreen, type ListCart } from './view-from-list-screen';

const ITEM = `GET /ldn/public/v1/getItemByCompanyAndCodeAxAndListId/aufr/${CODE}/${LIST_ID}`;
const LIST = `POST /ldn/public/v1/getItemsOfListByIdAndCompanyAndCriterias/aufr/${LIST_ID}`;
const PRODUCT = `GET /ldn/public/v1/getProductByCompanyAndCodeAx/aufr/${CODE}`;

/** A cart as feature-cart's `useAddToCart` gives it, recording what is asked. */
function fakeCart(inCart = 0, adding = false) {
  const addToCart = vi.fn(async () => true);
  const cart: ListCart = {
    addToCart,
    inCartQuantity: (code) => (code === CODE ? inCart : 0),
    adding,
  };
  return { cart, addToCart };
}

/** The page as the phone shows it: the bar carries 'Ajouter au panier' [S2.54]. */
async function showOnPhone(
  item: Parameters<typeof makeItem>[0],
  cart: ListCart,
  line = makeItem(item),
) {
  const api: FakeRoutes = {
    [ITEM]: { body: line },
    [LIST]: { body: makeList() },
    [PRODUCT]: { body: makeProduct() },
  };
  const rendered = renderWithProviders(<ViewFromListScreen cart={cart} barShowsAction />, {
    path: '/product/:id/:productId',
    url: `/product/${LIST_ID}/${CODE}`,
    api,
  });
  await screen.findByRole('heading', { level: 1, name: 'Poussette citadine Lune' });
  return rendered;
}

describe("ViewFromListScreen: the bar's 'Ajouter au panier' tells the truth", () => {
  it.each([
    [
      'every unit is gifted',
      { quantity: 2, quantityOfContributedItems: 2, availability: 'GIFTED' as const },
      0,
      productMessages.NOTHING_LEFT_TO_GIFT,
    ],
    [
      'what remains is in the cart',
      { quantity: 3, quantityOfContributedItems: 1 },
      2,
      productMessages.ALL_LEFT_IN_YOUR_CART,
    ],
    [
      'the rest is being bought',
      { quantity: 3, quantityOfContributedItems: 1, quantityInProgress: 2 },
      0,
      productMessages.BEING_BOUGHT,
    ],
    [
      'the product is out of stock',
      { quantity: 3, quantityOfContributedItems: 1, stockAvailability: 'UNAVAILABLE' as const },
      0,
      productMessages.NOT_IN_STOCK_CANT_ADD,
    ],
  ])(
    '[S2.54] [S5.5] [S3.9] disabled, with the page’s reason, when %s',
    async (_, item, inCart, reason) => {
      const { cart, addToCart } = fakeCart(inCart);
      const { actions } = await showOnPhone(item, cart);
      expect(screen.getByText(reason)).toBeInTheDocument();
      expect(actions.states().get('addToCart')).toEqual({ disabled: true, busy: false, reason });
      expect(actions.run('addToCart')).toBe(false);
      expect(addToCart).not.toHaveBeenCalled();
    },
  );

  it('[S2.54] [S5.5] enabled while something can be added, and it adds', async () => {
    const { cart, addToCart } = fakeCart(1);
    const { actions } = await showOnPhone({ quantity: 3, quantityOfContributedItems: 1 }, cart);
    expect(actions.states().get('addToCart')).toEqual({ disabled: false, busy: false });
    expect(actions.run('addToCart')).toBe(true);
    expect(addToCart).toHaveBeenCalledWith(CODE, 1);
  });

  it('[S2.54] [S5.2] disabled on a group gift: relatives give parts with the page’s Participer', async () => {
    const { cart, addToCart } = fakeCart();
    const { actions } = await showOnPhone({}, cart, makeGroupGiftItem());
    expect(screen.getByText(productMessages.GROUP_GIFT_EXPLAINED)).toBeInTheDocument();
    expect(actions.states().get('addToCart')).toEqual({
      disabled: true,
      busy: false,
      reason: productMessages.GROUP_GIFT_EXPLAINED,
    });
    expect(actions.run('addToCart')).toBe(false);
    expect(addToCart).not.toHaveBeenCalled();
  });

  it('[S2.54] busy while an addition is on its way', async () => {
    const { cart, addToCart } = fakeCart(0, true);
    const { actions } = await showOnPhone({}, cart);
    expect(actions.states().get('addToCart')).toEqual({ disabled: false, busy: true });
    expect(actions.run('addToCart')).toBe(false);
    expect(addToCart).not.toHaveBeenCalled();
  });
});
