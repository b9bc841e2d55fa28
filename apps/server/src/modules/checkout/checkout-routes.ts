import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq, inArray } from 'drizzle-orm';
import { paymentIdParams } from '@ldn/contract';
import { lists, products } from '../../db/schema';
import { acceptFormBodies, formOf, sendHtml } from '../../identity/http-helpers';
import { moneyMessages } from '../cart/money-messages';
import {
  notPayablePage,
  paymentPage,
  type CardField,
  type CardForm,
  type CardFormErrors,
} from './payment-pages';
import {
  createSandboxProvider,
  isLuhnValid,
  isSandboxCard,
  type CardDetails,
  type PaymentProvider,
} from './payment-provider';
import {
  cancelPayment,
  chargePayment,
  endHoldsOfClosingList,
  expirePayment,
  findPayment,
  findPaymentEntries,
  isPayable,
  LIST_CLOSED_REASON,
  LIST_CLOSED_REFUNDED_REASON,
  type PaymentRecorder,
  type PaymentRow,
} from './payments';

declare module 'fastify' {
  interface FastifyInstance {
    /** The ledger's recording of a paid payment (`contributions/ledger-plugin.ts`). */
    readonly recordPayment: PaymentRecorder;
  }
}

const text = moneyMessages.pay;

/** Where the payment page sends the browser back: the list's cart, with the outcome. */
export type ReturnOutcome = 'ok' | 'refus' | 'annule' | 'expire';

/** The return URL of the app (`/list/{id}/cart?paiement=...&paymentId=...`). */
export function returnUrl(
  payment: Pick<PaymentRow, 'id' | 'listId'>,
  outcome: ReturnOutcome,
): string {
  return `/list/${payment.listId}/cart?paiement=${outcome}&paymentId=${payment.id}`;
}

/** The outcome a payment's state means for the app. */
export function outcomeOf(status: PaymentRow['status']): ReturnOutcome | undefined {
  switch (status) {
    case 'PAID':
    case 'RECORDED':
      return 'ok';
    case 'DECLINED':
      return 'refus';
    case 'CANCELLED':
      return 'annule';
    case 'EXPIRED':
      return 'expire';
    default:
      return undefined;
  }
}

const PARIS_TIME = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  hour: '2-digit',
  minute: '2-digit',
});

/** The card form as typed; every field checked, the errors in French. */
export function readCardForm(
  body: unknown,
  now: Date,
): {
  form: CardForm;
  card?: CardDetails;
  errors: CardFormErrors;
} {
  const fields = formOf(body);
  const value = (name: CardField): string => {
    const raw = fields[name];
    return typeof raw === 'string' ? raw.trim().slice(0, 100) : '';
  };
  const form: CardForm = {
    cardNumber: value('cardNumber'),
    expiry: value('expiry'),
    holder: value('holder'),
  };
  const errors: CardFormErrors = {};
  const number = form.cardNumber.replace(/[\s-]/g, '');
  if (!isLuhnValid(number)) errors.cardNumber = text.invalidCardNumber;
  else if (!isSandboxCard(number)) errors.cardNumber = text.unknownSandboxCard;
  const expiry = /^(0[1-9]|1[0-2])\s*\/\s*([0-9]{2})$/.exec(form.expiry);
  const month = Number(expiry?.[1]);
  const year = 2000 + Number(expiry?.[2]);
  const endOfMonth = Date.UTC(year, month, 1);
  if (!expiry || endOfMonth <= now.getTime()) errors.expiry = text.invalidExpiry;
  const cvc = value('cvc');
  if (!/^[0-9]{3}$/.test(cvc)) errors.cvc = text.invalidCvc;
  if (form.holder === '') errors.holder = text.invalidHolder;
  if (Object.keys(errors).length > 0) return { form, errors };
  return {
    form,
    errors,
    card: { number, expiryMonth: month, expiryYear: year, cvc, holder: form.holder },
  };
}

/** The French message of a payment that is not payable any more. */
function notPayableMessage(payment: PaymentRow): string {
  switch (payment.status) {
    case 'PAID':
    case 'RECORDED':
      return text.alreadyPaid;
    case 'DECLINED':
      return text.declined;
    case 'CANCELLED':
      return closedListMessage(payment) ?? text.cancelled;
    default:
      return text.expired;
  }
}

/** [S4.1] Why a payment ended with its list's close, if it did. */
function closedListMessage(payment: PaymentRow): string | undefined {
  if (payment.status !== 'CANCELLED') return undefined;
  if (payment.declineReason === LIST_CLOSED_REASON) return text.listClosed;
  if (payment.declineReason === LIST_CLOSED_REFUNDED_REASON) return text.listClosedRefunded;
  return undefined;
}

export interface CheckoutOptions {
  /** The sandbox by default (design.md §3); the retailer's provider plugs in here. */
  readonly provider?: PaymentProvider;
}

/**
 * design.md §3 "Payments": the sandbox checkout pages at `/paiement/{paymentId}`, outside the api
 * base (the browser goes there). The unguessable payment id is the capability: the form posts
 * carry no XSRF header (a form cannot), and a page of another site cannot know the id.
 */
export const checkoutRoutes: FastifyPluginAsyncZod<CheckoutOptions> = async (app, options) => {
  const { database } = app;
  const { db } = database;
  const provider = options.provider ?? createSandboxProvider();
  // [S4.1] Closing a list ends its unpaid holds, in the closing transaction.
  app.listClosing.add(async (tx, list) => {
    await endHoldsOfClosingList(tx, list.id);
  });
  acceptFormBodies(app);
  const routeConfig = { xsrf: false } as const;

  async function pageInput(payment: PaymentRow) {
    const [list] = await db
      .select({ title: lists.title })
      .from(lists)
      .where(eq(lists.id, payment.listId))
      .limit(1);
    const entries = await findPaymentEntries(db, payment.id);
    const names = entries.length
      ? await db
          .select({ codeAx: products.codeAx, name: products.name })
          .from(products)
          .where(
            inArray(
              products.codeAx,
              entries.map((entry) => entry.codeAx),
            ),
          )
      : [];
    const nameOf = new Map(names.map((row) => [row.codeAx, row.name]));
    return {
      paymentId: payment.id,
      listTitle: list?.title ?? '',
      amountCents: payment.amountCents,
      productsCents: payment.productsCents,
      contributionCents: payment.contributionCents,
      deliveryFeeCents: payment.deliveryFeeCents,
      lines: entries.map((entry) => ({
        name: nameOf.get(entry.codeAx) ?? entry.codeAx,
        quantity: entry.quantity,
        amountCents: entry.quantity * entry.unitPriceCents,
      })),
      expiresAtText: PARIS_TIME.format(payment.expiresAt),
    };
  }

  const notPayable = (payment: PaymentRow | undefined) =>
    payment
      ? notPayablePage(
          notPayableMessage(payment),
          returnUrl(payment, outcomeOf(payment.status) ?? 'expire'),
        )
      : notPayablePage(text.notFound, undefined);

  app.get(
    '/paiement/:paymentId',
    { schema: { hide: true, params: paymentIdParams } },
    async (request, reply) => {
      const payment = await findPayment(db, request.params.paymentId);
      if (!payment) return sendHtml(reply, 404, notPayable(undefined));
      if (!isPayable(payment, new Date())) return sendHtml(reply, 409, notPayable(payment));
      return sendHtml(reply, 200, paymentPage(await pageInput(payment)));
    },
  );

  app.post(
    '/paiement/:paymentId',
    { config: routeConfig, schema: { hide: true, params: paymentIdParams } },
    async (request, reply) => {
      const now = new Date();
      const payment = await findPayment(db, request.params.paymentId);
      if (!payment) return sendHtml(reply, 404, notPayable(undefined));
      if (closedListMessage(payment)) return sendHtml(reply, 409, notPayable(payment));
      if (payment.status !== 'PENDING') {
        return reply.redirect(returnUrl(payment, outcomeOf(payment.status) ?? 'expire'), 303);
      }
      const { form, card, errors } = readCardForm(request.body, now);
      if (!card) {
        if (!isPayable(payment, now)) {
          // Past its time: released now (the expiry job would do it too).
          const expired = await expirePayment(database, payment.id, now);
          return reply.redirect(
            returnUrl(payment, outcomeOf(expired?.status ?? 'EXPIRED') ?? 'expire'),
            303,
          );
        }
        return sendHtml(reply, 400, paymentPage(await pageInput(payment), form, errors));
      }
      const ended = await chargePayment(database, payment.id, card, {
        provider,
        record: app.recordPayment,
        now,
      });
      // [S4.1] The list closed meanwhile: the page says that nothing was taken (or all given back).
      if (ended && closedListMessage(ended)) return sendHtml(reply, 409, notPayable(ended));
      return reply.redirect(
        returnUrl(payment, outcomeOf(ended?.status ?? 'EXPIRED') ?? 'expire'),
        303,
      );
    },
  );

  app.post(
    '/paiement/:paymentId/annulation',
    { config: routeConfig, schema: { hide: true, params: paymentIdParams } },
    async (request, reply) => {
      const payment = await cancelPayment(database, request.params.paymentId);
      if (!payment) return sendHtml(reply, 404, notPayable(undefined));
      return reply.redirect(returnUrl(payment, outcomeOf(payment.status) ?? 'annule'), 303);
    },
  );
};
