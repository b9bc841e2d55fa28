import { configureApiClient, type SignedInProfile } from '@ldn/api-client';
import type { FlagStorage, SessionState } from '@ldn/feature-session';
import { GlobalStyle, ThemeProvider } from '@ldn/ui-kit';
import { render } from '@testing-library/react';
import { Provider as ReduxProvider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
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

/**
 * Renders the whole kiosk at `path` (`/kiosk` included) as `main.tsx` does, with a memory router,
 * a fake browser (page loads recorded) and an API that answers 404 to everything.
 */
export function renderKiosk(path: string, profile: SignedInProfile | null, idleMs = 300_000) {
  const services = { assign: vi.fn(), readPrincipalCookie: () => profile?.pk ?? null };
  const store = makeKioskStore({ session: sessionOf(profile) }, memoryStorage());
  configureApiClient({
    apiBase: 'http://ldn.test/api',
    siteBase: 'http://ldn.test',
    fetchFn: vi.fn(async () => new Response('{}', { status: 404 })),
    logger: { error: () => undefined },
    onNavigate: () => undefined,
  });
  const router = createMemoryRouter(createKioskRoutes({ store, services, idleMs }), {
    initialEntries: [path],
    basename: KIOSK_BASENAME,
  });
  const result = render(
    <ReduxProvider store={store}>
      <ThemeProvider>
        <GlobalStyle />
        <RouterProvider router={router} />
      </ThemeProvider>
    </ReduxProvider>,
  );
  return { ...result, store, router, services };
}
