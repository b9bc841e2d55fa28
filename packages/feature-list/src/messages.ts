/**
 * The French texts of the list view that the domain does not hold (house style 12). Category,
 * availability, sort, only-filter, price band and status labels, and the toasts, come from
 * `@ldn/domain`; these are the words of the screen itself (the spec does not show them).
 */
export const listMessages = {
  /** [S2.2] The heading of `/list`. */
  MY_LIST_TITLE: 'Ma liste de naissance',
  /** [S2.2] A parent without any list. */
  NO_LIST_TITLE: "Vous n'avez pas encore de liste de naissance",
  NO_LIST_TEXT:
    'Créez votre liste en quelques minutes, ajoutez les produits dont vous rêvez et partagez-la avec vos proches.',
  CREATE_MY_LIST: 'Créer ma liste',
  LOADING_LIST: 'Chargement de la liste...',

  /** [S3.4] Header. */
  BABY: 'Bébé',
  EXPECTED_BIRTH: 'Naissance prévue le',
  PARENTS: 'Les parents',
  WELCOME_MESSAGE: 'Le mot des parents',
  LIST_SUMMARY: 'La liste en chiffres',
  GATHERED_AMOUNT: 'Montant récolté',
  /** [S3.6] */
  STATUS: 'Statut',

  /** [S2.39] Owner actions. */
  EDIT_MY_LIST: 'Modifier ma liste',
  /** [S6.4] The same, for staff acting for the customer (staff labels). */
  EDIT_CUSTOMER_LIST: 'Modifier la liste du client',
  ADD_PRODUCTS: 'Ajouter des produits',
  /** [S4.1] The draft banner. */
  DRAFT_TITLE: 'Votre liste est en brouillon',
  DRAFT_TEXT:
    'Vos proches ne peuvent pas encore la voir. Publiez-la pour la partager et recevoir vos premiers cadeaux.',
  PUBLISH_MY_LIST: 'Publier ma liste',
  /** [S6.4] The draft banner, for staff acting for the customer. */
  DRAFT_TITLE_STAFF: 'La liste du client est en brouillon',
  DRAFT_TEXT_STAFF:
    'Ses proches ne peuvent pas encore la voir. Publiez-la pour qu’il puisse la partager et recevoir ses premiers cadeaux.',
  PUBLISH_CUSTOMER_LIST: 'Publier la liste du client',
  /** [S4.1] A closed list, seen by its owner. */
  CLOSED_NOTICE:
    'Cette liste est clôturée : vos proches ne peuvent plus offrir de produits ni participer à la cagnotte.',

  /** [S2.39] Suggestions. */
  SUGGESTIONS_TITLE: 'Des idées pour compléter votre liste',
  SUGGESTIONS_TEXT: 'Parcourez nos produits par univers et ajoutez-les en un geste.',
  SUGGESTION_EMPTY_CATEGORY: 'Aucun produit pour le moment',
  SUGGESTION_DISCOVER: 'Découvrir',
  ADD_IN_CATEGORY: 'Ajouter',
  /** [S2.39] A list with no product at all. */
  NO_PRODUCT_OWNER: 'Votre liste ne contient encore aucun produit. Ajoutez vos premières envies !',
  /** [S6.4] The same, for staff acting for the customer. */
  NO_PRODUCT_STAFF: 'La liste du client ne contient encore aucun produit.',
  NO_PRODUCT_GUEST: 'Cette liste ne contient encore aucun produit.',

  /** [S3.10] Filters and sorts. */
  FILTERS: 'Filtres',
  FILTER_AND_SORT: 'Filtrer et trier',
  SORT_BY: 'Trier par',
  ONLY: 'Afficher uniquement',
  PRICE: 'Prix',
  CATEGORIES: 'Catégories',
  CUSTOM_PRICE: 'Prix personnalisé',
  CUSTOM_PRICE_HINT: 'Remplace les tranches de prix cochées.',
  MIN_PRICE: 'Prix minimum (en euros)',
  MAX_PRICE: 'Prix maximum (en euros)',
  APPLY_PRICE: 'Appliquer ce prix',
  CLEAR_CUSTOM_PRICE: 'Effacer ce prix',
  RESET: 'Réinitialiser',
  NO_RESULT: 'Aucun produit ne correspond à vos filtres.',
  UPDATING: 'Mise à jour des produits...',
  PRODUCTS_LIST: 'Produits de la liste',

  /** [S3.7] Product card. */
  WANTED: 'Souhaité',
  GIFTED: 'Offert',
  /** Units the owner received outside the list (his view only). */
  RECEIVED_ELSEWHERE: 'Reçu ailleurs',
  /** A group gift's card: what relatives funded of its price. */
  GROUP_GIFT_FUNDED: (funded: string, target: string) =>
    `Cadeau commun : ${funded} financés sur ${target}`,
  INDISPENSABLE: 'Indispensable',
  PRIVATE: 'Privé',
  OWNER_COMMENT: 'Le mot des parents :',

  LOAD_ERROR_TITLE: 'Impossible d’afficher la liste',
  RETRY: 'Réessayer',
} as const;

/** [S3.6] '12 produits', '1 produit', '0 produit' (French: singular for 0 and 1). */
export function productCountText(count: number): string {
  return `${count} ${count > 1 ? 'produits' : 'produit'}`;
}

/** [S3.6] '3 offerts', '1 offert'. */
export function offerCountText(count: number): string {
  return `${count} ${count > 1 ? 'offerts' : 'offert'}`;
}

/** [S3.6] '4 messages', '1 message'. */
export function messageCountText(count: number): string {
  return `${count} ${count > 1 ? 'messages' : 'message'}`;
}

/** [S3.10] The result count: '12 produits' when nothing is filtered, else '5 produits sur 12'. */
export function resultCountText(shown: number, total: number): string {
  return shown === total ? productCountText(total) : `${productCountText(shown)} sur ${total}`;
}

/** [S3.10] The button that closes the filter drawer: 'Voir les 5 produits', 'Voir 1 produit'. */
export function showResultsText(count: number): string {
  if (count === 0) return 'Aucun produit';
  return count === 1 ? 'Voir 1 produit' : `Voir les ${count} produits`;
}

/** [S3.4] 'Liste de Marie Dupont et Paul Martin'. */
export function parentsText(names: readonly string[]): string {
  if (names.length === 0) return '';
  if (names.length === 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} et ${names[names.length - 1] ?? ''}`;
}

/**
 * [S3.7] The wanted / gifted quantities as heard and seen: 'Souhaité : 2 · Offert : 1'. `gifted`
 * is the wire's count; the owner's units received elsewhere, part of it, are then told apart.
 */
export function quantitiesText(wanted: number, gifted: number, receivedElsewhere = 0): string {
  const counts = `${listMessages.WANTED} : ${wanted} · ${listMessages.GIFTED} : ${gifted - receivedElsewhere}`;
  return receivedElsewhere > 0
    ? `${counts} · ${listMessages.RECEIVED_ELSEWHERE} : ${receivedElsewhere}`
    : counts;
}

/** [S2.39] The accessible name of a category's add button: 'Ajouter des produits en Chambre'. */
export function addInCategoryName(categoryLabel: string): string {
  return `${listMessages.ADD_PRODUCTS} en ${categoryLabel}`;
}

/** [S4.1] 'Liste clôturée le 05/03/27.' */
export function closedOnText(date: string): string {
  return date === '' ? '' : `Liste clôturée le ${date}.`;
}
