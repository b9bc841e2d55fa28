import { errorToastMessages } from '@ldn/domain';
import { describe, expect, it } from 'vitest';
import { recipientsToSend } from './share-by-email-form';
import { shareErrorMessage } from './api-error';

describe('shareErrorMessage', () => {
  it("[S2.40] the server's message when its error body has one", () => {
    expect(
      shareErrorMessage({
        status: 429,
        data: { status: 429, code: 'SHARE_LIMIT_REACHED', message: 'Limite atteinte.' },
      }),
    ).toBe('Limite atteinte.');
  });

  it.each([
    ['a network failure', { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }],
    ['an HTML error page', { status: 'PARSING_ERROR', originalStatus: 502, data: '<html>' }],
    ['a blank message', { status: 400, data: { status: 400, code: 'X', message: '  ' } }],
    ['nothing', undefined],
  ])('[S2.40] [S8.2] the domain text for %s', (_what, error) => {
    expect(shareErrorMessage(error)).toBe(errorToastMessages.ERROR_OCCURED_WHILE_SENDING_MESSAGE);
  });
});

describe('recipientsToSend', () => {
  it('[S2.40] skips blank fields and keeps the first of case-insensitive duplicates, in order', () => {
    expect(
      recipientsToSend(['a@exemple.fr', '', '  ', 'B@exemple.fr', 'A@EXEMPLE.FR', 'b@exemple.fr']),
    ).toEqual(['a@exemple.fr', 'B@exemple.fr']);
  });
});
