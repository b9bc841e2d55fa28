import { describe, expect, it } from 'vitest';
import { formatDateFr } from '../screens/date-text';
import { parseChildBirthday, validateChildBirthday } from './birthday';

describe('child birthday', () => {
  it.each([
    ['05/03/26', '2026-03-05T00:00:00.000Z'],
    ['01/01/00', '2000-01-01T00:00:00.000Z'],
    ['31/12/99', '2099-12-31T00:00:00.000Z'],
    ['29/02/28', '2028-02-29T00:00:00.000Z'],
    ['28/02/27', '2027-02-28T00:00:00.000Z'],
    ['31/01/26', '2026-01-31T00:00:00.000Z'],
    ['30/04/26', '2026-04-30T00:00:00.000Z'],
    [' 05/03/26 ', '2026-03-05T00:00:00.000Z'],
  ])('[S5.16] parseChildBirthday(%j) -> %j (UTC midnight)', (text, iso) => {
    expect(parseChildBirthday(text)).toEqual({ kind: 'valid', iso });
  });

  it.each([
    ['31/02/26'],
    ['29/02/27'],
    ['31/04/26'],
    ['32/01/26'],
    ['00/01/26'],
    ['01/00/26'],
    ['01/13/26'],
    ['1/2/26'],
    ['05/03/2026'],
    ['05-03-26'],
    ['aa/bb/cc'],
    ['05/03/2a'],
    [''],
    ['2026-03-05'],
  ])('[S5.16] parseChildBirthday(%j) is INVALID_DATE', (text) => {
    expect(parseChildBirthday(text)).toEqual({ kind: 'invalid', error: 'INVALID_DATE' });
  });

  it.each([
    ['', false, undefined],
    ['  ', false, undefined],
    [null, false, undefined],
    ['', true, 'DEFAULT_INPUT_ERROR'],
    [undefined, true, 'DEFAULT_INPUT_ERROR'],
    ['05/03/26', true, undefined],
    ['05/03/26', false, undefined],
    ['31/02/26', false, 'INVALID_DATE'],
    ['31/02/26', true, 'INVALID_DATE'],
  ])('[S5.16] validateChildBirthday(%j, required %s) -> %s', (text, required, expected) => {
    expect(validateChildBirthday(text, { required })).toBe(expected);
  });

  it('[S5.16] the birthday field is optional by default', () => {
    expect(validateChildBirthday('')).toBeUndefined();
  });

  it.each([['05/03/26'], ['29/02/28'], ['31/12/99']])(
    '[S5.16] [S9.11] %j survives parse then format',
    (text) => {
      const parsed = parseChildBirthday(text);
      expect(parsed.kind === 'valid' && formatDateFr(parsed.iso)).toBe(text);
    },
  );
});
