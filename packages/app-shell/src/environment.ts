/** [S1.8] The retailer brand that follows 'Liste de naissance' in both apps' page title. */
export const RETAILER_BRAND = 'Aubert';
