import {
  sessionInitialState,
  STAFF_FLAG_STORAGE_KEY,
  type FlagStorage,
} from '@ldn/feature-session';
import { describe, expect, it } from 'vitest';
import {
  FIRST_VIEW_STATE_ID,
  firstViewStateScript,
  readFirstViewState,
  whenRouterReady,
  type FirstViewState,
} from './first-view';

/** A router stand-in: its state, and its listeners called on each change. */
function fakeRouter(initialized: boolean) {
  const listeners = new Set<(state: { initialized: boolean }) => void>();
  const router = {
    state: { initialized },
    subscribe(listener: (state: { initialized: boolean }) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    change(state: { initialized: boolean }) {
      router.state = state;
      for (const listener of [...listeners]) listener(state);
    },
    listeners,
  };
  return router;
}

/** A browser session's storage, as a map. */
function memoryStorage(entries: Record<string, string> = {}): FlagStorage {
  const map = new Map(Object.entries(entries));
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => map.set(key, value),
    removeItem: (key) => map.delete(key),
  };
}

const HOSTILE_TITLE = '</script><script>alert(1)</script><!-- & \u2028\u2029';

/** What the server writes for a relative's view of a list titled `title`. */
function serverState(title: string): FirstViewState {
  return {
    viewport: 'mobile',
    api: {
      ldnApi: {
        queries: {
          'getList({"listId":"demo00parent"})': {
            status: 'fulfilled',
            endpointName: 'getList',
            originalArgs: { listId: 'demo00parent' },
            data: { id: 'demo00parent', informations: { title } },
            startedTimeStamp: 1,
            fulfilledTimeStamp: 2,
          },
        },
        mutations: {},
        provided: { tags: {}, keys: {} },
      },
    },
    slices: {
      session: { ...sessionInitialState(null), profile: { logged: false }, principalCookie: null },
      currentList: { list: null },
      ui: {
        menuOpen: false,
        assistantOpen: false,
        pendingLocation: null,
        notFoundShown: false,
        assistantNavigateTo: null,
        productPermanentlyOutOfStock: false,
      },
    },
    loaderData: { '0': null },
  };
}

/** The page as the browser parses it, with `html` after the root. */
function pageWith(html: string): Document {
  return new DOMParser().parseFromString(
    `<!doctype html><html><body><div id="root"><main>Liste</main></div>${html}</body></html>`,
    'text/html',
  );
}

const NOW = 1_800_000_000_000;

describe("the first view's state in the page", () => {
  it('[S2.3] is a JSON data block no text can break out of: a hostile title stays data', () => {
    const script = firstViewStateScript(serverState(HOSTILE_TITLE));
    expect(script.startsWith(`<script type="application/json" id="${FIRST_VIEW_STATE_ID}">`)).toBe(
      true,
    );
    // One element: the block's own closing tag is its only `<`, and no `>`, `&` or separator is raw.
    const body = script.slice(script.indexOf('>') + 1, -'</script>'.length);
    expect(body).not.toMatch(/[<>&\u2028\u2029]/);
    expect(body).toContain('\\u003c/script\\u003e');

    const page = pageWith(script);
    expect(page.querySelectorAll('script')).toHaveLength(1);
    const read = readFirstViewState(page, { now: NOW, storage: memoryStorage() });
    const list = read?.api.ldnApi?.queries['getList({"listId":"demo00parent"})'];
    expect((list?.data as { informations: { title: string } }).informations.title).toBe(
      HOSTILE_TITLE,
    );
  });

  it("is read back with the server's slices, loader data and viewport, its answers dated now", () => {
    const page = pageWith(firstViewStateScript(serverState('La liste de Hélène')));
    const read = readFirstViewState(page, { now: NOW, storage: memoryStorage() });
    expect(read).toMatchObject({
      viewport: 'mobile',
      loaderData: { '0': null },
      slices: { session: { profile: { logged: false } }, currentList: { list: null } },
    });
    expect(read?.api.ldnApi?.queries['getList({"listId":"demo00parent"})']).toMatchObject({
      status: 'fulfilled',
      startedTimeStamp: NOW,
      fulfilledTimeStamp: NOW,
    });
  });

  it('is none without a block, or with a block that is not a first view state', () => {
    const storage = memoryStorage();
    expect(readFirstViewState(pageWith(''), { now: NOW, storage })).toBeNull();
    const broken = `<script type="application/json" id="${FIRST_VIEW_STATE_ID}">{"viewport":</script>`;
    expect(readFirstViewState(pageWith(broken), { now: NOW, storage })).toBeNull();
    const foreign = `<script type="application/json" id="${FIRST_VIEW_STATE_ID}">{"viewport":"tv","slices":{},"loaderData":{}}</script>`;
    expect(readFirstViewState(pageWith(foreign), { now: NOW, storage })).toBeNull();
  });

  it("[S2.35] is not used when this browser session's staff flag differs from the server's (the page would differ)", () => {
    const page = pageWith(firstViewStateScript(serverState('La liste de Hélène')));
    const storage = memoryStorage({ [STAFF_FLAG_STORAGE_KEY]: 'true' });
    expect(readFirstViewState(page, { now: NOW, storage })).toBeNull();
  });
});

describe('the router before hydration', () => {
  it('is waited for until it has run its first navigation, not before', async () => {
    const router = fakeRouter(false);
    let ready = false;
    const waiting = whenRouterReady(router).then(() => {
      ready = true;
    });
    router.change({ initialized: false });
    await Promise.resolve();
    expect(ready).toBe(false);
    router.change({ initialized: true });
    await waiting;
    expect(ready).toBe(true);
    expect(router.listeners.size).toBe(0);
  });

  it('is not waited for when it is already ready', async () => {
    await expect(whenRouterReady(fakeRouter(true))).resolves.toBeUndefined();
  });
});
