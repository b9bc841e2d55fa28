import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CurrentUser } from '../../identity/session-store';
import { errorBody, errorBodySchema } from '../../http/error-body';
import { sendHtml } from '../../identity/http-helpers';
import { escapeHtml, htmlPage } from '../../http/html';
import { mailMessages as text } from '../mail/mail-messages';
import { findMail, latestMails, type OutboxMailRow } from '../mail/outbox';

/** Where the development mail page lives (outside the API: it is a page of the site). */
export const DEV_MAILS_PREFIX = '/dev';

/** Mails shown at most, newest first. */
export const DEV_MAILS_LIMIT = 200;

export interface DevMailOptions {
  /** Off in production: every path under `/dev` then answers 404. */
  readonly enabled: boolean;
}

const mailJsonSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  listId: z.string().nullable(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  status: z.enum(['QUEUED', 'SENT', 'FAILED']),
  createdAt: z.string().describe('ISO 8601'),
  sentAt: z.string().nullable().describe('ISO 8601, null until the transport took it'),
});

const toJson = (mail: OutboxMailRow): z.infer<typeof mailJsonSchema> => ({
  id: mail.id,
  kind: mail.kind,
  listId: mail.listId,
  to: mail.toAddress,
  subject: mail.subject,
  text: mail.textBody,
  html: mail.htmlBody,
  status: mail.status,
  createdAt: mail.createdAt.toISOString(),
  sentAt: mail.sentAt?.toISOString() ?? null,
});

/** Paris time, as a French developer reads it: `05/11/2026 14:03:27`. */
const dateFormat = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  dateStyle: 'short',
  timeStyle: 'medium',
});

const STYLE = `
body{margin:0;padding:24px;font-family:Helvetica,Arial,sans-serif;color:#2B2330;background:#FFF8F3}
h1{font-size:1.5rem}table{border-collapse:collapse;width:100%;background:#fff}
th,td{padding:8px;border-bottom:1px solid #EADFD8;text-align:left;vertical-align:top}
a{color:#8C2F2C}iframe{width:100%;height:70vh;border:1px solid #EADFD8;background:#fff}
pre{white-space:pre-wrap;background:#fff;padding:12px;border:1px solid #EADFD8}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
`;

function page(title: string, body: string): string {
  return htmlPage({ title, style: STYLE, body: `<main>\n${body}\n</main>` });
}

function listPage(address: string, mails: readonly OutboxMailRow[]): string {
  const rows = mails
    .map(
      (mail) => `<tr>
<td>${escapeHtml(dateFormat.format(mail.createdAt))}</td>
<td>${escapeHtml(mail.toAddress)}</td>
<td>${escapeHtml(mail.subject)}</td>
<td>${escapeHtml(text.devStatuses[mail.status])}</td>
<td><a href="${DEV_MAILS_PREFIX}/mails/${mail.id}">${escapeHtml(text.devOpen)}<span class="visually-hidden"> : ${escapeHtml(mail.subject)}</span></a></td>
</tr>`,
    )
    .join('\n');
  const table =
    mails.length === 0
      ? `<p>${escapeHtml(text.devEmpty)}</p>`
      : `<table>
<thead><tr><th scope="col">${escapeHtml(text.devDate)}</th><th scope="col">${escapeHtml(text.devTo)}</th><th scope="col">${escapeHtml(text.devSubject)}</th><th scope="col">${escapeHtml(text.devStatus)}</th><th scope="col"><span class="visually-hidden">${escapeHtml(text.devOpen)}</span></th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`;
  return page(
    text.devTitle,
    `<h1>${escapeHtml(text.devTitle)}</h1>
<p>${escapeHtml(text.devIntro(address))}</p>
${table}`,
  );
}

/** An anonymous visitor is asked to sign in, and comes back to `path` afterwards. */
function signInPage(path: string): string {
  return page(
    text.devSignInTitle,
    `<h1>${escapeHtml(text.devSignInTitle)}</h1>
<p>${escapeHtml(text.devSignInText)}</p>
<p><a href="/login?redirect=${encodeURIComponent(path)}">${escapeHtml(text.devSignIn)}</a></p>`,
  );
}

/** The signed-in person, or (answered) the page asking an anonymous visitor to sign in first. */
function readerOf(request: FastifyRequest, reply: FastifyReply, path: string): CurrentUser | null {
  if (request.currentUser) return request.currentUser;
  sendHtml(reply, 401, signInPage(path));
  return null;
}

const sameAddress = (first: string, second: string): boolean =>
  first.toLowerCase() === second.toLowerCase();

/**
 * The mail's HTML in an iframe that runs nothing (`sandbox` without scripts, with an opaque
 * origin) and inherits this page's Content-Security-Policy; a click on its button opens the list
 * in the whole window.
 */
function mailPage(mail: OutboxMailRow): string {
  return page(
    mail.subject,
    `<p><a href="${DEV_MAILS_PREFIX}/mails">${escapeHtml(text.devBack)}</a></p>
<h1>${escapeHtml(mail.subject)}</h1>
<dl>
<dt>${escapeHtml(text.devTo)}</dt><dd>${escapeHtml(mail.toAddress)}</dd>
<dt>${escapeHtml(text.devDate)}</dt><dd>${escapeHtml(dateFormat.format(mail.createdAt))}</dd>
<dt>${escapeHtml(text.devStatus)}</dt><dd>${escapeHtml(text.devStatuses[mail.status])}</dd>
</dl>
<h2>${escapeHtml(text.devHtmlVersion)}</h2>
<iframe title="${escapeHtml(text.devHtmlVersion)}" sandbox="allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation" referrerpolicy="no-referrer" srcdoc="${escapeHtml(mail.htmlBody)}"></iframe>
<h2>${escapeHtml(text.devTextVersion)}</h2>
<pre>${escapeHtml(mail.textBody)}</pre>`,
  );
}

/**
 * The development mail page (design.md §3 "E-mail": "in development the mails are viewable on a
 * local page"), only outside production, and for each signed-in person only the mails sent to
 * their own address (the account's e-mail, any case): a password-reset link is read by its
 * recipient alone. An anonymous visitor is asked to sign in first and sees no mail.
 * - `GET /dev/mails`: the reader's mails, newest first (date, recipient, subject, state, link);
 * - `GET /dev/mails/{id}`: one of them, its HTML and its text (another's: 404);
 * - `GET /dev/mails.json?to=`: the same as JSON, for tests and browser journeys (`to`, when
 *   given, must be the reader's own address: 403 otherwise).
 * In production every path under `/dev` answers 404, so the page cannot leak mails.
 */
export const devMailRoutes: FastifyPluginAsyncZod<DevMailOptions> = async (app, { enabled }) => {
  const { db } = app.database;
  if (!enabled) {
    app.get('/*', { schema: { hide: true } }, async (request, reply) => {
      const path = request.url.split('?')[0]?.slice(0, 200) ?? '';
      return reply.code(404).send(errorBody(404, `No route for GET ${path}`));
    });
    return;
  }

  app.get('/mails', { schema: { hide: true } }, async (request, reply) => {
    const reader = readerOf(request, reply, `${DEV_MAILS_PREFIX}/mails`);
    if (!reader) return reply;
    const mails = await latestMails(db, { to: reader.uid, limit: DEV_MAILS_LIMIT });
    return sendHtml(reply, 200, listPage(reader.uid, mails));
  });

  app.get(
    '/mails.json',
    {
      schema: {
        tags: ['development'],
        summary:
          'The mails sent to the signed-in person, newest first (not in production; anonymous: 401)',
        querystring: z.object({ to: z.string().trim().min(1).max(254).optional() }),
        response: {
          200: z.object({ mails: z.array(mailJsonSchema) }),
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const reader = request.currentUser;
      if (!reader) {
        return reply
          .code(401)
          .send(errorBody(401, 'Sign in to read the mails sent to you.', 'UNAUTHORIZED'));
      }
      if (request.query.to !== undefined && !sameAddress(request.query.to, reader.uid)) {
        return reply
          .code(403)
          .send(errorBody(403, 'Only the mails sent to your own address.', 'FORBIDDEN'));
      }
      const mails = await latestMails(db, { to: reader.uid, limit: DEV_MAILS_LIMIT });
      return reply.send({ mails: mails.map(toJson) });
    },
  );

  app.get(
    '/mails/:id',
    {
      schema: {
        hide: true,
        params: z.object({
          id: z
            .string()
            .regex(/^\d{1,15}$/)
            .transform(Number),
        }),
        response: { 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const reader = readerOf(request, reply, `${DEV_MAILS_PREFIX}/mails/${request.params.id}`);
      if (!reader) return reply;
      const mail = await findMail(db, request.params.id);
      // Another person's mail is answered as no mail at all.
      if (!mail || !sameAddress(mail.toAddress, reader.uid)) {
        return reply.code(404).send(errorBody(404, text.devNotFound, 'MAIL_NOT_FOUND'));
      }
      return sendHtml(reply, 200, mailPage(mail));
    },
  );
};
