import { describe, expect, it } from 'vitest';
import { isStaffRedirect, screenHintFor, screenHintOf } from './screen-hint';

describe('screen hint', () => {
  it.each([
    ['/seller', true],
    ['/seller/login', true],
    ['/seller/pendingtransaction/12?x=1', true],
    ['/SELLER/help', true],
    ['/kiosk', true],
    ['/kiosk/seller', true],
    ['/kiosk/list/demo00parent', true],
    ['/', false],
    ['/list/demo00parent/detenteur', false],
    ['/list/seller', false],
    ['/kioskette', false],
    ['/parameters#seller', false],
  ])('[S2.14] [S2.29] a sign-in back to %s is staff’s: %s', (path, staff) => {
    expect(isStaffRedirect(path)).toBe(staff);
  });

  it('[S2.36] [S2.14] sign-up when asked, else staff for a staff page, else none', () => {
    expect(screenHintFor({ signUp: true, redirectPath: '/seller' })).toBe('signup');
    expect(screenHintFor({ signUp: false, redirectPath: '/seller' })).toBe('staff');
    expect(screenHintFor({ signUp: false, redirectPath: '/' })).toBeUndefined();
  });

  it('reads only the known hints of a request', () => {
    expect(screenHintOf({ screen_hint: 'signup' })).toBe('signup');
    expect(screenHintOf({ screen_hint: 'staff' })).toBe('staff');
    expect(screenHintOf({ screen_hint: 'admin' })).toBeUndefined();
    expect(screenHintOf({})).toBeUndefined();
  });
});
