/**
 * The French texts of the contract's own refusals (a screen may show a 400's message as it is,
 * so every word is French; the field's name, put in front by the server, stays as the API spells
 * it). The texts of the domain's rules come from `validationMessages` of @ldn/domain.
 */
export const contractMessages = {
  listId: 'doit être un identifiant de liste (8 à 32 lettres minuscules ou chiffres)',
  listReference: 'doit être le numéro de la liste (par exemple 100038) ou son identifiant',
  invitationToken: 'doit être le code de l’invitation reçue par e-mail',
  productCode: 'doit être un code produit de 8 chiffres',
  customerPk: 'doit être un numéro de client (chiffres)',
  accountPk: 'doit être un numéro de compte (chiffres)',
  numberImage: 'doit être une image de img1 à img10',
  storeCodeOrEmpty: 'doit être un code magasin, ou vide',
  numericId: 'doit être un identifiant (chiffres)',
  paymentId: 'doit être un identifiant de paiement',
  sellerProductCode: 'doit être un code produit',
  vaeOrCmd: 'un seul de isVae et isCmd doit être vrai.',
  country: 'doit être un code pays ISO à deux lettres, par exemple FR',
  titleCode: 'doit être mr, mrs, Monsieur ou Madame',
  /** [S3.1] The civilities' labels, by code. */
  titleLabels: { mr: 'Monsieur', mrs: 'Madame' },
  customerPatchEmpty: 'indiquez au moins un champ parmi firstName, lastName, phone',
  oneOf: (values: readonly string[]) => `doit être l'une des valeurs ${values.join(', ')}`,
  /** [S2.40] The sharing's recipients. */
  recipientsCount: (max: number) => `Indiquez entre 1 et ${max} adresses e-mail.`,
  /** [S2.40] The sharing's personal message. */
  messageTooLong: (max: number) => `Le message ne peut pas dépasser ${max} caractères.`,
  /** [S4.8] Thanking several contributions at once. */
  duplicateIds: 'chaque participation ne doit figurer qu’une fois',
} as const;
