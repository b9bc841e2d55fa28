/**
 * [S8.4] [S4.4] Reading the error body the server sends when a cart cannot be validated.
 *
 * The body may carry `hybrisErrorMsg` ({ message, items: [{ codeAx }] }), `ldnErrorMsg`
 * ({ errMessage, reason, items }), `errorMsg` (a string) or `message` (a string that is either JSON
 * holding one of these shapes, or a plain message). Bodies come from the network: anything else
 * (null, arrays, numbers, malformed JSON, empty texts) falls back to the default message.
 */

/** The code of the fallback message (text in `cartMessages`). */
export const DEFAULT_CART_ERROR_CODE = 'DIFFICULTIES_TO_VALIDATE_CART';

/** What the cart error popup shows. */
export type CartErrorOutcome =
  /** These products are refused: remove them from the cart and list them in the popup. */
  | {
      readonly kind: 'refusedItems';
      readonly refusedCodes: readonly string[];
      readonly message?: string;
      /**
       * [S5.5] Set when every refused product is only being bought by someone else right now
       * (payments under way hold its units): it may be giftable again in a few minutes.
       */
      readonly reason?: typeof PURCHASE_IN_PROGRESS;
    }
  /** No product named: show the server's message. */
  | { readonly kind: 'message'; readonly message: string }
  /** Nothing usable: show DIFFICULTIES_TO_VALIDATE_CART. */
  | { readonly kind: 'default'; readonly messageCode: typeof DEFAULT_CART_ERROR_CODE };

/** The refusal reason of products held by other people's payments under way. */
export const PURCHASE_IN_PROGRESS = 'PURCHASE_IN_PROGRESS';

/** How many JSON strings inside `message` are unwrapped, so that a hostile body cannot loop us. */
const MAX_NESTING = 3;

/** What JSON.parse can never return: marks a string that is not JSON. */
const NOT_JSON = Symbol('not JSON');

type Body = Readonly<Record<string, unknown>>;

const isRecord = (value: unknown): value is Body =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** A product code written as text or as a number. */
const scalarCode = (value: unknown): string | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? String(value) : text(value);

/** A product code from an item: `{ codeAx }`, `{ code }`, or the code itself. */
const itemCode = (item: unknown): string | undefined =>
  isRecord(item) ? scalarCode(item['codeAx'] ?? item['code']) : scalarCode(item);

/** The distinct codes of an `items` array, in order. */
function itemCodes(items: unknown): readonly string[] {
  if (!Array.isArray(items)) return [];
  const codes = items.map(itemCode).filter((code): code is string => code !== undefined);
  return [...new Set(codes)];
}

/** Refused products win over a message; with neither, nothing was found. */
function outcome(
  codes: readonly string[],
  message: string | undefined,
): CartErrorOutcome | undefined {
  if (codes.length > 0) {
    return message === undefined
      ? { kind: 'refusedItems', refusedCodes: codes }
      : { kind: 'refusedItems', refusedCodes: codes, message };
  }
  return message === undefined ? undefined : { kind: 'message', message };
}

/** One of the error objects (`hybrisErrorMsg`, `ldnErrorMsg`): its refused items and its text. */
function fromErrorObject(value: unknown): CartErrorOutcome | undefined {
  if (!isRecord(value)) return undefined;
  const message = text(value['message']) ?? text(value['errMessage']) ?? text(value['reason']);
  const found = outcome(itemCodes(value['items']), message);
  return found?.kind === 'refusedItems' && value['reason'] === PURCHASE_IN_PROGRESS
    ? { ...found, reason: PURCHASE_IN_PROGRESS }
    : found;
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return NOT_JSON;
  }
}

/** `message`: JSON holding one of the shapes, a JSON string, or a plain message. */
function fromMessage(value: unknown, depth: number): CartErrorOutcome | undefined {
  const raw = text(value);
  if (raw === undefined) return undefined;
  const parsed = parseJson(raw);
  if (parsed === NOT_JSON) return outcome([], raw);
  if (typeof parsed === 'string') return outcome([], text(parsed));
  return isRecord(parsed) && depth < MAX_NESTING ? fromBody(parsed, depth + 1) : undefined;
}

function fromBody(body: Body, depth: number): CartErrorOutcome | undefined {
  return (
    fromErrorObject(body['hybrisErrorMsg']) ??
    fromErrorObject(body['ldnErrorMsg']) ??
    outcome([], text(body['errorMsg'])) ??
    fromMessage(body['message'], depth)
  );
}

/**
 * [S8.4] [S4.4] Turns a cart error body into what the popup shows: the refused products (removed
 * from the cart, listed in the popup, with the server's text if any), else the server's message,
 * else DIFFICULTIES_TO_VALIDATE_CART. The first shape that says something wins, in the order
 * hybrisErrorMsg, ldnErrorMsg, errorMsg, message. Never throws.
 */
export function parseCartError(body: unknown): CartErrorOutcome {
  const found = isRecord(body) ? fromBody(body, 0) : undefined;
  return found ?? { kind: 'default', messageCode: DEFAULT_CART_ERROR_CODE };
}
