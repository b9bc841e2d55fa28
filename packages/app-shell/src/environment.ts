import { DEVELOPMENT_ENVIRONMENT } from '@ldn/domain';

/**
 * [S1.8] The retailer brand that follows 'Liste de naissance' in both apps' page title; the domain
 * holds it, so that the server writes the same title in the pages it serves.
 */
export { RETAILER_BRAND } from '@ldn/domain';

/** [S1.7] The meta tag the server fills with its `APP_ENV`, in both apps' `index.html`. */
export const APP_ENV_META = 'ldn-app-env';
/** What `index.html` holds before the server writes the label in (under `vite dev`). */
export const APP_ENV_PLACEHOLDER = '%LDN_APP_ENV%';

/**
 * [S1.7] The environment label of the page: the server's `APP_ENV`, or DEV when the placeholder
 * was not replaced (`vite dev`) or the tag is missing. Both apps show its banner.
 */
export function readAppEnvironment(doc: Document = document): string {
  const content = doc.querySelector(`meta[name="${APP_ENV_META}"]`)?.getAttribute('content');
  const label = content?.trim() ?? '';
  return label === '' || label === APP_ENV_PLACEHOLDER ? DEVELOPMENT_ENVIRONMENT : label;
}
