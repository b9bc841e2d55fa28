import { describe, expect, it } from 'vitest';
import { isBlank, textLength, truncateText, validateText } from './text';

describe('text input', () => {
  it.each([
    ['', true],
    ['   ', true],
    ['\t\n ', true],
    [null, true],
    [undefined, true],
    ['a', false],
    [' a ', false],
  ])('[S5.10] isBlank(%j) is %s: whitespace only counts as empty', (value, expected) => {
    expect(isBlank(value)).toBe(expected);
  });

  it.each([
    ['', 0],
    ['abc', 3],
    ['éèà', 3],
    ['👶🍼', 2],
  ])('[S5.10] textLength(%j) is %i: characters, not UTF-16 units', (value, expected) => {
    expect(textLength(value)).toBe(expected);
  });

  it.each([
    ['', true, 'DEFAULT_INPUT_ERROR'],
    ['   ', true, 'DEFAULT_INPUT_ERROR'],
    [null, true, 'DEFAULT_INPUT_ERROR'],
    [undefined, true, 'DEFAULT_INPUT_ERROR'],
    ['Léa', true, undefined],
    ['', false, undefined],
    ['   ', false, undefined],
    [null, false, undefined],
  ])('[S5.10] validateText(%j, required %s) -> %s', (value, required, expected) => {
    expect(validateText(value, { required })).toBe(expected);
  });

  it('[S5.10] an optional text field is valid by default', () => {
    expect(validateText('')).toBeUndefined();
  });

  it.each([
    ['abcdef', 4, 'abcd'],
    ['abcd', 4, 'abcd'],
    ['abc', 4, 'abc'],
    ['abcde', 4, 'abcd'],
    ['abc', 0, ''],
    ['abc', -2, ''],
    ['abcdef', 2.9, 'ab'],
    ['👶🍼🧸', 2, '👶🍼'],
    ['bébé', 3, 'béb'],
  ])('[S5.10] truncateText(%j, %s) -> %j: truncates by characters', (value, max, expected) => {
    expect(truncateText(value, max)).toBe(expected);
  });

  it('[S5.10] truncateText without a maximum keeps the value', () => {
    expect(truncateText('a'.repeat(1000))).toBe('a'.repeat(1000));
  });

  it('[S5.10] never cuts an emoji in half (the UTF-16 slice would)', () => {
    expect('a👶'.slice(0, 2)).not.toBe('a👶');
    expect(truncateText('a👶b', 2)).toBe('a👶');
  });
});
