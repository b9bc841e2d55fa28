import { apiClientConfig } from '../config';

/** One path segment, encoded (a search text or an e-mail may hold `/`, `?`, `#`, `@`). */
export const segment = (value: string | number): string => encodeURIComponent(String(value));

/** [S1.1] The company of the list paths, from the configuration (aufr by default). */
export const company = (): string => segment(apiClientConfig().company);

/** [S7.2] `/naoscommercewebservices_{retailer}/v2/{retailer}/users`. */
export const usersPath = (): string => {
  const retailer = segment(apiClientConfig().retailer);
  return `/naoscommercewebservices_${retailer}/v2/${retailer}/users`;
};
