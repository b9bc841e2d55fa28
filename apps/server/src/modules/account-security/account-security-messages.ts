/**
 * The French texts of the account-security API (ASVS V6.2.2, V6.2.3, V7.4.3, V7.5.2): the refusals
 * a customer reads on the Parameters screen, and the devices of the sessions list. The password
 * rule's own texts are the sign-up's (`identityMessages`), so both forms say the same.
 */
export const accountSecurityMessages = {
  wrongCurrentPassword: 'Le mot de passe actuel est incorrect.',
  tooManyAttempts:
    'Trop de tentatives avec un mot de passe incorrect. Réessayez dans quelques minutes.',
  samePassword: 'Le nouveau mot de passe doit être différent du mot de passe actuel.',
  passwordManagedElsewhere:
    'Votre mot de passe se change auprès du service avec lequel vous vous connectez.',
  sessionNotFound: 'Cette connexion est déjà terminée.',
  /** A device whose browser and system are both unknown (or a session older than migration 0011). */
  unknownDevice: 'Appareil inconnu',
  /** A known system with an unknown browser: 'Navigateur sur Android'. */
  someBrowser: 'Navigateur',
  /** 'Chrome sur Android'. */
  on: 'sur',
} as const;
