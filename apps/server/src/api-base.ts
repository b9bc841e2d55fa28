/**
 * The api base of spec §7 [S7.1]: every API path of the spec lives under it
 * (`/api/ldn/v1/...`, `/api/user/...`, `/api/naoscommercewebservices_aufr/...`), so the single-page
 * app can own every other path (its routes, `/oauth_callback`) on the same origin.
 */
export const API_BASE = '/api';
