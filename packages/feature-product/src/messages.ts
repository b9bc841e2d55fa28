/**
 * The French texts of the product pages and of the add-to-list flow that neither the domain nor the
 * ui-kit hold (house style 12). The spec's codes (toasts, availability, [S8.3] messages) come from
 * `@ldn/domain`, the popups' own words from `@ldn/ui-kit`.
 */
export const productMessages = {
  LOADING_PRODUCT: 'Chargement du produit...',
  PRODUCT_LOAD_FAILED: 'Ce produit ne peut pas être affiché pour le moment.',
  RETRY: 'Réessayer',
  /** [S3.7] */
  PRICE_UNAVAILABLE: 'Prix indisponible',
  RECOMMENDED_PRICE: 'Prix conseillé',
  DESCRIPTION: 'Description',
  REFERENCE: 'Réf.',
  SIZE: 'Taille',
  COLOR: 'Couleur',
  /** [S3.7] Wanted / gifted counts of a list item. */
  WANTED: 'Souhaité',
  GIFTED: 'Offert',
  REMAINING: 'Reste à offrir',
  /** [S5.5] Units reserved by a payment or an in-store sale under way. */
  IN_PROGRESS: 'En cours d’achat',
  /** [S2.44] The parent's comment, as relatives read it. */
  PARENTS_COMMENT: 'Le mot des parents',
  INDISPENSABLE_MARK: 'Indispensable',
  PRIVATE_MARK: 'Privé (visible par vous seul)',
  /** [S2.44] The form of the add and edit pages. */
  MY_CHOICES: 'Pour ma liste',
  WANTED_QUANTITY: 'Quantité souhaitée',
  INDISPENSABLE: 'Indispensable',
  PRIVATE: 'Privé',
  PRIVATE_HINT: 'Un produit privé n’est visible que par vous.',
  /** [S2.54] The relatives' part of ViewFromList. */
  GIFT_THIS_PRODUCT: 'Offrir ce produit',
  QUANTITY_TO_GIFT: 'Quantité à offrir',
  IN_YOUR_CART: 'Dans votre panier',
  SEE_CART: 'Voir mon panier',
  /** [S3.9] Every unit wanted is gifted. */
  NOTHING_LEFT_TO_GIFT: 'Ce produit a déjà été entièrement offert.',
  /** [S5.5] What remains to gift is in the visitor's own cart. */
  ALL_LEFT_IN_YOUR_CART: 'Tout ce qui reste à offrir est déjà dans votre panier.',
  /** [S5.5] What remains is reserved by a payment or an in-store sale under way. */
  BEING_BOUGHT:
    'Ce produit est en cours d’achat en ce moment : il ne peut pas être ajouté au panier.',
  /** [S6.4] Adding needs the product in stock (staff excepted). */
  NOT_IN_STOCK_CANT_ADD:
    'Ce produit n’est pas disponible pour le moment : il ne peut pas être ajouté.',
  PERMANENTLY_OUT_OF_STOCK_CANT_ADD:
    'Ce produit est définitivement en rupture de stock : il ne peut pas être ajouté.',
  NOT_IN_STOCK_CANT_SAVE:
    'Ce produit n’est pas disponible pour le moment : ses modifications ne peuvent pas être enregistrées.',
  /** [S6.4] Said to staff when they act whatever the stock. */
  STAFF_STOCK_OVERRIDE: 'En tant que conseiller, vous pouvez agir quel que soit le stock.',
  /** [S2.10] */
  FROM_CLOSED_LIST: 'Ce produit vient d’une liste clôturée : ajoutez-le à votre propre liste.',
  /** [S2.9] The owner's ways from the product of his list. */
  EDIT_PRODUCT: 'Modifier ce produit',
  BACK_TO_LIST: 'Retour à la liste',
  /** [S2.11] */
  REMOVE_PRODUCT: 'Retirer de ma liste',
  REMOVE_CONFIRM_TITLE: 'Retirer ce produit de votre liste ?',
  REMOVE_CONFIRM_TEXT: 'Vos proches ne le verront plus dans votre liste de naissance.',
  REMOVE_CONFIRM: 'Retirer le produit',
  CANCEL: 'Annuler',
  PRODUCT_REMOVED: 'Le produit a bien été retiré de votre liste.',
  /** Units the parents received outside the list (the owner's edit page only). */
  RECEIVED_ELSEWHERE: 'Reçu ailleurs',
  RECEIVED_ELSEWHERE_HINT:
    'Vous avez reçu ce produit en dehors de la liste ? Indiquez combien : vos proches le verront comme offert.',
  RECEIVED_ELSEWHERE_QUANTITY: 'Quantité reçue ailleurs',
  SAVE_RECEIVED_ELSEWHERE: 'Enregistrer',
  RECEIVED_ELSEWHERE_SAVED: 'C’est noté : la quantité reçue ailleurs est enregistrée.',
  RECEIVED_ELSEWHERE_NONE_LEFT:
    'Tout ce que vous souhaitiez vous a déjà été offert par vos proches ou est en cours d’achat.',
  /** A group gift ("Cadeau commun"): relatives fund one item together, each giving a part. */
  GROUP_GIFT: 'Cadeau commun',
  GROUP_GIFT_SWITCH: 'Cadeau commun',
  GROUP_GIFT_SWITCH_HINT:
    'Vos proches pourront offrir ce produit à plusieurs : chacun participe du montant de son choix, à partir de 5 €.',
  GROUP_GIFT_SWITCH_LOCKED:
    'Des proches participent déjà à ce cadeau commun : il le reste jusqu’à la clôture de votre liste.',
  GROUP_GIFT_ON: 'C’est noté : ce produit est maintenant un cadeau commun.',
  GROUP_GIFT_OFF: 'C’est noté : ce produit n’est plus un cadeau commun.',
  GROUP_GIFT_EXPLAINED:
    'Les proches offrent ce produit ensemble : participez du montant de votre choix, à partir de 5 €.',
  GROUP_GIFT_PROGRESS_LABEL: 'Financement du cadeau commun',
  GROUP_GIFT_FUNDED_TEXT: (funded: string, target: string) => `${funded} financés sur ${target}`,
  GROUP_GIFT_REMAINING_TEXT: (remaining: string) => `Il reste ${remaining} à financer.`,
  GROUP_GIFT_IN_PROGRESS_TEXT: (amount: string) => `${amount} en cours de paiement.`,
  GROUP_GIFT_COMPLETE: 'Ce cadeau commun est entièrement financé : merci à tous !',
  GROUP_GIFT_HELD:
    'D’autres proches sont en train de financer la fin de ce cadeau. Revenez dans quelques minutes si leur paiement n’aboutit pas.',
  GROUP_GIFT_AMOUNT: 'Montant de votre participation (en euros)',
  GROUP_GIFT_AMOUNT_HINT: (remaining: string) =>
    `À partir de 5 €, jusqu’à ${remaining}. Si moins de 5 € restent, participez de ce montant exact.`,
  GROUP_GIFT_PARTICIPATE: 'Participer',
  GROUP_GIFT_PART_IN_CART: (amount: string) =>
    `Votre participation de ${amount} est dans votre panier. Participer de nouveau la remplace.`,
  /** [S4.11] A quick list made by the add-to-list flow. */
  DEFAULT_LIST_TITLE: 'Ma liste de naissance',
  /** [S4.11] The add-to-list flow is running (a polite status for screen readers). */
  ADDING_TO_LIST: 'Ajout du produit à votre liste...',
  /** [S6.4] Staff add to the customer's list; none is open. */
  STAFF_NO_CUSTOMER_LIST:
    'Ouvrez d’abord la liste de naissance du client pour y ajouter ce produit.',
} as const;

export type ProductMessageCode = keyof typeof productMessages;

/** [S3.7] A count with its label: 'Souhaité : 3'. */
export const countText = (label: string, count: number): string => `${label} : ${count}`;

/** [S2.9]-[S2.12] The kind of each product page, shown above the product's name. */
export const screenKickers = {
  ViewFromList: 'Produit de la liste',
  ViewFromClosedList: "Produit d'une liste clôturée",
  EditProduct: 'Modifier le produit',
  ViewFromSearch: 'Produit',
} as const;
