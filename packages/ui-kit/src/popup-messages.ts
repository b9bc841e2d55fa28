/**
 * The ui-kit's words that only its popups and form fields say (titles, buttons, field names), as
 * `messages.ts` holds the others (house style 12: the same kind of texts, written as the retailer
 * would say them). Apart so that they are downloaded with the popups and forms that show them, not
 * with the first page, which has a size budget.
 */

export const popupMessages = {
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
  /** [S5.5] Refused only because someone else is paying for them now: they may come back. */
  CART_ITEMS_BEING_BOUGHT:
    'Les produits suivants sont en cours d’achat par une autre personne en ce moment et ont été retirés de votre panier (s’ils ne sont pas payés, ils seront de nouveau disponibles dans quelques minutes) :',
  UNDERSTOOD: 'J’ai compris',
  /** [S2.50] [S2.59] Contribution popup. */
  CONTRIBUTION_AMOUNT: 'Montant de votre participation (en euros)',
  CONTRIBUTE: 'Participer',
} as const;

export type PopupMessageCode = keyof typeof popupMessages;

/** [S5.6] The comment counter as heard: '12 caractères sur 255'. */
export const counterDescription = (length: number, max: number): string =>
  `${length} ${length > 1 ? 'caractères' : 'caractère'} sur ${max}`;

/** [S4.5] The wallet popup's question, amounts already formatted. */
export const walletPopupText = (wallet: string, total: string): string =>
  `La cagnotte de la liste s’élève à ${wallet}. Voulez-vous l’utiliser pour régler ce panier de ${total} ?`;
