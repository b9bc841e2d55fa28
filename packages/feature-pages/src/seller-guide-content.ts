import {
  formatEuros,
  REWARD_COUPON_MAX_CENTS,
  WALLET_MAX_CENTS,
  WALLET_MIN_CENTS,
} from '@ldn/domain';
import type { LegalSection } from './mentions-content';

/** [S2.17] The introduction of the staff guide. */
export const SELLER_HELP_INTRO =
  'Ce guide accompagne les vendeurs et les comptables pour servir la liste de naissance d’un client en magasin, de la recherche du client à la confirmation du ticket de caisse.';

/**
 * [S2.17] The staff guide (`/seller/help`): how a seller or an accountant serves a customer's
 * birth list in store, step by step, in the words of the staff screens. Apart from the other
 * messages, so that only the Help page downloads it.
 */
export const sellerGuideSections: readonly LegalSection[] = [
  {
    id: 'rechercher-un-client',
    title: 'Rechercher un client',
    paragraphs: [
      'Depuis l’accueil vendeur, saisissez l’adresse e-mail du client puis lancez la recherche.',
    ],
    items: [
      'Client résidant en France (ou pays non renseigné) : sa fiche s’ouvre et vous agissez pour lui sur ses listes.',
      'Client résidant hors de France : la liste de naissance ne lui est pas proposée, un message vous l’indique.',
      'Aucun compte pour cette adresse : l’adresse est conservée pour créer son compte.',
    ],
    after: [
      'Revenir à l’accueil vendeur désélectionne le client en cours : pensez-y avant de servir le client suivant.',
    ],
  },
  {
    id: 'creer-un-compte',
    title: 'Créer un compte client',
    paragraphs: [
      'Renseignez la civilité (Madame ou Monsieur), le prénom, le nom, l’adresse e-mail et le téléphone du client. Le pays est la France par défaut.',
      'Un mot de passe aléatoire est créé : le client le remplacera en se connectant avec « Mot de passe oublié ». Ne lui communiquez jamais de mot de passe.',
    ],
  },
  {
    id: 'creer-ou-rattacher-une-liste',
    title: 'Créer ou rattacher une liste',
    paragraphs: [
      'Une liste ne peut être créée que pour un client résidant en France. Si son pays n’est pas la France, une fenêtre vous le signale et se ferme d’elle-même après 5 secondes.',
      'Une liste créée sur le site par le client peut être rattachée à son compte avec son numéro de liste.',
    ],
  },
  {
    id: 'panier-en-magasin',
    title: 'Constituer un panier en magasin',
    paragraphs: [
      'Ouvrez la liste du client, choisissez les articles et les quantités (jamais plus que ce qui reste à offrir), puis ouvrez le panier.',
    ],
    items: [
      'Qui offre : le titulaire de la liste (achat pour lui-même) ou un proche (son nom et son message apparaîtront aux parents).',
      'Type de vente : vente à emporter (VAE) ou commande magasin (CMD).',
      `Cagnotte : quand le titulaire achète pour lui-même et que sa cagnotte n’est pas vide, l’écran propose de l’utiliser pour tout ou partie du montant. Un proche y participe de ${formatEuros(WALLET_MIN_CENTS)} à ${formatEuros(WALLET_MAX_CENTS)} depuis le site.`,
    ],
    after: [
      '« Valider la transaction » réserve les articles sur la liste et crée une transaction en attente, avec son code à scanner en caisse. Dans un magasin équipé de l’autre système de caisse, une commande (hors VAE) est réglée par le paiement en ligne.',
    ],
  },
  {
    id: 'transactions-en-attente',
    title: 'Transactions en attente et ticket de caisse',
    paragraphs: [
      'La caisse encaisse la transaction à partir de son code. Scannez ensuite le numéro du ticket de caisse (ou saisissez-le : une lettre A, U ou W, puis M, deux caractères, un tiret, un chiffre, un tiret et des chiffres, par exemple AM01-2-004512).',
      'L’écran indique les articles absents du ticket. Confirmez : les articles encaissés sont offerts sur la liste, les articles manquants redeviennent disponibles, et la cagnotte utilisée est débitée.',
    ],
  },
  {
    id: 'annuler-une-transaction',
    title: 'Annuler une transaction',
    paragraphs: [
      'Tant qu’elle n’est pas confirmée, une transaction peut être annulée : tous ses articles redeviennent disponibles à l’offre.',
    ],
  },
  {
    id: 'retours-et-annulations',
    title: 'Retours, annulations et remise des cadeaux',
    paragraphs: [
      'Depuis l’activité de la liste du client, vous pouvez enregistrer le retour d’un article (ou l’annuler), annuler une participation (elle est remboursée et la cagnotte débitée d’autant) et confirmer la remise des cadeaux une fois la liste clôturée.',
      `À la clôture, si les achats ont atteint le seuil, le client reçoit un bon d’achat de 10 %, en bons de ${formatEuros(REWARD_COUPON_MAX_CENTS)} au plus.`,
    ],
  },
  {
    id: 'code-magasin',
    title: 'Code magasin',
    paragraphs: [
      'L’accueil vendeur utilise le code de votre magasin. Pour servir un client dans un autre magasin, saisissez son code : un code inconnu affiche « Code inconnu ».',
    ],
  },
  {
    id: 'deconnexion',
    title: 'Déconnexion',
    paragraphs: [
      'Déconnectez-vous depuis l’en-tête (votre prénom y est affiché) avant de quitter le poste : l’appareil revient ensuite à la connexion vendeur. Sur la borne, la session se ferme d’elle-même après une période d’inactivité.',
    ],
  },
];
