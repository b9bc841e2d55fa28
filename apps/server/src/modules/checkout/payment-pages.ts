import { formatEuros, pageTitle, RETAILER_BRAND } from '@ldn/domain';
import { escapeHtml, htmlPage } from '../../http/html';
import { moneyMessages } from '../cart/money-messages';

/**
 * The sandbox payment pages (design.md §3 "Payments"): server-rendered French HTML without any
 * script (the Content-Security-Policy holds), accessible by construction: `lang="fr"`, a label
 * for every field, errors tied to their field and announced with `role="alert"`, large targets.
 */

const text = moneyMessages.pay;

const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;
  color:#2d2a32;background:#fdf6f0;line-height:1.5;display:flex;flex-direction:column;align-items:center}
header{width:100%;padding:1rem;text-align:center;background:#fff;border-bottom:1px solid #f0e2d8;font-weight:700;color:#b3263f}
.sandbox{width:100%;padding:.5rem 1rem;text-align:center;background:#fff1dc;color:#5c3200;font-weight:600}
main{width:100%;max-width:32rem;padding:1.25rem}
.card{background:#fff;border-radius:1rem;padding:1.5rem;box-shadow:0 2px 12px rgba(80,40,30,.08)}
h1{font-size:1.5rem;margin:0 0 .5rem}
h2{font-size:1.1rem;margin:1.5rem 0 .5rem}
p{margin:.5rem 0}
.amount{font-size:1.75rem;font-weight:700;margin:.25rem 0 1rem}
table{width:100%;border-collapse:collapse;margin:.5rem 0}
th,td{padding:.25rem 0;vertical-align:top}
th{text-align:left;font-weight:400}
td.num{text-align:right;white-space:nowrap;padding-left:1rem}
aside{width:100%}
label{display:block;font-weight:600;margin:1rem 0 .25rem}
input{width:100%;font:inherit;padding:.7rem .8rem;border:1px solid #8c8390;border-radius:.6rem;background:#fff;color:inherit}
input[aria-invalid=true]{border-color:#b00020;border-width:2px}
.row{display:flex;gap:1rem}.row>div{flex:1}
.hint{font-size:.9rem;color:#5c5560;margin:.25rem 0 0}
.field-error{font-size:.9rem;color:#b00020;margin:.25rem 0 0;font-weight:600}
.alert{border-radius:.6rem;padding:.75rem 1rem;margin:1rem 0;background:#fdecee;color:#8a1024;border:1px solid #f3b6c0}
button,.button{display:block;width:100%;margin-top:1.5rem;min-height:44px;padding:.8rem 1rem;font:inherit;font-weight:700;
  color:#fff;background:#b3263f;border:0;border-radius:2rem;cursor:pointer;text-align:center;text-decoration:none}
button:hover,.button:hover{background:#951d33}
.secondary{background:#fff;color:#b3263f;border:2px solid #b3263f;margin-top:.75rem}
.test-cards{font-size:.95rem;background:#f7f3ef;border-radius:.6rem;padding:.75rem 1rem;margin-top:1.5rem}
.test-cards ul{margin:.25rem 0;padding-left:1.2rem}
code{font-size:1em}
:focus-visible{outline:3px solid #1a5fb4;outline-offset:2px}
`;

function layout(title: string, body: string): string {
  return htmlPage({
    title: `${title} – ${pageTitle(RETAILER_BRAND)}`,
    style: STYLE,
    body: `<header>${escapeHtml(moneyMessages.brand)}</header>
<aside><p class="sandbox" role="note">${escapeHtml(text.sandboxBanner)}</p></aside>
<main>
${body}
</main>`,
  });
}

/** What the payment page shows of a payment. */
export interface PaymentPageInput {
  readonly paymentId: string;
  readonly listTitle: string;
  readonly amountCents: number;
  readonly productsCents: number;
  readonly contributionCents: number;
  readonly deliveryFeeCents: number;
  readonly lines: readonly {
    readonly name: string;
    readonly quantity: number;
    readonly amountCents: number;
  }[];
  /** Paris time of the end of the reservation, e.g. '09:30'. */
  readonly expiresAtText: string;
}

/** The form's fields as typed (shown again with the errors). */
export interface CardForm {
  readonly cardNumber: string;
  readonly expiry: string;
  readonly holder: string;
}

export type CardField = 'cardNumber' | 'expiry' | 'cvc' | 'holder';
export type CardFormErrors = Partial<Record<CardField, string>>;

/**
 * 'Tous les champs sont obligatoires.', before the card form, with this id: each field refers to
 * it by `aria-describedby`, so that the mention is in the text tied to the field (RGAA 11.10, test
 * 11.10.2) as well as on screen.
 */
const REQUIRED_NOTE_ID = 'required-note';

function field(
  name: CardField,
  label: string,
  options: {
    value?: string;
    error?: string | undefined;
    hint?: string;
    autocomplete: string;
    inputmode?: string;
  },
): string {
  const described = [
    REQUIRED_NOTE_ID,
    options.hint ? `${name}-hint` : '',
    options.error ? `${name}-error` : '',
  ].filter(Boolean);
  return `<div>
<label for="${name}">${escapeHtml(label)}</label>
<input id="${name}" name="${name}" type="text" required autocomplete="${options.autocomplete}"${options.inputmode ? ` inputmode="${options.inputmode}"` : ''} value="${escapeHtml(options.value ?? '')}"${options.error ? ' aria-invalid="true"' : ''}${described.length ? ` aria-describedby="${described.join(' ')}"` : ''}>
${options.hint ? `<p class="hint" id="${name}-hint">${escapeHtml(options.hint)}</p>` : ''}
${options.error ? `<p class="field-error" id="${name}-error">${escapeHtml(options.error)}</p>` : ''}
</div>`;
}

/** The payment page: what is paid, for which list, the card form and the test cards. */
export function paymentPage(
  input: PaymentPageInput,
  form: CardForm = { cardNumber: '', expiry: '', holder: '' },
  errors: CardFormErrors = {},
): string {
  const amount = formatEuros(input.amountCents);
  const hasErrors = Object.keys(errors).length > 0;
  // Each line's label is the header of its row (RGAA 5.6, WCAG 1.3.1): a screen reader reads
  // the amount with what it pays for.
  const row = (label: string, cents: number): string =>
    `<tr><th scope="row">${escapeHtml(label)}</th><td class="num">${escapeHtml(formatEuros(cents))}</td></tr>`;
  const rows = [
    ...input.lines.map((line) => row(`${line.name} × ${line.quantity}`, line.amountCents)),
    ...(input.contributionCents > 0 ? [row(text.contribution, input.contributionCents)] : []),
    ...(input.deliveryFeeCents > 0 ? [row(text.deliveryFee, input.deliveryFeeCents)] : []),
  ];
  const action = `/paiement/${escapeHtml(input.paymentId)}`;
  return layout(
    text.title,
    `<div class="card">
<h1>${escapeHtml(text.title)}</h1>
<p>${escapeHtml(text.forList(input.listTitle))}</p>
<p>${escapeHtml(text.amount)}</p>
<p class="amount">${escapeHtml(amount)}</p>
<table>${rows.join('')}</table>
<p class="hint">${escapeHtml(text.expiresAt(input.expiresAtText))}</p>
${hasErrors ? `<p class="alert" role="alert">${escapeHtml(text.formErrors)}</p>` : ''}
<p class="hint" id="${REQUIRED_NOTE_ID}">${escapeHtml(text.allFieldsRequired)}</p>
<form method="post" action="${action}" novalidate>
${field('cardNumber', text.cardNumber, { value: form.cardNumber, error: errors.cardNumber, hint: text.cardNumberHint, autocomplete: 'cc-number', inputmode: 'numeric' })}
<div class="row">
${field('expiry', text.expiry, { value: form.expiry, error: errors.expiry, autocomplete: 'cc-exp', inputmode: 'numeric' })}
${field('cvc', text.cvc, { error: errors.cvc, autocomplete: 'cc-csc', inputmode: 'numeric' })}
</div>
${field('holder', text.holder, { value: form.holder, error: errors.holder, autocomplete: 'cc-name' })}
<button type="submit">${escapeHtml(text.payButton(amount))}</button>
</form>
<form method="post" action="${action}/annulation">
<button type="submit" class="secondary">${escapeHtml(text.cancelButton)}</button>
</form>
<div class="test-cards">
<h2>${escapeHtml(text.testCardsTitle)}</h2>
<ul>
<li><code>4242 4242 4242 4242</code> : ${escapeHtml(text.testCardAccepted)}</li>
<li><code>4000 0000 0000 0002</code> : ${escapeHtml(text.testCardDeclined)}</li>
<li><code>4000 0000 0000 9995</code> : ${escapeHtml(text.testCardInsufficient)}</li>
</ul>
<p>${escapeHtml(text.testCardsNote)}</p>
</div>
</div>`,
  );
}

/** A payment that cannot be paid any more (or does not exist), with a way back. */
export function notPayablePage(message: string, backUrl: string | undefined): string {
  return layout(
    text.notPayableTitle,
    `<div class="card">
<h1>${escapeHtml(text.notPayableTitle)}</h1>
<p role="alert">${escapeHtml(message)}</p>
${backUrl ? `<a class="button" href="${escapeHtml(backUrl)}">${escapeHtml(text.backToCart)}</a>` : ''}
</div>`,
  );
}
