import { ApiError } from './api-error';
import { callJson, discoveryErrorOf } from './http';
import type { Transport } from './http';
import type { DiscoverySettings } from './types';

/** [S4.12] [S7.49] The settings cache of one client, and its re-sync when the service's id moves on. */
export interface SettingsStore {
  /** The settings: fetched once, then cached (concurrent callers share one request). */
  get(): Promise<DiscoverySettings>;
  /** A response said `settings_id`: when it differs from the cached id, fetch the settings again. */
  sync(settingsId: string | undefined): void;
}

function isSettings(body: Record<string, unknown> | undefined): body is Record<string, unknown> & DiscoverySettings {
  const settings = body?.settings as Record<string, unknown> | undefined;
  return typeof body?.id === 'string' && typeof settings === 'object' && Array.isArray(settings.fields);
}

/** Missing lists become empty lists, so the rules read one shape. */
function normalize(body: DiscoverySettings): DiscoverySettings {
  const { fields, ranking = [], shortcuts = [], spotlights = [] } = body.settings;
  return { id: body.id, settings: { fields, ranking, shortcuts, spotlights } };
}

export function createSettingsStore(transport: Transport, discoveryUrl: string): SettingsStore {
  let cached: Promise<DiscoverySettings> | undefined;
  let knownId: string | undefined;

  const load = (): Promise<DiscoverySettings> => {
    const pending = (async () => {
      const answer = await callJson(transport, 'discovery', `${discoveryUrl}/settings`, { method: 'GET' });
      const error = discoveryErrorOf(answer);
      if (error) throw error;
      if (!isSettings(answer.body)) throw new ApiError({ status: 502, service: 'discovery', code: 'INVALID_RESPONSE' });
      const settings = normalize(answer.body);
      knownId = settings.id;
      return settings;
    })();
    // A failed load is not cached: the next caller asks again.
    pending.catch(() => {
      if (cached === pending) cached = undefined;
    });
    cached = pending;
    return pending;
  };

  return {
    get: () => cached ?? load(),
    sync(settingsId) {
      if (settingsId === undefined || knownId === undefined || settingsId === knownId) return;
      // Forget the old id at once, so that the responses still in flight do not start a second load.
      knownId = settingsId;
      load().catch(() => undefined);
    },
  };
}
