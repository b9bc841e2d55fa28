import { ANSWER_SCHEMAS } from './answer-schemas';
import type { ApiClientLogger } from './config';

/**
 * Development only: holds an answer to the contract's schema of its endpoint and logs, naming the
 * endpoint, what does not match. The answer is given to the screen all the same (a check, not a
 * gate): a drift between the server and the contract shows in the console while it is cheap to fix.
 * `false` when the answer was refused, `true` when it matched or the endpoint has no schema.
 */
export function checkAnswer(endpoint: string, data: unknown, logger: ApiClientLogger): boolean {
  const schema = ANSWER_SCHEMAS[endpoint];
  if (schema === undefined) return true;
  const result = schema.safeParse(data);
  if (result.success) return true;
  const issues = result.error.issues.map(
    (issue) =>
      `  ${issue.path.length > 0 ? issue.path.join('.') : '(the answer)'}: ${issue.message}`,
  );
  logger.error(
    `[api-client] the answer of ${endpoint} does not match @ldn/contract:\n${issues.join('\n')}`,
    data,
  );
  return false;
}
