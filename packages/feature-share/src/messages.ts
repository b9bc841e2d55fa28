/**
 * The French texts of the Share screen that the domain does not hold (house style 12). The spec
 * names the screen's actions ([S2.40]: share by e-mail, copy link) without their words: these are
 * ours, as the retailer would write them. Menu labels, validation and error texts come from
 * `@ldn/domain`.
 */
export const shareMessages = {
  /** [S2.5] The page heading, for the list's owner. */
  TITLE_OWNER: 'Partager ma liste',
  /** [S2.5] The page heading, for anyone else (a relative passing the link on). */
  TITLE_GUEST: 'Partager cette liste',
  INTRO_OWNER:
    'Faites découvrir votre liste à vos proches : envoyez-leur le lien, montrez-leur le QR code ou invitez-les par e-mail.',
  INTRO_GUEST:
    'Faites découvrir cette liste à d’autres proches : envoyez-leur le lien ou le QR code.',
  LOADING: 'Chargement de la liste...',

  /** [S4.1] A draft cannot be seen by relatives yet. */
  NOT_PUBLISHED_TITLE: 'Votre liste n’est pas encore publiée',
  NOT_PUBLISHED_TEXT:
    'Vos proches ne peuvent voir votre liste qu’une fois publiée. Publiez-la depuis votre liste, puis revenez ici pour la partager.',
  GO_TO_MY_LIST: 'Aller à ma liste',
  /** [S2.33] A closed list (the navigation rules normally send the visitor to Closed first). */
  CLOSED_TITLE: 'Cette liste est clôturée',
  /** A relative's way back to the list. */
  SEE_THE_LIST: 'Voir la liste',

  /** [S2.40] The public link. */
  LINK_SECTION: 'Le lien de la liste',
  LINK_LABEL: 'Adresse de la liste',
  LINK_HINT: 'Toute personne qui a ce lien peut voir la liste et y participer.',
  COPY_LINK: 'Copier le lien',
  /** Announced politely once the link is in the clipboard. */
  LINK_COPIED: 'Lien copié',
  /** When neither the Clipboard API nor the fallback could copy: the link is selected instead. */
  COPY_MANUALLY:
    'La copie automatique n’est pas disponible : le lien est sélectionné, copiez-le avec Ctrl+C (ou ⌘+C).',
  /** The system share sheet (`navigator.share`), on phones mostly. */
  NATIVE_SHARE: 'Partager via…',
  /** What the share sheet and the e-mail say with the link. */
  NATIVE_SHARE_TEXT: 'Découvrez notre liste de naissance :',

  /** [S2.40] The QR code. */
  QR_SECTION: 'Le QR code de la liste',
  QR_HINT: 'À scanner avec l’appareil photo d’un téléphone, ou à imprimer sur un faire-part.',
  /** The accessible name of the QR code image. */
  QR_IMAGE: 'QR code du lien de la liste',
  DOWNLOAD_QR: 'Télécharger le QR code',
  DOWNLOAD_QR_FAILED: 'Le QR code n’a pas pu être téléchargé, veuillez réessayer.',

  /** [S2.40] Share by e-mail. */
  EMAIL_SECTION: 'Inviter par e-mail',
  EMAIL_HINT: 'Vos proches recevront un e-mail avec le lien de votre liste.',
  RECIPIENTS: 'Destinataires',
  ADD_RECIPIENT: 'Ajouter un destinataire',
  MAX_RECIPIENTS: 'Vous pouvez inviter 20 personnes au plus par envoi.',
  MESSAGE: 'Message personnel (facultatif)',
  SEND: 'Envoyer',
  /** When every recipient field is blank. */
  RECIPIENT_REQUIRED: 'Indiquez au moins une adresse e-mail.',

  /** Back links shown in the page from desktop widths (the bottom bar holds them on phones). */
  PAGE_LINKS: 'Autres actions',
} as const;

/** [S2.40] The label of the n-th recipient field (1-based). */
export const recipientLabel = (index: number): string => `Adresse e-mail du destinataire ${index}`;

/** [S2.40] The accessible name of the button removing the n-th recipient (1-based). */
export const removeRecipientLabel = (index: number): string => `Retirer le destinataire ${index}`;

/** [S2.40] The confirmation once the server queued the mails. */
export const sentMessage = (count: number): string =>
  count === 1
    ? 'Votre invitation a bien été envoyée à 1 destinataire.'
    : `Votre invitation a bien été envoyée à ${count} destinataires.`;

/** The file name of the downloaded QR code. */
export const qrFileName = (listId: string): string => `liste-de-naissance-${listId}-qr-code.png`;
