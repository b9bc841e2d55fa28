import type { FastifyReply, FastifyRequest } from 'fastify';
import type { InteractionResults } from 'oidc-provider';
import { formTokenFor, isFormTokenValid } from './form-token';
import { asPublicRequest, formOf, sendHtml } from './http-helpers';
import { identityMessages } from './identity-messages';
import { errorPage } from './identity-pages';
import type { IdentityRuntime } from './identity-runtime';
import { interactionPath } from './mount-path';

export interface InteractionParams {
  readonly uid: string;
}

export type InteractionRequest = FastifyRequest<{ Params: InteractionParams }>;

/**
 * What every page of the embedded provider's sign-in needs (interaction-routes.ts for the
 * password and the sign-up, second-factor-routes.ts for the authenticator's code): the
 * interaction bound to this browser, its form token, and the end of the interaction with a
 * signed-in account.
 */
export function interactionKit(runtime: IdentityRuntime) {
  /**
   * The provider's interaction bound to this browser, if it is the one of the URL; otherwise an
   * error page is sent and null returned.
   */
  const interactionOf = async (request: InteractionRequest, reply: FastifyReply) => {
    const provider = await runtime.provider();
    asPublicRequest(request.raw, runtime.publicOrigin());
    try {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      if (details.uid === request.params.uid && details.prompt.name === 'login') {
        return { provider, details };
      }
      request.log.warn({ prompt: details.prompt.name }, 'unexpected sign-in interaction');
    } catch (error) {
      request.log.info({ err: error }, 'sign-in interaction not found');
    }
    sendHtml(reply, 400, errorPage(identityMessages.sessionExpired));
    return null;
  };

  /** Ends the interaction with a signed-in account and sends the browser on. */
  const finish = async (
    request: InteractionRequest,
    reply: FastifyReply,
    accountPk: number,
  ): Promise<FastifyReply> => {
    const provider = await runtime.provider();
    const result: InteractionResults = { login: { accountId: String(accountPk) } };
    const returnTo = await provider.interactionResult(request.raw, reply.raw, result, {
      mergeWithLastSubmission: false,
    });
    return reply.header('cache-control', 'no-store').redirect(returnTo, 303);
  };

  const formTokenOf = async (uid: string): Promise<string> =>
    formTokenFor((await runtime.secrets()).formKey, uid);

  const hasValidFormToken = async (uid: string, form: Record<string, unknown>) =>
    isFormTokenValid((await runtime.secrets()).formKey, uid, form.formToken);

  /**
   * A form posted to a page of the interaction: its interaction bound to this browser and its
   * form token checked. Otherwise the error page (400, or 403 for a missing or wrong form token)
   * is sent and null returned.
   */
  const postedForm = async (request: InteractionRequest, reply: FastifyReply) => {
    const interaction = await interactionOf(request, reply);
    if (!interaction) return null;
    const uid = interaction.details.uid;
    const form = formOf(request.body);
    if (!(await hasValidFormToken(uid, form))) {
      sendHtml(reply, 403, errorPage(identityMessages.formExpired, interactionPath(uid)));
      return null;
    }
    return { uid, form, params: interaction.details.params };
  };

  return { interactionOf, postedForm, finish, formTokenOf };
}
