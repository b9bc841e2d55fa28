/**
 * [S1.8] The retailer brand that follows 'Liste de naissance' in both apps' page title; the domain
 * holds it, so that the server writes the same title in the pages it serves.
 */
export { RETAILER_BRAND } from '@ldn/domain';
