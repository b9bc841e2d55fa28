import { describe, expect, it } from 'vitest';
import { screenLabels, staffLogoutText } from '../messages';
import { appVersionText } from '../messages-other-screens';

describe('screen labels', () => {
  it('[S2.43] [S2.59] [S6.4] staff see their own labels', () => {
    expect(screenLabels.CUSTOMER_LIST).toBe('Liste du client');
    expect(screenLabels.VALIDATE_TRANSACTION).toBe('Valider la transaction');
  });

  it('[S2.60] names the app version', () => {
    expect(appVersionText('1.4.2')).toBe('Version 1.4.2');
  });

  it.each([
    ['Julien', 'Se déconnecter (Julien)'],
    [' Julien ', 'Se déconnecter (Julien)'],
    ['', 'Se déconnecter'],
  ])('[S2.62] the staff logout with first name %j reads %s', (firstName, expected) => {
    expect(staffLogoutText(firstName)).toBe(expected);
  });
});
