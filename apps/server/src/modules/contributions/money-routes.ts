import type { FastifyPluginAsync } from 'fastify';
import type { ApiDeps } from '../api-routes';
import { cartRoutes } from '../cart/cart-routes';
import { contributionsRoutes } from './contributions-routes';

/**
 * The money API under the api base (issue 7): the cart and its validation (`../cart/`), the
 * activity, wallet, returns, thanks and cancellations (here). One entry of `api-routes.ts`.
 * The sandbox payment pages live at the site root (`../checkout/checkout-routes.ts`).
 */
export const moneyRoutes: FastifyPluginAsync<ApiDeps> = async (api, deps) => {
  await api.register(cartRoutes, deps);
  await api.register(contributionsRoutes, deps);
};
