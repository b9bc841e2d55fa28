import { describe, expect, it } from 'vitest';
import { validateDigits, validatePostalCode, validateTicketCode } from './codes';

describe('postal code, digits and ticket code', () => {
  it.each([
    ['75001', undefined],
    ['00000', undefined],
    ['97400', undefined],
    ['7500', 'INVALID_POSTAL_CODE'],
    ['750011', 'INVALID_POSTAL_CODE'],
    ['75 001', 'INVALID_POSTAL_CODE'],
    ['2A004', 'INVALID_POSTAL_CODE'],
    ['7500a', 'INVALID_POSTAL_CODE'],
    ['', undefined],
    ['  ', undefined],
    [null, undefined],
  ])('[S5.11] validatePostalCode(%j) -> %s', (value, expected) => {
    expect(validatePostalCode(value)).toBe(expected);
  });

  it.each([
    ['', 'DEFAULT_INPUT_ERROR'],
    [undefined, 'DEFAULT_INPUT_ERROR'],
    ['75001', undefined],
  ])('[S5.11] [S5.10] required: validatePostalCode(%j) -> %s', (value, expected) => {
    expect(validatePostalCode(value, { required: true })).toBe(expected);
  });

  it.each([
    ['0', undefined],
    ['0123456789', undefined],
    ['12a', 'INVALID_DIGITS'],
    ['1 2', 'INVALID_DIGITS'],
    ['-1', 'INVALID_DIGITS'],
    ['1,5', 'INVALID_DIGITS'],
    ['', undefined],
  ])('[S5.11] validateDigits(%j) -> %s', (value, expected) => {
    expect(validateDigits(value)).toBe(expected);
  });

  it.each([
    ['', 'DEFAULT_INPUT_ERROR'],
    ['42', undefined],
  ])('[S5.11] [S5.10] required: validateDigits(%j) -> %s', (value, expected) => {
    expect(validateDigits(value, { required: true })).toBe(expected);
  });

  it.each([
    // A, U or W, then M
    ['AM12-3-456', undefined],
    ['UM12-3-456', undefined],
    ['WM12-3-456', undefined],
    ['BM12-3-456', 'INVALID_TICKET_NUMBER'],
    ['am12-3-456', 'INVALID_TICKET_NUMBER'],
    ['AN12-3-456', 'INVALID_TICKET_NUMBER'],
    ['A12-3-456', 'INVALID_TICKET_NUMBER'],
    // two word characters
    ['AMab-3-456', undefined],
    ['AM_9-3-456', undefined],
    ['AM1-3-456', 'INVALID_TICKET_NUMBER'],
    ['AM123-3-456', 'INVALID_TICKET_NUMBER'],
    ['AM1.-3-456', 'INVALID_TICKET_NUMBER'],
    // dash, one digit, dash
    ['AM123-456', 'INVALID_TICKET_NUMBER'],
    ['AM12-34-456', 'INVALID_TICKET_NUMBER'],
    ['AM12-a-456', 'INVALID_TICKET_NUMBER'],
    ['AM12--456', 'INVALID_TICKET_NUMBER'],
    ['AM12-3456', 'INVALID_TICKET_NUMBER'],
    // digits, at least one
    ['AM12-3-4', undefined],
    ['AM12-3-0123456789', undefined],
    ['AM12-3-', 'INVALID_TICKET_NUMBER'],
    ['AM12-3-45a', 'INVALID_TICKET_NUMBER'],
    [' AM12-3-456', 'INVALID_TICKET_NUMBER'],
    ['AM12-3-456 ', 'INVALID_TICKET_NUMBER'],
  ])('[S5.11] validateTicketCode(%j) -> %s', (value, expected) => {
    expect(validateTicketCode(value)).toBe(expected);
  });

  it.each([
    ['', true, 'DEFAULT_INPUT_ERROR'],
    [null, true, 'DEFAULT_INPUT_ERROR'],
    ['', false, undefined],
    ['AM12-3-456', true, undefined],
  ])('[S5.11] [S4.7] validateTicketCode(%j, required %s) -> %s', (value, required, expected) => {
    expect(validateTicketCode(value, { required })).toBe(expected);
  });
});
