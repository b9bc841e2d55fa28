import { screenLabels, type RouteName } from '@ldn/domain';
import { pagesMessages } from './messages';

/**
 * [S2.1]-[S2.23] The title of every screen: the page heading, and the placeholder's title until the
 * screen is delivered. Titles the menus already carry come from the domain. Apart from the other
 * messages, like the content modules, so that only the pages that show them download them (the
 * first page's chunk, which has a size budget, holds `messages.ts`).
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
  Invitation: 'Invitation à gérer une liste de naissance',
  SearchLDN: screenLabels.PARTICIPATE_TO_A_LIST,
  Mentions: screenLabels.LEGAL_NOTICES,
  Closed: pagesMessages.CLOSED_TITLE,
  Login: 'Connexion',
  NotFound: pagesMessages.NOT_FOUND_TITLE,
};
