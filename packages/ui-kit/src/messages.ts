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

  /** [S5.5] Quantity stepper. */
  QUANTITY: 'Quantité',
  DECREASE_QUANTITY: 'Diminuer la quantité',
  INCREASE_QUANTITY: 'Augmenter la quantité',
  /** [S5.6] [S2.44] */
  COMMENT: 'Commentaire',
  EMAIL_SUGGESTIONS: 'Suggestions d’adresses e-mail',

  /** [S2.50] [S5.12] Country confirmation popup. */
  COUNTRY_CONFIRM_TITLE: 'Résidez-vous en France ?',
  COUNTRY_CONFIRM_TEXT:
    'La liste de naissance est réservée aux clients résidant en France. Confirmez-vous résider en France ?',
  COUNTRY_CONFIRM: 'Je confirme résider en France',
  /** [S2.50] [S4.11] Unavailable country popup. */
  UNAVAILABLE_COUNTRY_TITLE: 'Pays non disponible',
  /** [S2.50] [S4.11] Already in list popup. */
  ALREADY_IN_LIST_TITLE: 'Ce produit est déjà dans votre liste',
  ALREADY_IN_LIST_TEXT: 'Voulez-vous quand même l’ajouter ? Sa quantité souhaitée augmentera de 1.',
  ADD_ANYWAY: 'Ajouter quand même',
  /** [S2.50] [S4.11] Product added popup. */
  PRODUCT_ADDED_TITLE: 'Produit ajouté à votre liste',
  INDISPENSABLE: 'Indispensable',
  PRIVATE: 'Privé',
  PRIVATE_HINT: 'Un produit privé n’est visible que par vous.',
  SAVING: 'Enregistrement...',
  SAVED: 'Enregistré',
  SAVE_FAILED: 'L’enregistrement a échoué, veuillez réessayer.',
  GO_TO_LIST: 'Voir ma liste',
  ADD_ANOTHER_PRODUCT: 'Ajouter un autre produit',
  CONFIRM: 'Valider',
  /** [S2.50] [S4.5] Wallet popup (staff). */
  WALLET_POPUP_TITLE: 'Utiliser la cagnotte ?',
  USE_WALLET: 'Utiliser la cagnotte',
  SKIP_WALLET: 'Ne pas utiliser la cagnotte',
  /** [S2.50] [S8.4] Cart error popup. */
  CART_ERROR_TITLE: 'Votre panier n’a pas pu être validé',
  CART_REFUSED_ITEMS:
    'Les produits suivants ne sont plus disponibles et ont été retirés de votre panier :',
  UNDERSTOOD: 'J’ai compris',
  /** [S2.50] [S2.59] Contribution popup. */
  CONTRIBUTION_AMOUNT: 'Montant de votre participation (en euros)',
  CONTRIBUTE: 'Participer',
} as const;

export type UiMessageCode = keyof typeof uiMessages;

/** [S2.62] The cart button's accessible name: 'Panier', 'Panier, 1 article', 'Panier, 3 articles'. */
export function cartButtonName(label: string, count: number | null): string {
  if (count === null || count <= 0) return label;
  return `${label}, ${count} ${count === 1 ? 'article' : 'articles'}`;
}

/** [S5.6] The comment counter as heard: '12 caractères sur 255'. */
export const counterDescription = (length: number, max: number): string =>
  `${length} ${length > 1 ? 'caractères' : 'caractère'} sur ${max}`;

/** [S5.2] The hint under the contribution amount: 'Entre 5,00 € et 10 000,00 €'. */
export const amountRangeHint = (min: string, max: string): string => `Entre ${min} et ${max}.`;

/** [S4.5] The wallet popup's question, amounts already formatted. */
export const walletPopupText = (wallet: string, total: string): string =>
  `La cagnotte de la liste s’élève à ${wallet}. Voulez-vous l’utiliser pour régler ce panier de ${total} ?`;
