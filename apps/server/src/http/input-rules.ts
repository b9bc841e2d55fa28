import type { FastifyInstance, FastifyRequest } from 'fastify';
import { invalidInput, type HttpError } from './error-body';

/**
 * The rules every request obeys before any route's own schema reads it (design.md §3, "bad input
 * gets a 400 with a clear message, never a 500"), written once here rather than in each schema:
 *
 * - text: no control character but the newline and the tab, and no lone surrogate. PostgreSQL
 *   refuses a NUL in `text` (a 500 where it reached a query), the driver would silently turn a lone
 *   surrogate into U+FFFD, and neither has a place in a name, a message or a search;
 * - JSON bodies: nested at most {@link MAX_JSON_DEPTH} levels. Nothing the apps send comes close
 *   (a discovery filter, the deepest, stays under 30 with its 12 clause levels), and a deeper body
 *   would only feed recursive code (`JSON.stringify`, the filter compiler) an overflow.
 *
 * The text rule covers the path parameters, the query string and the parsed body (JSON or form)
 * of every route, keys included; a refusal is `400 BAD_REQUEST` naming the part and the field, in
 * French like every message a screen may show.
 */

/** The deepest nesting of arrays and objects a JSON body may have. */
export const MAX_JSON_DEPTH = 40;

/** C0 and C1 controls and DEL, except the tab (U+0009) and the newline (U+000A). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/;
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a text breaks the rule (French, as every 400 message), or `undefined` when it is fine. */
export function textProblem(text: string): string | undefined {
  if (CONTROL_CHARACTER.test(text)) {
    return 'contient un caractère de contrôle (seuls le retour à la ligne et la tabulation sont admis)';
  }
  if (LONE_SURROGATE.test(text)) {
    return 'contient un caractère invalide (une moitié isolée de paire UTF-16)';
  }
  return undefined;
}

/** The first text of `value` (its strings and object keys) that breaks the rule, with its path. */
export function findTextProblem(value: unknown): { path: string; problem: string } | undefined {
  // Iterative, so that no input can overflow the stack here.
  const pending: { value: unknown; path: string }[] = [{ value, path: '' }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const current = next.value;
    if (typeof current === 'string') {
      const problem = textProblem(current);
      if (problem) return { path: next.path, problem };
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, child] of Object.entries(current)) {
        const path = next.path ? `${next.path}.${key}` : key;
        const keyProblem = textProblem(key);
        if (keyProblem) return { path: next.path, problem: `a une clé qui ${keyProblem}` };
        pending.push({ value: child, path });
      }
    }
  }
  return undefined;
}

/**
 * Whether the JSON text nests arrays and objects deeper than `max`, read without parsing it (so a
 * hostile body is never built in memory). Brackets inside strings do not count.
 */
export function jsonDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c)
        index += 1; // a backslash escapes the next character
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x7b || code === 0x5b) {
      depth += 1;
      if (depth > max) return true;
    } else if (code === 0x7d || code === 0x5d) {
      depth -= 1;
    }
  }
  return false;
}

/** A refusal worded as the schemas' own: `Données invalides : « message » : contient ...`. */
const badRequest = (part: string, path: string, problem: string): HttpError =>
  invalidInput(part, path, problem);

const PARTS = [
  ['params', (request: FastifyRequest) => request.params],
  ['querystring', (request: FastifyRequest) => request.query],
  ['body', (request: FastifyRequest) => request.body],
] as const;

/**
 * Installs both rules on the root instance, before any route: Fastify's own JSON parser behind
 * the depth check, and a `preValidation` hook, which every route inherits, for the text rule.
 */
export function installInputRules(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    // `parseAs: 'string'` gives a string; the type also allows a Buffer.
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonDeeperThan(text, MAX_JSON_DEPTH)) {
      done(
        badRequest('body', '', `JSON imbriqué sur plus de ${MAX_JSON_DEPTH} niveaux`),
        undefined,
      );
      return;
    }
    parseJson(request, text, done);
  });

  app.addHook('preValidation', (request, _reply, done) => {
    for (const [part, read] of PARTS) {
      const found = findTextProblem(read(request));
      if (found) {
        done(badRequest(part, found.path, found.problem));
        return;
      }
    }
    done();
  });
}
