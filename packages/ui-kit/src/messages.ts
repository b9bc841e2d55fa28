/**
 * The French texts of the ui-kit that the domain does not hold (house style 12). Every rule and
 * every text the spec names comes from `@ldn/domain`; these are the words of the components
 * themselves (close buttons, popup titles, accessible names), written as the retailer would say
 * them, as the spec does not show them.
 */

export const uiMessages = {
  /** The close button of every dialog, drawer and toast. */
  CLOSE: 'Fermer',
  CANCEL: 'Annuler',
  LOADING: 'Chargement...',
  /** Said after the name of a link that opens a new tab (visually hidden). */
  NEW_TAB: '(nouvel onglet)',
  REQUIRED_MARK: '(obligatoire)',

  /** [S8.1] What a screen reader says before a toast's text. */
  TOAST_LABEL: 'Notification',
  /** [S8.1] The toast region's name, with the key that reaches it (F8). */
  TOAST_REGION: 'Notifications ({hotkey})',

  /** [S2.62] Top bar. */
  MAIN_NAVIGATION: 'Navigation principale',
  OPEN_MENU: 'Ouvrir le menu',
  /** [S2.60] The drawer's title. */
  MENU: 'Menu',
  SOCIAL_NETWORKS: 'Réseaux sociaux',
  /** [S2.61] Footer. */
  FOOTER_LINKS: 'Liens utiles',
  LEGAL_LINKS: 'Informations légales',
  /** [S2.51] The bottom bar's landmark. */
  BOTTOM_BAR: 'Actions de la page',
  /** [S2.43] The cart bar's total. */
  CART_TOTAL: 'Total',

  /** The page's first link, for keyboard users (RGAA 12.7), in the web app and the kiosk. */
  SKIP_TO_CONTENT: 'Aller au contenu',

  /** [S1.7] The landmark of the environment banner. */
  ENVIRONMENT: 'Environnement',

  /** A form's save in progress. */
  SAVING: 'Enregistrement...',
} as const;

export type UiMessageCode = keyof typeof uiMessages;

/** [S2.62] The cart button's accessible name: 'Panier', 'Panier, 1 article', 'Panier, 3 articles'. */
export function cartButtonName(label: string, count: number | null): string {
  if (count === null || count <= 0) return label;
  return `${label}, ${count} ${count === 1 ? 'article' : 'articles'}`;
}
