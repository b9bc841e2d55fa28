import type { ApiCart } from '@ldn/api-client';
import type { CartEntry } from '@ldn/domain';
import type { ApiAnswer } from '@ldn/test-kit';
import { walletEntry } from './fixtures';

/** Recomputes the totals the server adds (as apps/server's cart view does). */
function withTotals(cart: ApiCart): ApiCart {
  const products = cart.entries.filter((line) => line.code !== '01176190');
  const productsTotal = products.reduce((sum, line) => sum + line.quantity * line.details.price, 0);
  const deliveryFee =
    cart.deliveryOption === 'STORE_DELIVERY' && productsTotal > 0 && productsTotal < 5900 ? 290 : 0;
  return {
    ...cart,
    itemCount:
      products.reduce((sum, line) => sum + line.quantity, 0) +
      (cart.contributionAmount > 0 ? 1 : 0),
    productsTotal,
    deliveryFee,
    total: productsTotal + cart.contributionAmount + deliveryFee,
  };
}

const json = (body: unknown, status = 200): ApiAnswer => ({ status, body });

/**
 * A small cart server for the screen tests: `GET/PATCH/DELETE /user/cart` and the entries calls of
 * the money API, over one cart in memory. `catalogue` gives the lines a POST may create.
 */
export function cartServer(initial: ApiCart, catalogue: readonly CartEntry[] = []) {
  let cart = withTotals(initial);
  const handle = async (request: Request): Promise<ApiAnswer> => {
    const path = new URL(request.url).pathname.replace(/^\/api/, '');
    const body =
      request.method === 'GET' || request.method === 'DELETE'
        ? null
        : ((await request.clone().json()) as Record<string, unknown>);
    const entryCode = /^\/user\/cart\/entries\/(.+)$/.exec(path)?.[1];
    if (path === '/user/cart' && request.method === 'GET') return json(cart);
    if (path === '/user/cart' && request.method === 'PATCH') {
      cart = withTotals({ ...cart, ...(body as Partial<ApiCart>) });
      return json(cart);
    }
    if (path === '/user/cart' && request.method === 'DELETE') {
      cart = withTotals({ ...cart, entries: [], contributionAmount: 0 });
      return json(null, 204);
    }
    if (path === '/user/cart/entries' && request.method === 'POST') {
      const { ldnId, code, quantity } = body as { ldnId: string; code: string; quantity: number };
      if (cart.ldnId !== ldnId) cart = { ...cart, ldnId, entries: [], contributionAmount: 0 };
      if (code === '01176190') {
        const others = cart.entries.filter((line) => line.code !== code);
        cart = withTotals({
          ...cart,
          contributionAmount: quantity * 100,
          entries: [...others, walletEntry(quantity)],
        });
        return json(cart);
      }
      const existing = cart.entries.find((line) => line.code === code);
      const line = existing ?? catalogue.find((item) => item.code === code);
      if (line === undefined)
        return json({ status: 404, code: 'ITEM_NOT_FOUND', message: 'Article introuvable' }, 404);
      const next = { ...line, quantity: (existing?.quantity ?? 0) + quantity };
      const products = cart.entries.filter(
        (item) => item.code !== code && item.code !== '01176190',
      );
      const wallet = cart.entries.filter((item) => item.code === '01176190');
      cart = withTotals({ ...cart, entries: [...products, next, ...wallet] });
      return json(cart);
    }
    if (entryCode !== undefined && request.method === 'PATCH') {
      const { quantity } = body as { quantity: number };
      cart = withTotals({
        ...cart,
        entries: cart.entries.map((line) =>
          line.code === entryCode ? { ...line, quantity } : line,
        ),
      });
      return json(cart);
    }
    if (entryCode !== undefined && request.method === 'DELETE') {
      cart = withTotals({
        ...cart,
        entries: cart.entries.filter((line) => line.code !== entryCode),
        contributionAmount: entryCode === '01176190' ? 0 : cart.contributionAmount,
      });
      return json(cart);
    }
    return json({ status: 400, code: 'BAD_REQUEST', message: 'Requête invalide' }, 400);
  };
  return {
    handle,
    current: () => cart,
  };
}
