import { configureApiClient, type SignedInProfile } from '@ldn/api-client';
import type { FlagStorage, SessionState } from '@ldn/feature-session';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { KioskProviders } from '../kiosk/kiosk-providers';
import { createKioskRoutes } from '../kiosk/kiosk-router';
import { KIOSK_BASENAME } from '../kiosk/kiosk-services';
import { makeKioskStore } from '../kiosk/kiosk-store';

export const SELLER: SignedInProfile = {
  logged: true,
  pk: 'c-seller',
  email: 'vendeur@example.fr',
  titleCode: 'mr',
  title: 'Monsieur',
  firstName: 'Paul',
  lastName: 'Durand',
  phone: '0612345678',
  roles: ['SELLER'],
  store: 'S001',
  country: 'FR',
  notificationFrequency: 'WEEKLY',
  isStaff: true,
  favoriteStoreCode: 'S001',
  hasPickupStoreList: false,
};

export const PARENT: SignedInProfile = {
  ...SELLER,
  pk: 'c-parent',
  email: 'parent@example.fr',
  firstName: 'Camille',
  roles: [],
  store: null,
  isStaff: false,
};

/** A session whose profile was read with the page's current cookie (no refresh needed). */
export function sessionOf(profile: SignedInProfile | null): SessionState {
  return {
    profile: profile ?? { logged: false },
    wasStaffLoggedIn: false,
    selectedCustomer: null,
    storeCode: null,
    principalCookie: profile?.pk ?? null,
  };
}

const memoryStorage = (): FlagStorage => {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
};

/** The API's answers, by a fragment of the request URL; anything else is a 404. */
export type FakeApi = Record<string, unknown>;

function fakeFetch(api: FakeApi) {
  return vi.fn(async (input: RequestInfo) => {
    const url = typeof input === 'string' ? input : input.url;
    const key = Object.keys(api).find((fragment) => url.includes(fragment));
    const found = key !== undefined;
    return new Response(
      JSON.stringify(found ? api[key] : { status: 404, code: 'NOT_FOUND', message: 'Introuvable' }),
      { status: found ? 200 : 404, headers: { 'content-type': 'application/json' } },
    );
  });
}

export interface RenderKioskOptions {
  /** [S2.62] Time without activity before the idle warning. */
  readonly idleMs?: number;
  /** The API's answers (anything else is a 404). */
  readonly api?: FakeApi;
  /** The session's other parts (the customer selected, the store code). */
  readonly session?: Partial<SessionState>;
  /** [S1.7] The environment label of the page (PROD, no banner, by default). */
  readonly appEnvironment?: string;
}

/**
 * Renders the whole kiosk at `path` (`/kiosk` included) as `main.tsx` does, with a memory router,
 * a fake browser (page loads recorded) and a fake API (404 unless `api` answers).
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
  const store = makeKioskStore({ session: { ...sessionOf(profile), ...session } }, memoryStorage());
  const fetch = fakeFetch(api);
  configureApiClient({
    apiBase: 'http://ldn.test/api',
    siteBase: 'http://ldn.test',
    fetchFn: fetch,
    logger: { error: () => undefined },
    onNavigate: () => undefined,
  });
  const router = createMemoryRouter(createKioskRoutes({ store, services, idleMs }), {
    initialEntries: [path],
    basename: KIOSK_BASENAME,
  });
  const result = render(
    <KioskProviders store={store}>
      <RouterProvider router={router} />
    </KioskProviders>,
  );
  return { ...result, store, router, services, fetch };
}
