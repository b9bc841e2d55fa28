import { formatEuros } from '@ldn/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { errorBodySchema } from '../../http/error-body';
import { acceptFormBodies, sendHtml } from '../../identity/http-helpers';
import { escapeHtml } from '../../identity/identity-pages';
import { pendingOfStore } from '../store-transactions/store-transactions';
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

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;padding:1.5rem;color:#1f2933;background:#f5f5f0;line-height:1.5}
main{max-width:44rem;margin:0 auto}
label{display:block;font-weight:600;margin:1rem 0 .25rem}
input,textarea{width:100%;box-sizing:border-box;padding:.6rem;font:inherit;border:1px solid #5f6b7a;border-radius:6px}
button{min-height:44px;margin-top:1rem;padding:.6rem 1.2rem;font:inherit;font-weight:700;color:#fff;background:#2f5d8a;border:0;border-radius:6px}
.ticket{background:#fff;border:1px dashed #5f6b7a;padding:1rem;font-family:ui-monospace,monospace}
table{width:100%;border-collapse:collapse}td,th{text-align:left;padding:.25rem}
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

function ticketHtml(ticket: PosTicket): string {
  const rows = ticket.lines
    .map(
      (line) =>
        `<tr><td>${escapeHtml(line.productName)}</td><td>${line.quantity}</td><td>${escapeHtml(formatEuros(line.quantity * line.price))}</td></tr>`,
    )
    .join('');
  return `<section class="ticket" aria-label="Ticket de caisse">
<h2>Ticket n° ${escapeHtml(ticket.ticketNumber)}</h2>
<p>Magasin ${escapeHtml(ticket.storeCode)} · transaction ${escapeHtml(ticket.transactionId)}</p>
<table><thead><tr><th scope="col">Article</th><th scope="col">Qté</th><th scope="col">Montant</th></tr></thead><tbody>${rows}</tbody></table>
<p><strong>Total : ${escapeHtml(formatEuros(ticket.total))}</strong></p>
</section>`;
}

/**
 * design.md §3 "In-store point of sale": the register simulator, outside production only (the
 * server does not register it in PROD, where `/dev/*` answers 404). A French page for a person
 * (`/dev/pos`: the store's pending transactions, ring one up by its GS1 code, leave products off
 * the ticket) and JSON for tests (`POST /dev/pos/tickets`, `GET /dev/pos/tickets.json`).
 */
export const posSimulatorRoutes: FastifyPluginAsyncZod<{ readonly database: Database }> = async (
  app,
  { database },
) => {
  acceptFormBodies(app);
  const form = (storeCode: string, pending: string) =>
    page(
      'Caisse enregistreuse (simulateur)',
      `<h1>Caisse enregistreuse (simulateur)</h1>
<p>Le vendeur a créé une transaction en attente : saisissez ou scannez son code GS1 pour l’encaisser et imprimer le ticket. Un article absent du ticket sera signalé comme manquant au vendeur.</p>
<form method="get" action="/dev/pos"><label for="store">Code magasin</label><input id="store" name="store" value="${escapeHtml(storeCode)}"><button type="submit">Voir les transactions en attente</button></form>
${pending}
<form method="post" action="/dev/pos/ticket">
<label for="gs1Code">Code GS1 de la transaction</label><input id="gs1Code" name="gs1Code" required>
<label for="missing">Articles non encaissés (codes séparés par des virgules, facultatif)</label><input id="missing" name="missing">
<button type="submit">Encaisser et imprimer le ticket</button>
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
      const storeCode = request.query.store ?? '';
      let pending = '';
      if (storeCode !== '') {
        const transactions = await pendingOfStore(database.db, storeCode);
        pending =
          transactions.length === 0
            ? '<p>Aucune transaction en attente dans ce magasin.</p>'
            : `<h2>Transactions en attente</h2><ul>${transactions
                .map(
                  (transaction) =>
                    `<li>${escapeHtml(transaction.id)} · ${escapeHtml(transaction.holderFirstName)} ${escapeHtml(transaction.holderLastName)} · ${escapeHtml(formatEuros(transaction.totalPrice))} · <code>${escapeHtml(transaction.gs1Code)}</code></li>`,
                )
                .join('')}</ul>`;
      }
      return sendHtml(reply, 200, form(storeCode, pending));
    },
  );

  app.post(
    '/pos/ticket',
    {
      config: { xsrf: false },
      schema: {
        hide: true,
        body: z.object({
          gs1Code: z.string().trim().min(1).max(80),
          missing: z.string().max(500).default(''),
        }),
      },
    },
    async (request, reply) => {
      const missing = request.body.missing
        .split(',')
        .map((code) => code.trim())
        .filter((code) => code !== '');
      const ticket = await issueTicket(database, request.body.gs1Code, missing);
      return sendHtml(
        reply,
        201,
        page(
          `Ticket ${ticket.ticketNumber}`,
          `<h1>Ticket imprimé</h1>${ticketHtml(ticket)}<p><a href="/dev/pos?store=${encodeURIComponent(ticket.storeCode)}">Retour à la caisse</a></p>`,
        ),
      );
    },
  );

  app.post(
    '/pos/tickets',
    {
      config: { xsrf: false },
      schema: {
        tags: ['development'],
        summary:
          'The register simulator rings up a transaction and prints its ticket (not in production)',
        body: issueBody,
        response: { 201: ticketJson, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await issueTicket(database, request.body.gs1Code, request.body.missing)),
  );

  app.get(
    '/pos/tickets.json',
    {
      schema: {
        tags: ['development'],
        summary: 'The tickets printed for a transaction (not in production)',
        querystring: z.object({
          transactionId: z
            .string()
            .regex(/^[0-9]{1,15}$/)
            .transform(Number),
        }),
        response: { 200: z.object({ tickets: z.array(ticketJson) }) },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send({ tickets: await ticketsOf(database.db, request.query.transactionId) }),
  );
};
