import { PRODUCTION_ENVIRONMENT, STAGING_ENVIRONMENT } from '../constants';
import { environmentBannerText } from '../messages';

/** [S1.7] The label used when the environment gives none: a developer's machine. */
export const DEVELOPMENT_ENVIRONMENT = 'DEV';

export interface EnvironmentBanner {
  readonly color: 'yellow' | 'red';
  readonly text: string;
}

/**
 * [S1.7] [S9.12] The banner of a non-production environment: none for PROD, yellow for STAGING, red
 * for any other value. The label is trimmed and compared case-insensitively (`prod` is production).
 * A missing or blank label is treated as development ('DEV', red): a build that forgot its label must
 * not pass for production (our choice, docs/decisions.md).
 */
export function environmentBanner(label: string | null | undefined): EnvironmentBanner | null {
  const trimmed = label?.trim() ?? '';
  const shown = trimmed === '' ? DEVELOPMENT_ENVIRONMENT : trimmed;
  const key = shown.toUpperCase();
  if (key === PRODUCTION_ENVIRONMENT) return null;
  return {
    color: key === STAGING_ENVIRONMENT ? 'yellow' : 'red',
    text: environmentBannerText(shown),
  };
}
