import { describe, expect, it } from 'vitest';
import {
  DIGITS_PATTERN,
  EMAIL_PATTERN,
  PHONE_PATTERN,
  POSTAL_CODE_PATTERN,
  TICKET_CODE_PATTERN,
  isValidEmail,
} from './patterns';

describe('patterns', () => {
  it('[S5.8] [S5.9] keep the regular expressions of the spec verbatim', () => {
    expect(EMAIL_PATTERN.source).toBe('^[a-zA-Z0-9._\\-]+@[a-zA-Z0-9.\\-]+\\.[a-zA-Z]{2,6}$');
    expect(PHONE_PATTERN.source).toBe('^0[1-9]([-. ]?[0-9]{2}){4}$');
  });

  it.each([
    [POSTAL_CODE_PATTERN, '75001', true],
    [POSTAL_CODE_PATTERN, '7500', false],
    [DIGITS_PATTERN, '7', true],
    [DIGITS_PATTERN, '', false],
    [TICKET_CODE_PATTERN, 'WMz9-0-1', true],
    [TICKET_CODE_PATTERN, 'WMz9-0-', false],
  ])('[S5.11] %s.test(%j) is %s', (pattern, value, expected) => {
    expect(pattern.test(value)).toBe(expected);
  });

  it.each([
    ['', true],
    [null, true],
    [undefined, true],
    ['marie@gmail.com', true],
    ['marie@gmail', false],
    [' ', false],
  ])('[S5.8] [S5.1] isValidEmail(%j) is %s: optional and empty is valid', (value, expected) => {
    expect(isValidEmail(value)).toBe(expected);
  });
});
