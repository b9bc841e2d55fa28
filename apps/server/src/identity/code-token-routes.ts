import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { codeTokenRenewedSchema } from '@ldn/contract';
import { clearSessionCookies } from './session-plugin';
import { errorBody, errorBodySchema } from '../http/error-body';
import { acceptFormBodies } from './http-helpers';
import { renewSessionAccess } from './access-renewal';

/**
 * [S7.1] `POST /user/getCodeToken` (form encoded, no body): renews the short access of a live
 * session, including one whose access has already expired (route config `session: 'refresh'`),
 * so the api-client can retry the call that got 401. With an external provider the session's
 * refresh token is also exchanged, so a session the provider has revoked ends here too.
 * 401 `SESSION_ENDED` when there is no live session: the client sends the user to the login.
 */
export const codeTokenRoutes: FastifyPluginAsyncZod = async (api) => {
  const { config, database } = api;
  acceptFormBodies(api);
  const db = database.db;
  const secure = config.isProduction;

  api.post(
    '/user/getCodeToken',
    {
      config: { session: 'refresh' },
      schema: {
        tags: ['user'],
        summary: '[S7.1] Renew the access of the signed-in session',
        response: { 200: codeTokenRenewedSchema, 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      const session = request.session;
      const ended = () => {
        clearSessionCookies(reply, secure);
        return reply
          .code(401)
          .send(errorBody(401, 'The session has ended: sign in again.', 'SESSION_ENDED'));
      };
      if (!session) return ended();
      const renewed = await renewSessionAccess({ app: api, config, db, session, log: request.log });
      if (!renewed) return ended();
      return { status: 'OK' as const };
    },
  );
};
