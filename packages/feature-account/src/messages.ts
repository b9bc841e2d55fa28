/**
 * The French texts of @ldn/feature-account that the domain does not hold (house style 12). Toasts,
 * validation errors, statuses and frequencies come from `@ldn/domain`'s messages; these are the
 * words of the Home dashboard, the list form and the Parameters screen, which the spec names
 * without showing ([S2.36] [S2.38] [S2.45]).
 */

export const accountMessages = {
  // --- Home, logged out [S2.36] ---
  /** The h1 of the logged-out Home. */
  WELCOME_TITLE: 'Bienvenue sur la liste de naissance',
  CREATE_MY_LIST: 'Créer ma liste',
  LOGIN: 'Se connecter',
  SIGN_UP: 'Créer un compte',
  PARTICIPATE: 'Participer à une liste',
  ALREADY_CUSTOMER: 'Déjà un compte client ?',
  RELATIVE_QUESTION: 'Un proche attend un heureux événement ?',
  RELATIVE_TEXT:
    'Retrouvez sa liste avec son nom ou son adresse e-mail, puis offrez un cadeau ou participez à sa cagnotte.',
  HOW_IT_WORKS: 'Comment ça marche ?',
  STEP_CREATE_TITLE: 'Créez votre liste',
  STEP_CREATE_TEXT:
    'En quelques minutes : le prénom de bébé, la date prévue, un mot pour vos proches et votre magasin.',
  STEP_CHOOSE_TITLE: 'Choisissez vos produits',
  STEP_CHOOSE_TEXT:
    'Poussette, lit, body... Ajoutez ce qui vous fait envie et marquez vos indispensables.',
  STEP_SHARE_TITLE: 'Partagez-la',
  STEP_SHARE_TEXT:
    'Envoyez le lien à vos proches : ils offrent un produit ou participent à votre cagnotte.',

  // --- Home, logged in [S2.36] ---
  MY_LISTS: 'Mes listes de naissance',
  NO_LIST_YET: 'Vous n’avez pas encore de liste. Créez-la en quelques minutes !',
  DEFAULT_LIST: 'Liste par défaut',
  LIST_NUMBER: 'N°',
  OPEN_LIST: 'Voir la liste',
  CREATE_A_LIST: 'Créer une nouvelle liste',
  LOADING_LISTS: 'Chargement de vos listes...',
  RETRY: 'Réessayer',

  // --- the list form [S2.38] ---
  CREATE_LIST_TITLE: 'Créer ma liste de naissance',
  EDIT_LIST_TITLE: 'Modifier ma liste de naissance',
  FORM_DESCRIPTION: 'Les champs marqués (obligatoire) doivent être remplis.',
  SECTION_LIST: 'Votre liste',
  SECTION_BABY: 'Bébé',
  SECTION_PARENTS: 'Les parents',
  SECTION_CONFIDENTIALITY: 'Confidentialité',
  SECTION_IMAGE: 'Image de la liste',
  SECTION_STORE: 'Magasin de contact',
  LIST_NAME: 'Nom de la liste',
  LIST_NAME_HINT: 'Par exemple : La liste de naissance de Léa',
  BABY_FIRST_NAME: 'Prénom de bébé',
  BABY_FIRST_NAME_HINT: 'Laissez vide si vous gardez la surprise.',
  HIDE_BABY_NAME: 'Masquer le prénom à mes proches',
  BIRTH_DATE: 'Date de naissance prévue',
  BIRTH_DATE_HINT: 'Au format jj/mm/aa, par exemple 14/03/27.',
  HIDE_BIRTH_DATE: 'Masquer la date à mes proches',
  WELCOME_MESSAGE: 'Message de bienvenue',
  WELCOME_MESSAGE_HINT: 'Quelques mots affichés en haut de votre liste pour vos proches.',
  OWNER: 'Parent',
  OWNER_HINT: 'Votre nom vient de votre compte client.',
  CO_OWNER_FIRST_NAME: 'Prénom du co-parent',
  CO_OWNER_LAST_NAME: 'Nom du co-parent',
  CONFIDENTIALITY: 'Qui peut voir ma liste ?',
  PUBLIC: 'Publique',
  PUBLIC_HINT: 'Vos proches la voient avec son lien et peuvent la retrouver par la recherche.',
  PRIVATE: 'Privée',
  PRIVATE_HINT: 'Seules les personnes à qui vous envoyez le lien peuvent la voir.',
  SEARCHABLE: 'Mes proches peuvent trouver ma liste avec la recherche',
  SEARCHABLE_PRIVATE_HINT: 'Une liste privée n’apparaît pas dans la recherche.',
  HEADER_IMAGE: 'Choisissez l’image en haut de votre liste',
  SELECTED_IMAGE: 'Image choisie',
  PICKUP_STORE_ALLOWED:
    'Mes proches peuvent faire mettre à disposition leurs cadeaux dans mon magasin de contact',
  KEEP_AS_DRAFT: 'Garder en brouillon (ma liste ne sera pas encore visible par mes proches)',
  PUBLISH_NOW: 'Publier ma liste (elle devient visible par mes proches)',
  CREATE: 'Créer ma liste',
  SAVE: 'Enregistrer',
  SET_DEFAULT: 'En faire ma liste par défaut',
  IS_DEFAULT: 'C’est votre liste par défaut.',
  DELETE_LIST: 'Supprimer la liste',
  DELETE_CONFIRM_TITLE: 'Supprimer cette liste ?',
  DELETE_CONFIRM_TEXT:
    'La liste et ses produits seront définitivement supprimés. Une liste qui a déjà reçu des cadeaux ou des participations ne peut pas être supprimée.',
  DELETE: 'Supprimer',
  FIX_ERRORS: 'Votre liste ne peut pas encore être enregistrée : corrigez les champs signalés.',

  // --- the store picker [S2.38] [S2.45] [S7.47] ---
  POSTAL_CODE: 'Code postal',
  POSTAL_CODE_HINT: 'Nous cherchons les magasins les plus proches de ce code postal.',
  SEARCH_STORES: 'Rechercher',
  SEARCHING_STORES: 'Recherche des magasins...',
  CLOSEST_STORES: 'Magasins les plus proches',
  NO_STORE_FOUND: 'Aucun magasin trouvé près de ce code postal.',
  CURRENT_STORE: 'Magasin choisi',
  NO_STORE_CHOSEN: 'Aucun magasin choisi pour l’instant.',

  // --- Parameters [S2.45] ---
  PARAMETERS_TITLE: 'Mon compte',
  PARAMETERS_INTRO: 'Choisissez votre magasin de contact et la fréquence de vos alertes.',
  CONTACT_STORE_OF: 'Magasin de contact de votre liste par défaut',
  NO_LIST_FOR_STORE:
    'Vous n’avez pas encore de liste : vous choisirez votre magasin de contact en la créant.',
  NOTIFICATIONS: 'Alertes par e-mail',
  NOTIFICATIONS_LEGEND: 'À quelle fréquence voulez-vous être prévenu(e) des cadeaux reçus ?',
  SAVE_SETTINGS: 'Enregistrer',
  LOADING_SETTINGS: 'Chargement de vos paramètres...',

  // --- Parameters: account security (ASVS V6.2.2, V6.2.3, V7.4.3, V7.5.2) ---
  SECURITY_TITLE: 'Sécurité du compte',
  PASSWORD_TITLE: 'Mot de passe',
  CURRENT_PASSWORD: 'Mot de passe actuel',
  NEW_PASSWORD: 'Nouveau mot de passe',
  NEW_PASSWORD_HINT: 'Au moins 8 caractères ; évitez les mots de passe courants et votre nom.',
  NEW_PASSWORD_CONFIRMATION: 'Confirmation du nouveau mot de passe',
  END_OTHER_SESSIONS: 'Déconnecter mes autres appareils',
  END_OTHER_SESSIONS_HINT:
    'Recommandé si vous pensez que quelqu’un d’autre connaît votre ancien mot de passe.',
  CHANGE_PASSWORD: 'Changer mon mot de passe',
  CHANGING_PASSWORD: 'Changement du mot de passe...',
  PASSWORD_CHANGED: 'Votre mot de passe a été changé.',
  PASSWORD_CHANGED_OTHERS_ENDED:
    'Votre mot de passe a été changé et vos autres appareils ont été déconnectés.',
  CURRENT_PASSWORD_REQUIRED: 'Saisissez votre mot de passe actuel.',
  NEW_PASSWORD_RULE: 'Le mot de passe doit contenir de 8 à 128 caractères.',
  PASSWORD_MISMATCH: 'Les deux mots de passe ne sont pas identiques.',
  PASSWORD_FORM_HAS_ERRORS: 'Votre mot de passe n’a pas été changé : corrigez les champs signalés.',
  PASSWORD_MANAGED_ELSEWHERE:
    'Votre mot de passe se change auprès du service avec lequel vous vous connectez.',
  DEVICES_TITLE: 'Appareils connectés',
  DEVICES_INTRO:
    'Votre compte est connecté sur ces appareils. Déconnectez ceux que vous ne reconnaissez pas.',
  THIS_DEVICE: 'Cet appareil',
  END_SESSION: 'Déconnecter',
  END_OTHER_DEVICES: 'Déconnecter tous les autres appareils',
  ENDING_SESSIONS: 'Déconnexion en cours...',
  NO_OTHER_DEVICE: 'Aucun autre appareil n’est connecté à votre compte.',
  DEVICE_ENDED: 'L’appareil a été déconnecté.',
  OTHER_DEVICES_ENDED: 'Vos autres appareils ont été déconnectés.',
  LOADING_DEVICES: 'Chargement de vos appareils...',

  // --- the co-parent (Parameters, and the invitation page) ---
  CO_PARENT_TITLE: 'Co-parent',
  CO_PARENT_INTRO:
    'Invitez l’autre parent à gérer la liste avec son propre compte : il pourra la modifier, ajouter des articles, remercier vos proches et la clôturer. La cagnotte et le bon d’achat restent à votre nom.',
  CO_PARENT_EMAIL: 'E-mail du co-parent',
  CO_PARENT_INVITE: 'Inviter le co-parent',
  CO_PARENT_INVITE_AGAIN: 'Renvoyer l’invitation',
  CO_PARENT_INVITED: 'Invitation envoyée.',
  CO_PARENT_PENDING: 'En attente',
  CO_PARENT_ACCEPTED: 'Accepté',
  CO_PARENT_REVOKE: 'Retirer l’accès',
  CO_PARENT_REVOKED: 'Accès retiré.',
  CO_PARENT_REVOKE_TITLE: 'Retirer l’accès du co-parent ?',
  CO_PARENT_CANCEL_TITLE: 'Annuler l’invitation ?',
  CO_PARENT_CANCEL_TEXT: 'Le lien envoyé par e-mail ne fonctionnera plus.',
  CO_PARENT_LOADING: 'Chargement du co-parent...',
  INVITATION_TITLE: 'Invitation à gérer une liste de naissance',
  INVITATION_TEXT:
    'On vous invite à gérer une liste de naissance à deux, depuis votre propre compte.',
  INVITATION_ACCEPT: 'Accepter l’invitation',
  INVITATION_ACCEPTING: 'Acceptation en cours...',
  INVITATION_SIGN_IN:
    'Connectez-vous avec l’adresse e-mail qui a reçu l’invitation pour l’accepter.',
  INVITATION_OPEN_LIST: 'Voir la liste',
} as const;

export type AccountMessageCode = keyof typeof accountMessages;

/** [S2.36] The welcome text of the logged-out Home, with the retailer brand. */
export const welcomeText = (brand: string): string =>
  brand.trim() === ''
    ? 'Préparez l’arrivée de bébé en toute sérénité : composez votre liste de naissance, partagez-la avec vos proches et recevez les cadeaux qui vous font vraiment plaisir.'
    : `Préparez l’arrivée de bébé en toute sérénité avec ${brand.trim()} : composez votre liste de naissance, partagez-la avec vos proches et recevez les cadeaux qui vous font vraiment plaisir.`;

/** [S2.36] The greeting of the logged-in Home: 'Bonjour Julie !'. */
export const greeting = (firstName: string): string =>
  firstName.trim() === '' ? 'Bonjour !' : `Bonjour ${firstName.trim()} !`;

/** [S2.36] The number of active (Validée) lists, in words. */
export const activeListsText = (count: number): string => {
  if (count <= 0) return 'Vous n’avez aucune liste active pour le moment.';
  return count === 1 ? 'Vous avez 1 liste active.' : `Vous avez ${count} listes actives.`;
};

/** [S7.47] A store of the picker: its distance from the postal code, French decimals. */
export const distanceText = (km: number): string =>
  `à ${km.toLocaleString('fr-FR', { maximumFractionDigits: 1 })} km`;

/** The owner's full name in the form: 'Julie Martin'. */
export const fullName = (firstName: string, lastName: string): string =>
  `${firstName.trim()} ${lastName.trim()}`.trim();

/** ASVS V7.5.2 When a device signed in and was last used, as the app writes dates [S9.11]. */
export const deviceDatesText = (signedIn: string, lastUsed: string): string =>
  `Connecté le ${signedIn} · dernière utilisation le ${lastUsed}`;

/** ASVS V7.5.2 The name of a device's 'Déconnecter' button: which device it ends. */
export const endSessionName = (device: string, signedIn: string): string =>
  `Déconnecter ${device}, connecté le ${signedIn}`;

/** The co-parent's pending invitation: to whom, until when. */
export const coParentPendingText = (email: string, until: string): string =>
  `Invitation envoyée à ${email}, valable jusqu’au ${until}.`;

/** The co-parent who accepted: 'Accepté par Thomas Martin (thomas@exemple.fr).' */
export const coParentAcceptedText = (name: string, email: string): string =>
  name === '' ? `Accepté par ${email}.` : `Accepté par ${name} (${email}).`;

/** What revoking the co-parent's access does. */
export const coParentRevokeText = (name: string): string =>
  `${name} ne pourra plus gérer la liste. Vous pourrez l’inviter de nouveau.`;

/** The invitation accepted: the list the co-parent now manages. */
export const invitationAcceptedText = (title: string): string =>
  `C’est fait : vous gérez maintenant la liste « ${title} ».`;
