import { describe, expect, it } from 'vitest';
import { checkSearchText, listSearchState } from './list-search-state';
import { searchAnswer } from './test/fixtures';

describe('checkSearchText', () => {
  it('[S5.14] spaced slashes become one space and the text is trimmed', () => {
    expect(checkSearchText('  Dupont / Martin  ')).toEqual({ ok: true, term: 'Dupont Martin' });
  });

  it('[S5.14] a slash without spaces stays', () => {
    expect(checkSearchText('Dupont/Martin')).toEqual({ ok: true, term: 'Dupont/Martin' });
  });

  it('[S9.9] 2 characters are enough, 1 is not (after normalising)', () => {
    expect(checkSearchText('Li')).toEqual({ ok: true, term: 'Li' });
    expect(checkSearchText(' L ')).toEqual({ ok: false, term: 'L' });
    expect(checkSearchText(' / ')).toEqual({ ok: false, term: '' });
    expect(checkSearchText('')).toEqual({ ok: false, term: '' });
  });

  it('[S9.9] characters are counted as the server counts them (code points)', () => {
    expect(checkSearchText('😀')).toEqual({ ok: false, term: '😀' });
  });
});

describe('listSearchState', () => {
  it('[S2.46] nothing searched: idle', () => {
    expect(listSearchState('', { isFetching: false })).toEqual({ kind: 'idle' });
  });

  it('[S2.46] while searching: loading', () => {
    expect(listSearchState('Martin', { isFetching: true })).toEqual({ kind: 'loading' });
    expect(listSearchState('Martin', { isFetching: false })).toEqual({ kind: 'loading' });
  });

  it('[S2.46] lists found, with or without too many', () => {
    const answer = searchAnswer(2);
    expect(listSearchState('Martin', { isFetching: false, data: answer })).toEqual({
      kind: 'results',
      lists: answer.lists,
      tooMany: false,
    });
    const many = searchAnswer(20, true);
    expect(listSearchState('Martin', { isFetching: false, data: many })).toEqual({
      kind: 'results',
      lists: many.lists,
      tooMany: true,
    });
  });

  it('[S2.46] an empty answer: no list found', () => {
    expect(listSearchState('Zz', { isFetching: false, data: searchAnswer(0) })).toEqual({
      kind: 'none',
    });
  });

  it('[S7.1] [S7.15] a 400 or 404 is "no list found", not a failure', () => {
    expect(listSearchState('Zz', { isFetching: false, error: { status: 400 } })).toEqual({
      kind: 'none',
    });
    expect(listSearchState('Zz', { isFetching: false, error: { status: 404 } })).toEqual({
      kind: 'none',
    });
  });

  it('[S7.15] a server or network failure asks to try again', () => {
    expect(listSearchState('Zz', { isFetching: false, error: { status: 500 } })).toEqual({
      kind: 'error',
    });
    expect(listSearchState('Zz', { isFetching: false, error: { status: 'FETCH_ERROR' } })).toEqual({
      kind: 'error',
    });
  });
});
