import { formatEuros, screenLabels } from '@ldn/domain';

/**
 * The French texts of the Activity screen and of closing a list that the domain does not hold
 * (house style 12). The spec names what the screen shows ([S2.41] [S3.14] [S4.1] [S4.8]) without
 * its words: these are ours, as the retailer would write them. Filter labels, toasts and error
 * texts come from `@ldn/domain`.
 */
export const activityMessages = {
  /** [S2.7] The page heading: the list bar's own word for the page. */
  TITLE: screenLabels.ACTIVITY,
  LOADING: 'Chargement de l’activité...',
  /** [S2.7] Another customer or a visitor: the server answers 403 / 401. */
  OWNER_ONLY: 'L’activité de cette liste est réservée à ses parents.',
  SEE_THE_LIST: 'Voir la liste',

  /** [S2.41] The heading of the contributions. */
  ITEMS_HEADING: 'Participations et achats',
  /** [S2.41] Filters. */
  FILTERS: 'Filtrer l’activité',
  ALL: 'Tout afficher',
  EMPTY:
    'Aucune activité pour le moment : les cadeaux et participations de vos proches apparaîtront ici.',
  EMPTY_FILTERED: 'Aucune activité ne correspond à ces filtres.',
  /** Announced when the list of contributions changes. */
  RESULTS_COUNT: (count: number) =>
    count === 0 ? 'Aucun élément' : count === 1 ? '1 élément' : `${count} éléments`,

  /** [S2.41] [S4.9] The purchase and reward summary. */
  SUMMARY: 'Achats et bon d’achat',
  PURCHASE_AMOUNT: 'Montant des achats',
  REWARD_AMOUNT: 'Montant du bon d’achat',
  MIN_PURCHASE_FOR_REWARD: 'Minimum d’achats pour le bon d’achat',
  REMAINING_FOR_REWARD: 'Reste à acheter pour le bon d’achat',
  WALLET_AMOUNT: 'Solde de la cagnotte',
  WALLET_TOTAL_AMOUNT: 'Total reçu dans la cagnotte',
  REWARD_PROGRESS: 'Progression vers le bon d’achat de 10 %',
  REWARD_PROGRESS_VALUE: (purchase: number, min: number) =>
    `${formatEuros(purchase)} sur ${formatEuros(min)}`,
  REWARD_NOT_REACHED: (remaining: number) =>
    `Encore ${formatEuros(remaining)} d’achats sur la liste pour obtenir un bon d’achat de 10 % à sa clôture.`,
  REWARD_REACHED: (reward: number) =>
    `Bravo ! Le seuil est atteint : un bon d’achat de ${formatEuros(reward)} (10 % des achats) sera remis à la clôture de la liste.`,
  REWARD_GRANTED: (reward: number) =>
    `Un bon d’achat de ${formatEuros(reward)} a été remis à la clôture de la liste.`,
  REWARD_NONE_AT_CLOSING:
    'Le seuil d’achats n’ayant pas été atteint, aucun bon d’achat n’a été remis.',
  REWARD_HINT:
    'Les achats comptent les articles offerts et achetés sur la liste, hors articles retournés, participations à la cagnotte et frais de livraison.',

  /** [S3.14] The kinds of activity. */
  KIND_GIFT: 'Cadeau',
  KIND_SELF_PURCHASE: 'Achat personnel',
  KIND_WALLET: 'Participation à la cagnotte',
  KIND_COUPON: 'Bon d’achat',
  /** At closing, what relatives gave towards an unfinished group gift went to the wallet. */
  KIND_GROUP_GIFT: 'Cadeau commun reversé dans la cagnotte',
  GROUP_GIFT_TITLE: (productName: string) => `Cadeau commun : ${productName}`,
  KIND_CANCELLED: 'Participation annulée',
  TAG_RETURNED: 'Articles retournés',
  /** [S3.14] A contributor who left no name. */
  ANONYMOUS: 'Anonyme',
  /** The heading of a coupon's card. */
  COUPON_TITLE: (code: string) => `Bon d’achat ${code}`,
  DATE: (date: string, time: string) => `Le ${date} à ${time}`,
  CANCELLED_ON: (date: string) => `Annulée le ${date}`,
  EMAIL: 'E-mail',
  ITEMS: 'Articles',
  QUANTITY: (count: number) => `Quantité : ${count}`,
  UNIT_PRICE: (amount: number) => `${formatEuros(amount)} l’unité`,
  RETURNED: (count: number) => (count === 1 ? '1 retourné' : `${count} retournés`),
  PRODUCTS_AMOUNT: 'Articles',
  WALLET_PART: 'Cagnotte',
  DELIVERY_FEE: 'Livraison en magasin',
  TOTAL: 'Total',
  MESSAGE: 'Message',
  GIFT_CARD: 'Mot sur la carte',
  GIFT_CARD_FROM: (from: string) => `de la part de ${from}`,
  COUPON_AMOUNT: 'Montant',

  /** [S4.8] [S7.31] Thanks. */
  THANK: 'Remercier',
  THANK_NAME: (who: string) => `Remercier ${who}`,
  SEE_THANKS: 'Voir le remerciement',
  SEE_THANKS_NAME: (who: string) => `Voir le remerciement à ${who}`,
  THANKED_ON: (date: string) => `Remercié le ${date}`,
  THANKS_TITLE: (who: string) => `Remercier ${who}`,
  THANKS_VIEW_TITLE: (who: string) => `Votre remerciement à ${who}`,
  THANKS_LABEL: 'Votre message',
  THANKS_ONCE: 'Vous ne pouvez envoyer qu’un seul message de remerciement par participation.',
  THANKS_BY_EMAIL: (email: string) => `Il sera envoyé par e-mail à ${email}.`,
  THANKS_NO_EMAIL:
    'Ce proche n’a pas laissé d’adresse e-mail : votre message sera enregistré mais ne pourra pas lui être envoyé.',
  THANKS_SENT_ON: (date: string) => `Envoyé le ${date}.`,
  THANKS_REQUIRED: 'Écrivez votre message de remerciement.',
  SEND: 'Envoyer',
  THANKS_SENT: 'Votre message de remerciement a bien été envoyé.',
  THANKS_SAVED_NOT_EMAILED:
    'Votre message de remerciement a bien été enregistré (ce proche n’a pas laissé d’adresse e-mail).',

  /** [S4.8] The thank-you tracker: the contributions not thanked yet, thanked together. */
  TO_THANK: 'À remercier',
  TO_THANK_CHIP: (count: number | undefined) =>
    count === undefined ? 'À remercier' : `À remercier (${count})`,
  TO_THANK_INTRO:
    'De la plus ancienne à la plus récente. Cochez les participations à remercier, puis écrivez un seul message pour toutes.',
  TO_THANK_EMPTY: 'Vous avez remercié tous vos proches : bravo !',
  TO_THANK_LIST: 'Participations à remercier',
  SELECT_ALL: 'Tout sélectionner',
  SELECTED: (count: number) =>
    count === 0
      ? 'Aucune participation sélectionnée'
      : count === 1
        ? '1 participation sélectionnée'
        : `${count} participations sélectionnées`,
  THANK_SELECTED: 'Remercier',
  THANK_SELECTED_NAME: (count: number) =>
    count === 1
      ? 'Remercier la participation sélectionnée'
      : `Remercier les ${count} participations sélectionnées`,
  SELECT_FIRST: 'Cochez au moins une participation à remercier.',
  TRACKER_DETAILS: (kind: string, amount: number, date: string) =>
    `${kind} · ${formatEuros(amount)} · le ${date}`,
  BATCH_TITLE: (count: number) =>
    count === 1 ? 'Remercier 1 proche' : `Remercier ${count} proches`,
  BATCH_TEXT: 'Le même message sera envoyé à chacun, une seule fois :',
  BATCH_RECIPIENTS: 'Destinataires',
  BATCH_BY_EMAIL: (who: string, email: string) => `${who}, par e-mail à ${email}`,
  BATCH_NO_EMAIL: (who: string) =>
    `${who} : pas d’adresse e-mail, le message sera seulement enregistré`,
  BATCH_SENT: (count: number) =>
    count === 1
      ? 'Votre message de remerciement a bien été envoyé.'
      : `Vos ${count} remerciements ont bien été envoyés.`,

  /** [S4.8] [S5.3] [S7.33] Returns. */
  RETURN: 'Retourner',
  RETURN_NAME: (product: string) => `Retourner ${product}`,
  CANCEL_RETURN: 'Annuler un retour',
  CANCEL_RETURN_NAME: (product: string) => `Annuler un retour de ${product}`,
  RETURN_TITLE: 'Retourner un article',
  CANCEL_RETURN_TITLE: 'Annuler un retour',
  RETURN_TEXT: (returnable: number) =>
    `Indiquez combien d’exemplaires ont été retournés en magasin (${returnable} au plus). Ils pourront de nouveau être offerts sur la liste.`,
  CANCEL_RETURN_TEXT: (returned: number) =>
    `Indiquez combien de retours annuler (${returned} au plus). Les exemplaires comptent de nouveau comme offerts.`,
  RETURN_QUANTITY: 'Quantité retournée',
  CANCEL_RETURN_QUANTITY: 'Retours à annuler',
  CONFIRM_RETURN: 'Valider le retour',
  CONFIRM_CANCEL_RETURN: 'Annuler le retour',
  RETURN_HISTORY: 'Historique des retours',
  RETURN_EVENT: (quantity: number, date: string) =>
    `${quantity} retourné${quantity > 1 ? 's' : ''} le ${date}`,
  RETURN_CANCELLED_EVENT: (quantity: number, date: string) =>
    `${quantity} retour${quantity > 1 ? 's' : ''} annulé${quantity > 1 ? 's' : ''} le ${date}`,
  RETURN_DONE: 'Le retour a bien été enregistré.',
  RETURN_CANCELLED_DONE: 'Le retour a bien été annulé.',

  /** [S4.8] [S7.36] Staff cancellations. */
  STAFF_ACTIONS: 'Actions du magasin',
  CANCEL_CONTRIBUTION: 'Annuler la participation',
  CANCEL_WALLET: 'Annuler le versement à la cagnotte',
  CANCEL_CONTRIBUTION_TITLE: 'Annuler cette participation ?',
  CANCEL_CONTRIBUTION_TEXT: (total: number, wallet: number) =>
    wallet > 0
      ? `La participation (${formatEuros(total)}) sera remboursée : ses articles non retournés pourront de nouveau être offerts et son versement de ${formatEuros(wallet)} sera débité de la cagnotte.`
      : `La participation (${formatEuros(total)}) sera remboursée : ses articles non retournés pourront de nouveau être offerts.`,
  CANCEL_WALLET_TITLE: 'Annuler le versement à la cagnotte ?',
  CANCEL_WALLET_TEXT: (wallet: number) =>
    `Le versement de ${formatEuros(wallet)} sera remboursé et débité du solde et du total de la cagnotte. Les articles offerts ne changent pas.`,
  KEEP: 'Ne pas annuler',
  CONFIRM_CANCEL_CONTRIBUTION: 'Annuler et rembourser',
  CONTRIBUTION_CANCELLED_DONE: 'La participation a bien été annulée.',
  WALLET_CANCELLED_DONE: 'Le versement à la cagnotte a bien été annulé.',
  /** The name of a contribution in the accessible names of its buttons. */
  OF: (who: string) => `de ${who}`,
} as const;

/**
 * [S4.1] [S7.19] [S4.9] [S9.2] Closing the list and gift delivery: the confirmation explains that
 * closing is final.
 */
export const closingMessages = {
  CLOSE_MY_LIST: 'Clôturer ma liste',
  /** Staff act for the customer [S6.4]. */
  CLOSE_CUSTOMER_LIST: 'Clôturer la liste du client',
  SECTION: 'Clôture de la liste',
  SECTION_TEXT:
    'Une fois toutes vos commandes reçues, clôturez votre liste pour recevoir votre éventuel bon d’achat.',
  DIALOG_TITLE: 'Clôturer définitivement la liste ?',
  FINAL: 'La clôture est définitive. Une fois la liste clôturée :',
  NO_MORE_CONTRIBUTIONS:
    'vos proches ne pourront plus y participer : ni offrir d’article, ni verser à la cagnotte ;',
  NO_MORE_WALLET: 'la cagnotte ne pourra plus être utilisée ;',
  WALLET_LEFT: (amount: number) =>
    `il reste ${formatEuros(amount)} dans la cagnotte : utilisez-les en magasin avant de clôturer ;`,
  REWARD_REACHED: (reward: number) =>
    `les achats ayant atteint le seuil, un bon d’achat de ${formatEuros(reward)} (10 % des achats) sera remis, en bons de 50 € au plus.`,
  REWARD_NOT_REACHED: (remaining: number, min: number) =>
    `les achats n’ont pas atteint ${formatEuros(min)} : aucun bon d’achat de 10 % ne sera remis (il manque ${formatEuros(remaining)}).`,
  WHEN: 'Clôturez la liste une fois toutes les commandes reçues, dans les 2 jours ouvrés qui suivent leur réception.',
  CONFIRM: 'Clôturer définitivement',
  CLOSED: 'Votre liste est clôturée.',
  /** [S4.1] The status line of a closed list. */
  STATUS_CLOSED: (date: string) => (date === '' ? 'Liste Cloturée' : `Liste Cloturée le ${date}`),
  /** [S4.1] [S7.26] Gift delivered, after closing. */
  GIFT_DELIVERED: 'Cadeaux remis',
  GIFT_DELIVERED_HINT:
    'Cochez cette case une fois tous les cadeaux de la liste remis aux parents en magasin.',
  GIFT_DELIVERED_SAVED: 'Enregistré',
} as const;
