import { formatEuros, isStaff } from '@ldn/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CurrentUser } from '../../identity/session-store';
import { errorBody, errorBodySchema } from '../../http/error-body';
import { acceptFormBodies, sendHtml } from '../../identity/http-helpers';
import { escapeHtml, htmlPage } from '../../http/html';
import { findTransaction, pendingOfStore } from '../store-transactions/store-transactions';
import { posMessages as text } from './pos-messages';
import { issueTicket, ticketsOf, type PosTicket } from './pos-tickets';

const ticketJson = z.object({
  ticketNumber: z.string(),
  storeCode: z.string(),
  transactionId: z.string(),
  createdAt: z.string(),
  lines: z.array(
    z.object({
      codeAx: z.string(),
      productName: z.string(),
      quantity: z.number().int(),
      price: z.number().int(),
    }),
  ),
  total: z.number().int(),
});

const issueBody = z.object({
  gs1Code: z.string().trim().min(1).max(80),
  missing: z.array(z.string().trim().min(1).max(20)).max(100).default([]),
});

const STYLE = `
body{font-family:system-ui,sans-serif;margin:0;padding:1.5rem;color:#1f2933;background:#f5f5f0;line-height:1.5}
main{max-width:44rem;margin:0 auto}
label{display:block;font-weight:600;margin:1rem 0 .25rem}
input,textarea{width:100%;box-sizing:border-box;padding:.6rem;font:inherit;border:1px solid #5f6b7a;border-radius:6px}
button{min-height:44px;margin-top:1rem;padding:.6rem 1.2rem;font:inherit;font-weight:700;color:#fff;background:#2f5d8a;border:0;border-radius:6px}
.ticket{background:#fff;border:1px dashed #5f6b7a;padding:1rem;font-family:ui-monospace,monospace}
table{width:100%;border-collapse:collapse}td,th{text-align:left;padding:.25rem}
`;

function page(title: string, body: string): string {
  return htmlPage({ title, style: STYLE, body: `<main>${body}</main>` });
}

function ticketHtml(ticket: PosTicket): string {
  const rows = ticket.lines
    .map(
      (line) =>
        `<tr><td>${escapeHtml(line.productName)}</td><td>${line.quantity}</td><td>${escapeHtml(formatEuros(line.quantity * line.price))}</td></tr>`,
    )
    .join('');
  return `<section class="ticket" aria-label="${escapeHtml(text.ticketRegion)}">
<h2>${escapeHtml(text.ticketHeading(ticket.ticketNumber))}</h2>
<p>${escapeHtml(text.ticketOrigin(ticket.storeCode, ticket.transactionId))}</p>
<table><thead><tr><th scope="col">${escapeHtml(text.article)}</th><th scope="col">${escapeHtml(text.quantity)}</th><th scope="col">${escapeHtml(text.amount)}</th></tr></thead><tbody>${rows}</tbody></table>
<p><strong>${escapeHtml(text.total(formatEuros(ticket.total)))}</strong></p>
</section>`;
}

/** A page that says why the register is closed to the visitor, with a way on. */
function refusalPage(title: string, message: string, link?: { href: string; label: string }) {
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>${link ? `\n<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : ''}`,
  );
}

/** A staff member with a store: who may ring up that store's transactions. */
interface Cashier {
  readonly user: CurrentUser;
  readonly storeCode: string;
}

const cashierOf = (user: CurrentUser | null): Cashier | null =>
  user && isStaff(user) && user.storeCode ? { user, storeCode: user.storeCode } : null;

/**
 * The register's pages: the signed-in staff member, or (answered) a page asking an anonymous
 * visitor to sign in (401) or telling anyone else the register is the store staff's (403).
 */
function cashierForPage(request: FastifyRequest, reply: FastifyReply): Cashier | null {
  if (!request.currentUser) {
    sendHtml(
      reply,
      401,
      refusalPage(text.signInTitle, text.signInText, {
        href: `/login?redirect=${encodeURIComponent('/dev/pos')}`,
        label: text.signIn,
      }),
    );
    return null;
  }
  const cashier = cashierOf(request.currentUser);
  if (!cashier) sendHtml(reply, 403, refusalPage(text.staffOnlyTitle, text.staffOnly));
  return cashier;
}

/** The same for the JSON routes: 401 for an anonymous caller, 403 for anyone but staff. */
function cashierForApi(request: FastifyRequest, reply: FastifyReply): Cashier | null {
  if (!request.currentUser) {
    reply.code(401).send(errorBody(401, 'Sign in to do this.', 'UNAUTHORIZED'));
    return null;
  }
  const cashier = cashierOf(request.currentUser);
  if (!cashier) reply.code(403).send(errorBody(403, 'Reserved to store staff.', 'FORBIDDEN'));
  return cashier;
}

/**
 * design.md §3 "In-store point of sale": the register simulator, outside production only (the
 * server does not register it in PROD, where `/dev/*` answers 404). Like a real register, it
 * rings up only for the staff of its store, signed in: an anonymous visitor is asked to sign in,
 * a customer is refused, and a staff member sees and rings up only their own store's pending
 * transactions (another store's GS1 code is unknown here). A French page for a person
 * (`/dev/pos`: the store's pending transactions, ring one up by its GS1 code, leave products off
 * the ticket; its form carries a token bound to the session) and JSON for tests
 * (`POST /dev/pos/tickets`, with the XSRF header like every API call, and
 * `GET /dev/pos/tickets.json`).
 */
export const posSimulatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app;
  acceptFormBodies(app);
  const form = (storeCode: string, pending: string, formToken: string) =>
    page(
      text.title,
      `<h1>${escapeHtml(text.title)}</h1>
<p>${escapeHtml(text.intro)}</p>
<p>${escapeHtml(text.store(storeCode))}</p>
${pending}
<form method="post" action="/dev/pos/ticket">
<input type="hidden" name="formToken" value="${escapeHtml(formToken)}">
<label for="gs1Code">${escapeHtml(text.gs1Label)}</label><input id="gs1Code" name="gs1Code" required>
<label for="missing">${escapeHtml(text.missingLabel)}</label><input id="missing" name="missing">
<button type="submit">${escapeHtml(text.ringUp)}</button>
</form>`,
    );

  app.get(
    '/pos',
    {
      schema: {
        hide: true,
        querystring: z.object({ store: z.string().trim().max(20).optional() }),
      },
    },
    async (request, reply) => {
      const cashier = cashierForPage(request, reply);
      if (!cashier) return reply;
      const asked = request.query.store;
      if (asked && asked !== cashier.storeCode) {
        return sendHtml(
          reply,
          403,
          refusalPage(text.staffOnlyTitle, text.otherStore(cashier.storeCode), {
            href: '/dev/pos',
            label: text.back,
          }),
        );
      }
      const transactions = await pendingOfStore(database.db, cashier.storeCode);
      const pending =
        transactions.length === 0
          ? `<p>${escapeHtml(text.noPending)}</p>`
          : `<h2>${escapeHtml(text.pendingHeading)}</h2><ul>${transactions
              .map(
                (transaction) =>
                  `<li>${escapeHtml(transaction.id)} · ${escapeHtml(transaction.holderFirstName)} ${escapeHtml(transaction.holderLastName)} · ${escapeHtml(formatEuros(transaction.totalPrice))} · <code>${escapeHtml(transaction.gs1Code)}</code></li>`,
              )
              .join('')}</ul>`;
      const formToken = (await app.xsrfTokens()).issue(request.session?.tokenHash ?? '');
      return sendHtml(reply, 200, form(cashier.storeCode, pending, formToken));
    },
  );

  app.post(
    '/pos/ticket',
    {
      // A form post cannot send the XSRF header: its token, bound to the session, is checked here.
      config: { xsrf: false },
      schema: {
        hide: true,
        body: z.object({
          gs1Code: z.string().trim().min(1).max(80),
          missing: z.string().max(500).default(''),
          formToken: z.string().max(200).default(''),
        }),
      },
    },
    async (request, reply) => {
      const cashier = cashierForPage(request, reply);
      if (!cashier) return reply;
      const tokens = await app.xsrfTokens();
      if (!request.session || !tokens.isFor(request.session.tokenHash, request.body.formToken)) {
        return sendHtml(
          reply,
          403,
          refusalPage(text.staffOnlyTitle, text.formExpired, {
            href: '/dev/pos',
            label: text.back,
          }),
        );
      }
      const missing = request.body.missing
        .split(',')
        .map((code) => code.trim())
        .filter((code) => code !== '');
      const ticket = await issueTicket(database, request.body.gs1Code, missing, {
        storeCode: cashier.storeCode,
      });
      return sendHtml(
        reply,
        201,
        page(
          text.ticketTitle(ticket.ticketNumber),
          `<h1>${escapeHtml(text.printed)}</h1>${ticketHtml(ticket)}<p><a href="/dev/pos">${escapeHtml(text.back)}</a></p>`,
        ),
      );
    },
  );

  app.post(
    '/pos/tickets',
    {
      schema: {
        tags: ['development'],
        summary:
          'The register simulator rings up a transaction of the signed-in staff member’s store and prints its ticket (not in production)',
        body: issueBody,
        response: {
          201: ticketJson,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const cashier = cashierForApi(request, reply);
      if (!cashier) return reply;
      const ticket = await issueTicket(database, request.body.gs1Code, request.body.missing, {
        storeCode: cashier.storeCode,
      });
      return reply.code(201).send(ticket);
    },
  );

  app.get(
    '/pos/tickets.json',
    {
      schema: {
        tags: ['development'],
        summary:
          'The tickets printed for a transaction of the signed-in staff member’s store (not in production)',
        querystring: z.object({
          transactionId: z
            .string()
            .regex(/^[0-9]{1,15}$/)
            .transform(Number),
        }),
        response: {
          200: z.object({ tickets: z.array(ticketJson) }),
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const cashier = cashierForApi(request, reply);
      if (!cashier) return reply;
      const transaction = await findTransaction(database.db, request.query.transactionId);
      if (!transaction || transaction.storeCode !== cashier.storeCode) {
        return reply
          .code(404)
          .send(errorBody(404, 'Transaction introuvable.', 'TRANSACTION_NOT_FOUND'));
      }
      return reply
        .header('cache-control', 'no-store')
        .send({ tickets: await ticketsOf(database.db, request.query.transactionId) });
    },
  );
};
