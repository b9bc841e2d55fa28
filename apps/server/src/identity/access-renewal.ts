import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import * as oidcClient from 'openid-client';
import { deleteSession, renewAccess, type SessionRecord } from './session-store';
import type { ServerConfig } from '../config';
import type { Db } from '../db/database';
import { findSessionTokens, storeSessionTokens } from './identity-queries';

export interface AccessRenewal {
  readonly app: FastifyInstance;
  readonly config: Pick<ServerConfig, 'oidcIssuer' | 'accessTtlMs'>;
  readonly db: Db;
  readonly session: SessionRecord;
  readonly log: FastifyBaseLogger;
}

/**
 * [S7.1] Renews the short access of a live session, for POST /user/getCodeToken and for a page
 * the browser loads (which cannot answer a 401 itself). With an external provider the session's
 * refresh token is exchanged first, so a session the provider has revoked ends here (deleted).
 * False when the session has ended.
 */
export async function renewSessionAccess({
  app,
  config,
  db,
  session,
  log,
}: AccessRenewal): Promise<boolean> {
  if (config.oidcIssuer !== undefined) {
    const tokens = await findSessionTokens(db, session.tokenHash);
    if (tokens?.refreshToken) {
      try {
        const relyingParty = await app.identity.relyingParty();
        const refreshed = await oidcClient.refreshTokenGrant(relyingParty, tokens.refreshToken);
        await storeSessionTokens(db, session.tokenHash, {
          idToken: refreshed.id_token,
          refreshToken: refreshed.refresh_token,
        });
      } catch (error) {
        if (error instanceof oidcClient.ResponseBodyError) {
          // The provider refused the refresh token (revoked, expired): the session ends.
          log.info({ err: error }, 'refresh token refused by the OpenID provider');
          await deleteSession(db, session.tokenHash);
          return false;
        }
        throw error;
      }
    }
  }
  return renewAccess(db, session.tokenHash, new Date(), config.accessTtlMs);
}
