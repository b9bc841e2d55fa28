import type { PendingTransactionState } from '@ldn/api-client';
import {
  DISPLAY_TIME_ZONE,
  formatEuros,
  transactionTypeLabels,
  type TransactionType,
} from '@ldn/domain';

/**
 * The French texts of the staff screens that the domain does not hold (the spec's texts, errors
 * and validation messages come from `@ldn/domain`). [S2.13]-[S2.16] [S2.37]
 */
export const sellerMessages = {
  // --- SellerLogin [S2.14] ---
  LOGIN_TITLE: 'Connexion vendeur',
  LOGIN_TEXT:
    'Espace réservé aux conseillers et conseillères des magasins. Connectez-vous avec votre compte professionnel pour accompagner vos clients sur leur liste de naissance.',
  LOGIN_BUTTON: 'Se connecter',

  // --- SellerPage [S2.13] [S2.37] ---
  SELLER_TITLE: 'Espace vendeur',
  SELLER_INTRO:
    'Recherchez un client, créez son compte ou sa liste, et suivez les transactions du magasin.',
  HELP_LINK: 'Guide du vendeur',

  SEARCH_TITLE: 'Rechercher un client',
  SEARCH_EMAIL: 'E-mail du client',
  SEARCH_BUTTON: 'Rechercher',
  CUSTOMER_FOUND: (name: string) => `Client : ${name}`,
  CUSTOMER_LISTS: 'Listes du client',
  CUSTOMER_NO_LIST: "Ce client n'a pas encore de liste.",
  OPEN_LIST: (title: string) => `Ouvrir la liste « ${title} »`,
  OPEN: 'Ouvrir',
  LIST_NUMBER: (number: number | string) => `Liste n° ${String(number)}`,

  CREATE_ACCOUNT_TITLE: 'Créer un compte client',
  CREATE_ACCOUNT_OPEN: 'Créer un compte client',
  TITLE_LEGEND: 'Civilité',
  TITLE_MRS: 'Madame',
  TITLE_MR: 'Monsieur',
  FIRST_NAME: 'Prénom',
  LAST_NAME: 'Nom',
  EMAIL: 'E-mail',
  PHONE: 'Téléphone',
  /** RGAA 11.11: the expected format, as on the sign-up page. */
  PHONE_HINT: 'Par exemple 06 12 34 56 78',
  COUNTRY: 'Pays de résidence',
  CREATE_ACCOUNT_BUTTON: 'Créer le compte',
  PASSWORD_NOTE:
    'Un mot de passe aléatoire est créé : le client choisira le sien avec « Mot de passe oublié ».',
  ACCOUNT_EXISTS: 'Un compte existe déjà pour cette adresse e-mail : recherchez le client.',
  ACCOUNT_CREATED: 'Le compte du client a bien été créé.',

  CREATE_LIST_TITLE: 'Créer une liste pour le client',
  LIST_TITLE: 'Titre de la liste',
  LIST_TITLE_DEFAULT: (lastName: string) => `Liste de naissance ${lastName}`.trim(),
  CHILD_FIRST_NAME: "Prénom de l'enfant (facultatif)",
  CREATE_LIST_BUTTON: 'Créer la liste',
  LIST_NEEDS_STORE: 'Indiquez le code magasin avant de créer une liste.',

  ATTACH_TITLE: 'Rattacher une liste existante',
  ATTACH_LIST_ID: 'Numéro de la liste',
  /** RGAA 11.11: what to type, as the lists above show it. */
  ATTACH_HINT: 'Le numéro indiqué sur la liste, par exemple 100038.',
  ATTACH_INVALID:
    "Ce numéro de liste n'est pas valide : saisissez le numéro indiqué sur la liste (par exemple 100038).",
  ATTACH_UNKNOWN: 'Aucune liste ne porte ce numéro : vérifiez-le.',
  ATTACH_BUTTON: 'Rattacher la liste',
  ATTACHED: 'La liste a bien été rattachée au compte du client.',

  SELECT_CUSTOMER_FIRST: "Recherchez ou créez d'abord le compte du client.",

  STORE_TITLE: 'Code magasin',
  STORE_CURRENT: (name: string, code: string) => `Magasin actuel : ${name} (${code})`,
  /** The store's name is not known (yet): its code alone, never 'S001 (S001)'. */
  STORE_CURRENT_CODE: (code: string) => `Magasin actuel : ${code}`,
  STORE_NONE: 'Aucun magasin choisi.',
  STORE_CODE: 'Autre code magasin',
  STORE_BUTTON: 'Changer de magasin',
  STORE_CHANGED: (name: string) => `Vous travaillez désormais pour le magasin ${name}.`,

  PENDING_LINK: (count: number | undefined) =>
    count === undefined ? 'Transactions en attente' : `Transactions en attente (${String(count)})`,

  // --- PendingTransactionsList [S2.15] ---
  PENDING_TITLE: 'Transactions en attente',
  PENDING_EMPTY: 'Aucune transaction en attente pour ce magasin.',
  PENDING_REFRESH: 'Actualiser',
  PENDING_STORE: (code: string) => `Magasin ${code}`,
  PENDING_NO_STORE: "Aucun magasin choisi : indiquez le code magasin depuis l'espace vendeur.",
  BACK_TO_SELLER: "Retour à l'espace vendeur",
  BACK_TO_PENDING: 'Retour aux transactions en attente',
  HOLDER: 'Titulaire',
  LIST_ID: 'Liste',
  CONTRIBUTOR: 'Offert par',
  ARTICLES: 'Articles',
  TOTAL: 'Total',
  POT: 'Cagnotte utilisée',
  GS1: 'Code à scanner en caisse',
  DATE: 'Date',
  STATE: 'État',
  TYPE: 'Type de vente',
  OPEN_TRANSACTION: (id: string) => `Ouvrir la transaction ${id}`,
  ARTICLE_COUNT: (count: number) =>
    count <= 1 ? `${String(count)} article` : `${String(count)} articles`,

  // --- PendingTransaction [S2.16] [S4.7] [S5.11] ---
  TRANSACTION_TITLE: (id: string) => `Transaction ${id}`,
  PRODUCTS: 'Articles de la transaction',
  QUANTITY: (quantity: number) => `Quantité : ${String(quantity)}`,
  TICKET_LABEL: 'Numéro de ticket',
  TICKET_HINT: 'Scannez le ticket de caisse ou saisissez son numéro (par exemple AM01-2-004512).',
  TICKET_BUTTON: 'Vérifier le ticket',
  UNKNOWN_TICKET: 'Ce ticket ne correspond pas à cette transaction : vérifiez son numéro.',
  MISSING_TITLE: 'Articles manquants sur le ticket',
  NO_MISSING: 'Aucun article manquant',
  MISSING_NOTE: 'Les articles manquants redeviendront disponibles sur la liste après confirmation.',
  CONFIRM: 'Confirmer',
  CONFIRMED: 'La transaction est confirmée : la liste du client est à jour.',
  CANCEL: 'Annuler la transaction',
  CANCEL_TITLE: 'Annuler la transaction ?',
  CANCEL_TEXT: 'Tous les articles réservés redeviendront disponibles sur la liste du client.',
  CANCEL_YES: 'Oui, annuler la transaction',
  CANCEL_NO: 'Non, revenir',
  CANCELLED: 'La transaction a été annulée.',
  SETTLED: 'Cette transaction est déjà confirmée : elle ne peut plus être annulée.',
  NOT_TO_CONFIRM: "Vérifiez d'abord le ticket de caisse de cette transaction.",
  LOADING: 'Chargement…',
} as const;

/** [S4.7] The states of a pending transaction. */
export const transactionStateLabels: Record<PendingTransactionState, string> = {
  IN_PROGRESS: 'En attente du ticket',
  TO_CONFIRM: 'À confirmer',
  VALIDATED: 'Confirmée',
  CANCELLED: 'Annulée',
};

/** [S4.6] The sale type with its short code: 'Vente à emporter (VAE)'. */
export const transactionTypeText = (type: TransactionType): string =>
  `${transactionTypeLabels[type]} (${type})`;

/** [S9.1] Euros in French: '25,80 €'. */
export const euros = (cents: number): string => formatEuros(cents);

const DATE_TIME = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: DISPLAY_TIME_ZONE,
});

/** The date and time of a transaction in Paris: '24/11/2026 09:12'. */
export function dateTimeText(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : DATE_TIME.format(date);
}

/** [S5.13] The customer's country: France by default; the others are refused lists [S5.12]. */
export const COUNTRY_OPTIONS: readonly { readonly code: string; readonly label: string }[] = [
  { code: 'FR', label: 'France' },
  { code: 'BE', label: 'Belgique' },
  { code: 'CH', label: 'Suisse' },
  { code: 'LU', label: 'Luxembourg' },
  { code: 'MC', label: 'Monaco' },
  { code: 'DE', label: 'Allemagne' },
  { code: 'ES', label: 'Espagne' },
  { code: 'IT', label: 'Italie' },
  { code: 'GB', label: 'Royaume-Uni' },
];
