/**
 * The French texts of the static screens that the domain does not hold (house style 12). The
 * spec's texts (Not found, closed list) and the menu labels come from `@ldn/domain`.
 */
export const pagesMessages = {
  /** [S2.23] [S2.47] The heading above the domain's NOT_FOUND text. */
  NOT_FOUND_TITLE: 'Page introuvable',
  /** [S2.21] [S8.3] The heading above the domain's CLOSED_LIST text. */
  CLOSED_TITLE: 'Liste clôturée',
  BACK_HOME: "Retour à l'accueil",
  /** [S2.21] [S2.19] Relatives may look for another list. */
  SEARCH_ANOTHER_LIST: 'Rechercher une autre liste',
  /** The placeholder of the screens later issues deliver. */
  COMING_SOON: 'Cet écran arrive bientôt.',
  /** [S2.48] The table of contents of the Mentions page. */
  TABLE_OF_CONTENTS: 'Sommaire',
  MENTIONS_LAST_UPDATE: 'Dernière mise à jour',
} as const;
