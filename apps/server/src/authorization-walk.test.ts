import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from './identity/cookies';
import { hashToken } from './identity/session-store';
import { sessions } from './db/schema';
import { queueMail } from './modules/mail/outbox';
import { recordedContribution } from './test-support/money';
import { signInAs } from './test-support/sign-in';
import {
  PERSONAS,
  PERSONA_SPEC_IDS,
  type BasePersona,
  openWalk,
  routeKey,
  type FreshList,
  type HttpMethod,
  type ListState,
  type Persona,
  type Walk,
  type WalkAnswer,
  type WalkRequest,
  WEB_APP_ASSET,
} from './test-support/authorization-walk/walk';

/**
 * The authorization walk: every route of the server, as an anonymous visitor,
 * another parent, the owner of the list, a SELLER and an ACCOUNTANT, with the answer each must
 * get (spec §6: owner-only and staff-only calls, a non-owner never sees a
 * draft, closed lists refuse changes, FR only for creating lists); and as the list's co-parents
 * (docs/decisions.md "Co-parent"): the accepted one gets the owner's answer on the list's routes,
 * but for what is the holder's alone, and another parent's elsewhere; the invited one who has not
 * accepted and the revoked one get another parent's answer everywhere.
 *
 * The first test fails when a route of the server has no entry here (nor a stated exclusion), so
 * a new route cannot escape the walk; every call also checks that it reached the route its entry
 * names. Calls that change something get a fresh target per persona (`walk.freshList`), so no
 * case depends on another.
 */

/** An answer in detail: the error `code` where it matters, and more checks. */
interface ExpectedAnswer {
  readonly status: number;
  /** Defaults: 401 UNAUTHORIZED, 403 FORBIDDEN; `null` for a page that has no code. */
  readonly code?: string | null;
  readonly check?: (answer: WalkAnswer, persona: Persona, walk: Walk) => void;
}

/** What a persona must get: a status, or an answer in detail. */
type Expected = number | ExpectedAnswer;

interface WalkEntry {
  /** `'POST /api/ldn/v1/createList/:company'`, as `app.registeredRoutes` names it. */
  readonly route: string;
  /** The spec ids of the route, e.g. `'[S7.12]'`; empty for a route the spec does not name. */
  readonly spec: string;
  /** What distinguishes a second entry of the same route (a private item, ...). */
  readonly variant?: string;
  readonly request: (walk: Walk, persona: Persona) => WalkRequest | Promise<WalkRequest>;
  readonly expected: Readonly<Record<BasePersona, Expected>>;
  /**
   * The accepted co-parent's answer when it is not {@link coParentAs}'s (what is the holder's
   * alone, his own lists).
   */
  readonly coParent?: Expected;
  /**
   * Whose answer the accepted co-parent gets: the owner's on the routes of a list (the default),
   * another parent's on the routes about the caller's own account.
   */
  readonly coParentAs?: 'owner' | 'otherParent';
  /** The route carries its own protection instead of the XSRF header (sign-in form posts). */
  readonly xsrfExempt?: true;
}

/**
 * Routes left out of the walk, each with the reason. Anything else `app.registeredRoutes` lists
 * must have an entry in {@link MAIN_WALK}.
 */
const EXCLUSIONS: readonly {
  readonly matches: (route: string) => boolean;
  readonly reason: string;
}[] = [
  {
    matches: (route) => /^[A-Z]+ \/docs(\/|$)/.test(route),
    reason: 'the OpenAPI document and Swagger UI: static, public documentation, no data',
  },
  {
    matches: (route) => route === 'OPTIONS /discovery/*' || route === 'OPTIONS /tracking/*',
    reason:
      'CORS preflights of the public discovery and tracking routes: no data, no session; answered alike for everyone (src/modules/discovery and tracking tests)',
  },
  {
    matches: (route) => /^(GET|POST|OPTIONS|HEAD) \/oidc\/\*$/.test(route),
    reason:
      "the embedded provider's own protocol endpoints (oidc-provider: discovery, authorization, token, end session): walked end to end by src/identity/sign-in.test.ts",
  },
];

/** HEAD routes Fastify adds for GETs: they run the GET's guards and handler. */
const isHeadTwin = (route: string, all: ReadonlySet<string>): boolean =>
  route.startsWith('HEAD ') && all.has(`GET ${route.slice('HEAD '.length)}`);

// --- expectations used more than once -------------------------------------------------------------

/** [S4.1] [S2.34] A draft does not exist for anyone but its owner and staff. */
const DRAFT_HIDDEN = { status: 404, code: 'LIST_NOT_FOUND' } as const;
/** [S4.1] Closing is final. */
const LIST_CLOSED = { status: 409, code: 'LIST_CLOSED' } as const;
/** [S4.1] Gift delivery is confirmed once the list is closed. */
const NOT_CLOSED = { status: 409, code: 'LIST_NOT_CLOSED' } as const;
/**
 * The owner and both staff personas get the same answer (staff act for the owner [S6.3] [S6.4]);
 * `anonymous` and `otherParent` their own.
 */
const ownerAndStaff = (
  anonymous: Expected,
  otherParent: Expected,
  owner: Expected,
): Record<BasePersona, Expected> => ({
  anonymous,
  otherParent,
  owner,
  seller: owner,
  accountant: owner,
});
/** Every persona gets the same answer (a public route). */
const everyone = (expected: Expected): Record<BasePersona, Expected> =>
  ownerAndStaff(expected, expected, expected);
/** A GET of `url`. */
const get = (url: string): WalkRequest => ({ method: 'GET', url });
/** A call of `url`, with its JSON `payload` if any. */
const call = (method: HttpMethod, url: string, payload?: WalkRequest['payload']): WalkRequest => ({
  method,
  url,
  ...(payload === undefined ? {} : { payload }),
});
/** A form post, as the sign-in and payment pages send them: fields, or the encoded body. */
const formPost = (url: string, fields: Record<string, string> | string): WalkRequest => ({
  method: 'POST',
  url,
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: typeof fields === 'string' ? fields : new URLSearchParams(fields).toString(),
});
/** A page of the sign-in, not a JSON error. */
const page = (status: number): Expected => ({ status, code: null });

/** ASVS V6.2.3 A wrong current password is refused (and counted), whoever asks. */
const WRONG_PASSWORD = { status: 400, code: 'WRONG_PASSWORD' } as const;

/** ASVS V7.5.2 The caller's own live sessions, the one of the call flagged. */
const OWN_SESSIONS: ExpectedAnswer = {
  status: 200,
  check: ({ body }) => {
    const { sessions: listed } = body as { sessions: { current: boolean }[] };
    expect(listed.filter((session) => session.current)).toHaveLength(1);
  },
};

/** A new session of `uid` (as another browser of that account), by its public id. */
async function freshSessionId(walk: Walk, uid: string): Promise<string> {
  const signedIn = await signInAs(walk.database, uid);
  const [row] = await walk.database.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(signedIn.cookies[SESSION_COOKIE] ?? '')));
  if (!row) throw new Error('freshSessionId: no session');
  return row.id;
}

const isStaffPersona = (persona: Persona): boolean =>
  persona === 'seller' || persona === 'accountant';

/** What only the list's holder (or staff for him) may do, asked by the co-parent. */
const HOLDER_ONLY = { status: 403, code: 'HOLDER_ONLY' } as const;

/** The answer `persona` must get from `entry`. */
function expectedOf(entry: WalkEntry, persona: Persona): Expected {
  switch (persona) {
    case 'coParent':
      return entry.coParent ?? entry.expected[entry.coParentAs ?? 'owner'];
    case 'invitedCoParent':
    case 'revokedCoParent':
      return entry.expected.otherParent;
    default:
      return entry.expected[persona];
  }
}

/** [S3.3] [S3.4] [S3.7] How a list shows itself to each persona. */
function checkListView({ body }: WalkAnswer, persona: Persona): void {
  const list = body as {
    isOwner: boolean;
    informations: { ownerMail: string };
    products: { items: { hidden: boolean }[] };
  };
  const hasOwnerRights = persona === 'owner' || persona === 'coParent';
  const actsAsOwner = hasOwnerRights || isStaffPersona(persona);
  expect(list.isOwner).toBe(hasOwnerRights);
  // The list keeps one holder: the co-parent is not it.
  expect((body as { isHolder?: boolean }).isHolder).toBe(persona === 'owner');
  expect(list.informations.ownerMail !== '').toBe(actsAsOwner);
  // [S2.59] The wallet's balance and total: the owner's screens only.
  expect('walletAmount' in list && 'walletTotalAmount' in list).toBe(actsAsOwner);
  if (!actsAsOwner) expect(list.products.items.filter((item) => item.hidden)).toEqual([]);
}

// --- the routes that are not about one list -------------------------------------------------------

const SITE_AND_ACCOUNT_ROUTES: readonly WalkEntry[] = [
  {
    route: 'GET /health',
    spec: '',
    request: () => get('/health'),
    expected: everyone(200),
  },
  {
    route: 'GET /images/products/:file',
    spec: '[S3.7]',
    request: (walk) => get(`/images/products/${walk.addableProduct}.svg`),
    expected: everyone(200),
  },
  {
    route: 'GET /ip',
    spec: '[S7.48]',
    request: () => get('/ip'),
    expected: everyone(200),
  },

  // Product discovery and its tracking: public, no XSRF header (the contract: through a
  // retailer proxy, no client credentials), the same answer for everyone.
  {
    route: 'GET /discovery/settings',
    spec: '[S7.49]',
    request: () => get('/discovery/settings'),
    expected: everyone(200),
  },
  {
    route: 'POST /discovery/:endpoint',
    spec: '[S7.50]',
    xsrfExempt: true,
    request: () =>
      call('POST', '/discovery/search', {
        query: { terms: 'biberon' },
        modules: { items: { size: 2 } },
      }),
    expected: everyone(200),
  },
  {
    route: 'POST /tracking/activity/create',
    spec: '[S7.51]',
    xsrfExempt: true,
    request: () =>
      call('POST', '/tracking/activity/create', {
        timestamp: '2026-10-01T09:00:00Z',
        user_agent: 'walk',
      }),
    expected: everyone(200),
  },
  {
    route: 'POST /tracking/activity/events',
    spec: '[S7.52]',
    xsrfExempt: true,
    request: () =>
      call('POST', '/tracking/activity/events', {
        user_id: 'walk',
        track_id: 'walk',
        source: 'api',
        version: '1',
        events: [{ timestamp: '2026-10-01T09:00:00Z', type_id: 'search' }],
      }),
    expected: everyone(200),
  },

  // The development mail page (design.md §3 "E-mail"): outside production only (the walk runs as
  // TEST; in production every /dev path answers 404), and each signed-in person reads only the
  // mails sent to their own address: an anonymous visitor is asked to sign in.
  {
    route: 'GET /dev/mails',
    spec: '[S2.40]',
    request: () => get('/dev/mails'),
    expected: ownerAndStaff(page(401), page(200), page(200)),
  },
  {
    route: 'GET /dev/mails.json',
    spec: '[S2.40]',
    // Asking for the owner's mails: only the owner may.
    request: (walk) => get(`/dev/mails.json?to=${encodeURIComponent(walk.owner.uid)}`),
    expected: { anonymous: 401, otherParent: 403, owner: 200, seller: 403, accountant: 403 },
  },
  {
    route: 'GET /dev/mails/:id',
    spec: '[S2.40]',
    request: async (walk) => {
      // A mail to the owner: his alone to read.
      const id = await queueMail(walk.database.db, {
        kind: 'password-reset',
        to: walk.owner.uid,
        subject: 'Réinitialisation de votre mot de passe',
        text: 'Bonjour,',
        html: '<p>Bonjour,</p>',
      });
      return { method: 'GET', url: `/dev/mails/${id ?? 0}` };
    },
    expected: {
      anonymous: page(401),
      otherParent: { status: 404, code: 'MAIL_NOT_FOUND' },
      owner: page(200),
      seller: { status: 404, code: 'MAIL_NOT_FOUND' },
      accountant: { status: 404, code: 'MAIL_NOT_FOUND' },
    },
  },

  // The built web app (one process is the whole product): the same public shell for
  // everyone; what it shows comes from the API, walked below.
  {
    route: 'GET /',
    spec: '[S2.1]',
    request: () => get('/'),
    expected: everyone(page(200)),
  },
  {
    route: 'GET /index.html',
    spec: '[S2.1]',
    request: () => get('/index.html'),
    expected: everyone(page(200)),
  },
  {
    route: 'GET /*',
    spec: '[S2.3] [S2.24]',
    // A page of the app's router: the shell, whoever asks (the draft rule is the API's).
    request: (walk) => get(`/list/${walk.readable.DRAFT.listId}`),
    expected: everyone(page(200)),
  },
  {
    route: `GET /assets/${WEB_APP_ASSET}`,
    spec: '[S2.1]',
    request: () => get(`/assets/${WEB_APP_ASSET}`),
    expected: everyone(page(200)),
  },

  // Sign-in (design.md §3 "Identity"). The interaction pages need an interaction bound to the
  // browser by the provider's cookie: nobody, signed in or not, gets past a made-up one.
  {
    route: 'GET /oidc/assets/logout-confirm.js',
    spec: '[S7.48]',
    request: () => get('/oidc/assets/logout-confirm.js'),
    expected: everyone(200),
  },
  {
    route: 'GET /oidc/interaction/:uid',
    spec: '[S2.22]',
    request: () => get('/oidc/interaction/inconnue'),
    expected: everyone(page(400)),
  },
  {
    route: 'GET /oidc/interaction/:uid/login',
    spec: '[S2.22] [S2.36]',
    request: () => get('/oidc/interaction/inconnue/login'),
    expected: everyone(page(400)),
  },
  {
    route: 'POST /oidc/interaction/:uid/login',
    spec: '[S2.22]',
    xsrfExempt: true,
    request: (walk) =>
      formPost('/oidc/interaction/inconnue/login', {
        email: walk.owner.uid,
        password: 'Naissance2026!',
      }),
    expected: everyone(page(400)),
  },
  {
    route: 'GET /oidc/interaction/:uid/totp',
    spec: '[S2.22]',
    request: () => get('/oidc/interaction/inconnue/totp'),
    expected: everyone(page(400)),
  },
  {
    route: 'POST /oidc/interaction/:uid/totp',
    spec: '[S2.22]',
    xsrfExempt: true,
    request: () => formPost('/oidc/interaction/inconnue/totp', { code: '123456' }),
    expected: everyone(page(400)),
  },
  {
    route: 'GET /oidc/interaction/:uid/signup',
    spec: '[S2.22] [S5.13]',
    request: () => get('/oidc/interaction/inconnue/signup'),
    expected: everyone(page(400)),
  },
  {
    route: 'POST /oidc/interaction/:uid/signup',
    spec: '[S2.22] [S5.13]',
    xsrfExempt: true,
    request: (walk) => formPost('/oidc/interaction/inconnue/signup', { email: walk.freshEmail() }),
    expected: everyone(page(400)),
  },
  // ASVS V6.4.3 'Mot de passe oublié': the same pages for everyone, signed in or not; a post needs
  // the form token bound to the browser's own reset cookie, and the new-password page a live link
  // (src/identity/password-reset.test.ts walks the whole reset).
  {
    route: 'GET /oidc/password-reset',
    spec: '[S5.13]',
    request: () => get('/oidc/password-reset'),
    expected: everyone(page(200)),
  },
  {
    route: 'POST /oidc/password-reset',
    spec: '[S5.13]',
    xsrfExempt: true,
    request: (walk) =>
      formPost('/oidc/password-reset', { email: walk.owner.uid, formToken: 'inventé' }),
    expected: everyone(page(403)),
  },
  {
    route: 'GET /oidc/password-reset/new',
    spec: '[S5.13]',
    request: () => get('/oidc/password-reset/new?token=invente'),
    expected: everyone(page(400)),
  },
  {
    route: 'POST /oidc/password-reset/new',
    spec: '[S5.13]',
    xsrfExempt: true,
    request: () =>
      formPost('/oidc/password-reset/new', {
        password: 'Berceau-bleu-2027',
        passwordConfirmation: 'Berceau-bleu-2027',
      }),
    expected: everyone(page(403)),
  },
  {
    route: 'GET /login',
    spec: '[S2.29] [S2.30]',
    request: () => get('/login?redirect=/list'),
    // Anonymous visitors go to the provider; a signed-in user straight to the destination.
    expected: {
      anonymous: {
        status: 302,
        code: null,
        check: ({ headers }) => expect(String(headers.location)).toMatch(/\/oidc\/auth\?/),
      },
      otherParent: { status: 302, code: null, check: expectLocation('/list') },
      owner: { status: 302, code: null, check: expectLocation('/list') },
      seller: { status: 302, code: null, check: expectLocation('/list') },
      accountant: { status: 302, code: null, check: expectLocation('/list') },
    },
  },
  {
    route: 'GET /oauth_callback',
    spec: '[S2.22]',
    request: () => get('/oauth_callback?code=inventé&state=inventé'),
    // No login state cookie: no session is opened for a callback this browser did not start.
    expected: everyone(page(400)),
  },
  {
    route: 'GET /logout',
    spec: '[S7.48]',
    request: () => ({ method: 'GET', url: '/logout', freshSession: true }),
    expected: everyone(page(302)),
  },
  {
    route: 'GET /logged-out',
    spec: '[S7.48]',
    request: () => get('/logged-out'),
    expected: everyone(page(200)),
  },

  // API: version, session renewal.
  {
    route: 'GET /api/ldn/public/v1/getVersion',
    spec: '[S7.29]',
    request: () => get('/api/ldn/public/v1/getVersion'),
    expected: everyone(200),
  },
  {
    route: 'POST /api/user/getCodeToken',
    spec: '[S7.1]',
    request: () => formPost('/api/user/getCodeToken', ''),
    expected: ownerAndStaff({ status: 401, code: 'SESSION_ENDED' }, 200, 200),
  },

  // API: the user section. A customer acts on his own account only; staff on customers' accounts.
  {
    route: 'GET /api/naoscommercewebservices_aufr/v2/aufr/users/:email',
    spec: '[S7.2] [S4.10]',
    request: (walk) => get(`/api/naoscommercewebservices_aufr/v2/aufr/users/${walk.owner.uid}`),
    expected: ownerAndStaff(401, 403, 200),
  },
  {
    route: 'PATCH /api/naoscommercewebservices_aufr/v2/aufr/users/:email',
    spec: '[S7.3] [S5.17]',
    // The owner's own values: the call succeeds without changing what other cases read.
    request: (walk) =>
      call('PATCH', `/api/naoscommercewebservices_aufr/v2/aufr/users/${walk.owner.uid}`, {
        firstName: 'Claire',
        lastName: 'Martin',
        phone: '0612345678',
      }),
    expected: ownerAndStaff(401, 403, 200),
  },
  {
    route: 'POST /api/naoscommercewebservices_aufr/v2/aufr/users',
    spec: '[S7.4] [S5.13] [S1.4]',
    request: (walk) =>
      call('POST', '/api/naoscommercewebservices_aufr/v2/aufr/users', {
        titleCode: 'mrs',
        firstName: 'Agathe',
        lastName: 'Parcours',
        uid: walk.freshEmail(),
        phone: '0611223344',
      }),
    expected: { anonymous: 401, otherParent: 403, owner: 403, seller: 201, accountant: 201 },
  },
  {
    route: 'PATCH /api/naoscommercewebservices_aufr/v2/aufr/users/:uid/country',
    spec: '[S7.5] [S5.12]',
    request: (walk) =>
      call('PATCH', `/api/naoscommercewebservices_aufr/v2/aufr/users/${walk.owner.uid}/country`, {
        naosCountry: 'FR',
      }),
    expected: ownerAndStaff(401, 403, 200),
  },
  {
    route: 'GET /api/user/country',
    spec: '[S7.6] [S9.11]',
    request: () => get('/api/user/country'),
    expected: ownerAndStaff(401, 200, 200),
  },
  {
    route: 'POST /api/user/country',
    spec: '[S7.6] [S4.11]',
    // Each persona saves his own country, FR as it already is.
    request: () => call('POST', '/api/user/country?isoCode=FR'),
    expected: ownerAndStaff(401, 200, 200),
  },
  {
    route: 'GET /api/ldn/v1/getUserProfil/',
    spec: '[S7.9] [S3.1]',
    request: () => get('/api/ldn/v1/getUserProfil/'),
    // Anonymous visitors are told they are logged out rather than refused (no refresh loop).
    expected: {
      anonymous: { status: 200, check: ({ body }) => expect(body).toEqual({ logged: false }) },
      otherParent: {
        status: 200,
        check: ({ body }) => expect(body).toMatchObject({ logged: true }),
      },
      owner: {
        status: 200,
        check: ({ body }, _persona, walk) =>
          expect(body).toMatchObject({ logged: true, pk: walk.owner.pk, isStaff: false }),
      },
      seller: { status: 200, check: ({ body }) => expect(body).toMatchObject({ isStaff: true }) },
      accountant: {
        status: 200,
        check: ({ body }) => expect(body).toMatchObject({ isStaff: true }),
      },
    },
  },
  {
    route: 'POST /api/ldn/v1/createOrUpdateAccount/',
    spec: '[S7.10] [S2.45] [S6.4]',
    // The owner's settings, unchanged: another parent may not save them, staff have no Parameters.
    request: (walk) =>
      call('POST', '/api/ldn/v1/createOrUpdateAccount/', {
        userPk: walk.owner.pk,
        notificationFrequency: 'DAILY',
      }),
    expected: { anonymous: 401, otherParent: 403, owner: 200, seller: 403, accountant: 403 },
  },
  // The account's own security (ASVS V6.2.2, V6.2.3, V7.4.3, V7.5.2): every signed-in persona
  // acts on his own account only; staff may too, they only have no Parameters screen [S6.4].
  {
    route: 'POST /api/user/password',
    spec: '[S2.45]',
    variant: 'a wrong current password',
    // A wrong current password reaches the handler without changing the seeded passwords.
    request: () =>
      call('POST', '/api/user/password', {
        currentPassword: 'Pas-le-mot-de-passe-1',
        newPassword: 'Doudou-Lapin-Gris-7',
        endOtherSessions: false,
      }),
    expected: ownerAndStaff(401, WRONG_PASSWORD, WRONG_PASSWORD),
  },
  {
    route: 'GET /api/user/sessions',
    spec: '[S2.45]',
    request: () => get('/api/user/sessions'),
    expected: ownerAndStaff(401, OWN_SESSIONS, OWN_SESSIONS),
  },
  {
    route: 'DELETE /api/user/sessions/:id',
    spec: '[S2.45]',
    variant: "another session of the owner's",
    // Only the owner may end the owner's session; for anyone else it does not exist.
    request: async (walk) =>
      call('DELETE', `/api/user/sessions/${await freshSessionId(walk, walk.owner.uid)}`),
    expected: {
      anonymous: 401,
      otherParent: { status: 404, code: 'SESSION_NOT_FOUND' },
      owner: 204,
      seller: { status: 404, code: 'SESSION_NOT_FOUND' },
      accountant: { status: 404, code: 'SESSION_NOT_FOUND' },
    },
  },
  {
    route: 'POST /api/user/sessions/end-others',
    spec: '[S2.45]',
    // Each persona's own other sessions; the session of the call stays (checked by the next calls).
    request: () => call('POST', '/api/user/sessions/end-others'),
    expected: ownerAndStaff(401, 204, 204),
  },
  {
    route: 'GET /api/ldn/v1/getCurrentUserProfilFromHybris/:id',
    spec: '[S7.11]',
    request: (walk) => get(`/api/ldn/v1/getCurrentUserProfilFromHybris/${walk.owner.pk}`),
    expected: ownerAndStaff(401, 403, 200),
  },

  // API: lists that are not one list.
  {
    route: 'POST /api/ldn/v1/createList/:company',
    spec: '[S7.12] [S5.12]',
    // A customer creates his own list; staff create lists for customers (createListForOwner).
    request: (walk) =>
      call('POST', `/api/ldn/v1/createList/${walk.company}`, {
        title: 'Une liste du parcours',
        contactStoreCode: walk.sellerStore,
      }),
    expected: {
      anonymous: 401,
      otherParent: {
        status: 201,
        check: ({ body }) => expect(body).toMatchObject({ isOwner: true }),
      },
      owner: { status: 201, check: ({ body }) => expect(body).toMatchObject({ isOwner: true }) },
      seller: 403,
      accountant: 403,
    },
  },
  {
    route: 'POST /api/ldn/v1/createListForOwner/:company/:ownerPk',
    spec: '[S7.12] [S4.10] [S1.4]',
    request: (walk) =>
      call('POST', `/api/ldn/v1/createListForOwner/${walk.company}/${walk.owner.pk}`, {
        title: 'Une liste créée en magasin',
        contactStoreCode: walk.sellerStore,
      }),
    expected: { anonymous: 401, otherParent: 403, owner: 403, seller: 201, accountant: 201 },
  },
  {
    route: 'GET /api/ldn/public/v1/searchLists/:company/:text',
    spec: '[S7.15] [S2.46] [S4.1]',
    // The owner's e-mail finds his Validée list, never his draft.
    request: (walk) =>
      get(`/api/ldn/public/v1/searchLists/${walk.company}/${encodeURIComponent(walk.owner.uid)}`),
    expected: {
      anonymous: { status: 200, check: ({ body }, _p, walk) => checkSearch(body, walk) },
      otherParent: { status: 200, check: ({ body }, _p, walk) => checkSearch(body, walk) },
      owner: { status: 200, check: ({ body }, _p, walk) => checkSearch(body, walk) },
      seller: { status: 200, check: ({ body }, _p, walk) => checkSearch(body, walk) },
      accountant: { status: 200, check: ({ body }, _p, walk) => checkSearch(body, walk) },
    },
  },
  {
    route: 'GET /api/ldn/v1/getListsByHybrisId/:company',
    spec: '[S7.23]',
    // Always the signed-in user's own lists (staff have none).
    request: (walk) => get(`/api/ldn/v1/getListsByHybrisId/${walk.company}`),
    expected: {
      anonymous: 401,
      otherParent: {
        status: 200,
        check: ({ body }, _p, walk) =>
          expect(listIds(body)).not.toContain(walk.readable.VALIDATED.listId),
      },
      owner: {
        status: 200,
        check: ({ body }, _p, walk) => expect(listIds(body)).toContain(walk.readable.DRAFT.listId),
      },
      seller: { status: 200, check: ({ body }) => expect(listIds(body)).toEqual([]) },
      accountant: { status: 200, check: ({ body }) => expect(listIds(body)).toEqual([]) },
    },
    // The co-parent finds the lists he manages among his own, the draft too.
    coParent: {
      status: 200,
      check: ({ body }, _p, walk) =>
        expect(listIds(body)).toEqual(
          expect.arrayContaining([walk.readable.VALIDATED.listId, walk.readable.DRAFT.listId]),
        ),
    },
  },
  {
    route: 'GET /api/ldn/public/v1/getListsByOwnerId/:company/:ownerPk',
    spec: '[S7.28] [S1.4]',
    request: (walk) => get(`/api/ldn/public/v1/getListsByOwnerId/${walk.company}/${walk.owner.pk}`),
    expected: ownerAndStaff(401, 403, 200),
  },

  // API: catalogue and stores.
  {
    route: 'GET /api/ldn/public/v1/getProductByCompanyAndCodeAx/:company/:codeAx',
    spec: '[S7.25] [S2.12]',
    request: (walk) =>
      get(`/api/ldn/public/v1/getProductByCompanyAndCodeAx/${walk.company}/${walk.addableProduct}`),
    expected: everyone(200),
  },
  {
    route: 'GET /api/ldn/public/v1/getRootCategories',
    spec: '[S7.29] [S3.8]',
    request: () => get('/api/ldn/public/v1/getRootCategories'),
    expected: everyone(200),
  },
  {
    route: 'GET /api/shopinfo/public/v2/internal/storeCode/:company',
    spec: '[S7.45] [S2.13]',
    // "Empty string on failure": only staff have a store.
    request: (walk) => get(`/api/shopinfo/public/v2/internal/storeCode/${walk.company}`),
    expected: {
      anonymous: { status: 200, check: ({ body }) => expect(body).toEqual({ store_code: '' }) },
      otherParent: { status: 200, check: ({ body }) => expect(body).toEqual({ store_code: '' }) },
      owner: { status: 200, check: ({ body }) => expect(body).toEqual({ store_code: '' }) },
      seller: {
        status: 200,
        check: ({ body }, _p, walk) => expect(body).toEqual({ store_code: walk.sellerStore }),
      },
      accountant: {
        status: 200,
        check: ({ body }, _p, walk) => expect(body).toEqual({ store_code: walk.accountantStore }),
      },
    },
  },
  {
    route: 'GET /api/ldn/public/v1/getStoreByCompanyAndStoreCode/:company/:storeCode',
    spec: '[S7.46]',
    request: (walk) =>
      get(`/api/ldn/public/v1/getStoreByCompanyAndStoreCode/${walk.company}/${walk.sellerStore}`),
    expected: everyone(200),
  },
  {
    route: 'GET /api/ldn/v1/getClosestStoresByPostalCode/:postalCode',
    spec: '[S7.47]',
    request: () => get('/api/ldn/v1/getClosestStoresByPostalCode/75002'),
    expected: ownerAndStaff(401, 200, 200),
  },
  {
    route: 'GET /api/ldn/public/v1/isStoreLivMagEligible/:company/:storeCode',
    spec: '[S7.40]',
    request: (walk) =>
      get(`/api/ldn/public/v1/isStoreLivMagEligible/${walk.company}/${walk.sellerStore}`),
    expected: everyone(200),
  },
  {
    route: 'POST /api/ldn/public/v1/isCartLivMagAvailable',
    spec: '[S7.41]',
    request: (walk) =>
      call('POST', '/api/ldn/public/v1/isCartLivMagAvailable', [walk.addableProduct]),
    expected: everyone(200),
  },
];

// --- the routes about one list, in each state of a list ---------------------------------------------

/**
 * Every route that names a list, walked on a list of the owner in `state` [S4.1]. Reads look at
 * the seed's lists (the owner's Validée `demo00parent` and draft `demo00draft`) or a closed list of
 * the owner; changes each get a fresh list of the owner.
 */
function listRoutes(state: ListState): WalkEntry[] {
  const read = (walk: Walk) => walk.readable[state];
  return [
    {
      route: 'POST /api/ldn/public/v1/getItemsOfListByIdAndCompanyAndCriterias/:company/:listId',
      spec: '[S7.14] [S2.3]',
      request: (walk) =>
        call(
          'POST',
          `/api/ldn/public/v1/getItemsOfListByIdAndCompanyAndCriterias/${walk.company}/${read(walk).listId}`,
          {},
        ),
      expected: {
        VALIDATED: everyone({ status: 200, check: checkListView }),
        DRAFT: ownerAndStaff(DRAFT_HIDDEN, DRAFT_HIDDEN, { status: 200, check: checkListView }),
        CLOSED: everyone({ status: 200, check: checkListView }),
      }[state],
    },
    {
      route: 'GET /api/ldn/public/v1/getCategoriesByListId/:listId',
      spec: '[S7.27] [S3.8]',
      request: (walk) => get(`/api/ldn/public/v1/getCategoriesByListId/${read(walk).listId}`),
      expected: {
        VALIDATED: everyone(200),
        DRAFT: ownerAndStaff(DRAFT_HIDDEN, DRAFT_HIDDEN, 200),
        CLOSED: everyone(200),
      }[state],
    },
    {
      // The live channel; the walk's client accepts no event stream, so it gets the first event.
      route: 'GET /api/ldn/public/v1/getListEventsByCompanyAndListId/:company/:listId',
      spec: '[S2.3] [S4.1]',
      request: (walk) =>
        get(
          `/api/ldn/public/v1/getListEventsByCompanyAndListId/${walk.company}/${read(walk).listId}`,
        ),
      expected: {
        VALIDATED: everyone(200),
        DRAFT: ownerAndStaff(DRAFT_HIDDEN, DRAFT_HIDDEN, 200),
        CLOSED: everyone(200),
      }[state],
    },
    {
      route: 'GET /api/ldn/public/v1/getItemByCompanyAndCodeAxAndListId/:company/:codeAx/:listId',
      spec: '[S7.24] [S3.7]',
      request: (walk) =>
        get(
          `/api/ldn/public/v1/getItemByCompanyAndCodeAxAndListId/${walk.company}/${read(walk).visibleItem}/${read(walk).listId}`,
        ),
      expected: {
        VALIDATED: everyone(200),
        DRAFT: ownerAndStaff(DRAFT_HIDDEN, DRAFT_HIDDEN, 200),
        CLOSED: everyone(200),
      }[state],
    },
    {
      route: 'DELETE /api/ldn/v1/removeListByListId/:company/:listId',
      spec: '[S7.13]',
      request: async (walk) =>
        call(
          'DELETE',
          `/api/ldn/v1/removeListByListId/${walk.company}/${(await walk.freshList(state)).listId}`,
        ),
      expected: {
        VALIDATED: ownerAndStaff(401, 403, 204),
        DRAFT: ownerAndStaff(401, DRAFT_HIDDEN, 204),
        CLOSED: ownerAndStaff(401, 403, LIST_CLOSED),
      }[state],
      // The list is its holder's: the co-parent manages it, does not remove it.
      coParent: HOLDER_ONLY,
    },
    {
      route: 'PUT /api/ldn/v1/updateListByCompanyAndListId/:company/:listId',
      spec: '[S7.17] [S2.38]',
      request: async (walk) =>
        call(
          'PUT',
          `/api/ldn/v1/updateListByCompanyAndListId/${walk.company}/${(await walk.freshList(state)).listId}`,
          { welcomeMessage: 'Merci à tous pour votre générosité !' },
        ),
      expected: {
        VALIDATED: ownerAndStaff(401, 403, 200),
        DRAFT: ownerAndStaff(401, DRAFT_HIDDEN, 200),
        CLOSED: ownerAndStaff(401, 403, LIST_CLOSED),
      }[state],
    },
    {
      route: 'PATCH /api/ldn/v1/updateListByCompanyAndListIdWithStoreDatas/:company/:listId',
      spec: '[S7.18]',
      request: async (walk) =>
        call(
          'PATCH',
          `/api/ldn/v1/updateListByCompanyAndListIdWithStoreDatas/${walk.company}/${(await walk.freshList(state)).listId}`,
          { isPickupStoreAllowed: true, contactStoreCode: walk.accountantStore },
        ),
      expected: {
        VALIDATED: ownerAndStaff(401, 403, 200),
        DRAFT: ownerAndStaff(401, DRAFT_HIDDEN, 200),
        CLOSED: ownerAndStaff(401, 403, LIST_CLOSED),
      }[state],
    },
    {
      route: 'GET /api/ldn/v1/closeList/:company/:listId',
      spec: '[S7.19] [S4.1]',
      request: async (walk) =>
        get(`/api/ldn/v1/closeList/${walk.company}/${(await walk.freshList(state)).listId}`),
      // A draft has nothing to close; closing a closed list again answers it unchanged.
      expected: {
        VALIDATED: ownerAndStaff(401, 403, 200),
        DRAFT: ownerAndStaff(401, DRAFT_HIDDEN, { status: 409, code: 'LIST_NOT_PUBLISHED' }),
        CLOSED: ownerAndStaff(401, 403, 200),
      }[state],
    },
    {
      route: 'POST /api/ldn/v1/shareListByEmail/:company/:listId',
      spec: '[S2.40] [S2.5]',
      // Staff act for the owner, as everywhere in the lists API; only a published list is shared.
      request: async (walk) =>
        call(
          'POST',
          `/api/ldn/v1/shareListByEmail/${walk.company}/${(await walk.freshList(state)).listId}`,
          { recipients: ['mamie@example.fr'], message: 'Voici notre liste !' },
        ),
      expected: {
        VALIDATED: {
          anonymous: 401,
          otherParent: 403,
          owner: {
            status: 202,
            check: ({ body }: WalkAnswer) => expect(body).toEqual({ queued: 1 }),
          },
          seller: 202,
          accountant: 202,
        },
        DRAFT: ownerAndStaff(401, DRAFT_HIDDEN, { status: 409, code: 'LIST_NOT_PUBLISHED' }),
        CLOSED: ownerAndStaff(401, 403, LIST_CLOSED),
      }[state],
    },
    {
      route: 'PATCH /api/ldn/public/v1/addListToCustomerAccount/:listId/:ownerPk',
      spec: '[S7.28] [S1.4]',
      // The owner's list moved to the other parent: staff only, whatever the list's state, but a
      // closed list stays where it is.
      request: async (walk) =>
        call(
          'PATCH',
          `/api/ldn/public/v1/addListToCustomerAccount/${(await walk.freshList(state)).listId}/${walk.otherParent.pk}`,
        ),
      expected: {
        VALIDATED: { anonymous: 401, otherParent: 403, owner: 403, seller: 200, accountant: 200 },
        DRAFT: { anonymous: 401, otherParent: 403, owner: 403, seller: 200, accountant: 200 },
        CLOSED: {
          anonymous: 401,
          otherParent: 403,
          owner: 403,
          seller: LIST_CLOSED,
          accountant: LIST_CLOSED,
        },
      }[state],
    },
    {
      route: 'PATCH /api/ldn/public/v1/updateGiftDelivered/:company/:listId',
      spec: '[S7.26] [S4.1]',
      // "Gift delivered can be toggled after confirmation": also once the list is closed.
      request: async (walk) =>
        call(
          'PATCH',
          `/api/ldn/public/v1/updateGiftDelivered/${walk.company}/${(await walk.freshList(state)).listId}`,
          { isGiftDelivered: true },
        ),
      expected: {
        // Only once the list is closed: returns and thanks follow the closing.
        VALIDATED: ownerAndStaff(401, 403, NOT_CLOSED),
        DRAFT: ownerAndStaff(401, DRAFT_HIDDEN, NOT_CLOSED),
        CLOSED: ownerAndStaff(401, 403, 200),
      }[state],
    },
    {
      route: 'POST /api/ldn/v1/addItemToListByCompanyAndListId/:company/:listId',
      spec: '[S7.20] [S4.11]',
      request: async (walk) =>
        call(
          'POST',
          `/api/ldn/v1/addItemToListByCompanyAndListId/${walk.company}/${(await walk.freshList(state)).listId}`,
          { company: walk.company, productReference: walk.addableProduct, quantity: 1 },
        ),
      expected: {
        VALIDATED: ownerAndStaff(401, 403, 201),
        DRAFT: ownerAndStaff(401, DRAFT_HIDDEN, 201),
        CLOSED: ownerAndStaff(401, 403, LIST_CLOSED),
      }[state],
    },
    {
      route: 'POST /api/ldn/v1/addItemToListByReferenceAndCompanyAndListId/:company/:listId',
      spec: '[S7.21] [S4.11]',
      request: async (walk) =>
        call(
          'POST',
          `/api/ldn/v1/addItemToListByReferenceAndCompanyAndListId/${walk.company}/${(await walk.freshList(state)).listId}`,
          { reference: walk.addableProduct },
        ),
      expected: {
        VALIDATED: ownerAndStaff(401, 403, 201),
        DRAFT: ownerAndStaff(401, DRAFT_HIDDEN, 201),
        CLOSED: ownerAndStaff(401, 403, LIST_CLOSED),
      }[state],
    },
    {
      route: 'PATCH /api/ldn/v1/updateItemByCompanyAndCodeAxAndListId/:company/:listId/:codeAx',
      spec: '[S7.22] [S5.4]',
      request: async (walk) => {
        const list = await walk.freshList(state);
        return {
          method: 'PATCH',
          url: `/api/ldn/v1/updateItemByCompanyAndCodeAxAndListId/${walk.company}/${list.listId}/${list.codeAx}`,
          payload: { message: 'En bleu si possible.', priority: true },
        };
      },
      expected: {
        VALIDATED: ownerAndStaff(401, 403, 200),
        DRAFT: ownerAndStaff(401, DRAFT_HIDDEN, 200),
        CLOSED: ownerAndStaff(401, 403, LIST_CLOSED),
      }[state],
    },
    {
      // Received elsewhere is the family's word: staff, who otherwise act for the owner, may not.
      route:
        'PATCH /api/ldn/v1/updateReceivedElsewhereByCompanyAndCodeAxAndListId/:company/:listId/:codeAx',
      spec: '[S3.7] [S6.3]',
      request: async (walk) => {
        const list = await walk.freshList(state);
        return call(
          'PATCH',
          `/api/ldn/v1/updateReceivedElsewhereByCompanyAndCodeAxAndListId/${walk.company}/${list.listId}/${list.codeAx}`,
          { quantity: 1 },
        );
      },
      expected: {
        VALIDATED: { ...ownerAndStaff(401, 403, 200), seller: 403, accountant: 403 },
        DRAFT: { ...ownerAndStaff(401, DRAFT_HIDDEN, 200), seller: 403, accountant: 403 },
        CLOSED: { ...ownerAndStaff(401, 403, LIST_CLOSED), seller: 403, accountant: 403 },
      }[state],
    },
    {
      // A group gift is the owner's to make or undo (staff for him); undoing it on an ordinary
      // item is a no-op, so the answer does not hang on the item's price.
      route:
        'PATCH /api/ldn/v1/updateGroupGiftByCompanyAndCodeAxAndListId/:company/:listId/:codeAx',
      spec: '[S3.7] [S6.3]',
      request: async (walk) => {
        const list = await walk.freshList(state);
        return call(
          'PATCH',
          `/api/ldn/v1/updateGroupGiftByCompanyAndCodeAxAndListId/${walk.company}/${list.listId}/${list.codeAx}`,
          { isGroupGift: false },
        );
      },
      expected: {
        VALIDATED: ownerAndStaff(401, 403, 200),
        DRAFT: ownerAndStaff(401, DRAFT_HIDDEN, 200),
        CLOSED: ownerAndStaff(401, 403, LIST_CLOSED),
      }[state],
    },
    {
      route: 'DELETE /api/ldn/v1/removeItemByItemAxIdAndListId/:company/:listId/:codeAx',
      spec: '[S7.16] [S4.2]',
      request: async (walk) => {
        const list = await walk.freshList(state);
        return {
          method: 'DELETE',
          url: `/api/ldn/v1/removeItemByItemAxIdAndListId/${walk.company}/${list.listId}/${list.codeAx}`,
        };
      },
      expected: {
        VALIDATED: ownerAndStaff(401, 403, 204),
        DRAFT: ownerAndStaff(401, DRAFT_HIDDEN, 204),
        CLOSED: ownerAndStaff(401, 403, LIST_CLOSED),
      }[state],
    },

    // The co-parent (docs/decisions.md "Co-parent"): whoever has the owner's rights sees who it
    // is; inviting and revoking are the holder's (or staff's for him).
    {
      route: 'GET /api/ldn/v1/getCoParentByListId/:company/:listId',
      spec: '[S3.4] [S6.3]',
      request: (walk) =>
        get(`/api/ldn/v1/getCoParentByListId/${walk.company}/${read(walk).listId}`),
      expected: {
        VALIDATED: ownerAndStaff(401, 403, 200),
        DRAFT: ownerAndStaff(401, DRAFT_HIDDEN, 200),
        CLOSED: ownerAndStaff(401, 403, 200),
      }[state],
    },
    {
      route: 'POST /api/ldn/v1/inviteCoParent/:company/:listId',
      spec: '[S3.4] [S6.3] [S5.8]',
      // The holder invites on a list without co-parent; the co-parents are asked on their list.
      request: async (walk, persona) =>
        call(
          'POST',
          `/api/ldn/v1/inviteCoParent/${walk.company}/${(await walk.freshList(state, { coParents: isCoParentPersona(persona) })).listId}`,
          { email: 'coparent@example.fr' },
        ),
      expected: {
        VALIDATED: ownerAndStaff(401, 403, 201),
        DRAFT: ownerAndStaff(401, DRAFT_HIDDEN, 201),
        CLOSED: ownerAndStaff(401, 403, LIST_CLOSED),
      }[state],
      coParent: HOLDER_ONLY,
    },
    {
      route: 'DELETE /api/ldn/v1/removeCoParentByListId/:company/:listId',
      spec: '[S3.4] [S6.3]',
      request: async (walk) =>
        call(
          'DELETE',
          `/api/ldn/v1/removeCoParentByListId/${walk.company}/${(await walk.freshList(state)).listId}`,
        ),
      // Withdrawing an access is allowed whatever the list's state.
      expected: {
        VALIDATED: ownerAndStaff(401, 403, 200),
        DRAFT: ownerAndStaff(401, DRAFT_HIDDEN, 200),
        CLOSED: ownerAndStaff(401, 403, 200),
      }[state],
      coParent: HOLDER_ONLY,
    },
  ];
}

const isCoParentPersona = (persona: Persona): boolean =>
  persona === 'coParent' || persona === 'invitedCoParent' || persona === 'revokedCoParent';

/**
 * Accepting a co-parent's invitation (addressed to `coparent@example.fr`, on a fresh list): the
 * invited customer only; the holder has the list already; staff never accept.
 */
const ACCEPT_INVITATION: WalkEntry = {
  route: 'POST /api/ldn/v1/acceptCoParentInvitation',
  spec: '[S3.4] [S6.3] [S5.12]',
  request: async (walk) =>
    call('POST', '/api/ldn/v1/acceptCoParentInvitation', { token: await walk.freshInvitation() }),
  expected: {
    anonymous: 401,
    otherParent: { status: 403, code: 'INVITATION_OTHER_ACCOUNT' },
    owner: { status: 409, code: 'CO_PARENT_IS_HOLDER' },
    seller: 403,
    accountant: 403,
  },
  coParent: 200,
};

/** [S3.7] A private item is for the owner and staff only. */
const PRIVATE_ITEM: WalkEntry = {
  route: 'GET /api/ldn/public/v1/getItemByCompanyAndCodeAxAndListId/:company/:codeAx/:listId',
  spec: '[S7.24] [S3.7]',
  variant: 'private item',
  request: (walk) =>
    get(
      `/api/ldn/public/v1/getItemByCompanyAndCodeAxAndListId/${walk.company}/${walk.hiddenItem}/${walk.readable.VALIDATED.listId}`,
    ),
  expected: ownerAndStaff(
    { status: 404, code: 'ITEM_NOT_FOUND' },
    { status: 404, code: 'ITEM_NOT_FOUND' },
    200,
  ),
};

/**
 * [S7.19] closeList is a GET: a link on another site must not close the list of whoever follows
 * it (the session cookie is SameSite=Lax, sent on such a navigation).
 */
const CLOSE_FROM_ANOTHER_SITE: WalkEntry = {
  route: 'GET /api/ldn/v1/closeList/:company/:listId',
  spec: '[S7.19] [S4.1]',
  variant: 'a link followed from another site',
  request: async (walk) => ({
    method: 'GET',
    url: `/api/ldn/v1/closeList/${walk.company}/${(await walk.freshList('VALIDATED')).listId}`,
    headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
  }),
  expected: ownerAndStaff(
    401,
    { status: 403, code: 'CROSS_SITE_REQUEST' },
    { status: 403, code: 'CROSS_SITE_REQUEST' },
  ),
};

// --- the money routes: cart, checkout, activity, wallet, returns, thanks ------------------

/** [S3.11] A cart of `persona` holding one unit of a fresh list's item (signed-in personas only). */
async function cartOf(walk: Walk, persona: Persona): Promise<FreshList> {
  const list = await walk.freshList('VALIDATED');
  await walk.send(persona, {
    method: 'POST',
    url: '/api/user/cart/entries',
    payload: { ldnId: list.listId, code: list.codeAx, quantity: 1 },
  });
  return list;
}

/** A PENDING payment of an anonymous relative on a fresh list. */
async function pendingPayment(walk: Walk): Promise<{ paymentId: string; listId: string }> {
  const list = await walk.freshList('VALIDATED');
  const answer = await walk.send('anonymous', {
    method: 'POST',
    url: '/api/ldn/create-contribution',
    payload: { ldnId: list.listId, entries: [{ code: list.codeAx, quantity: 1 }] },
  });
  return { paymentId: (answer.body as { paymentId: string }).paymentId, listId: list.listId };
}

/** A recorded contribution (one item, 20 € to the wallet) on a fresh list of the owner. */
async function contributionOnFreshList(walk: Walk) {
  const list = await walk.freshList('VALIDATED');
  return recordedContribution(
    walk.database,
    list.listId,
    [{ code: list.codeAx, quantity: 2 }],
    2_000,
  );
}

const EVERYONE = everyone(200);
/** [S2.41] [S6.3] [S6.4] The activity and the wallet: the owner and staff. */
const OWNER_OR_STAFF = ownerAndStaff(401, 403, 200);
/** [S4.8] Refunds are for store staff. */
const STAFF_ONLY = { anonymous: 401, otherParent: 403, owner: 403, seller: 200, accountant: 200 };
const GOOD_CARD_FORM = 'cardNumber=4242+4242+4242+4242&expiry=12%2F39&cvc=123&holder=Walk';

const MONEY_ROUTES: readonly WalkEntry[] = [
  {
    route: 'GET /api/user/cart',
    spec: '[S7.7] [S3.11]',
    request: () => get('/api/user/cart'),
    expected: EVERYONE,
  },
  {
    route: 'POST /api/user/cart/entries',
    spec: '[S3.11] [S6.2]',
    request: async (walk) => {
      const list = await walk.freshList('VALIDATED');
      return {
        method: 'POST',
        url: '/api/user/cart/entries',
        payload: { ldnId: list.listId, code: list.codeAx, quantity: 1 },
      };
    },
    expected: EVERYONE,
  },
  {
    route: 'PATCH /api/user/cart/entries/:code',
    spec: '[S3.11] [S5.5]',
    // The walk's anonymous visitor keeps no cookie: he has no cart to change.
    request: async (walk, persona) => {
      const list =
        persona === 'anonymous' ? await walk.freshList('VALIDATED') : await cartOf(walk, persona);
      return {
        method: 'PATCH',
        url: `/api/user/cart/entries/${list.codeAx}`,
        payload: { quantity: 2 },
      };
    },
    expected: { ...EVERYONE, anonymous: { status: 409, code: 'CART_EMPTY' } },
  },
  {
    route: 'DELETE /api/user/cart/entries/:code',
    spec: '[S3.11]',
    request: async (walk, persona) => {
      const list =
        persona === 'anonymous' ? await walk.freshList('VALIDATED') : await cartOf(walk, persona);
      return { method: 'DELETE', url: `/api/user/cart/entries/${list.codeAx}` };
    },
    expected: EVERYONE,
  },
  {
    route: 'PATCH /api/user/cart',
    spec: '[S3.11] [S5.8]',
    request: async (walk, persona) => {
      if (persona !== 'anonymous') await cartOf(walk, persona);
      return {
        method: 'PATCH',
        url: '/api/user/cart',
        payload: { contributorName: 'Mamie', contributorEmail: 'mamie@example.fr' },
      };
    },
    expected: { ...EVERYONE, anonymous: { status: 409, code: 'CART_EMPTY' } },
  },
  {
    route: 'DELETE /api/user/cart',
    spec: '[S4.3]',
    request: () => call('DELETE', '/api/user/cart'),
    expected: everyone(204),
  },
  {
    route: 'POST /api/ldn/create-contribution',
    spec: '[S7.8] [S6.2]',
    request: async (walk) =>
      call('POST', '/api/ldn/create-contribution', {
        ldnId: (await walk.freshList('VALIDATED')).listId,
        contributionAmount: 1_000,
      }),
    expected: everyone(201),
  },
  {
    route: 'GET /api/ldn/public/v1/getPaymentStatus/:paymentId',
    spec: '[S4.3]',
    request: async (walk) =>
      get(`/api/ldn/public/v1/getPaymentStatus/${(await pendingPayment(walk)).paymentId}`),
    expected: EVERYONE,
  },
  {
    route: 'GET /paiement/:paymentId',
    spec: '[S4.3]',
    request: async (walk) => get(`/paiement/${(await pendingPayment(walk)).paymentId}`),
    expected: everyone(page(200)),
  },
  {
    route: 'POST /paiement/:paymentId',
    spec: '[S4.3]',
    // The unguessable payment id is the capability of the form post (no header on a form).
    xsrfExempt: true,
    request: async (walk) =>
      formPost(`/paiement/${(await pendingPayment(walk)).paymentId}`, GOOD_CARD_FORM),
    expected: everyone(page(303)),
  },
  {
    route: 'POST /paiement/:paymentId/annulation',
    spec: '[S4.3]',
    xsrfExempt: true,
    request: async (walk) =>
      formPost(`/paiement/${(await pendingPayment(walk)).paymentId}/annulation`, ''),
    expected: everyone(page(303)),
  },
  {
    route: 'POST /api/ldn/v1/getHistoricsByCompanyAndListIdAndCriterias/:company/:listId',
    spec: '[S7.32] [S2.41]',
    request: (walk) =>
      call(
        'POST',
        `/api/ldn/v1/getHistoricsByCompanyAndListIdAndCriterias/${walk.company}/${walk.readable.VALIDATED.listId}`,
        { filtersBy: [] },
      ),
    expected: OWNER_OR_STAFF,
  },
  {
    route: 'GET /api/ldn/v1/getWalletHistoricsByListId/:listId',
    spec: '[S7.35] [S2.42]',
    request: (walk) =>
      get(`/api/ldn/v1/getWalletHistoricsByListId/${walk.readable.VALIDATED.listId}`),
    expected: OWNER_OR_STAFF,
  },
  {
    route: 'POST /api/ldn/v1/returnProduct',
    spec: '[S7.33] [S5.3]',
    request: async (walk) =>
      call('POST', '/api/ldn/v1/returnProduct', {
        id: (await contributionOnFreshList(walk)).entryIds[0],
        quantity: 1,
      }),
    expected: OWNER_OR_STAFF,
  },
  {
    route: 'POST /api/ldn/v1/cancelReturnProduct',
    spec: '[S7.33] [S5.3]',
    request: async (walk) => {
      const entryId = (await contributionOnFreshList(walk)).entryIds[0];
      await walk.send('owner', {
        method: 'POST',
        url: '/api/ldn/v1/returnProduct',
        payload: { id: entryId, quantity: 1 },
      });
      return {
        method: 'POST',
        url: '/api/ldn/v1/cancelReturnProduct',
        payload: { id: entryId, quantity: 1 },
      };
    },
    expected: OWNER_OR_STAFF,
  },
  {
    route: 'GET /api/ldn/v1/getReturnsByContributionEntryId/:id',
    spec: '[S7.34]',
    request: async (walk) =>
      get(
        `/api/ldn/v1/getReturnsByContributionEntryId/${(await contributionOnFreshList(walk)).entryIds[0]}`,
      ),
    expected: OWNER_OR_STAFF,
  },
  {
    route: 'POST /api/ldn/v1/cancelWalletContribution',
    spec: '[S7.36] [S4.8]',
    request: async (walk) =>
      call('POST', '/api/ldn/v1/cancelWalletContribution', {
        id: (await contributionOnFreshList(walk)).id,
      }),
    expected: STAFF_ONLY,
  },
  {
    route: 'POST /api/ldn/v1/cancelContribution',
    spec: '[S4.8]',
    request: async (walk) =>
      call('POST', '/api/ldn/v1/cancelContribution', {
        id: (await contributionOnFreshList(walk)).id,
      }),
    expected: STAFF_ONLY,
  },
  {
    route: 'POST /api/ldn/public/v1/sendThank',
    spec: '[S7.31] [S4.8]',
    request: async (walk) =>
      call('POST', '/api/ldn/public/v1/sendThank', {
        contributionId: (await contributionOnFreshList(walk)).id,
        message: 'Merci !',
      }),
    expected: { anonymous: 401, otherParent: 403, owner: 200, seller: 403, accountant: 403 },
  },
  {
    route: 'GET /api/ldn/v1/getContributionsToThankCountByListId/:listId',
    spec: '[S4.8] [S2.59]',
    request: (walk) =>
      get(`/api/ldn/v1/getContributionsToThankCountByListId/${walk.readable.VALIDATED.listId}`),
    expected: OWNER_OR_STAFF,
  },
  {
    route: 'POST /api/ldn/v1/sendThanksByCompanyAndListId/:company/:listId',
    spec: '[S4.8]',
    request: async (walk) => {
      const list = await walk.freshList('VALIDATED');
      const { id } = await recordedContribution(
        walk.database,
        list.listId,
        [{ code: list.codeAx, quantity: 1 }],
        0,
      );
      return call(
        'POST',
        `/api/ldn/v1/sendThanksByCompanyAndListId/${walk.company}/${list.listId}`,
        {
          contributionIds: [id],
          message: 'Merci !',
        },
      );
    },
    expected: { anonymous: 401, otherParent: 403, owner: 200, seller: 403, accountant: 403 },
  },
];

// --- in-store transactions and the register simulator ----------------------------------------

/** A pending in-store transaction of a fresh list, made by the seller persona. */
async function pendingTransaction(walk: Walk): Promise<{ id: string; gs1Code: string }> {
  const list = await walk.freshList('VALIDATED');
  const answer = await walk.send('seller', {
    method: 'POST',
    url: '/api/ldn/v1/createContributionFromCart',
    payload: {
      ldnId: list.listId,
      company: walk.company,
      isSelfPurchase: false,
      entries: [{ codeAx: list.codeAx, quantity: 1 }],
      isVae: true,
      isCmd: false,
    },
  });
  expect(answer.status).toBe(201);
  return answer.body as { id: string; gs1Code: string };
}

/** The ticket of a transaction, rung up by the store's register (its seller, signed in). */
async function ticketOf(walk: Walk, gs1Code: string): Promise<string> {
  const answer = await walk.send('seller', {
    method: 'POST',
    url: '/dev/pos/tickets',
    payload: { gs1Code },
  });
  expect(answer.status).toBe(201);
  return (answer.body as { ticketNumber: string }).ticketNumber;
}

/** A transaction whose ticket the seller has checked: ready to confirm. */
async function checkedTransaction(walk: Walk): Promise<{ id: string }> {
  const transaction = await pendingTransaction(walk);
  const ticket = await ticketOf(walk, transaction.gs1Code);
  const checked = await walk.send('seller', {
    method: 'PATCH',
    url: `/api/ldn/v1/updateTransactionBarCodeAndRetrieveMissingEntriesByContributionId/${transaction.id}`,
    payload: { company: walk.company, transactionBarcode: ticket },
  });
  expect(checked.status).toBe(200);
  return transaction;
}

/**
 * The register simulator, outside production only: the signed-in staff of the transaction's
 * store (the seller's S001); the accountant's register is S002's, where S001's codes are unknown.
 */
const STORE_REGISTER = {
  anonymous: 401,
  otherParent: 403,
  owner: 403,
  seller: 200,
  accountant: { status: 404, code: 'TRANSACTION_NOT_FOUND' },
} as const;

/** The register page's form token of `persona` (none for those the page refuses). */
async function registerFormToken(walk: Walk, persona: Persona): Promise<string> {
  const answer = await walk.send(persona, { method: 'GET', url: '/dev/pos' });
  const body = typeof answer.body === 'string' ? answer.body : '';
  return /name="formToken" value="([^"]+)"/.exec(body)?.[1] ?? '';
}

const STORE_TRANSACTION_ROUTES: readonly WalkEntry[] = [
  {
    route: 'POST /api/ldn/v1/createContributionFromCart',
    spec: '[S7.42] [S6.5]',
    request: async (walk) => {
      const list = await walk.freshList('VALIDATED');
      return {
        method: 'POST',
        url: '/api/ldn/v1/createContributionFromCart',
        payload: {
          ldnId: list.listId,
          company: walk.company,
          isSelfPurchase: false,
          entries: [{ codeAx: list.codeAx, quantity: 1 }],
          isVae: false,
          isCmd: true,
        },
      };
    },
    expected: { anonymous: 401, otherParent: 403, owner: 403, seller: 201, accountant: 403 },
  },
  {
    route: 'GET /api/ldn/v1/getReservedContributionFromWinshopForStore/:company/:storeCode',
    spec: '[S7.38]',
    request: (walk) =>
      get(
        `/api/ldn/v1/getReservedContributionFromWinshopForStore/${walk.company}/${walk.sellerStore}`,
      ),
    expected: STAFF_ONLY,
  },
  {
    route: 'GET /api/ldn/v1/getReservedContributionById/:id',
    spec: '[S7.39]',
    request: async (walk) =>
      get(`/api/ldn/v1/getReservedContributionById/${(await pendingTransaction(walk)).id}`),
    expected: STAFF_ONLY,
  },
  {
    route:
      'PATCH /api/ldn/v1/updateTransactionBarCodeAndRetrieveMissingEntriesByContributionId/:id',
    spec: '[S7.43] [S5.11]',
    request: async (walk) => {
      const transaction = await pendingTransaction(walk);
      return {
        method: 'PATCH',
        url: `/api/ldn/v1/updateTransactionBarCodeAndRetrieveMissingEntriesByContributionId/${transaction.id}`,
        payload: {
          company: walk.company,
          transactionBarcode: await ticketOf(walk, transaction.gs1Code),
        },
      };
    },
    expected: STAFF_ONLY,
  },
  {
    route: 'POST /api/ldn/v1/hasCheckedMissingEntries/:id',
    spec: '[S7.44] [S4.7]',
    request: async (walk) =>
      call('POST', `/api/ldn/v1/hasCheckedMissingEntries/${(await checkedTransaction(walk)).id}`),
    expected: STAFF_ONLY,
  },
  {
    route: 'DELETE /api/ldn/v1/removeReservedContributionById/:id',
    spec: '[S7.44] [S4.7]',
    request: async (walk) =>
      call(
        'DELETE',
        `/api/ldn/v1/removeReservedContributionById/${(await pendingTransaction(walk)).id}`,
      ),
    expected: STAFF_ONLY,
  },
  {
    route: 'GET /dev/pos',
    spec: '',
    request: (walk) => get(`/dev/pos?store=${walk.sellerStore}`),
    expected: {
      anonymous: page(401),
      otherParent: page(403),
      owner: page(403),
      seller: page(200),
      accountant: page(403),
    },
  },
  {
    route: 'POST /dev/pos/ticket',
    spec: '',
    request: async (walk, persona) =>
      formPost('/dev/pos/ticket', {
        gs1Code: (await pendingTransaction(walk)).gs1Code,
        formToken: await registerFormToken(walk, persona),
      }),
    expected: {
      anonymous: page(401),
      otherParent: page(403),
      owner: page(403),
      seller: page(201),
      accountant: { status: 404, code: 'UNKNOWN_GS1_CODE' },
    },
    // The form carries its own token, bound to the session (checked by the route).
    xsrfExempt: true,
  },
  {
    route: 'POST /dev/pos/tickets',
    spec: '',
    request: async (walk) =>
      call('POST', '/dev/pos/tickets', { gs1Code: (await pendingTransaction(walk)).gs1Code }),
    expected: {
      anonymous: 401,
      otherParent: 403,
      owner: 403,
      seller: 201,
      accountant: { status: 404, code: 'UNKNOWN_GS1_CODE' },
    },
  },
  {
    route: 'GET /dev/pos/tickets.json',
    spec: '',
    request: async (walk) =>
      get(`/dev/pos/tickets.json?transactionId=${(await pendingTransaction(walk)).id}`),
    expected: STORE_REGISTER,
  },
];

/** Every route, on the owner's published list where a route names one. */
const MAIN_WALK: readonly WalkEntry[] = [
  // About the caller's own account: the co-parent is one more customer there.
  ...SITE_AND_ACCOUNT_ROUTES.map((entry): WalkEntry => ({ coParentAs: 'otherParent', ...entry })),
  ACCEPT_INVITATION,
  ...listRoutes('VALIDATED'),
  PRIVATE_ITEM,
  CLOSE_FROM_ANOTHER_SITE,
  ...MONEY_ROUTES,
  ...STORE_TRANSACTION_ROUTES,
];

// --- small helpers of the checks -------------------------------------------------------------------

/** A redirect to `path` of this site. */
function expectLocation(path: string) {
  return ({ headers }: WalkAnswer): void => {
    expect(headers.location).toBe(path);
  };
}

function listIds(body: unknown): string[] {
  return (body as { lists: { id: string }[] }).lists.map((list) => list.id);
}

/** [S7.15] [S4.1] Search finds published lists only. */
function checkSearch(body: unknown, walk: Walk): void {
  const ids = listIds(body);
  expect(ids).toContain(walk.readable.VALIDATED.listId);
  expect(ids).not.toContain(walk.readable.DRAFT.listId);
}

// --- the test ---------------------------------------------------------------------------------------

type Row = [title: string, persona: Persona, status: number, entry: WalkEntry];

const statusOf = (expected: Expected): number =>
  typeof expected === 'number' ? expected : expected.status;

/** One test per entry and persona: `[S6.2] [S7.14] POST /api/... as anonymous answers 200`. */
function rowsOf(entries: readonly WalkEntry[]): Row[] {
  return entries.flatMap((entry) =>
    PERSONAS.map((persona): Row => [
      `${[PERSONA_SPEC_IDS[persona], entry.spec, entry.route].filter(Boolean).join(' ')}${entry.variant ? ` (${entry.variant})` : ''}`,
      persona,
      statusOf(expectedOf(entry, persona)),
      entry,
    ]),
  );
}

describe('authorization walk: every route as anonymous, another parent, the owner, SELLER, ACCOUNTANT and the co-parents', () => {
  let walk: Walk;

  beforeAll(async () => {
    walk = await openWalk();
  });
  afterAll(async () => {
    await walk.close();
  });

  /** Sends the entry's request as `persona` and checks the answer against the table. */
  async function walkOne(entry: WalkEntry, persona: Persona): Promise<void> {
    const expected = expectedOf(entry, persona);
    const answer = await walk.send(persona, await entry.request(walk, persona));
    const shown = typeof answer.body === 'string' ? answer.body.slice(0, 300) : answer.body;
    expect(answer.route, 'the call must reach the route of its entry').toBe(entry.route);
    expect(answer.status, JSON.stringify(shown)).toBe(statusOf(expected));
    const detail: ExpectedAnswer = typeof expected === 'number' ? { status: expected } : expected;
    const defaultCode =
      answer.status === 401 ? 'UNAUTHORIZED' : answer.status === 403 ? 'FORBIDDEN' : undefined;
    const code = detail.code === undefined ? defaultCode : detail.code;
    if (code !== undefined && code !== null) {
      expect(answer.body).toMatchObject({ status: answer.status, code });
    }
    detail.check?.(answer, persona, walk);
  }

  it('[S6.1] [S6.7] every route of the server has an entry in the walk, or a stated exclusion', () => {
    const registered = walk.app.registeredRoutes.map(routeKey);
    const all = new Set(registered);
    const walked = new Set(MAIN_WALK.map((entry) => entry.route));
    const missing = registered.filter(
      (route) =>
        !walked.has(route) &&
        !isHeadTwin(route, all) &&
        !EXCLUSIONS.some((exclusion) => exclusion.matches(route)),
    );
    expect(missing, 'add these routes to MAIN_WALK (or to EXCLUSIONS, with a reason)').toEqual([]);
  });

  it('[S6.1] every entry of the walk names a route the server has', () => {
    const registered = new Set(walk.app.registeredRoutes.map(routeKey));
    const stale = MAIN_WALK.map((entry) => entry.route).filter((route) => !registered.has(route));
    expect(stale).toEqual([]);
  });

  describe('every route (on the owner’s Validée list where a route names a list)', () => {
    it.each(rowsOf(MAIN_WALK))('%s as %s answers %i', async (_title, persona, _status, entry) => {
      await walkOne(entry, persona);
    });
  });

  describe('[S4.1] [S2.34] the list routes on a draft: nobody but the owner and staff sees it', () => {
    it.each(rowsOf(listRoutes('DRAFT')))(
      '[S4.1] %s as %s answers %i on a draft',
      async (_title, persona, _status, entry) => {
        await walkOne(entry, persona);
      },
    );
  });

  describe('[S4.1] the list routes on a closed list: every change is refused', () => {
    it.each(rowsOf(listRoutes('CLOSED')))(
      '[S4.1] %s as %s answers %i on a closed list',
      async (_title, persona, _status, entry) => {
        await walkOne(entry, persona);
      },
    );
  });

  describe('[S7.1] a signed-in browser must echo its XSRF token on every unsafe call', () => {
    const unsafe = MAIN_WALK.filter(
      (entry) => !entry.route.startsWith('GET ') && !entry.xsrfExempt,
    );
    it.each(unsafe.map((entry): [string, WalkEntry] => [entry.route, entry]))(
      '[S7.1] %s as the owner without X-XSRF-TOKEN answers 403 XSRF_TOKEN_INVALID',
      async (_route, entry) => {
        const answer = await walk.send('owner', await entry.request(walk, 'owner'), {
          xsrf: false,
        });
        expect(answer.route).toBe(entry.route);
        expect(answer.status).toBe(403);
        expect(answer.body).toMatchObject({ status: 403, code: 'XSRF_TOKEN_INVALID' });
      },
    );
  });

  describe('[S5.12] [S4.10] lists are for residents of France only', () => {
    it('[S5.12] [S7.12] createList as a customer living in Belgium answers 403 UNAVAILABLE_COUNTRY', async () => {
      const belgian = await signInAs(walk.database, 'client.be@example.fr');
      const response = await walk.app.inject({
        method: 'POST',
        url: `/api/ldn/v1/createList/${walk.company}`,
        cookies: belgian.cookies,
        headers: belgian.headers,
        payload: { title: 'Notre liste', contactStoreCode: walk.sellerStore },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'UNAVAILABLE_COUNTRY' });
    });

    it.each(['seller', 'accountant'] as const)(
      '[S4.10] [S7.12] createListForOwner for a customer living in Belgium as %s answers 403 UNAVAILABLE_COUNTRY',
      async (persona) => {
        const belgian = await signInAs(walk.database, 'client.be@example.fr');
        const answer = await walk.send(persona, {
          method: 'POST',
          url: `/api/ldn/v1/createListForOwner/${walk.company}/${belgian.pk}`,
          payload: { title: 'Notre liste', contactStoreCode: walk.sellerStore },
        });
        expect(answer.status).toBe(403);
        expect(answer.body).toMatchObject({ code: 'UNAVAILABLE_COUNTRY' });
      },
    );
  });
});
