import type { SignedInProfile } from '@ldn/api-client';
import { makeAppStore, ShellProviders } from '@ldn/app-shell';
import type { SessionState } from '@ldn/feature-session';
import { memoryStorage, okAnswers, renderApp, sessionOf } from '@ldn/test-kit';
import { vi } from 'vitest';
import { createKioskRoutes } from '../kiosk/kiosk-router';
import { KIOSK_BASENAME, KIOSK_CHROME } from '../kiosk/kiosk-services';

export interface RenderKioskOptions {
  /** [S2.62] Time without activity before the idle warning. */
  readonly idleMs?: number;
  /** The API's 200 bodies by URL fragment (anything else is a 404). */
  readonly api?: Readonly<Record<string, unknown>>;
  /** The session's other parts (the customer selected, the store code). */
  readonly session?: Partial<SessionState>;
  /** [S1.7] The environment label of the page (PROD, no banner, by default). */
  readonly appEnvironment?: string;
}

/**
 * Renders the whole kiosk at `path` (`/kiosk` included) as `main.tsx` does (`@ldn/test-kit`'s
 * `renderApp`): a session of `profile`, a fake browser (page loads recorded) and the API on MSW.
 */
export function renderKiosk(
  path: string,
  profile: SignedInProfile | null,
  { idleMs = 300_000, api = {}, session = {}, appEnvironment = 'PROD' }: RenderKioskOptions = {},
) {
  const services = {
    assign: vi.fn(),
    reload: vi.fn(),
    readPrincipalCookie: () => profile?.pk ?? null,
    appEnvironment: () => appEnvironment,
  };
  const store = makeAppStore(
    { session: { ...sessionOf(profile), ...session } },
    { storage: memoryStorage() },
  );
  const result = renderApp(createKioskRoutes({ store, services, idleMs }), {
    path,
    basename: KIOSK_BASENAME,
    api: okAnswers(api),
    // The api client's page changes are the layout's business, tested with the web app.
    apiClient: { onNavigate: () => undefined },
    wrap: (router) => (
      <ShellProviders store={store} chrome={KIOSK_CHROME}>
        {router}
      </ShellProviders>
    ),
  });
  return { ...result, store, services };
}
