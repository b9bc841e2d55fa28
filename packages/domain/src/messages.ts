/**
 * Every French text of the domain package, keyed by the codes the spec uses.
 *
 * The spec's own texts are verbatim (they carry their spec id in a comment). Where the spec names a
 * code but does not show its text ("message texts not shown"), the text is ours, written as the
 * retailer would say it; docs/decisions.md lists those choices.
 */

/** [S8.2] Error toasts, with the variants of the generic error. */
export const errorToastMessages = {
  ERROR_OCCURED_TRY_AGAIN: 'Une erreur est survenue, veuillez réessayer plus tard.',
  ERROR_OCCURED_WHILE_FETCHING_DATA:
    'Une erreur est survenue lors du chargement des données, veuillez réessayer plus tard.',
  ERROR_OCCURED_WHILE_CLOSING_LIST:
    'Une erreur est survenue lors de la clôture de la liste, veuillez réessayer plus tard.',
  ERROR_OCCURED_WHILE_SENDING_MESSAGE:
    "Une erreur est survenue lors de l'envoi du message, veuillez réessayer plus tard.",
  ERROR_OCCURED_WHILE_LINKING_LIST:
    'Une erreur est survenue lors du rattachement de la liste, veuillez réessayer plus tard.',
  ERROR_OCCURED_WHILE_SAVING_COUNTRY:
    "Une erreur est survenue lors de l'enregistrement du pays, veuillez réessayer plus tard.",
  ERROR_OCCURED_WHILE_SEARCHING_ACCOUNT:
    'Une erreur est survenue lors de la recherche du compte client, veuillez réessayer plus tard.',
  ERROR_OCCURED_WHILE_FETCHING_ACCOUNT_LISTS:
    'Une erreur est survenue lors de la récupération des listes du client, veuillez réessayer plus tard.',
  ERROR_OCCURED_WHILE_ADDING_PRODUCT:
    "Une erreur est survenue lors de l'ajout du produit, veuillez réessayer plus tard.",
  CANT_REDUCE_QUANTITY:
    'Impossible de réduire la quantité en dessous du nombre de produits déjà offerts.',
  UNAVAILABLE_COUNTRY_STAFF:
    "Ce client ne réside pas en France : la liste de naissance n'est pas disponible dans son pays.",
} as const;

/** [S8.3] Other messages shown on screens and popups. */
export const screenMessages = {
  CLOSED_LIST: "Cette liste de naissance est clôturée : il n'est plus possible d'y accéder.",
  NOT_FOUND: "Notre service rencontre des difficultés ou la page que vous recherchez n'existe pas.",
  CANT_REMOVE_PRODUCT:
    'Ce produit ne peut pas être retiré : il a déjà été offert ou un achat est en cours.',
  CANT_EDIT_PERMANENTLY_OUT_OF_STOCK:
    'Ce produit est définitivement en rupture de stock : il ne peut plus être modifié.',
  UNAVAILABLE_COUNTRY: "La liste de naissance n'est pas disponible dans votre pays.",
  UNKNOWN_CODE_TRY_AGAIN: 'Code inconnu, veuillez réessayer.',
  TOO_MANY_RESULTS:
    "Trop de résultats : affinez votre recherche avec le nom du conjoint ou l'adresse e-mail.",
  NO_LIST_FOUND: 'Aucune liste trouvée.',
  INVALID_TICKET_NUMBER: 'Numéro de ticket invalide.',
  /** [S4.10] verbatim. */
  UNKNOWN_STORE_CODE: 'Code inconnu',
  UNKNOWN_EMAIL_CREATE_ACCOUNT:
    "Aucun compte n'existe pour cette adresse e-mail : créez d'abord le compte du client.",
} as const;

export type ErrorToastCode = keyof typeof errorToastMessages;
export type ScreenMessageCode = keyof typeof screenMessages;

/** [S1.7] The banner of a non-production environment, verbatim. */
export const environmentBannerText = (label: string): string =>
  `Vous êtes sur l'environnement ${label} !`;

/** [S1.8] */
export const PAGE_TITLE_PREFIX = 'Liste de naissance';

/**
 * [S1.8] The retailer brand that follows 'Liste de naissance' in the page title: one value for both
 * apps and for the pages the server writes (sign-in, payment, the served `index.html`).
 */
export const RETAILER_BRAND = 'Aubert';

// --- area: validation (labels and texts of the validation rules) ---

/**
 * [S9.6] [S5.15] Labels of the price bands of the list filter and of the search overlay. A
 * no-break space (U+00A0) keeps each amount on the same line as its euro sign.
 */
export const priceBandLabels = {
  UNDER_20: 'Moins de 20\u00a0€',
  FROM_20_TO_50: 'De 20\u00a0€ à 50\u00a0€',
  FROM_50_TO_100: 'De 50\u00a0€ à 100\u00a0€',
  OVER_100: 'Plus de 100\u00a0€',
  CUSTOM: 'Personnalisé',
} as const;

// --- area: commerce (labels of categories, availability, sorts, statuses, frequencies, cart) ---

/** [S3.8] Category labels, verbatim; 'autres' is the catch-all category. */
export const categoryLabels = {
  bedroom: 'Chambre',
  outings: 'Balade',
  travels: 'Voyage',
  meals: 'Repas',
  toilet: 'Toilette',
  look: 'Look',
  awakening: 'Éveil',
  autres: 'Autres',
} as const;

/** [S3.9] Availability display texts, verbatim. */
export const availabilityLabels = {
  AVAILABLE: 'En stock',
  UNAVAILABLE: 'Indisponible',
  PERMANENTLY_OUT_OF_STOCK: 'Définitivement en rupture',
  GIFTED: 'Offert',
} as const;

/** [S3.10] [S9.8] List sort types (texts not shown by the spec: ours). */
export const listSortLabels = {
  category: 'Par catégorie',
  price_asc: 'Prix croissant',
  price_desc: 'Prix décroissant',
  priority: 'Indispensables en premier',
} as const;

/** [S3.10] List only-filters (texts not shown by the spec: ours). */
export const listOnlyFilterLabels = {
  private: 'Produits privés',
  indispensable: 'Produits indispensables',
  gifted: 'Produits offerts',
} as const;

/** [S9.4] The product name of the special contribution item in a cart (ours). */
export const SPECIAL_CONTRIBUTION_PRODUCT_NAME = 'Participation à la cagnotte';

/**
 * [S3.18] The names of the personalisation images img1 to img10 (the spec shows none: ours), read
 * under each picture of the list form's picker.
 */
export const personalizationImageLabels = {
  img1: 'Nuages',
  img2: 'Étoiles',
  img3: 'Ballons',
  img4: 'Feuillage',
  img5: 'Clair de lune',
  img6: 'Cœurs',
  img7: 'Vagues',
  img8: 'Soleil',
  img9: 'Pois',
  img10: 'Montgolfières',
} as const;

// --- area: screens (labels of bars, header, drawer, footer, popups) ---

/**
 * [S2.51]-[S2.62] [S6.4] Labels of the bottom bar, list bar, header, drawer and footer. The spec
 * names these entries without their texts: the texts are ours (docs/decisions.md).
 */
export const screenLabels = {
  MY_LIST: 'Ma liste',
  /** [S2.59] [S6.4] Staff see the customer's list, not theirs. */
  CUSTOMER_LIST: 'Liste du client',
  SHARE: 'Partager',
  ACTIVITY: 'Activité',
  /** [S4.8] The owner's contributions not thanked yet, under Activity in the list bar. */
  TO_THANK: (count: number) => `${count} à remercier`,
  /** [S4.8] The Activity link's accessible name when some are left to thank. */
  ACTIVITY_TO_THANK: (count: number) => `Activité, ${count} à remercier`,
  WALLET: 'Cagnotte',
  PARTICIPATE_TO_WALLET: 'Participer à la cagnotte',
  CREATE_LIST: 'Créer une nouvelle liste',
  ADD_TO_CART: 'Ajouter au panier',
  ADD_TO_LIST: 'Ajouter à ma liste',
  SAVE_SETTINGS: 'Enregistrer',
  SAVE_CHANGES: 'Enregistrer les modifications',
  MANAGE_ALERTS: 'Gérer mes alertes',
  BACK_TO_MY_LIST: 'Retour à ma liste',
  VALIDATE_CART: 'Valider mon panier',
  /** [S2.43] [S6.4] Staff validate a transaction, not a purchase. */
  VALIDATE_TRANSACTION: 'Valider la transaction',
  CART: 'Panier',
  HOME: 'Accueil',
  PRODUCTS: 'Produits',
  MY_ACCOUNT: 'Mon compte',
  PARTICIPATE_TO_A_LIST: 'Participer à une liste',
  NEED_HELP: "Besoin d'aide ?",
  STAFF_HELP: 'Aide',
  LEGAL_NOTICES: 'Mentions légales',
  GENERAL_SALES_TERMS: 'Conditions générales de vente',
  WITHDRAWAL_RIGHT: 'Droit de rétractation',
  PERSONAL_DATA: 'Données personnelles',
  DELIVERY_METHODS: 'Modes de livraison',
  PAYMENT_METHODS: 'Moyens de paiement',
  RETAILER_SITE: 'Notre site marchand',
  LOGIN: 'Se connecter',
  LOGOUT: 'Se déconnecter',
  FACEBOOK: 'Facebook',
  INSTAGRAM: 'Instagram',
  YOUTUBE: 'YouTube',
  TIKTOK: 'TikTok',
  PINTEREST: 'Pinterest',
} as const;

export type ScreenLabelCode = keyof typeof screenLabels;

/** [S2.62] The staff logout of the header shows the signed-in first name. */
export const staffLogoutText = (firstName: string): string =>
  firstName.trim() === '' ? screenLabels.LOGOUT : `${screenLabels.LOGOUT} (${firstName.trim()})`;
