import { describe, expect, it } from 'vitest';
import { normalizePhone, validatePhone } from './phone';

describe('phone input', () => {
  it.each([
    ['0612345678', undefined],
    ['0112345678', undefined],
    ['0912345678', undefined],
    ['06 12 34 56 78', undefined],
    ['06.12.34.56.78', undefined],
    ['06-12-34-56-78', undefined],
    ['06 12.34-56 78', undefined],
    ['0012345678', 'INVALID_PHONE_NUMBER'],
    ['1612345678', 'INVALID_PHONE_NUMBER'],
    ['061234567', 'INVALID_PHONE_NUMBER'],
    ['06123456789', 'INVALID_PHONE_NUMBER'],
    ['+33612345678', 'INVALID_PHONE_NUMBER'],
    ['06  12 34 56 78', 'INVALID_PHONE_NUMBER'],
    ['0 612345678', 'INVALID_PHONE_NUMBER'],
    ['06123456ab', 'INVALID_PHONE_NUMBER'],
  ])('[S5.9] validatePhone(%j) -> %s', (value, expected) => {
    expect(validatePhone(value)).toBe(expected);
  });

  it.each([
    ['', false, undefined],
    ['  ', false, undefined],
    [null, false, undefined],
    [undefined, false, undefined],
    ['', true, 'REQUIRED_PHONE'],
    ['  ', true, 'REQUIRED_PHONE'],
    [null, true, 'REQUIRED_PHONE'],
    ['0612345678', true, undefined],
    ['061234567', true, 'INVALID_PHONE_NUMBER'],
  ])('[S5.7] [S5.9] validatePhone(%j, required %s) -> %s', (value, required, expected) => {
    expect(validatePhone(value, { required })).toBe(expected);
  });

  it.each([
    // 12 characters: the stored international form.
    ['+33612345678', '0612345678'],
    // 10 characters: unchanged, whatever they are.
    ['0612345678', '0612345678'],
    ['0033612345', '0033612345'],
    // 11 and 9 characters: the spec's rule as written.
    ['33612345678', '012345678'],
    ['612345678', '0345678'],
    ['+33 6 12 34 56 78', '0612345678'],
    ['06 12 34 56 78', '0612345678'],
    ['06.12.34.56.78', '0612345678'],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('[S3.1] normalizePhone(%j) -> %j: when not 10 long, the first 3 characters become a 0', (phone, expected) => {
    expect(normalizePhone(phone)).toBe(expected);
  });
});
