import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { listCoParentInvitations, lists, outboxMails } from '../../db/schema';
import { CO_PARENT_MAIL_KIND } from '../mail/co-parent-mail';
import {
  insertCustomer,
  insertItem,
  insertList,
  insertProduct,
  insertStore,
} from '../../test-support/fixtures';
import { recordedContribution } from '../../test-support/money';
import { signInAs, type TestSignIn } from '../../test-support/sign-in';
import { useTestApp } from '../../test-support/test-app';
import { hashInvitationToken } from './co-parent-queries';

/**
 * The co-parent manages the list with their own account (docs/decisions.md "Co-parent"): the
 * holder invites by e-mail, the invited customer accepts with the link's code and gets the owner's
 * rights [S6.3], the holder keeps what is his alone and revokes; over a real PostgreSQL, races
 * included.
 */
describe('co-parent API', () => {
  let holder: TestSignIn;
  let holderPk: string;
  let coParent: TestSignIn;
  let other: TestSignIn;
  let seller: TestSignIn;
  let belgian: TestSignIn;
  let undecided: TestSignIn;
  let productCode: string;

  const server = useTestApp({
    arrange: async (database) => {
      await insertStore(database, { storeCode: 'PAR01' });
      holderPk = await insertCustomer(database, { uid: 'parent@example.fr', firstName: 'Claire' });
      await insertCustomer(database, {
        uid: 'coparent@example.fr',
        firstName: 'Thomas',
        lastName: 'Martin',
      });
      await insertCustomer(database, { uid: 'autre@example.fr', firstName: 'Paul' });
      await insertCustomer(database, {
        uid: 'vendeur@example.fr',
        roles: ['SELLER'],
        storeCode: 'PAR01',
      });
      await insertCustomer(database, { uid: 'client.be@example.fr', country: 'BE' });
      await insertCustomer(database, { uid: 'sans.pays@example.fr', country: null });
      productCode = await insertProduct(database, { priceCents: 2_500 });
    },
  });
  const { send } = server;
  beforeAll(async () => {
    holder = await signInAs(server.database, 'parent@example.fr');
    coParent = await signInAs(server.database, 'coparent@example.fr');
    other = await signInAs(server.database, 'autre@example.fr');
    seller = await signInAs(server.database, 'vendeur@example.fr');
    belgian = await signInAs(server.database, 'client.be@example.fr');
    undecided = await signInAs(server.database, 'sans.pays@example.fr');
  });

  /** A new list of the holder, with one item of the product, not the default one. */
  async function freshList(status: 'VALIDATED' | 'DRAFT' | 'CLOSED' = 'VALIDATED') {
    const listId = await insertList(server.database, holderPk, {
      status,
      title: 'La liste de Léa',
      ownerMail: 'parent@example.fr',
      contactStoreCode: 'PAR01',
    });
    await insertItem(server.database, listId, productCode, { quantity: 3 });
    return listId;
  }

  const invite = (who: TestSignIn | null, listId: string, email = 'coparent@example.fr') =>
    send(who, 'POST', `/api/ldn/v1/inviteCoParent/aufr/${listId}`, { email });
  const accept = (who: TestSignIn | null, token: string) =>
    send(who, 'POST', '/api/ldn/v1/acceptCoParentInvitation', { token });
  const revoke = (who: TestSignIn | null, listId: string) =>
    send(who, 'DELETE', `/api/ldn/v1/removeCoParentByListId/aufr/${listId}`);
  const coParentState = (who: TestSignIn | null, listId: string) =>
    send(who, 'GET', `/api/ldn/v1/getCoParentByListId/aufr/${listId}`);
  const updateWelcome = (who: TestSignIn | null, listId: string) =>
    send(who, 'PUT', `/api/ldn/v1/updateListByCompanyAndListId/aufr/${listId}`, {
      welcomeMessage: 'Bienvenue !',
    });
  const readList = (who: TestSignIn | null, listId: string) =>
    send(
      who,
      'POST',
      `/api/ldn/public/v1/getItemsOfListByIdAndCompanyAndCriterias/aufr/${listId}`,
      {},
    );

  /** The link codes of the invitation mails about `listId`, oldest first. */
  async function tokensOf(listId: string): Promise<string[]> {
    const rows = await server.database.db
      .select({ text: outboxMails.textBody, to: outboxMails.toAddress })
      .from(outboxMails)
      .where(and(eq(outboxMails.listId, listId), eq(outboxMails.kind, CO_PARENT_MAIL_KIND)))
      .orderBy(outboxMails.id);
    return rows.map((row) => /\/invitation\/([A-Za-z0-9_-]{43})/.exec(row.text)?.[1] ?? '');
  }

  /** A list whose co-parent (coparent@example.fr) accepted; returns the list id. */
  async function coParentedList(): Promise<string> {
    const listId = await freshList();
    expect((await invite(holder, listId)).statusCode).toBe(201);
    const [token] = await tokensOf(listId);
    expect((await accept(coParent, token ?? '')).statusCode).toBe(200);
    return listId;
  }

  describe('inviting', () => {
    it('[S6.3] [S5.8] the holder invites by e-mail: a pending invitation, a mail with a single-use link valid 7 days, only its hash kept', async () => {
      const listId = await freshList();
      const answer = await invite(holder, listId, '  CoParent@Example.fr ');
      expect(answer.statusCode).toBe(201);
      const body = answer.json<{ state: string; email: string; expiresAt: string }>();
      expect(body).toMatchObject({ listId, state: 'PENDING', email: 'coparent@example.fr' });
      const days = (Date.parse(body.expiresAt) - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(6.99);
      expect(days).toBeLessThanOrEqual(7);

      const [mail] = await server.database.db
        .select()
        .from(outboxMails)
        .where(eq(outboxMails.listId, listId));
      expect(mail).toMatchObject({
        kind: CO_PARENT_MAIL_KIND,
        toAddress: 'coparent@example.fr',
        holdsSecret: true,
      });
      expect(mail?.subject).toBe(
        'Claire vous invite à gérer à deux la liste de naissance « La liste de Léa »',
      );
      const [token] = await tokensOf(listId);
      expect(token).toHaveLength(43);
      const rows = await server.database.db
        .select()
        .from(listCoParentInvitations)
        .where(eq(listCoParentInvitations.listId, listId));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.tokenHash).toBe(hashInvitationToken(token ?? ''));
      expect(JSON.stringify(rows)).not.toContain(token);
      expect((await coParentState(holder, listId)).json()).toMatchObject({ state: 'PENDING' });
    });

    it('[S6.3] [S6.4] only the holder or staff invite; another parent 403, anonymous 401', async () => {
      const listId = await freshList();
      expect((await invite(null, listId)).statusCode).toBe(401);
      expect((await invite(other, listId)).statusCode).toBe(403);
      expect((await invite(seller, listId)).statusCode).toBe(201);
    });

    it('[S5.8] [S4.1] refuses a bad address (400), the holder’s own (409), a closed list (409), and a second co-parent (409)', async () => {
      const listId = await freshList();
      const bad = await invite(holder, listId, 'pas-une-adresse');
      expect(bad.statusCode).toBe(400);
      expect((await invite(holder, listId, 'PARENT@example.fr')).json()).toMatchObject({
        status: 409,
        code: 'CO_PARENT_IS_HOLDER',
      });
      expect((await invite(holder, await freshList('CLOSED'))).json()).toMatchObject({
        code: 'LIST_CLOSED',
      });
      const taken = await coParentedList();
      expect((await invite(holder, taken, 'autre@example.fr')).json()).toMatchObject({
        status: 409,
        code: 'CO_PARENT_ALREADY',
      });
    });

    it('[S6.3] one pending invitation per list: inviting again replaces it, the first link stops working', async () => {
      const listId = await freshList();
      await invite(holder, listId, 'autre@example.fr');
      await invite(holder, listId, 'coparent@example.fr');
      const [first, second] = await tokensOf(listId);
      expect((await accept(other, first ?? '')).json()).toMatchObject({
        status: 404,
        code: 'INVITATION_NOT_FOUND',
      });
      expect((await accept(coParent, second ?? '')).statusCode).toBe(200);
      const live = await server.database.db
        .select()
        .from(listCoParentInvitations)
        .where(eq(listCoParentInvitations.listId, listId));
      expect(live.filter((row) => row.revokedAt === null)).toHaveLength(1);
    });

    it('[S6.3] at most 10 invitations per list in 24 hours (429)', async () => {
      const listId = await freshList();
      for (let sent = 0; sent < 10; sent += 1) {
        expect((await invite(holder, listId, `essai.${sent}@example.fr`)).statusCode).toBe(201);
      }
      expect((await invite(holder, listId)).json()).toMatchObject({
        status: 429,
        code: 'CO_PARENT_INVITATIONS_LIMIT',
      });
    });
  });

  describe('accepting', () => {
    it('[S6.3] the invited customer accepts and then has the owner’s rights: edit, add, thank, close', async () => {
      const listId = await freshList();
      await invite(holder, listId);
      const [token] = await tokensOf(listId);
      // Invited but not accepted: nothing yet.
      expect((await updateWelcome(coParent, listId)).statusCode).toBe(403);

      const accepted = await accept(coParent, token ?? '');
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json()).toEqual({ listId, title: 'La liste de Léa' });
      expect((await coParentState(holder, listId)).json()).toMatchObject({
        state: 'ACCEPTED',
        email: 'coparent@example.fr',
        firstName: 'Thomas',
        lastName: 'Martin',
      });

      const read = (await readList(coParent, listId)).json<Record<string, unknown>>();
      expect(read).toMatchObject({ isOwner: true, isHolder: false, walletAmount: 0 });
      expect((await updateWelcome(coParent, listId)).statusCode).toBe(200);
      const other = await insertProduct(server.database);
      expect(
        (
          await send(
            coParent,
            'POST',
            `/api/ldn/v1/addItemToListByCompanyAndListId/aufr/${listId}`,
            {
              company: 'aufr',
              productReference: other,
              quantity: 1,
            },
          )
        ).statusCode,
      ).toBe(201);
      const contribution = await recordedContribution(
        server.database,
        listId,
        [{ code: productCode, quantity: 1 }],
        2_000,
      );
      expect(
        (
          await send(coParent, 'POST', '/api/ldn/public/v1/sendThank', {
            contributionId: contribution.id,
            message: 'Merci beaucoup !',
          })
        ).statusCode,
      ).toBe(200);
      expect((await send(coParent, 'GET', `/api/ldn/v1/closeList/aufr/${listId}`)).statusCode).toBe(
        200,
      );
    });

    it('[S7.23] the co-parent finds the list among his lists, not as his default one', async () => {
      const listId = await coParentedList();
      const mine = (await send(coParent, 'GET', '/api/ldn/v1/getListsByHybrisId/aufr')).json<{
        lists: { id: string; isDefault: boolean }[];
      }>();
      expect(mine.lists.find((list) => list.id === listId)).toMatchObject({ isDefault: false });
    });

    it('[S6.3] the holder’s alone: the co-parent neither removes the list, nor makes it a default list, nor invites or revokes (403 HOLDER_ONLY)', async () => {
      const listId = await coParentedList();
      const refused = [
        await send(coParent, 'DELETE', `/api/ldn/v1/removeListByListId/aufr/${listId}`),
        await send(coParent, 'PUT', `/api/ldn/v1/updateListByCompanyAndListId/aufr/${listId}`, {
          defaultList: true,
        }),
        await invite(coParent, listId, 'autre@example.fr'),
        await revoke(coParent, listId),
      ];
      for (const answer of refused) {
        expect(answer.json()).toMatchObject({ status: 403, code: 'HOLDER_ONLY' });
      }
      expect((await coParentState(coParent, listId)).json()).toMatchObject({ state: 'ACCEPTED' });
    });

    it('[S3.11] the co-parent buys as a relative: the holder’s self-purchase (his reward) stays his', async () => {
      const listId = await coParentedList();
      await send(coParent, 'POST', '/api/user/cart/entries', {
        ldnId: listId,
        code: productCode,
        quantity: 1,
      });
      const cart = await send(coParent, 'PATCH', '/api/user/cart', { clientType: 'HOLDER' });
      expect(cart.json()).toMatchObject({ clientType: 'RELATIVE' });
    });

    it('[S6.4] [S5.12] refuses staff, another account’s address, a customer outside France, one with no country', async () => {
      const listId = await freshList();
      await invite(holder, listId, 'client.be@example.fr');
      const [token] = await tokensOf(listId);
      expect((await accept(seller, token ?? '')).statusCode).toBe(403);
      expect((await accept(null, token ?? '')).statusCode).toBe(401);
      expect((await accept(other, token ?? '')).json()).toMatchObject({
        status: 403,
        code: 'INVITATION_OTHER_ACCOUNT',
      });
      expect((await accept(belgian, token ?? '')).json()).toMatchObject({
        status: 403,
        code: 'UNAVAILABLE_COUNTRY',
      });

      const second = await freshList();
      await invite(holder, second, 'sans.pays@example.fr');
      const [undecidedToken] = await tokensOf(second);
      expect((await accept(undecided, undecidedToken ?? '')).json()).toMatchObject({
        status: 409,
        code: 'COUNTRY_UNKNOWN',
      });
      // Nothing was granted by the refusals.
      const [row] = await server.database.db.select().from(lists).where(eq(lists.id, listId));
      expect(row?.coParentPk).toBeNull();
    });

    it('[S6.3] refuses a malformed code (400), a used one (404), an expired one (410)', async () => {
      expect((await accept(coParent, 'court')).statusCode).toBe(400);
      const listId = await coParentedList();
      const [used] = await tokensOf(listId);
      expect((await accept(coParent, used ?? '')).json()).toMatchObject({
        code: 'INVITATION_NOT_FOUND',
      });

      const late = await freshList();
      await invite(holder, late);
      const [token] = await tokensOf(late);
      await server.database.db
        .update(listCoParentInvitations)
        .set({ expiresAt: new Date(Date.now() - 1_000) })
        .where(eq(listCoParentInvitations.listId, late));
      expect((await accept(coParent, token ?? '')).json()).toMatchObject({
        status: 410,
        code: 'INVITATION_EXPIRED',
      });
      expect((await coParentState(holder, late)).json()).toMatchObject({ state: 'NONE' });
    });

    it('[S6.3] a race: two acceptances of one code at once, one wins, the other finds it used', async () => {
      const listId = await freshList();
      await invite(holder, listId);
      const [token] = await tokensOf(listId);
      const second = await signInAs(server.database, 'coparent@example.fr');
      const answers = await Promise.all([
        accept(coParent, token ?? ''),
        accept(second, token ?? ''),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 404]);
      const rows = await server.database.db
        .select()
        .from(listCoParentInvitations)
        .where(eq(listCoParentInvitations.listId, listId));
      expect(rows.filter((row) => row.acceptedAt !== null)).toHaveLength(1);
    });

    it('[S6.3] a race: an acceptance and a revocation at once end with no co-parent', async () => {
      const listId = await freshList();
      await invite(holder, listId);
      const [token] = await tokensOf(listId);
      const [accepted, revoked] = await Promise.all([
        accept(coParent, token ?? ''),
        revoke(holder, listId),
      ]);
      // Whichever ran first, the revocation ends it: after an acceptance it clears the access,
      // before one it makes the code useless.
      expect(revoked.statusCode).toBe(200);
      expect([200, 404]).toContain(accepted.statusCode);
      const [row] = await server.database.db.select().from(lists).where(eq(lists.id, listId));
      const state = (await coParentState(holder, listId)).json<{ state: string }>().state;
      expect(row?.coParentPk).toBeNull();
      expect(state).toBe('NONE');
    });
  });

  describe('revoking', () => {
    it('[S6.3] the holder revokes: the co-parent’s open session loses the owner’s rights on its next request', async () => {
      const listId = await coParentedList();
      expect((await updateWelcome(coParent, listId)).statusCode).toBe(200);
      const answer = await revoke(holder, listId);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({ state: 'NONE' });
      expect((await updateWelcome(coParent, listId)).statusCode).toBe(403);
      const read = (await readList(coParent, listId)).json<Record<string, unknown>>();
      expect(read).toMatchObject({ isOwner: false, isHolder: false });
      expect(read).not.toHaveProperty('walletAmount');
      const mine = (await send(coParent, 'GET', '/api/ldn/v1/getListsByHybrisId/aufr')).json<{
        lists: { id: string }[];
      }>();
      expect(mine.lists.map((list) => list.id)).not.toContain(listId);
      expect((await coParentState(coParent, listId)).statusCode).toBe(403);
    });

    it('[S7.28] [S1.4] a list moved by staff to another customer loses its co-parent', async () => {
      const listId = await coParentedList();
      const otherPk = (await signInAs(server.database, 'autre@example.fr')).pk;
      const moved = await send(
        seller,
        'PATCH',
        `/api/ldn/public/v1/addListToCustomerAccount/${listId}/${otherPk}`,
      );
      expect(moved.statusCode).toBe(200);
      expect((await updateWelcome(coParent, listId)).statusCode).toBe(403);
      expect((await coParentState(other, listId)).json()).toMatchObject({ state: 'NONE' });
    });

    it('[S6.3] withdrawing a pending invitation makes its link useless', async () => {
      const listId = await freshList();
      await invite(holder, listId);
      const [token] = await tokensOf(listId);
      await revoke(holder, listId);
      expect((await accept(coParent, token ?? '')).json()).toMatchObject({
        code: 'INVITATION_NOT_FOUND',
      });
      expect((await revoke(other, listId)).statusCode).toBe(403);
    });

    it('[S6.3] after a revocation the holder may invite again', async () => {
      const listId = await coParentedList();
      await revoke(holder, listId);
      expect((await invite(holder, listId)).statusCode).toBe(201);
      const tokens = await tokensOf(listId);
      expect((await accept(coParent, tokens.at(-1) ?? '')).statusCode).toBe(200);
      expect((await updateWelcome(coParent, listId)).statusCode).toBe(200);
    });
  });
});
