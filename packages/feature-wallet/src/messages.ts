import { formatEuros, screenLabels } from '@ldn/domain';

/**
 * The French texts of the Wallet screen that the domain does not hold (house style 12). The spec
 * names what it shows ([S2.42] [S3.15]) without its words: these are ours, as the retailer would
 * write them.
 */
export const walletMessages = {
  /** [S2.8] The page heading: the list bar's own word for the page. */
  TITLE: screenLabels.WALLET,
  LOADING: 'Chargement de la cagnotte...',
  OWNER_ONLY: 'La cagnotte de cette liste est réservée à ses parents.',
  SEE_THE_LIST: 'Voir la liste',

  /** [S3.15] Balance and total. */
  AMOUNTS: 'Montants de la cagnotte',
  BALANCE: 'Solde disponible',
  TOTAL: 'Total reçu',

  /** [S2.42] How the wallet is used. */
  HOW_TITLE: 'Comment utiliser la cagnotte ?',
  HOW: [
    'Vos proches peuvent verser la somme de leur choix dans votre cagnotte depuis votre liste, de 5 € à 10 000 € par participation.',
    'Le solde s’utilise dans l’un de nos magasins : donnez votre numéro de liste en caisse, le montant utilisé est déduit de votre cagnotte. Elle ne peut pas servir pour un paiement en ligne.',
    'Utilisez-la avant de clôturer votre liste : une fois la liste clôturée, la cagnotte ne peut plus être utilisée.',
    'À la clôture, si les achats sur votre liste ont atteint le seuil, vous recevez un bon d’achat de 10 % de leur montant, remis en bons de 50 € au plus.',
  ],

  /** [S3.15] History. */
  HISTORY: 'Historique',
  HISTORY_EMPTY:
    'Aucun mouvement pour le moment : les participations de vos proches apparaîtront ici.',
  MOVEMENT_CONTRIBUTION: 'Participation',
  MOVEMENT_CONTRIBUTION_CANCELLED: 'Participation annulée',
  MOVEMENT_WALLET_CANCELLED: 'Versement annulé',
  MOVEMENT_USE: 'Utilisation en magasin',
  /** At closing, the funded part of an unfinished group gift ("Cadeau commun"). */
  MOVEMENT_GROUP_GIFT: 'Cadeau commun reversé à la clôture',
  ANONYMOUS: 'Anonyme',
  DATE: (date: string, time: string) => `Le ${date} à ${time}`,
  BALANCE_AFTER: (amount: number) => `Solde après l’opération : ${formatEuros(amount)}`,
  /** The signed amount's words, for screen readers. */
  CREDIT: (amount: number) => `crédit de ${formatEuros(amount)}`,
  DEBIT: (amount: number) => `débit de ${formatEuros(amount)}`,

  /** [S2.42] Reward coupons. */
  COUPONS: 'Bons d’achat',
  COUPONS_HINT: (max: number) =>
    `Votre bon d’achat de fidélité (10 % des achats sur la liste) est remis à la clôture, en bons de ${formatEuros(max)} au plus.`,
  COUPONS_EMPTY: 'Aucun bon d’achat pour le moment.',
  COUPON_CODE: (code: string) => `Bon n° ${code}`,
  COUPON_DATE: (date: string) => `Remis le ${date}`,
} as const;
