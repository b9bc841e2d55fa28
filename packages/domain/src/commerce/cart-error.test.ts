import { describe, expect, it } from 'vitest';
import { cartMessages } from '../messages-other-screens';
import { DEFAULT_CART_ERROR_CODE, parseCartError } from './cart-error';

const DEFAULT = { kind: 'default', messageCode: 'DIFFICULTIES_TO_VALIDATE_CART' };

describe('parseCartError', () => {
  it('[S8.4] falls back to DIFFICULTIES_TO_VALIDATE_CART, whose text says to check and retry', () => {
    expect(DEFAULT_CART_ERROR_CODE).toBe('DIFFICULTIES_TO_VALIDATE_CART');
    expect(cartMessages[DEFAULT_CART_ERROR_CODE]).toBe(
      'Nous rencontrons des difficultés pour valider votre panier. Vérifiez son contenu et réessayez dans quelques minutes.',
    );
  });

  it.each<[string, unknown, unknown]>([
    [
      'hybrisErrorMsg with items and a message',
      {
        hybrisErrorMsg: {
          message: 'Stock insuffisant',
          items: [{ codeAx: '00123456' }, { codeAx: '00987654' }],
        },
      },
      {
        kind: 'refusedItems',
        refusedCodes: ['00123456', '00987654'],
        message: 'Stock insuffisant',
      },
    ],
    [
      'hybrisErrorMsg with items only',
      { hybrisErrorMsg: { items: [{ codeAx: '00123456' }] } },
      { kind: 'refusedItems', refusedCodes: ['00123456'] },
    ],
    [
      'hybrisErrorMsg with a message only',
      { hybrisErrorMsg: { message: '  Panier expiré  ', items: [] } },
      { kind: 'message', message: 'Panier expiré' },
    ],
    [
      'hybrisErrorMsg with duplicated and malformed items',
      {
        hybrisErrorMsg: {
          items: [
            { codeAx: '00123456' },
            { codeAx: '00123456' },
            {},
            null,
            { codeAx: '' },
            { codeAx: {} },
          ],
        },
      },
      { kind: 'refusedItems', refusedCodes: ['00123456'] },
    ],
    [
      'ldnErrorMsg with errMessage, reason and items',
      {
        ldnErrorMsg: {
          errMessage: 'Produits indisponibles',
          reason: 'OUT_OF_STOCK',
          items: [{ codeAx: '00123456' }],
        },
      },
      { kind: 'refusedItems', refusedCodes: ['00123456'], message: 'Produits indisponibles' },
    ],
    [
      'ldnErrorMsg of products being bought by someone else right now',
      {
        status: 409,
        code: 'CART_ITEMS_REFUSED',
        message: 'En cours d’achat',
        ldnErrorMsg: {
          errMessage: 'En cours d’achat',
          reason: 'PURCHASE_IN_PROGRESS',
          items: [{ codeAx: '00123456', reason: 'PURCHASE_IN_PROGRESS', remaining: 0 }],
        },
      },
      {
        kind: 'refusedItems',
        refusedCodes: ['00123456'],
        message: 'En cours d’achat',
        reason: 'PURCHASE_IN_PROGRESS',
      },
    ],
    [
      'ldnErrorMsg of products refused for several reasons, one being bought',
      {
        ldnErrorMsg: {
          errMessage: 'Indisponibles',
          reason: 'ITEMS_REFUSED',
          items: [
            { codeAx: '00123456', reason: 'PURCHASE_IN_PROGRESS', remaining: 0 },
            { codeAx: '00987654', reason: 'QUANTITY_EXCEEDED', remaining: 0 },
          ],
        },
      },
      { kind: 'refusedItems', refusedCodes: ['00123456', '00987654'], message: 'Indisponibles' },
    ],
    [
      'ldnErrorMsg with a reason only',
      { ldnErrorMsg: { reason: 'Liste clôturée', items: [] } },
      { kind: 'message', message: 'Liste clôturée' },
    ],
    [
      'ldnErrorMsg items as codes, numbers and { code }',
      { ldnErrorMsg: { items: ['00123456', 987654, { code: '00555555' }, Number.NaN] } },
      { kind: 'refusedItems', refusedCodes: ['00123456', '987654', '00555555'] },
    ],
    [
      'an empty hybrisErrorMsg before an ldnErrorMsg',
      { hybrisErrorMsg: { items: [] }, ldnErrorMsg: { errMessage: 'Quantité trop élevée' } },
      { kind: 'message', message: 'Quantité trop élevée' },
    ],
    [
      'hybrisErrorMsg before errorMsg',
      { hybrisErrorMsg: { items: [{ codeAx: '00123456' }] }, errorMsg: 'Erreur' },
      { kind: 'refusedItems', refusedCodes: ['00123456'] },
    ],
    [
      'errorMsg',
      { errorMsg: 'Le panier a expiré.' },
      { kind: 'message', message: 'Le panier a expiré.' },
    ],
    ['errorMsg before message', { errorMsg: 'A', message: 'B' }, { kind: 'message', message: 'A' }],
    [
      'message as plain text',
      { message: 'Service indisponible' },
      { kind: 'message', message: 'Service indisponible' },
    ],
    [
      'message as JSON holding hybrisErrorMsg',
      {
        message: JSON.stringify({
          hybrisErrorMsg: { message: 'Stock insuffisant', items: [{ codeAx: '00123456' }] },
        }),
      },
      { kind: 'refusedItems', refusedCodes: ['00123456'], message: 'Stock insuffisant' },
    ],
    [
      'message as JSON holding ldnErrorMsg',
      {
        message: JSON.stringify({
          ldnErrorMsg: { errMessage: 'Indisponible', items: [{ codeAx: '00987654' }] },
        }),
      },
      { kind: 'refusedItems', refusedCodes: ['00987654'], message: 'Indisponible' },
    ],
    [
      'message as JSON holding errorMsg',
      { message: JSON.stringify({ errorMsg: 'Adresse e-mail refusée' }) },
      { kind: 'message', message: 'Adresse e-mail refusée' },
    ],
    [
      'message as JSON holding a JSON message',
      { message: JSON.stringify({ message: JSON.stringify({ errorMsg: 'Deux fois emballé' }) }) },
      { kind: 'message', message: 'Deux fois emballé' },
    ],
    [
      'message as a JSON string',
      { message: '"Panier invalide"' },
      { kind: 'message', message: 'Panier invalide' },
    ],
  ])('[S8.4] [S4.4] %s', (_label, body, expected) => {
    expect(parseCartError(body)).toEqual(expected);
  });

  it.each<[string, unknown]>([
    ['null', null],
    ['undefined', undefined],
    ['a number', 500],
    ['a string', 'Internal Server Error'],
    ['an array', [{ hybrisErrorMsg: { items: [{ codeAx: '00123456' }] } }]],
    ['an empty object', {}],
    ['unknown keys', { status: 500, error: 'Internal Server Error' }],
    ['an empty errorMsg', { errorMsg: '   ' }],
    ['a non-string errorMsg', { errorMsg: 42 }],
    ['an empty message', { message: '' }],
    ['a hybrisErrorMsg that is a string', { hybrisErrorMsg: 'oops' }],
    ['a hybrisErrorMsg with nothing usable', { hybrisErrorMsg: { message: '', items: 'x' } }],
    ['message as a JSON object of nothing', { message: '{"foo":1}' }],
    ['message as a JSON array', { message: '[1,2]' }],
    ['message as JSON null', { message: 'null' }],
    ['message as an empty JSON string', { message: '"  "' }],
    [
      'message nested deeper than 3 levels',
      {
        message: JSON.stringify({
          message: JSON.stringify({
            message: JSON.stringify({ message: JSON.stringify({ errorMsg: 'trop profond' }) }),
          }),
        }),
      },
    ],
  ])('[S8.4] %s -> the default message', (_label, body) => {
    expect(parseCartError(body)).toEqual(DEFAULT);
  });

  it('[S8.4] reads a message nested exactly 3 levels deep', () => {
    const body = {
      message: JSON.stringify({
        message: JSON.stringify({ message: JSON.stringify({ errorMsg: 'profond' }) }),
      }),
    };
    expect(parseCartError(body)).toEqual({ kind: 'message', message: 'profond' });
  });

  it('[S8.4] shows a malformed JSON message as plain text', () => {
    expect(parseCartError({ message: '{"hybrisErrorMsg": ' })).toEqual({
      kind: 'message',
      message: '{"hybrisErrorMsg":',
    });
  });
});
