import { errorBodySchema } from '@ldn/contract';
import { describe, expect, it } from 'vitest';
import {
  apiErrorBody,
  apiErrorCode,
  errorBodyOf,
  errorStatus,
  isApiErrorBody,
  serverMessageOf,
} from './api-error';

const refusal = {
  status: 409,
  code: 'LIST_HAS_CONTRIBUTIONS',
  message: 'Cette liste a déjà reçu des cadeaux.',
};

/** Bodies a failed call may carry: the API's, partial ones, a proxy's, none. */
const BODIES: readonly unknown[] = [
  refusal,
  { ...refusal, ldnErrorMsg: { errMessage: 'x', reason: 'y', items: [] } },
  { status: 400, code: 'BAD_REQUEST', message: '' },
  { status: '400', code: 'BAD_REQUEST', message: 'Invalid body' },
  { status: 400.5, code: 'BAD_REQUEST', message: 'Invalid body' },
  { status: 400, message: 'no code' },
  { status: 400, code: 'BAD_REQUEST' },
  { code: 'KO', message: 'no status' },
  { status: 400, code: 7, message: 'numeric code' },
  '<html>Bad gateway</html>',
  null,
  undefined,
  [],
  42,
];

describe('the reader of the server error body', () => {
  it.each(BODIES.map((body) => [JSON.stringify(body) ?? 'undefined', body]))(
    '[S8.2] agrees with the contract errorBodySchema on %s',
    (_name, body) => {
      expect(isApiErrorBody(body)).toBe(errorBodySchema.safeParse(body).success);
    },
  );

  it('[S8.2] reads the code, the trimmed message and the status of a refusal', () => {
    const error = { status: 409, data: { ...refusal, message: `  ${refusal.message} ` } };

    expect(apiErrorBody(error)).toEqual(error.data);
    expect(apiErrorCode(error)).toBe('LIST_HAS_CONTRIBUTIONS');
    expect(serverMessageOf(error)).toBe('Cette liste a déjà reçu des cadeaux.');
    expect(errorStatus(error)).toBe(409);
    expect(errorBodyOf(error)).toBe(error.data);
  });

  it('[S8.2] finds nothing to show in a network failure, a page of HTML or a blank message', () => {
    const network = { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' };
    const html = { status: 'PARSING_ERROR', originalStatus: 502, data: '<html></html>' };
    const blank = { status: 400, data: { status: 400, code: 'BAD_REQUEST', message: '  ' } };

    for (const error of [network, html, blank, undefined, null, 'oops']) {
      expect(serverMessageOf(error)).toBeUndefined();
    }
    expect(apiErrorBody(network)).toBeUndefined();
    expect(apiErrorCode(html)).toBeUndefined();
    expect(errorStatus(network)).toBeUndefined();
    expect(errorBodyOf(html)).toBe('<html></html>');
    expect(errorBodyOf(network)).toBeUndefined();
  });
});
