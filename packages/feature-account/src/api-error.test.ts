import { describe, expect, it } from 'vitest';
import { apiErrorCode, apiErrorMessage } from './api-error';

const failure = (status: number, code: string, message: string) => ({
  status,
  data: { status, code, message },
});

describe('apiErrorMessage', () => {
  it('[S8.2] gives the French message of a deliberate refusal', () => {
    const error = failure(
      403,
      'UNAVAILABLE_COUNTRY',
      "La liste de naissance n'est pas disponible dans votre pays.",
    );
    expect(apiErrorMessage(error)).toBe(
      "La liste de naissance n'est pas disponible dans votre pays.",
    );
    expect(apiErrorCode(error)).toBe('UNAVAILABLE_COUNTRY');
  });

  it('[S8.2] keeps technical answers to itself: schema errors, conflicts, server errors, network', () => {
    expect(apiErrorMessage(failure(400, 'BAD_REQUEST', 'Invalid body: "title"'))).toBeUndefined();
    expect(apiErrorMessage(failure(409, 'CONFLICT', 'This already exists.'))).toBeUndefined();
    expect(
      apiErrorMessage(failure(500, 'INTERNAL_SERVER_ERROR', 'Internal server error')),
    ).toBeUndefined();
    expect(apiErrorMessage({ status: 'FETCH_ERROR', error: 'TypeError' })).toBeUndefined();
    expect(apiErrorMessage(undefined)).toBeUndefined();
    expect(apiErrorCode({ status: 'FETCH_ERROR' })).toBeUndefined();
  });
});
