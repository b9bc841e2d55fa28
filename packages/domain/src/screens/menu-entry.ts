/** What a bar or menu button does when it is not a link. */
export type MenuAction =
  | 'openExternalProducts'
  | 'openContributionPopup'
  | 'login'
  | 'logout'
  | 'staffLogout'
  | 'createList'
  | 'addToCart'
  | 'addToList'
  | 'saveSettings'
  | 'saveChanges'
  | 'validateCart';

/**
 * [S2.59]-[S2.62] One entry of a bar or menu: an in-app link (`route`, a path for the router), an
 * external page (`external`, opened in a new tab), a button (`action`) or plain text (`text`).
 */
export type MenuEntry<Id extends string = string> =
  | { readonly id: Id; readonly label: string; readonly kind: 'route'; readonly href: string }
  | { readonly id: Id; readonly label: string; readonly kind: 'external'; readonly href: string }
  | {
      readonly id: Id;
      readonly label: string;
      readonly kind: 'action';
      readonly action: MenuAction;
    }
  | { readonly id: Id; readonly label: string; readonly kind: 'text' };
