/**
 * Every French text of the sign-in pages (house style rule 12: one messages module, no French
 * literal scattered in the code). Field validation texts come from `@ldn/domain`'s
 * `validationMessages`; the texts here are the ones only the identity pages need.
 */
export const identityMessages = {
  brand: 'Liste de naissance',
  loginTitle: 'Connexion',
  loginIntro: 'Connectez-vous pour retrouver votre liste de naissance.',
  /** [S2.14] [S6.4] The sign-in of a staff page speaks to staff. */
  staffLoginTitle: 'Connexion vendeur',
  staffLoginIntro:
    'Espace réservé aux conseillers et conseillères des magasins : connectez-vous avec votre compte professionnel.',
  email: 'E-mail',
  password: 'Mot de passe',
  signIn: 'Se connecter',
  noAccountYet: 'Pas encore de compte ?',
  createAccount: 'Créer un compte',
  /** The one answer to a wrong e-mail or password: never says which one was wrong. */
  wrongCredentials: 'E-mail ou mot de passe incorrect.',
  tooManyAttempts:
    'Trop de tentatives de connexion avec cette adresse. Réessayez dans quelques minutes.',
  tooManyRequests: 'Trop de tentatives depuis votre connexion. Réessayez plus tard.',
  signUpTitle: 'Création de compte',
  signUpIntro: 'Tous les champs sont obligatoires.',
  title: 'Civilité',
  titleMrs: 'Madame',
  titleMr: 'Monsieur',
  firstName: 'Prénom',
  lastName: 'Nom',
  phone: 'Téléphone',
  phoneHint: 'Par exemple 06 12 34 56 78',
  passwordHint: 'Au moins 8 caractères ; évitez les mots de passe courants et votre nom.',
  passwordConfirmation: 'Confirmation du mot de passe',
  country: 'Pays de résidence',
  createMyAccount: 'Créer mon compte',
  alreadyHaveAccount: 'Déjà un compte ?',
  backToLogin: 'Se connecter',
  formHasErrors: 'Le formulaire contient des erreurs. Corrigez les champs signalés.',
  titleRequired: 'Veuillez choisir une civilité.',
  passwordRule: 'Le mot de passe doit contenir de 8 à 128 caractères.',
  /** ASVS V6.2.1: a password of spaces only. */
  passwordBlank: 'Le mot de passe ne peut pas être composé uniquement d’espaces.',
  passwordCommon: 'Ce mot de passe est trop courant : choisissez-en un autre.',
  passwordContext:
    'Le mot de passe ne doit contenir ni votre nom, ni votre adresse e-mail, ni le nom du site.',
  /** ASVS V6.2.12: found by the range query of breached-passwords.ts. */
  passwordBreached:
    'Ce mot de passe figure dans des fuites de données connues : choisissez-en un autre.',
  passwordMismatch: 'Les deux mots de passe ne sont pas identiques.',
  countryRequired: 'Veuillez choisir un pays de la liste.',
  emailTaken:
    'Un compte existe déjà avec cette adresse e-mail. Connectez-vous ou utilisez une autre adresse.',
  logoutTitle: 'Déconnexion',
  logoutQuestion: 'Voulez-vous vous déconnecter ?',
  logoutConfirm: 'Me déconnecter',
  logoutCancel: 'Rester connecté',
  loggedOut: 'Vous êtes déconnecté.',
  backHome: "Retour à l'accueil",
  signInAgain: 'Se reconnecter',
  errorTitle: 'Connexion impossible',
  sessionExpired:
    'Votre demande de connexion a expiré ou n’est plus valide. Recommencez, s’il vous plaît.',
  formExpired: 'Ce formulaire n’est plus valide. Rechargez la page et recommencez.',
  accountUnknown: 'Aucun compte ne correspond à cette connexion.',
  signInFailed: 'La connexion n’a pas abouti. Réessayez dans quelques instants.',
  genericError: 'Une erreur est survenue. Réessayez plus tard.',
  tryAgain: 'Réessayer',
  // 'Mot de passe oublié' (password-reset-routes.ts), ASVS V6.4.3.
  forgotPassword: 'Mot de passe oublié ?',
  resetTitle: 'Réinitialiser le mot de passe',
  resetIntro:
    'Indiquez l’adresse e-mail de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe.',
  resetSend: 'Recevoir le lien',
  /** The one answer to a request: never says whether the address has an account. */
  resetRequested: 'Si un compte existe pour cette adresse, un e-mail vient de lui être envoyé.',
  resetRequestedHelp:
    'Le lien qu’il contient est valable 20 minutes et ne sert qu’une fois. Pensez à regarder dans vos courriers indésirables.',
  resetTooManyForAddress:
    'Trop de demandes de réinitialisation pour cette adresse. Réessayez dans une heure.',
  newPasswordTitle: 'Nouveau mot de passe',
  newPasswordIntro: 'Choisissez le nouveau mot de passe de votre compte.',
  newPassword: 'Nouveau mot de passe',
  saveNewPassword: 'Enregistrer le mot de passe',
  passwordChangedTitle: 'Mot de passe modifié',
  passwordChanged: 'Votre mot de passe a été modifié.',
  passwordChangedHelp:
    'Par sécurité, vos appareils ont été déconnectés. Connectez-vous avec votre nouveau mot de passe.',
  resetLinkInvalidTitle: 'Lien non valide',
  resetLinkInvalid:
    'Ce lien de réinitialisation n’est plus valide : il a expiré, il a déjà servi ou un lien plus récent l’a remplacé.',
  askAgain: 'Demander un nouveau lien',
  backToSignIn: 'Retour à la connexion',
  // The authenticator's code after the password (second-factor-routes.ts), ASVS V6.3.3.
  totpTitle: 'Vérification en deux étapes',
  totpIntro: 'Saisissez le code à 6 chiffres affiché par votre application d’authentification.',
  totpEnrolTitle: 'Activez la vérification en deux étapes',
  totpEnrolIntro:
    'Votre compte est protégé par un second facteur. Scannez ce QR code avec une application d’authentification (Google Authenticator, Microsoft Authenticator, FreeOTP…), puis saisissez le code qu’elle affiche.',
  totpQrLabel: 'QR code à scanner avec votre application d’authentification',
  totpManualKey: 'Impossible de scanner ? Saisissez cette clé dans l’application :',
  totpCode: 'Code de vérification',
  totpCodeHint: '6 chiffres, par exemple 123456',
  totpConfirm: 'Valider',
  totpWrong: 'Code incorrect ou expiré. Saisissez le code affiché en ce moment.',
  totpTooMany: 'Trop de codes incorrects. Reconnectez-vous avec votre mot de passe.',
  totpUnreadable:
    'Votre vérification en deux étapes ne peut pas être lue. Demandez à votre responsable de la réinitialiser.',
  totpLost:
    'Téléphone perdu ou changé ? Demandez à votre responsable de réinitialiser votre vérification en deux étapes.',
} as const;

/**
 * Countries offered at sign-up, France first and selected by default [S5.12] [S5.13]. Accounts
 * outside France exist (the retailer's customers in neighbouring countries); only list creation is
 * restricted to FR, and that rule belongs to the lists module.
 */
export const signUpCountries = [
  { code: 'FR', label: 'France' },
  { code: 'BE', label: 'Belgique' },
  { code: 'LU', label: 'Luxembourg' },
  { code: 'CH', label: 'Suisse' },
  { code: 'MC', label: 'Monaco' },
  { code: 'DE', label: 'Allemagne' },
  { code: 'ES', label: 'Espagne' },
  { code: 'IT', label: 'Italie' },
  { code: 'PT', label: 'Portugal' },
  { code: 'NL', label: 'Pays-Bas' },
  { code: 'GB', label: 'Royaume-Uni' },
] as const;
