import { screenLabels, type RouteName } from '@ldn/domain';

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
  /** [S2.20] */
  MENTIONS_INTRO:
    "Conformément aux articles 6-III et 19 de la loi n° 2004-575 du 21 juin 2004 pour la confiance dans l'économie numérique (LCEN), voici les informations légales du service « Liste de naissance », ainsi que les conditions qui s'appliquent à vos achats, à vos participations et à vos données personnelles.",
  /** [S2.48] The table of contents of the Mentions page. */
  TABLE_OF_CONTENTS: 'Sommaire',
  /** [S2.17] */
  SELLER_HELP_INTRO:
    'Ce guide accompagne les vendeurs et les comptables pour servir la liste de naissance d’un client en magasin, de la recherche du client à la confirmation du ticket de caisse.',
  MENTIONS_LAST_UPDATE: 'Dernière mise à jour',
} as const;

/**
 * [S2.1]-[S2.23] The title of every screen: the page heading, and the placeholder's title until the
 * screen is delivered. Titles the menus already carry come from the domain.
 */
export const screenTitles: Record<RouteName, string> = {
  Home: screenLabels.HOME,
  List: screenLabels.MY_LIST,
  ListById: 'Liste de naissance',
  ListByIdOwner: 'Ma liste de naissance',
  ShareListPublished: 'Partager ma liste',
  Cart: screenLabels.CART,
  Activity: screenLabels.ACTIVITY,
  Wallet: screenLabels.WALLET,
  ViewFromList: 'Produit de la liste',
  ViewFromClosedList: "Produit d'une liste clôturée",
  EditProduct: 'Modifier le produit',
  ViewFromSearch: 'Produit',
  SellerPage: 'Espace vendeur',
  SellerLogin: 'Connexion vendeur',
  PendingTransactionsList: 'Transactions en attente',
  PendingTransaction: 'Transaction en attente',
  Help: 'Guide du vendeur',
  Parameters: screenLabels.MY_ACCOUNT,
  SearchLDN: screenLabels.PARTICIPATE_TO_A_LIST,
  Mentions: screenLabels.LEGAL_NOTICES,
  Closed: pagesMessages.CLOSED_TITLE,
  Login: 'Connexion',
  NotFound: pagesMessages.NOT_FOUND_TITLE,
};
