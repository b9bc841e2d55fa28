import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { customers, listCoParentInvitations, listItems, lists, products } from '../../db/schema';
import { hashInvitationToken, newInvitationToken } from '../../modules/lists/co-parent-queries';
import { boundOrigin } from '../../identity/identity-runtime';
import { seedDatabase } from '../../seed/seed-database';
import { SEED_LIST_IDS } from '../../seed/lists';
import { DEMO_ACCOUNTANT_STORE, DEMO_SELLER_STORE } from '../../seed/stores';
import { createServer, type Server } from '../../server';
import { insertCustomer, insertItem, insertList } from '../fixtures';
import { signInAs, type TestSignIn } from '../sign-in';
import { openTestDatabase } from '../test-database';
import { testConfig } from '../test-server';

/**
 * The machinery of the authorization walk (`src/authorization-walk.test.ts`):
 * a seeded database, a server, the five personas of spec §6 and the list's co-parents, and the
 * request each table entry sends. The table itself, with the expected answers, lives in the test file.
 */

/** [S6.1]-[S6.5] The personas of spec §6: the walk table gives each its expected answer. */
export const BASE_PERSONAS = ['anonymous', 'otherParent', 'owner', 'seller', 'accountant'] as const;
export type BasePersona = (typeof BASE_PERSONAS)[number];

/**
 * The co-parents of the owner's lists (docs/decisions.md "Co-parent"): the one who accepted (the
 * owner's rights but what is the holder's alone), one invited who has not accepted, and one whose
 * access the holder revoked (both refused as any other parent).
 */
export const CO_PARENT_PERSONAS = ['coParent', 'invitedCoParent', 'revokedCoParent'] as const;
export type CoParentPersona = (typeof CO_PARENT_PERSONAS)[number];

/** Who walks every route. */
export const PERSONAS = [...BASE_PERSONAS, ...CO_PARENT_PERSONAS] as const;
export type Persona = (typeof PERSONAS)[number];

/** The spec ids of what each persona stands for, put in front of every test title. */
export const PERSONA_SPEC_IDS: Record<Persona, string> = {
  anonymous: '[S6.2]',
  otherParent: '[S6.1] [S6.3]',
  owner: '[S6.1] [S6.3]',
  seller: '[S6.1] [S6.4] [S6.5]',
  accountant: '[S6.1] [S6.4]',
  coParent: '[S6.1] [S6.3] [S3.4]',
  invitedCoParent: '[S6.1] [S6.3] [S3.4]',
  revokedCoParent: '[S6.1] [S6.3] [S3.4]',
};

/** The seed's accounts behind the signed-in personas (the other parent is looked up). */
const OWNER_UID = 'parent@example.fr';
const SELLER_UID = 'vendeur@example.fr';
const ACCOUNTANT_UID = 'comptable@example.fr';
/** The seed's co-parent account; the invited and revoked ones are made by the walk. */
const CO_PARENT_UID = 'coparent@example.fr';
const INVITED_CO_PARENT_UID = 'coparent.invite@example.fr';
const REVOKED_CO_PARENT_UID = 'coparent.retire@example.fr';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a table entry asks the server. */
export interface WalkRequest {
  readonly method: HttpMethod;
  readonly url: string;
  readonly payload?: string | object;
  readonly headers?: Readonly<Record<string, string>>;
  /** The call ends the session it is sent with (logout): sign the persona in afresh for it. */
  readonly freshSession?: boolean;
}

/** The server's answer, and the route pattern that served it (`undefined`: no route matched). */
export interface WalkAnswer {
  readonly status: number;
  readonly body: unknown;
  readonly headers: Readonly<Record<string, string | string[] | number | undefined>>;
  readonly route: string | undefined;
}

/** The list states a list-scoped route is walked in [S4.1]. */
export type ListState = 'VALIDATED' | 'DRAFT' | 'CLOSED';

/** A list of the owner made for one call, with one item. */
export interface FreshList {
  readonly listId: string;
  readonly codeAx: string;
}

/** A list the read-only calls look at, with an item every visitor who sees the list may see. */
export interface ReadableListRef {
  readonly listId: string;
  readonly visibleItem: string;
}

/** Everything a table entry may build its request from. */
export interface Walk {
  readonly app: Server;
  readonly database: Database;
  readonly company: string;
  readonly owner: { readonly pk: string; readonly uid: string };
  readonly otherParent: { readonly pk: string; readonly uid: string };
  /** The accepted co-parent of the owner's lists (the seed's `coparent@example.fr`). */
  readonly coParent: { readonly pk: string; readonly uid: string };
  /** The stores of the seller (S001) and of the accountant (S002). */
  readonly sellerStore: string;
  readonly accountantStore: string;
  /** What the read-only calls look at: the owner's seeded Validée and draft lists, a closed one. */
  readonly readable: Readonly<Record<ListState, ReadableListRef>>;
  /** A private item [S3.7] of the owner's Validée list. */
  readonly hiddenItem: string;
  /** An in-stock product, addable to lists, that no fresh list holds. */
  readonly addableProduct: string;
  /**
   * A new list of the owner in `state`, holding one item, for a call that changes it; with its
   * three co-parents (accepted, invited, revoked) unless `coParents` is false.
   */
  freshList(state: ListState, options?: { coParents?: boolean }): Promise<FreshList>;
  /** A pending invitation of `coparent@example.fr` on a new Validée list without co-parent: its code. */
  freshInvitation(): Promise<string>;
  /** An e-mail address no account has yet. */
  freshEmail(): string;
  /** Sends `request` as `persona`; `xsrf: false` leaves the XSRF header out (cookies still sent). */
  send(persona: Persona, request: WalkRequest, options?: { xsrf?: boolean }): Promise<WalkAnswer>;
  close(): Promise<void>;
}

/** The header that ties a request to the route pattern the server matched for it. */
const CALL_HEADER = 'x-walk-call';

/** The one hashed file of the walk's stand-in for the built web app (`/assets/...`). */
export const WEB_APP_ASSET = 'walk-4f2a9c.js';

/**
 * A stand-in for the built web app (apps/web/dist), so the server registers the routes that serve
 * it in production: `index.html` and one hashed asset. Returns its folder.
 */
async function writeWebApp(): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'ldn-walk-web-'));
  await mkdir(path.join(root, 'assets'));
  await writeFile(
    path.join(root, 'index.html'),
    '<!doctype html><html lang="fr"><meta name="ldn-app-env" content="%LDN_APP_ENV%"><title>Liste de naissance</title></html>',
  );
  await writeFile(path.join(root, 'assets', WEB_APP_ASSET), 'export {};\n');
  return root;
}

/**
 * Opens the walk: one database for the file, seeded with the demo data (the seed takes a few
 * seconds), a server as `main.ts` builds it (with a web app to serve) listening on the loopback
 * (the sign-in routes discover the embedded provider over HTTP), and a session for each signed-in
 * persona.
 */
export async function openWalk(): Promise<Walk> {
  const { database, dispose } = await openTestDatabase();
  await seedDatabase(database, { demo: true, products: 1500 });
  const { db } = database;

  const webApp = await writeWebApp();
  const app = await createServer(testConfig(), { database, webApp });
  const matched = new Map<string, string>();
  app.addHook('onResponse', async (request) => {
    const call = request.headers[CALL_HEADER];
    if (typeof call === 'string' && request.routeOptions.url !== undefined) {
      matched.set(call, `${request.method} ${request.routeOptions.url}`);
    }
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  if (!boundOrigin(app, '127.0.0.1')) throw new Error('openWalk: the server is not listening');

  const accountOf = async (uid: string) => {
    const [row] = await db
      .select({ pk: customers.pk, uid: customers.uid })
      .from(customers)
      .where(eq(customers.uid, uid));
    if (!row) throw new Error(`openWalk: no seeded account ${uid}`);
    return { pk: String(row.pk), uid: row.uid };
  };
  const owner = await accountOf(OWNER_UID);
  // Another parent: the owner of another Validée list of the seed (a generated customer, FR).
  const [other] = await db
    .select({ uid: customers.uid })
    .from(lists)
    .innerJoin(customers, eq(customers.pk, lists.ownerPk))
    .where(eq(lists.id, SEED_LIST_IDS.items200));
  if (!other) throw new Error('openWalk: no owner for the seeded list items200');
  const otherParent = await accountOf(other.uid);

  const itemsOf = (listId: string, hidden: boolean) =>
    db
      .select({ codeAx: listItems.codeAx })
      .from(listItems)
      .where(and(eq(listItems.listId, listId), eq(listItems.hidden, hidden)))
      .orderBy(asc(listItems.codeAx));
  const firstOf = async (rows: Promise<{ codeAx: string }[]>, what: string): Promise<string> => {
    const [row] = await rows;
    if (!row) throw new Error(`openWalk: no ${what}`);
    return row.codeAx;
  };

  // Two in-stock products that may go into a list: one the fresh lists hold, one the walk adds.
  const giftable = await db
    .select({ codeAx: products.codeAx })
    .from(products)
    .where(
      and(
        eq(products.availability, 'AVAILABLE'),
        eq(products.canAddToLdn, true),
        eq(products.isBundle, false),
      ),
    )
    .orderBy(asc(products.codeAx))
    .limit(2);
  const [itemProduct, addableProduct] = giftable.map((row) => row.codeAx);
  if (!itemProduct || !addableProduct) throw new Error('openWalk: no giftable products');

  const coParent = await accountOf(CO_PARENT_UID);
  await insertCustomer(database, { uid: INVITED_CO_PARENT_UID });
  const revokedPk = await insertCustomer(database, { uid: REVOKED_CO_PARENT_UID });
  /** One invitation row of `listId`; returns its code. */
  const invitation = async (
    listId: string,
    email: string,
    state: { acceptedPk?: string; revoked?: boolean } = {},
  ): Promise<string> => {
    const token = newInvitationToken();
    const now = new Date();
    await db.insert(listCoParentInvitations).values({
      listId,
      email,
      tokenHash: hashInvitationToken(token),
      invitedByPk: Number(owner.pk),
      expiresAt: new Date(now.getTime() + 7 * 86_400_000),
      acceptedPk: state.acceptedPk === undefined ? null : Number(state.acceptedPk),
      acceptedAt: state.acceptedPk === undefined ? null : now,
      revokedAt: state.revoked ? now : null,
    });
    return token;
  };
  /** The co-parents of the walk on `listId`: accepted, pending, and accepted then revoked. */
  const addCoParents = async (listId: string): Promise<void> => {
    await invitation(listId, CO_PARENT_UID, { acceptedPk: coParent.pk });
    await invitation(listId, INVITED_CO_PARENT_UID);
    await invitation(listId, REVOKED_CO_PARENT_UID, { acceptedPk: revokedPk, revoked: true });
    await db
      .update(lists)
      .set({ coParentPk: Number(coParent.pk) })
      .where(eq(lists.id, listId));
  };

  const freshList = async (
    state: ListState,
    options: { coParents?: boolean } = {},
  ): Promise<FreshList> => {
    const now = new Date();
    const listId = await insertList(database, owner.pk, {
      status: state,
      title: 'Liste du parcours des droits',
      ownerMail: owner.uid,
      contactStoreCode: DEMO_SELLER_STORE,
      publishedAt: state === 'DRAFT' ? null : now,
      closedAt: state === 'CLOSED' ? now : null,
    });
    await insertItem(database, listId, itemProduct, { quantity: 2 });
    if (options.coParents !== false) await addCoParents(listId);
    return { listId, codeAx: itemProduct };
  };
  const freshInvitation = async (): Promise<string> => {
    const { listId } = await freshList('VALIDATED', { coParents: false });
    return invitation(listId, CO_PARENT_UID);
  };

  const closed = await freshList('CLOSED');
  const readable: Record<ListState, ReadableListRef> = {
    VALIDATED: {
      listId: SEED_LIST_IDS.parentValidated,
      visibleItem: await firstOf(itemsOf(SEED_LIST_IDS.parentValidated, false), 'public item'),
    },
    DRAFT: {
      listId: SEED_LIST_IDS.parentDraft,
      visibleItem: await firstOf(itemsOf(SEED_LIST_IDS.parentDraft, false), 'draft item'),
    },
    CLOSED: { listId: closed.listId, visibleItem: closed.codeAx },
  };
  await addCoParents(SEED_LIST_IDS.parentValidated);
  await addCoParents(SEED_LIST_IDS.parentDraft);
  const hiddenItem = await firstOf(itemsOf(SEED_LIST_IDS.parentValidated, true), 'private item');

  const sessions: Record<Exclude<Persona, 'anonymous'>, TestSignIn> = {
    otherParent: await signInAs(database, otherParent.uid),
    owner: await signInAs(database, owner.uid),
    seller: await signInAs(database, SELLER_UID),
    accountant: await signInAs(database, ACCOUNTANT_UID),
    coParent: await signInAs(database, CO_PARENT_UID),
    invitedCoParent: await signInAs(database, INVITED_CO_PARENT_UID),
    revokedCoParent: await signInAs(database, REVOKED_CO_PARENT_UID),
  };
  const uidOf: Record<Exclude<Persona, 'anonymous'>, string> = {
    otherParent: otherParent.uid,
    owner: owner.uid,
    seller: SELLER_UID,
    accountant: ACCOUNTANT_UID,
    coParent: CO_PARENT_UID,
    invitedCoParent: INVITED_CO_PARENT_UID,
    revokedCoParent: REVOKED_CO_PARENT_UID,
  };

  let calls = 0;
  let emails = 0;

  const send: Walk['send'] = async (persona, request, options = {}) => {
    calls += 1;
    const call = String(calls);
    const session =
      persona === 'anonymous'
        ? null
        : request.freshSession
          ? await signInAs(database, uidOf[persona])
          : sessions[persona];
    const response = await app.inject({
      method: request.method,
      url: request.url,
      cookies: session?.cookies ?? {},
      headers: {
        ...(session && options.xsrf !== false ? session.headers : {}),
        ...request.headers,
        [CALL_HEADER]: call,
      },
      ...(request.payload === undefined ? {} : { payload: request.payload }),
    });
    const isJson = String(response.headers['content-type'] ?? '').includes('application/json');
    return {
      status: response.statusCode,
      body: isJson ? (response.json() as unknown) : response.body,
      headers: response.headers,
      route: matched.get(call),
    };
  };

  return {
    app,
    database,
    company: 'aufr',
    owner,
    otherParent,
    coParent,
    sellerStore: DEMO_SELLER_STORE,
    accountantStore: DEMO_ACCOUNTANT_STORE,
    readable,
    hiddenItem,
    addableProduct,
    freshList,
    freshInvitation,
    freshEmail: () => {
      emails += 1;
      return `parcours.${emails}@example.fr`;
    },
    send,
    close: async () => {
      await app.close();
      await dispose();
      await rm(webApp, { recursive: true, force: true });
    },
  };
}

/** A route as the walk names it: `'POST /api/ldn/v1/createList/:company'`. */
export function routeKey(route: { readonly method: string; readonly url: string }): string {
  return `${route.method} ${route.url}`;
}
