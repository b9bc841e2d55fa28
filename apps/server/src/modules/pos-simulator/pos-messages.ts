/** Every French text of the register simulator's pages (house style rule 12). */
export const posMessages = {
  title: 'Caisse enregistreuse (simulateur)',
  intro:
    'Le vendeur a créé une transaction en attente : saisissez ou scannez son code GS1 pour l’encaisser et imprimer le ticket. Un article absent du ticket sera signalé comme manquant au vendeur.',
  store: (storeCode: string) => `Magasin ${storeCode}`,
  pendingHeading: 'Transactions en attente',
  noPending: 'Aucune transaction en attente dans ce magasin.',
  gs1Label: 'Code GS1 de la transaction',
  missingLabel: 'Articles non encaissés (codes séparés par des virgules, facultatif)',
  ringUp: 'Encaisser et imprimer le ticket',
  printed: 'Ticket imprimé',
  ticketTitle: (ticketNumber: string) => `Ticket ${ticketNumber}`,
  ticketRegion: 'Ticket de caisse',
  ticketHeading: (ticketNumber: string) => `Ticket n° ${ticketNumber}`,
  ticketOrigin: (storeCode: string, transactionId: string) =>
    `Magasin ${storeCode} · transaction ${transactionId}`,
  article: 'Article',
  quantity: 'Qté',
  amount: 'Montant',
  total: (amount: string) => `Total : ${amount}`,
  back: 'Retour à la caisse',
  /** Who may ring tickets up: the staff of the store, signed in. */
  signInTitle: 'Connexion requise',
  signInText:
    'Connectez-vous avec votre compte vendeur : la caisse encaisse les transactions de votre magasin.',
  signIn: 'Se connecter',
  staffOnlyTitle: 'Accès réservé',
  staffOnly: 'La caisse est réservée au personnel du magasin.',
  otherStore: (storeCode: string) =>
    `Vous ne pouvez encaisser que les transactions de votre magasin (${storeCode}).`,
  formExpired: 'Le formulaire a expiré : rechargez la page de la caisse et recommencez.',
  unknownGs1: 'Aucune transaction en attente pour ce code.',
} as const;
