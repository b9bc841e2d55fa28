/**
 * The French texts of the list search (SearchLDN) that the domain does not hold (house style 12).
 * The too-many and no-result messages come from the domain's `screenMessages` ([S2.46] [S8.3]).
 */
export const listSearchMessages = {
  /** [S2.19] The page heading. */
  TITLE: 'Participer à une liste',
  INTRO:
    'Retrouvez la liste de naissance de vos proches avec le nom des parents, leur adresse e-mail ou le numéro de la liste.',
  SEARCH_LABEL: 'Nom des parents, e-mail ou numéro de liste',
  SEARCH_HINT: 'Par exemple : Martin, Dupont / Martin ou camille.martin@exemple.fr',
  SEARCH: 'Rechercher',
  /** [S9.9] The server needs at least EXPRESSION_MIN_LENGTH characters. */
  TOO_SHORT: 'Saisissez au moins 2 caractères.',
  SEARCHING: 'Recherche en cours...',
  RESULTS_HEADING: 'Résultats de la recherche',
  /** [S2.46] The way into a list. */
  PARTICIPATE: 'Participer',
  BABY: 'Bébé',
  EXPECTED_BIRTH: 'Naissance prévue le',
  LIST_NUMBER: 'Liste n°',
  RETRY: 'Réessayer',
} as const;

/** [S2.46] How many lists were found, read before the results. */
export const resultCountText = (count: number): string =>
  count === 1 ? '1 liste trouvée' : `${count} listes trouvées`;

/** [S2.46] 'Camille Martin et Paul Durand': the parents of a list, co-parent when there is one. */
export function parentsText(
  owner: { readonly firstName: string; readonly lastName: string },
  coOwner: { readonly firstName: string; readonly lastName: string },
): string {
  const name = (person: { readonly firstName: string; readonly lastName: string }) =>
    `${person.firstName.trim()} ${person.lastName.trim()}`.trim();
  const second = name(coOwner);
  return second === '' ? name(owner) : `${name(owner)} et ${second}`;
}

/** The accessible name of a 'Participer' link: which list it opens (starts with the visible text). */
export const participateLabel = (title: string): string => `Participer à la liste « ${title} »`;
