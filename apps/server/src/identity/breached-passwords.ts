import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';

/**
 * How long the range API may take, answer included, before the password is accepted unchecked:
 * a person choosing a password waits for it.
 */
export const BREACH_CHECK_TIMEOUT_MS = 2000;

/** Where to ask whether a password is breached, and where to say that the answer did not come. */
export interface BreachedPasswordService {
  /**
   * Base URL of a Have I Been Pwned "Pwned Passwords" range API (`LDN_BREACHED_PASSWORDS_URL`,
   * without a trailing slash). Undefined: no check, no request.
   */
  readonly url: string | undefined;
  /** The logger of the request, for the warning when the service fails. */
  readonly log: Pick<FastifyBaseLogger, 'warn'>;
  /** {@link BREACH_CHECK_TIMEOUT_MS} unless a test wants it shorter. */
  readonly timeoutMs?: number;
}

/** The warning of a failed check; it names neither the password nor any part of its hash. */
export const BREACH_CHECK_FAILED =
  'breached-password check unavailable: password accepted unchecked';

/**
 * ASVS 5.0 V6.2.12: true when `password` is known from a data breach, by a k-anonymity range query
 * (https://haveibeenpwned.com/API/v3#SearchingPwnedPasswordsByRange): only the first 5 hex
 * characters of the password's upper-case SHA-1 leave the process, as `GET <url>/range/<prefix>`,
 * and the 35-character rest is looked for in the answer's `SUFFIX:COUNT` lines. `Add-Padding: true`
 * asks for decoy lines of count 0, so the answer's size does not tell the prefix either; they never
 * count. Called only once the local rules (length, common passwords, context words) have passed,
 * so a password they refuse is never sent anywhere. Nothing is cached: no trace of a password
 * outlives the request.
 *
 * The check fails open: when the service times out, cannot be reached, redirects or answers other
 * than 200, the password is accepted and a warning logged. ASVS puts availability first here: an
 * outage of a third party must not stop people from signing up or recovering their account, and
 * the local rules (V6.2.1, V6.2.4, V6.1.2) still hold.
 */
export async function isBreachedPassword(
  password: string,
  service: BreachedPasswordService,
): Promise<boolean> {
  if (service.url === undefined) return false;
  const hash = createHash('sha1').update(password, 'utf8').digest('hex').toUpperCase();
  const prefix = hash.slice(0, 5);
  let range: string;
  try {
    const response = await fetch(`${service.url}/range/${prefix}`, {
      headers: { 'add-padding': 'true', 'user-agent': 'liste-de-naissance' },
      // A redirect would send the prefix to a host nobody configured.
      redirect: 'error',
      signal: AbortSignal.timeout(service.timeoutMs ?? BREACH_CHECK_TIMEOUT_MS),
    });
    if (response.status !== 200) {
      await response.body?.cancel();
      service.log.warn({ status: response.status }, BREACH_CHECK_FAILED);
      return false;
    }
    range = await response.text();
  } catch (error) {
    service.log.warn({ failure: failureOf(error) }, BREACH_CHECK_FAILED);
    return false;
  }
  return breachCount(range, hash.slice(5)) > 0;
}

/** The count of `suffix` in a range answer (`SUFFIX:COUNT` lines); 0 when it is not there. */
function breachCount(range: string, suffix: string): number {
  for (const line of range.split('\n')) {
    const [candidate = '', count = ''] = line.trim().split(':');
    if (candidate.toUpperCase() === suffix) return Number.parseInt(count, 10) || 0;
  }
  return 0;
}

/** What went wrong, in words fit for the log: never the URL, which holds the prefix. */
function failureOf(error: unknown): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return 'timeout';
  }
  const cause =
    error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  return typeof cause?.code === 'string' ? `network ${cause.code}` : 'network';
}
