import { deferUntilOpen } from './deferred-popups';

/*
 * [S2.50] [S4.11] The add-to-list flow's popups, deferred (the country ones also serve the seller
 * page). Kept apart from `deferred-popups.tsx`, whose drawers and contribution popup the shell of
 * every page mounts, so that these load with the flow's code, after the first paint.
 */

export const DeferredCountryConfirmPopup = /* @__PURE__ */ deferUntilOpen(
  () => import('./country-confirm-popup').then((module) => module.CountryConfirmPopup),
  'CountryConfirmPopup',
);
export const DeferredUnavailableCountryPopup = /* @__PURE__ */ deferUntilOpen(
  () => import('./unavailable-country-popup').then((module) => module.UnavailableCountryPopup),
  'UnavailableCountryPopup',
);
export const DeferredAlreadyInListPopup = /* @__PURE__ */ deferUntilOpen(
  () => import('./already-in-list-popup').then((module) => module.AlreadyInListPopup),
  'AlreadyInListPopup',
);
export const DeferredProductAddedPopup = /* @__PURE__ */ deferUntilOpen(
  () => import('./product-added-popup').then((module) => module.ProductAddedPopup),
  'ProductAddedPopup',
);
