/**
 * Every French text of the mails, of the share-by-e-mail refusals and of the development mail
 * page (house style rule 12). The domain's `validationMessages` give the field errors.
 */
export const mailMessages = {
  brand: 'Liste de naissance',
  /** [S2.40] The invitation to a shared list. */
  shareSubject: (ownerFirstName: string, title: string) =>
    `${ownerFirstName} vous invite à découvrir sa liste de naissance « ${title} »`,
  shareGreeting: 'Bonjour,',
  shareIntro: (ownerFirstName: string, title: string) =>
    `${ownerFirstName} vous invite à découvrir sa liste de naissance « ${title} ».`,
  shareWelcomeHeading: 'Le mot de bienvenue de la liste :',
  sharePersonalHeading: (ownerFirstName: string) => `Le message de ${ownerFirstName} :`,
  shareButton: 'Voir la liste de naissance',
  shareLinkHelp: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :',
  shareWhatYouCanDo:
    'Vous pourrez y choisir un cadeau ou participer à la cagnotte, en ligne ou en magasin.',
  shareFooter: (ownerFirstName: string) =>
    `Vous recevez ce message parce que ${ownerFirstName} a saisi votre adresse pour partager sa liste de naissance. Votre adresse n'est utilisée que pour cet envoi.`,

  /** [S2.5] Only a published list is shared. */
  listNotPublished:
    "Votre liste n'est pas encore publiée : publiez-la avant de la partager par e-mail.",
  /** The daily cap of invitations per list. */
  shareLimitReached: (limit: number) =>
    `Vous avez atteint la limite de ${limit} invitations par e-mail en 24 heures pour cette liste. Réessayez demain.`,
  shareLimitRemaining: (limit: number, remaining: number) =>
    `Vous ne pouvez plus envoyer que ${remaining} invitation${remaining > 1 ? 's' : ''} par e-mail pour cette liste dans les 24 heures (limite de ${limit}). Retirez des destinataires ou réessayez demain.`,

  /** The holder invites the co-parent to manage the list with their own account. */
  coParentSubject: (holderFirstName: string, title: string) =>
    `${holderFirstName} vous invite à gérer à deux la liste de naissance « ${title} »`,
  coParentIntro: (holderFirstName: string, title: string) =>
    `${holderFirstName} vous invite à gérer à deux la liste de naissance « ${title} », depuis votre propre compte : ajouter des articles, modifier la liste, remercier vos proches.`,
  coParentButton: 'Accepter l’invitation',
  coParentHowTo:
    'Connectez-vous (ou créez votre compte) avec cette adresse e-mail, puis acceptez l’invitation.',
  coParentValidity: (days: number) =>
    `Ce lien est valable ${days} jours et ne sert qu’une fois. Une nouvelle invitation le remplace.`,
  coParentIgnore: (holderFirstName: string) =>
    `Vous recevez ce message parce que ${holderFirstName} a saisi votre adresse pour partager la gestion de sa liste. Si vous ne vous y attendiez pas, ignorez-le.`,

  /** ASVS V6.4.3 'Mot de passe oublié': the mail with the reset link. */
  resetSubject: 'Réinitialisation de votre mot de passe',
  resetGreeting: (firstName: string) => (firstName ? `Bonjour ${firstName},` : 'Bonjour,'),
  resetIntro:
    'Vous avez demandé à réinitialiser le mot de passe de votre compte Liste de naissance.',
  resetButton: 'Choisir un nouveau mot de passe',
  resetValidity: (minutes: number) =>
    `Ce lien est valable ${minutes} minutes et ne sert qu'une fois. Une nouvelle demande le remplace.`,
  resetIgnore:
    "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.",

  /** ASVS V6.3.3: an authenticator app now guards the account's sign-in. */
  authenticatorSubject: 'Vérification en deux étapes activée',
  authenticatorIntro:
    "La vérification en deux étapes vient d'être activée sur votre compte Liste de naissance : à chaque connexion, après votre mot de passe, le code de votre application d'authentification vous sera demandé.",
  authenticatorLost:
    'Téléphone perdu ou changé ? Demandez à votre responsable de réinitialiser votre vérification en deux étapes.',
  authenticatorNotYou:
    "Si vous n'êtes pas à l'origine de cette activation, prévenez tout de suite votre responsable : quelqu'un connaît votre mot de passe.",

  /** The development mail page: a signed-in person reads only the mails sent to their address. */
  devTitle: 'E-mails envoyés (développement)',
  devIntro: (address: string) =>
    `Les e-mails envoyés à ${address}, du plus récent au plus ancien. Sans SMTP_URL, aucun n'a quitté cette machine.`,
  devSignInTitle: 'Connexion requise',
  devSignInText:
    'Connectez-vous pour voir les e-mails envoyés à votre adresse : cette page ne montre à chacun que les siens.',
  devSignIn: 'Se connecter',
  devEmpty: "Aucun e-mail pour l'instant.",
  devDate: 'Date',
  devTo: 'Destinataire',
  devSubject: 'Objet',
  devStatus: 'État',
  devOpen: 'Voir',
  devBack: 'Retour à la liste des e-mails',
  devHtmlVersion: 'Version HTML',
  devTextVersion: 'Version texte',
  devNotFound: "Cet e-mail n'existe pas.",
  devStatuses: { QUEUED: 'En attente', SENT: 'Envoyé', FAILED: 'Échec' },
} as const;
