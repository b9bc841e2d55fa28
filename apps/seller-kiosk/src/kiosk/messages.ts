/** The kiosk's French texts the domain lacks (house style rule 12). */
export const kioskMessages = {
  /** The idle logout's warning dialog. */
  IDLE_WARNING_TITLE: 'Vous allez être déconnecté(e)',
  IDLE_WARNING_DESCRIPTION: 'Sans activité, la session se ferme dans 30 secondes.',
  STAY_CONNECTED: 'Rester connecté(e)',
} as const;
