/**
 * The French texts of the search overlay that `@ldn/domain` does not hold (house style 12). The
 * texts [S2.49] and [S8.5] show are verbatim (their spec id is beside them); the others are ours,
 * written as the retailer would say them. 'Produits', the price band labels, the sort labels and
 * the price errors come from the domain; 'Fermer' from the ui-kit.
 */
export const overlayMessages = {
  /** [S2.49] verbatim. */
  SEARCH_PLACEHOLDER: 'Recherchez un article ...',
  /** The search field's label (the placeholder is no label). */
  SEARCH_LABEL: 'Rechercher un article',
  SEARCH_SUBMIT: 'Rechercher',
  /** [S2.49] verbatim: the sort menu. */
  SORT: 'Trier',
  /** [S2.49] verbatim. */
  RESET_FILTERS: 'Réinitialiser les filtres',
  /** The filter panel's title and the button that opens it on phones. */
  FILTERS: 'Filtres',
  FILTER_BUTTON: 'Filtrer',
  /** [S2.49] verbatim. */
  LOADING_ITEMS: 'Chargement des articles...',
  /** [S2.49] verbatim. */
  NO_MORE_ITEMS: "Il n'y a pas d'autres articles",
  /** [S2.49] verbatim. */
  PRICE_UNAVAILABLE: 'Prix indisponible',
  /** [S2.49] verbatim: a product with more than one variant. */
  SEVERAL_SIZES: 'Existe en plusieurs tailles',
  /** [S8.5] verbatim (the service's English text, as the spec shows it). */
  NAVIGATION_ERROR: 'Navigation : An error occured during the search.',
  /** A result set still unanswered after 10 s (SEARCH_TIMEOUT_MS). */
  SEARCH_TIMEOUT:
    'La recherche n’a pas abouti. Vérifiez votre connexion à Internet, puis réessayez.',
  RETRY: 'Réessayer',
  NO_RESULTS: 'Aucun article ne correspond à votre recherche.',
  NO_RESULTS_HINT: "Vérifiez l'orthographe ou essayez un autre mot.",
  /** The empty search: what to type. */
  START_HINT: 'Saisissez au moins 2 caractères pour lancer la recherche.',
  SUGGESTIONS: 'Suggestions de recherche',
  CATEGORIES: 'Catégories',
  RESULTS: 'Articles',
  BACK_TO_TOP: 'Revenir en haut',
  /** Where the browser cannot scroll-load (no IntersectionObserver). */
  LOAD_MORE: "Afficher plus d'articles",
  VIEW_PRODUCT: 'Voir le produit',
  ADD_TO_LIST: 'Ajouter à ma liste',
  /** The custom price band's fields [S5.15]. */
  PRICE_MIN: 'Prix minimum (€)',
  PRICE_MAX: 'Prix maximum (€)',
  APPLY_PRICE: 'Appliquer',
  /** Facet titles when the service gives no label. */
  PRICE: 'Prix',
  COLOR: 'Couleur',
  SIZE: 'Taille',
} as const;

export type OverlayMessageCode = keyof typeof overlayMessages;

/** [S2.49] A scope card's product count: '48 produit(s)'. */
export const productCountText = (count: number): string => `${count} produit(s)`;

/** The number of articles found: '1 article', '132 articles'. */
export const resultCountText = (count: number): string =>
  `${count} ${count > 1 ? 'articles' : 'article'}`;

/** [S5.18] The spell-checked terms the results are for: 'Résultats pour « poussette »'. */
export const correctedTermsText = (terms: string): string => `Résultats pour « ${terms} »`;

/** A facet value with its count, as a checkbox reads it: 'Bleu ciel (12)'. */
export const bucketText = (label: string, count: number | null): string =>
  count === null ? label : `${label} (${count})`;
