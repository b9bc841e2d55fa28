import { describe, expect, it } from 'vitest';
import { codeForStatus, errorBody, HttpError, invalidInput, validationMessage } from './error-body';

describe('codeForStatus', () => {
  it.each([
    [400, 'BAD_REQUEST'],
    [404, 'NOT_FOUND'],
    [413, 'PAYLOAD_TOO_LARGE'],
    [500, 'INTERNAL_SERVER_ERROR'],
    [599, 'ERROR'],
  ])('%i -> %s', (status, code) => {
    expect(codeForStatus(status)).toBe(code);
  });
});

describe('errorBody and HttpError', () => {
  it('derive the code from the status unless one is given', () => {
    expect(errorBody(409, 'Déjà offert')).toEqual({
      status: 409,
      code: 'CONFLICT',
      message: 'Déjà offert',
    });
    expect(new HttpError(403, 'Interdit')).toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
      message: 'Interdit',
    });
  });
});

describe('validationMessage', () => {
  it('writes nested paths with dots and keeps root-level messages bare', () => {
    const message = validationMessage(
      [
        {
          keyword: 'too_small',
          instancePath: '/items/0/quantity',
          schemaPath: '',
          params: {},
          message: 'must be >= 1',
        },
        {
          keyword: 'invalid_type',
          instancePath: '',
          schemaPath: '',
          params: {},
          message: 'expected object',
        },
      ],
      'body',
    );
    expect(message).toBe(
      'Données invalides : « items.0.quantity » : must be >= 1 ; expected object',
    );
  });

  it('[S1.4] names the part of the request in French, whatever it is', () => {
    const issue = {
      keyword: 'custom',
      instancePath: '/listId',
      schemaPath: '',
      params: {},
      message: 'doit être un numéro de liste',
    };
    expect(validationMessage([issue], 'params')).toBe(
      'Adresse invalide : « listId » : doit être un numéro de liste',
    );
    expect(validationMessage([issue], 'querystring')).toMatch(/^Paramètres invalides : /);
    expect(validationMessage([issue], undefined)).toMatch(/^Requête invalide : /);
    expect(validationMessage([{ ...issue, message: undefined }], 'body')).toBe(
      'Données invalides : « listId » : valeur invalide',
    );
    expect(
      invalidInput('body', 'recipients.1', "L'adresse e-mail n'est pas valide."),
    ).toMatchObject({
      status: 400,
      code: 'BAD_REQUEST',
      message: "Données invalides : « recipients.1 » : L'adresse e-mail n'est pas valide.",
    });
  });
});
