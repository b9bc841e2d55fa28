/**
 * The French texts of the domain that the first page of a relative (a shared list) never shows:
 * the success toasts (they follow an action on another screen), field validation, the cart's
 * validation, and the labels of the search, activity, account, cart and seller screens. Apart from
 * `messages.ts` (the texts of the shell and of the list) so that they are downloaded with the
 * screens that use them, not with the first page, which has a size budget. The same conventions as
 * `messages.ts`: the spec's own texts are verbatim, the others are ours (docs/decisions.md).
 */

/** [S8.1] Success toasts. */
export const successToastMessages = {
  USER_DATA_UPDATED: 'Les informations du compte ont bien été mises à jour.',
  COUNTRY_UPDATED: 'Le pays de résidence a bien été enregistré.',
  LIST_CREATED: 'Votre liste de naissance a bien été créée.',
  LIST_DELETED: 'La liste de naissance a bien été supprimée.',
  FAVORITE_LIST_UPDATED: 'Votre liste par défaut a bien été modifiée.',
  LIST_UPDATED: 'Votre liste de naissance a bien été mise à jour.',
  PRODUCT_EDITED: 'Le produit a bien été modifié.',
  PRODUCT_ADDED: 'Le produit a bien été ajouté au panier.',
} as const;

/** [S8.4] Cart validation. */
export const cartMessages = {
  DIFFICULTIES_TO_VALIDATE_CART:
    'Nous rencontrons des difficultés pour valider votre panier. Vérifiez son contenu et réessayez dans quelques minutes.',
} as const;

/** [S5.2] [S5.7] [S5.8] [S5.9] [S5.10] Field validation messages. */
export const validationMessages = {
  DEFAULT_INPUT_ERROR: 'Ce champ est obligatoire.',
  INVALID_EMAIL: "L'adresse e-mail n'est pas valide.",
  INVALID_PHONE_NUMBER: "Le numéro de téléphone n'est pas valide.",
  REQUIRED_PHONE: 'Le numéro de téléphone est obligatoire.',
  /** [S5.7] verbatim. */
  REQUIRED_STORE: "Le choix d'un magasin est obligatoire.",
  INVALID_AMOUNT: "Le montant n'est pas valide.",
  INVALID_QUANTITY: "La quantité n'est pas valide.",
  INVALID_MIN_PRICE: "Le prix minimum n'est pas valide.",
  INVALID_MAX_PRICE: "Le prix maximum n'est pas valide.",
  INVALID_REFERENCE: 'Référence inconnue ou incorrecte.',
  INVALID_FIRST_NAME: "Le prénom n'est pas valide.",
  INVALID_LAST_NAME: "Le nom n'est pas valide.",
  INVALID_POSTAL_CODE: "Le code postal n'est pas valide.",
  INVALID_DIGITS: 'Seuls les chiffres sont acceptés.',
  INVALID_DATE: 'La date doit être au format jj/mm/aa.',
  INVALID_TICKET_NUMBER: 'Numéro de ticket invalide.',
  COMMENT_TOO_LONG: 'Le commentaire ne doit pas dépasser 255 caractères.',
  /** [S5.2] verbatim. */
  WALLET_AMOUNT_MIN: 'Le montant minimum est de 5€.',
  /** [S5.2] verbatim. */
  WALLET_AMOUNT_MAX: 'Le montant maximum est de 10 000€.',
  /** [S5.2] [S9.4] The wallet is paid through the 1 € special item: whole euros only. */
  WALLET_AMOUNT_WHOLE_EUROS: "Le montant doit être un nombre entier d'euros, sans centimes.",
} as const;

/**
 * [S5.2] [S9.4] The hint under every wallet amount field (the cart's and the contribution popup's):
 * the bounds, and that cents are not taken.
 */
export const WALLET_AMOUNT_HINT = 'En euros entiers (sans centimes), de 5 € à 10 000 €.';

/** [S9.8] Search overlay sort options: 'Pertinence' verbatim, the price ones named by the spec. */
export const searchSortLabels = {
  popularity: 'Pertinence',
  price_asc: 'Prix croissant',
  price_desc: 'Prix décroissant',
} as const;

/** [S4.1] List statuses: Validée and Cloturée verbatim (spelling included); the draft is ours. */
export const listStatusLabels = {
  DRAFT: 'Brouillon',
  VALIDATED: 'Validée',
  CLOSED: 'Cloturée',
} as const;

/** [S9.7] Notification frequencies. */
export const notificationFrequencyLabels = {
  DAILY: 'Une fois par jour',
  WEEKLY: 'Une fois par semaine',
  NEVER: 'Jamais',
} as const;

/** [S4.6] Transaction types. */
export const transactionTypeLabels = {
  VAE: 'Vente à emporter',
  CMD: 'Commande en magasin',
} as const;

/** [S2.41] Activity history filters (texts not shown by the spec: ours). */
export const activityFilterLabels = {
  ITEMS: 'Articles offerts',
  WALLET: 'Participations à la cagnotte',
  COUPON: "Bons d'achat",
  RETURNED_ITEMS: 'Articles retournés',
} as const;

/** [S3.11] Who pays at the store (texts ours). */
export const clientTypeLabels = {
  HOLDER: 'Le titulaire de la liste',
  RELATIVE: 'Un proche',
} as const;

/** [S3.11] [S9.3] Delivery options (texts ours). */
export const deliveryOptionLabels = {
  STORE_DELIVERY: 'Livraison aux parents en magasin',
  NONE: 'Sans livraison',
} as const;

/** [S2.60] The app version line of the drawer. */
export const appVersionText = (version: string): string => `Version ${version}`;

export type ValidationErrorCode = keyof typeof validationMessages;
export type SuccessToastCode = keyof typeof successToastMessages;

/** The group gift ("Cadeau commun"): its label, the part's refusals and its progress texts. */
export const groupGiftMessages = {
  LABEL: 'Cadeau commun',
  INVALID_AMOUNT: "Le montant n'est pas valide.",
  /** The same bound and text as the wallet's [S5.2]. */
  GROUP_GIFT_PART_MIN: 'Le montant minimum est de 5€.',
  /** The same bound and text as the wallet's [S5.2]. */
  GROUP_GIFT_PART_MAX: 'Le montant maximum est de 10 000€.',
  GROUP_GIFT_PART_OVER_REMAINING: 'Votre participation dépasse ce qu’il reste à financer.',
  GROUP_GIFT_FUNDED: 'Ce cadeau commun est déjà entièrement financé.',
} as const;
