import { describe, expect, it } from 'vitest';
import { commentCounter, truncateComment, validateComment } from './comment';

describe('product comment', () => {
  it.each([
    [0, { length: 0, max: 255, remaining: 255 }],
    [1, { length: 1, max: 255, remaining: 254 }],
    [254, { length: 254, max: 255, remaining: 1 }],
    [255, { length: 255, max: 255, remaining: 0 }],
    [256, { length: 256, max: 255, remaining: 0 }],
  ])('[S5.6] [S2.44] the counter of a %i-character comment is %j', (size, expected) => {
    expect(commentCounter('a'.repeat(size))).toEqual(expected);
  });

  it('[S5.6] [S2.44] the counter counts an emoji as one character', () => {
    expect(commentCounter('Merci 👶')).toEqual({ length: 7, max: 255, remaining: 248 });
  });

  it.each([
    [254, 254],
    [255, 255],
    [256, 255],
    [1000, 255],
  ])('[S5.6] a %i-character comment is truncated to %i characters', (size, expected) => {
    expect(truncateComment('é'.repeat(size))).toBe('é'.repeat(expected));
  });

  it('[S5.6] truncation keeps the first 255 characters, emoji whole', () => {
    const text = `${'a'.repeat(254)}👶b`;
    expect(truncateComment(text)).toBe(`${'a'.repeat(254)}👶`);
  });

  it.each([
    [null, undefined],
    [undefined, undefined],
    ['', undefined],
    ['a'.repeat(254), undefined],
    ['a'.repeat(255), undefined],
    ['👶'.repeat(255), undefined],
    ['a'.repeat(256), 'COMMENT_TOO_LONG'],
  ])('[S5.6] validateComment(%j) -> %s', (text, expected) => {
    expect(validateComment(text)).toBe(expected);
  });
});
