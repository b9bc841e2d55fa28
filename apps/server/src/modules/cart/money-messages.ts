/**
 * Every French text of the money area (cart, checkout, contributions, holder e-mails) that the
 * domain's messages lack (house style rule 12). In cart, the lowest money module, so that every
 * money module above reads them without importing up. The domain gives the field errors
 * (`validationMessages`), the cart fallback (`cartMessages`) and the labels.
 */
export const moneyMessages = {
  brand: 'Liste de naissance',
  anonymous: 'Anonyme',

  // --- cart [S3.11] ---
  cartEmpty: 'Votre panier est vide.',
  quantityNotAvailable: (remaining: number) =>
    remaining === 0
      ? "Ce produit a déjà été entièrement offert : il n'est plus possible de l'ajouter."
      : `Il ne reste que ${remaining} exemplaire${remaining > 1 ? 's' : ''} de ce produit à offrir.`,
  /**
   * What is asked is not giftable now only because other people's payments (or an in-store sale)
   * under way hold the units: said as it is, and that it may come back.
   */
  quantityHeld: (remaining: number) =>
    remaining === 0
      ? "Ce produit est en cours d'achat par une autre personne en ce moment : il ne peut pas être ajouté pour l'instant. S'il n'est pas payé, il sera de nouveau disponible dans quelques minutes."
      : `Il ne reste que ${remaining} exemplaire${remaining > 1 ? 's' : ''} de ce produit à offrir en ce moment : les autres sont en cours d'achat par d'autres personnes.`,
  productUnavailable: "Ce produit n'est plus disponible à la vente en ligne.",
  itemNotInList: 'Ce produit ne fait plus partie de la liste de naissance.',
  listNotPublished: "Cette liste de naissance n'est pas encore publiée.",
  walletUseInStoreOnly:
    'La cagnotte du titulaire ne peut être utilisée qu’en magasin, pas lors d’un paiement en ligne.',
  unknownStore: 'Magasin inconnu.',

  // --- create-contribution refusals [S8.4] ---
  itemsRefused:
    'Certains articles de votre panier ne sont plus disponibles : ils ont été retirés de votre panier.',
  itemsBeingBought:
    "Certains articles de votre panier sont en cours d'achat par une autre personne en ce moment : ils ont été retirés de votre panier. S'ils ne sont pas payés, ils seront de nouveau disponibles dans quelques minutes.",
  /** Too many validated carts not paid yet, by this visitor or from this address. */
  tooManyHoldsVisitor:
    'Vous avez déjà plusieurs paiements en cours. Terminez-les, ou patientez quelques minutes, avant de valider un nouveau panier.',
  tooManyHoldsAddress:
    'Trop de paiements sont en cours depuis votre connexion. Réessayez dans quelques minutes.',
  storeDeliveryUnavailable:
    'La livraison aux parents en magasin n’est pas possible pour certains articles de votre panier.',
  contributionConflict:
    'Indiquez le montant de votre participation une seule fois (montant ou article de participation).',

  // --- group gifts ("Cadeau commun") ---
  /** A unit of a group gift cannot be bought: relatives give parts of its price. */
  groupGiftPartsOnly:
    'Ce produit est un cadeau commun : indiquez le montant de votre participation.',
  notAGroupGift: 'Ce produit n’est pas un cadeau commun : choisissez une quantité.',
  /** Another relative's part came first: what remains now, which this part passes. */
  groupGiftRemainder: (remaining: string) =>
    `Un autre proche vient de participer à ce cadeau commun : il ne reste que ${remaining} à financer. Votre participation a été retirée de votre panier et rien ne vous a été demandé.`,
  /** A part asked in the cart above what remains. */
  groupGiftRemainingOnly: (remaining: string) =>
    `Il ne reste que ${remaining} à financer pour ce cadeau commun.`,
  /** Nothing remains free only because other relatives' payments under way hold it. */
  groupGiftHeld:
    'D’autres proches sont en train de financer la fin de ce cadeau commun. Si leur paiement n’aboutit pas, vous pourrez participer de nouveau dans quelques minutes.',
  groupGiftFunded: 'Ce cadeau commun est déjà entièrement financé : merci pour votre générosité !',
  groupGiftPartNotReturnable:
    'Une participation à un cadeau commun ne se retourne pas : annulez la participation.',

  // --- payments ---
  paymentNotFound: "Ce paiement n'existe pas.",

  // --- activity, returns, thanks, cancellations [S4.8] ---
  contributionNotFound: "Cette participation n'existe pas.",
  entryNotFound: "Cet article offert n'existe pas.",
  invalidReturnQuantity: (max: number) =>
    max === 0
      ? "Il n'y a rien à retourner pour cet article."
      : `La quantité doit être comprise entre 1 et ${max}.`,
  cantCancelReturn:
    "Ce retour ne peut plus être annulé : l'article a été offert de nouveau entre-temps.",
  contributionCancelled: 'Cette participation a été annulée.',
  alreadyCancelled: 'Cette participation est déjà annulée.',
  noWalletPart: 'Cette participation ne comporte pas de versement à la cagnotte.',
  walletBalanceTooLow:
    'Le solde de la cagnotte est insuffisant pour rembourser cette participation : elle a déjà été utilisée.',
  /** A refund would take what in-store sales under way have reserved of the wallet. */
  walletReservedForStore: (reserved: string) =>
    `Le solde de la cagnotte est insuffisant pour rembourser cette participation : ${reserved} sont réservés par des achats en magasin en cours.`,
  /** [S4.5] An in-store sale asks more of the wallet than is free of other sales under way. */
  walletNotAvailable: (available: string, reserved: string) =>
    reserved === ''
      ? `La cagnotte ne contient que ${available} : indiquez un montant plus faible.`
      : `La cagnotte ne dispose que de ${available} : ${reserved} sont déjà réservés par une autre transaction en magasin en cours. Indiquez un montant plus faible, ou terminez d'abord l'autre transaction.`,
  /** [S4.7] Confirming a sale whose wallet part the balance no longer covers. */
  walletUseTooLow:
    'Le solde de la cagnotte ne couvre plus le montant à utiliser pour cet achat : annulez cette transaction et créez-en une nouvelle.',
  thanksAlreadySent: 'Vous avez déjà remercié ce participant.',
  /** [S4.8] A batch of thanks naming contributions already thanked: none is sent. */
  thanksAlreadySentTo: (names: string) =>
    `Vous avez déjà remercié ${names} : aucun message n’a été envoyé. Actualisez la page et choisissez de nouveau.`,
  /** [S4.8] A cancelled contribution or a self purchase is not thanked. */
  notThankable:
    'Cette participation ne peut pas être remerciée : elle a été annulée ou c’est un achat personnel.',
  thanksMessageLength: 'Le message doit contenir entre 1 et 1 000 caractères.',
  ownerOnly: 'Seul le titulaire de la liste peut faire cela.',
  staffOnly: 'Réservé au personnel du magasin.',

  // --- e-mails ---
  thanksSubject: (ownerFirstName: string) => `${ownerFirstName} vous remercie pour votre cadeau`,
  thanksGreeting: (name: string) => (name ? `Bonjour ${name},` : 'Bonjour,'),
  thanksIntro: (ownerFirstName: string, title: string) =>
    `${ownerFirstName} vous a écrit après votre participation à la liste de naissance « ${title} » :`,
  digestSubject: (title: string, count: number) =>
    `${count} nouvelle${count > 1 ? 's' : ''} participation${count > 1 ? 's' : ''} à votre liste « ${title} »`,
  digestGreeting: (firstName: string) => `Bonjour ${firstName},`,
  digestIntroDaily: 'Voici les participations reçues hier sur votre liste de naissance :',
  digestIntroWeekly:
    'Voici les participations reçues la semaine dernière sur votre liste de naissance :',
  digestItems: (count: number) => `${count} article${count > 1 ? 's' : ''}`,
  digestWallet: (amount: string) => `${amount} pour la cagnotte`,
  /** [S4.8] [S9.7] The digest's reminder of the contributions not thanked yet (none when 0). */
  digestToThank: (count: number) =>
    count === 1
      ? 'Il vous reste 1 participation à remercier.'
      : `Il vous reste ${count} participations à remercier.`,
  digestButton: 'Voir l’activité de ma liste',
  digestFooter:
    'Vous recevez ce résumé selon la fréquence de notification choisie dans votre compte (Mon compte > Paramètres).',
  mailLinkHelp: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :',

  // --- the sandbox payment pages ---
  pay: {
    title: 'Paiement sécurisé',
    sandboxBanner: 'Environnement de test : aucun paiement réel n’est effectué.',
    forList: (title: string) => `Pour la liste de naissance « ${title} »`,
    amount: 'Montant à payer',
    products: 'Articles',
    contribution: 'Participation à la cagnotte',
    deliveryFee: 'Livraison aux parents en magasin',
    cardNumber: 'Numéro de carte',
    cardNumberHint: '16 chiffres, sans espace ou par groupes de 4',
    expiry: "Date d'expiration (MM/AA)",
    cvc: 'Cryptogramme (3 chiffres au dos de la carte)',
    holder: 'Titulaire de la carte',
    /** Before the card form, whose four fields are all required (RGAA 11.10). */
    allFieldsRequired: 'Tous les champs sont obligatoires.',
    payButton: (amount: string) => `Payer ${amount}`,
    cancelButton: 'Annuler et revenir au panier',
    testCardsTitle: 'Cartes de test',
    testCardAccepted: 'paiement accepté',
    testCardDeclined: 'carte refusée',
    testCardInsufficient: 'provision insuffisante',
    testCardsNote:
      "N'importe quelle date d'expiration future et n'importe quel cryptogramme à 3 chiffres.",
    invalidCardNumber: 'Numéro de carte invalide.',
    unknownSandboxCard:
      "Carte inconnue de l'environnement de test : utilisez l'une des cartes de test ci-dessous.",
    invalidExpiry: "Date d'expiration invalide ou dépassée.",
    invalidCvc: 'Le cryptogramme doit comporter 3 chiffres.',
    invalidHolder: 'Indiquez le nom du titulaire de la carte.',
    formErrors: 'Le paiement n’a pas été envoyé : corrigez les champs signalés.',
    expiresAt: (time: string) => `Ce paiement reste possible jusqu'à ${time}.`,
    notPayableTitle: 'Paiement impossible',
    expired:
      'Le délai de paiement est dépassé : les articles réservés ont été remis à disposition.',
    alreadyPaid: 'Ce paiement a déjà été effectué. Merci !',
    declined: 'Ce paiement a été refusé.',
    cancelled: 'Ce paiement a été annulé.',
    backToCart: 'Revenir au panier',
    notFound: "Ce paiement n'existe pas.",
    /** [S4.1] The list was closed before the card was charged: nothing was taken. */
    listClosed:
      'Les parents ont clôturé cette liste de naissance : ce paiement a été annulé, aucun montant n’a été débité.',
    /** [S4.1] Charged as the list closed: the charge was refunded at once, nothing recorded. */
    listClosedRefunded:
      'Les parents ont clôturé cette liste de naissance pendant votre paiement : il a été annulé et vous avez été intégralement remboursé.',
    declineReasons: {
      CARD_DECLINED: 'Carte refusée par la banque.',
      INSUFFICIENT_FUNDS: 'Provision insuffisante.',
    },
  },
} as const;
