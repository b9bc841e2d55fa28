import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, gt } from 'drizzle-orm';
import { cookieName, cookieOptions, XSRF_COOKIE, XSRF_HEADER } from '../../identity/cookies';
import { hashToken } from '../../identity/session-store';
import type { Db } from '../../db/database';
import { cartVisitors, carts } from '../../db/schema';
import { HttpError } from '../../http/error-body';

/**
 * Whose cart a request works on [S3.11] [S6.2]: a signed-in customer's, or an anonymous
 * visitor's. Relatives need no account, so an anonymous visitor gets an httpOnly `ldn_cart`
 * cookie (a random token; only its hash is stored, like sessions) on his first cart call, and a
 * readable `XSRF-TOKEN` cookie, signed for that cart (src/identity/xsrf-token.ts), the api-client
 * echoes in `X-XSRF-TOKEN` on unsafe calls, exactly as for a session. A cross-site page can neither read the token nor (SameSite=Lax) send the
 * cookie with a POST, so nobody can fill or validate someone else's cart.
 */

/** The anonymous cart cookie. */
export const CART_COOKIE = 'ldn_cart';
/** How long an anonymous cart identity lasts without a visit. */
export const CART_VISITOR_TTL_MS = 30 * 24 * 60 * 60 * 1000;

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The key of a cart in `carts.owner_key`. */
export type CartOwnerKey = `c:${string}` | `v:${string}`;

export const customerCartKey = (pk: string | number): CartOwnerKey => `c:${String(pk)}`;
const visitorCartKey = (tokenHash: string): CartOwnerKey => `v:${tokenHash}`;

/** Who the cart belongs to. */
export interface CartOwner {
  readonly key: CartOwnerKey;
  /** The signed-in customer's pk, or null for an anonymous visitor. */
  readonly customerPk: number | null;
}

/** What a visitor's XSRF token is signed for: never the same text as a session's hash. */
const visitorXsrfBinding = (tokenHash: string): string => `cart:${tokenHash}`;

const xsrfRefused = (): HttpError =>
  new HttpError(403, 'Missing or wrong X-XSRF-TOKEN header.', 'XSRF_TOKEN_INVALID');

/**
 * The cart owner of a request. Signed in: the customer (the session plugin has already checked
 * the XSRF header); an anonymous visitor's cart then follows him when he has none of his own.
 * Anonymous: the visitor of the `ldn_cart` cookie (its XSRF header checked on unsafe calls), or
 * a new visitor when `create` (cart changes) and there is no live cookie; `null` when reading
 * without any cart.
 */
export async function cartOwnerOf(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  options: { create: boolean; secureCookies: boolean },
): Promise<CartOwner | null> {
  const cartCookie = cookieName(CART_COOKIE, options.secureCookies);
  const xsrfCookie = cookieName(XSRF_COOKIE, options.secureCookies);
  const token = request.cookies[cartCookie];
  const user = request.currentUser;
  if (user) {
    const key = customerCartKey(user.pk);
    if (token) await adoptVisitorCart(db, hashToken(token), key);
    return { key, customerPk: Number(user.pk) };
  }
  const now = new Date();
  if (token) {
    const tokenHash = hashToken(token);
    const [visitor] = await db
      .select()
      .from(cartVisitors)
      .where(and(eq(cartVisitors.tokenHash, tokenHash), gt(cartVisitors.expiresAt, now)))
      .limit(1);
    if (visitor) {
      const binding = visitorXsrfBinding(tokenHash);
      const xsrf = await request.server.xsrfTokens();
      const cookie = request.cookies[xsrfCookie];
      if (
        UNSAFE_METHODS.has(request.method) &&
        !xsrf.isEcho(binding, cookie, request.headers[XSRF_HEADER])
      ) {
        throw xsrfRefused();
      }
      // Readable again for the app (a logout clears XSRF-TOKEN; the cart stays).
      if (!xsrf.isFor(binding, cookie)) {
        reply.setCookie(
          xsrfCookie,
          xsrf.issue(binding),
          cookieOptions(options.secureCookies, false),
        );
      }
      return { key: visitorCartKey(tokenHash), customerPk: null };
    }
  }
  if (!options.create) return null;
  const newToken = randomBytes(32).toString('base64url');
  const tokenHash = hashToken(newToken);
  await db.insert(cartVisitors).values({
    tokenHash,
    expiresAt: new Date(now.getTime() + CART_VISITOR_TTL_MS),
  });
  reply.setCookie(cartCookie, newToken, {
    ...cookieOptions(options.secureCookies, true),
    maxAge: CART_VISITOR_TTL_MS / 1000,
  });
  reply.setCookie(
    xsrfCookie,
    (await request.server.xsrfTokens()).issue(visitorXsrfBinding(tokenHash)),
    cookieOptions(options.secureCookies, false),
  );
  return { key: visitorCartKey(tokenHash), customerPk: null };
}

/** A visitor's cart becomes the customer's when the customer has none (sign-in after shopping). */
async function adoptVisitorCart(db: Db, tokenHash: string, key: CartOwnerKey): Promise<void> {
  const [own] = await db
    .select({ id: carts.id })
    .from(carts)
    .where(eq(carts.ownerKey, key))
    .limit(1);
  if (own) return;
  // Two requests adopting at once: the second breaks the unique key and simply keeps its cart.
  await db
    .update(carts)
    .set({ ownerKey: key, updatedAt: new Date() })
    .where(eq(carts.ownerKey, visitorCartKey(tokenHash)))
    .catch(() => undefined);
}
