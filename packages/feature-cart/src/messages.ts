import { screenLabels } from '@ldn/domain';

/**
 * The French texts of the cart that the domain does not hold (house style 12). Validation,
 * toasts, the cart error default, delivery and client labels come from `@ldn/domain`; the popups'
 * own words from `@ldn/ui-kit`.
 */
export const cartMessages = {
  /** [S2.6] The page heading: the domain's name of the cart (the top bar's button says the same). */
  TITLE: screenLabels.CART,
  LOADING: 'Chargement du panier...',
  LOAD_FAILED: 'Le panier n’a pas pu être chargé.',
  RETRY: 'Réessayer',
  EMPTY_TITLE: 'Votre panier est vide',
  EMPTY_TEXT:
    'Choisissez un cadeau dans la liste, ou participez à la cagnotte des parents pour le montant de votre choix.',
  SEE_THE_LIST: 'Voir la liste',
  BACK_TO_LIST: 'Retour à la liste',
  /** [S2.31] The visitor's cart belongs to another list. */
  OTHER_LIST_CART:
    'Votre panier contient des cadeaux pour une autre liste. Ajouter un cadeau à cette liste le remplacera.',
  SEE_OTHER_CART: 'Voir ce panier',

  /** [S3.11] The lines. */
  GIFTS_HEADING: 'Vos cadeaux',
  UNIT_PRICE: 'Prix unitaire',
  LINE_TOTAL: 'Sous-total',
  /** A part of a group gift ("Cadeau commun"). */
  GROUP_GIFT_PART: 'Participation à un cadeau commun',
  GROUP_GIFT_PART_AMOUNT: 'Votre participation',
  /** The toast once a part is in the cart. */
  GROUP_GIFT_PART_ADDED: 'Votre participation a bien été ajoutée au panier.',
  REMOVE: 'Retirer',
  NOTHING_LEFT: 'Ce produit n’est plus disponible : retirez-le du panier.',
  /** The live list: the line's last units were just given by someone else, on this page. */
  JUST_GIFTED: 'Ce produit vient d’être offert : retirez-le du panier.',

  /** [S2.59] [S5.2] The wallet contribution. */
  WALLET_HEADING: 'Participation à la cagnotte',
  WALLET_TEXT: 'Offrez aux parents le montant de votre choix, de 5 € à 10 000 €.',
  WALLET_AMOUNT: 'Montant de votre participation (en euros)',
  WALLET_ADD: 'Ajouter au panier',
  WALLET_UPDATE: 'Modifier le montant',
  WALLET_REMOVE: 'Retirer la participation',
  WALLET_ADDED: 'Votre participation a bien été ajoutée au panier.',

  /** [S2.43] The contributor. */
  CONTRIBUTOR_HEADING: 'Vos coordonnées et votre message',
  CONTRIBUTOR_NAME: 'Votre nom (facultatif)',
  CONTRIBUTOR_NAME_HINT: 'Sans nom, votre cadeau sera présenté aux parents comme anonyme.',
  CONTRIBUTOR_EMAIL: 'Votre adresse e-mail (facultatif)',
  CONTRIBUTOR_EMAIL_HINT: 'Pour recevoir les remerciements des parents.',
  MESSAGE: 'Votre message aux parents (facultatif)',

  /** [S3.11] [S9.3] Delivery. */
  DELIVERY_HEADING: 'Livraison',
  STORE_DELIVERY_FREE: 'offerte',
  STORE_DELIVERY_DETAIL:
    'Les cadeaux sont livrés au magasin des parents. Livraison offerte dès 59 €.',
  STORE_DELIVERY_UNAVAILABLE:
    'La livraison en magasin n’est pas disponible pour ce panier (magasin non livré ou produit hors stock).',
  NO_DELIVERY_DETAIL: 'Les cadeaux sont réservés sur la liste et remis aux parents en magasin.',

  /** [S3.11] Holder or relative. */
  CLIENT_TYPE_HEADING: 'Qui offre ?',
  /** [S4.6] Staff only. */
  TRANSACTION_TYPE_HEADING: 'Type de vente',

  /** [S2.43] Totals. */
  SUMMARY_HEADING: 'Récapitulatif',
  PRODUCTS_TOTAL: 'Produits',
  CONTRIBUTION: 'Participation à la cagnotte',
  DELIVERY_FEE: 'Livraison',
  FREE: 'Offerte',
  TOTAL: 'Total',
  SAVING: 'Enregistrement...',

  /** [S4.3] The checkout. */
  REDIRECTING: 'Redirection vers le paiement sécurisé...',

  /** The checkout's return. */
  SUCCESS_TITLE: 'Merci pour votre cadeau !',
  SUCCESS_TEXT:
    'Votre paiement a bien été reçu. Les parents découvriront votre cadeau et votre message.',
  WAITING_TITLE: 'Paiement en cours de confirmation',
  WAITING_TEXT: 'Nous enregistrons votre cadeau, cela ne prend que quelques secondes...',
  DECLINED_TITLE: 'Le paiement a été refusé',
  DECLINED_TEXT:
    'Aucun montant n’a été débité. Votre panier est conservé : vous pouvez réessayer avec une autre carte.',
  CANCELLED_TITLE: 'Paiement annulé',
  CANCELLED_TEXT: 'Vous avez quitté la page de paiement. Votre panier est conservé.',
  EXPIRED_TITLE: 'Le délai de paiement est dépassé',
  EXPIRED_TEXT:
    'Les articles réservés ont été libérés. Votre panier est conservé : validez-le à nouveau.',
  UNKNOWN_TITLE: 'Paiement introuvable',
  UNKNOWN_TEXT: 'Nous ne retrouvons pas ce paiement. Votre panier est conservé.',
  RETRY_PAYMENT: 'Réessayer le paiement',
} as const;

/** [S5.5] The stepper of a line, named by its product. */
export const quantityLabel = (productName: string): string => `Quantité de ${productName}`;

/** [S4.3] The remove button of a line, named by its product. */
export const removeLabel = (productName: string): string => `Retirer ${productName} du panier`;

/** [S5.5] The line holds more than remains now. */
export const fewerLeftText = (count: number): string =>
  count === 1 ? 'Il n’en reste plus que 1.' : `Il n’en reste plus que ${count}.`;

/** [S2.6] The list the cart is for. */
export const cartForListText = (title: string): string => `Pour la liste « ${title} »`;

/** [S9.3] The store delivery option with its fee ('2,90 €' or 'offerte'). */
export const storeDeliveryText = (label: string, fee: string): string => `${label} (${fee})`;

/** The amount paid, on the thanks. */
export const amountPaidText = (amount: string): string => `Montant réglé : ${amount}`;
