import { HttpError } from '../../http/error-body';

/**
 * The refusals of the live list, each with a stable `code` and a French `message` the app may
 * show as is (house style rule 12).
 */

/** One more stream than {@link LIVE_STREAMS_PER_CLIENT} from one client. */
export const tooManyLiveLists = (): HttpError =>
  new HttpError(
    429,
    'Trop de listes suivies en direct depuis cette adresse : fermez un onglet et réessayez.',
    'TOO_MANY_REQUESTS',
  );

/** The instance cannot listen to the database (it is down or restarting). */
export const liveListUnavailable = (): HttpError =>
  new HttpError(
    503,
    'Le suivi en direct de la liste est momentanément indisponible.',
    'LIVE_LIST_UNAVAILABLE',
  );
