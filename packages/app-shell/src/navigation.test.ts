import {
  apiMiddleware,
  apiSlices,
  configureApiClient,
  resetApiClientConfig,
  type SignedInProfile,
} from '@ldn/api-client';
import type { RouteName } from '@ldn/domain';
import {
  currentListSlice,
  sessionSlice,
  uiSlice,
  type SelectedCustomer,
} from '@ldn/feature-session';
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import type { LoaderFunctionArgs } from 'react-router';
import { CUSTOMER, PARENT, SELLER } from '@ldn/test-kit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createNavigationLoader, domainPath } from './navigation';

/** A store as the apps build it, signed in as `profile`, with an api that answers 404. */
function storeOf(
  profile: SignedInProfile | null,
  selectedCustomer: SelectedCustomer | null = null,
) {
  configureApiClient({
    apiBase: 'http://ldn.test/api',
    logger: { error: () => undefined },
    fetchFn: async () => new Response('{}', { status: 404 }),
    onNavigate: () => undefined,
  });
  const reducer = combineSlices(...apiSlices, sessionSlice, currentListSlice, uiSlice);
  return configureStore({
    reducer,
    preloadedState: {
      session: {
        profile: profile ?? { logged: false },
        wasStaffLoggedIn: false,
        selectedCustomer,
        storeCode: null,
        principalCookie: profile?.pk ?? null,
      },
    },
    middleware: (defaults) => defaults().concat(...apiMiddleware),
  });
}

const KIOSK_ROUTES = new Set<RouteName>(['SellerPage', 'SellerLogin', 'Help', 'NotFound']);

/** The kiosk's loader (basename `/kiosk`, a few routes served) over `store`. */
function kioskLoader(store: ReturnType<typeof storeOf>) {
  const services = {
    assign: vi.fn(),
    readPrincipalCookie: () => store.getState().session.principalCookie ?? null,
  };
  const loader = createNavigationLoader({
    store,
    services,
    loginHref: (path) => `/login?redirect=${encodeURIComponent(path)}`,
    basename: '/kiosk',
    servesRoute: (name) => KIOSK_ROUTES.has(name),
  });
  const run = (path: string) =>
    loader({
      request: new Request(`http://ldn.test${path}`),
      params: {},
      context: undefined,
    } as unknown as LoaderFunctionArgs) as Promise<unknown>;
  return { services, run };
}

afterEach(() => {
  resetApiClientConfig();
});

describe('domainPath', () => {
  it.each([
    ['/kiosk/seller', '/kiosk', '/seller'],
    ['/kiosk', '/kiosk', '/'],
    ['/kiosk/', '/kiosk', '/'],
    ['/seller', '', '/seller'],
    ['/list/42', '/kiosk', '/list/42'],
  ])('reads %s under %j as %s', (pathname, basename, expected) => {
    expect(domainPath(pathname, basename)).toBe(expected);
  });
});

describe('createNavigationLoader under a basename', () => {
  it('[S2.28] redirects inside the app without the basename (react-router adds it)', async () => {
    const { run, services } = kioskLoader(storeOf(SELLER));
    const thrown = await run('/kiosk/list/42').catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('Location')).toBe('/seller');
    expect(services.assign).not.toHaveBeenCalled();
  });

  it('[S2.29] leaves for a redirect to a page the app does not serve', async () => {
    const { run, services } = kioskLoader(storeOf(PARENT));
    void run('/kiosk/seller');
    await vi.waitFor(() => expect(services.assign).toHaveBeenCalledWith('/'));
  });

  it('[S2.29] the external login comes back to the address with its basename', async () => {
    const { run, services } = kioskLoader(storeOf(null));
    void run('/kiosk/seller/help');
    await vi.waitFor(() =>
      expect(services.assign).toHaveBeenCalledWith('/login?redirect=%2Fkiosk%2Fseller%2Fhelp'),
    );
  });

  it('[S2.21] leaves for a page the app does not serve, at the site root', async () => {
    const { run, services } = kioskLoader(storeOf(SELLER, CUSTOMER));
    void run('/kiosk/mentions?x=1');
    await vi.waitFor(() => expect(services.assign).toHaveBeenCalledWith('/mentions?x=1'));
  });

  it('[S2.17] proceeds on a page the app serves', async () => {
    const { run, services } = kioskLoader(storeOf(SELLER));
    await expect(run('/kiosk/seller/help')).resolves.toBeNull();
    expect(services.assign).not.toHaveBeenCalled();
  });
});
