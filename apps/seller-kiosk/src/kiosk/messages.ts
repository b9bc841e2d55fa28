/** The kiosk's French texts the domain lacks (house style rule 12). */
export const kioskMessages = {
  /** The idle logout's warning dialog. */
  IDLE_WARNING_TITLE: 'Vous allez être déconnecté(e)',
  IDLE_WARNING_DESCRIPTION: 'Sans activité, la session se ferme dans 30 secondes.',
  STAY_CONNECTED: 'Rester connecté(e)',
} as const;

/** The selected customer's strip: the seller always sees for whom they act. */
export const customerStripMessages = {
  /** The strip's landmark name. */
  LABEL: 'Client sélectionné',
  /** 'Client : Prénom Nom'. */
  customer: (firstName: string, lastName: string) => `Client : ${firstName} ${lastName}`.trim(),
  /** The link back to SellerPage, where another customer is looked up. */
  CHANGE_CUSTOMER: 'Changer de client',
} as const;
