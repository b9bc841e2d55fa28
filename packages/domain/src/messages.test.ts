import { describe, expect, it } from 'vitest';
import { environmentBannerText } from './messages';
import { validationMessages } from './messages-other-screens';

describe('messages', () => {
  it('[S1.7] names the environment in the banner text', () => {
    expect(environmentBannerText('STAGING')).toBe("Vous êtes sur l'environnement STAGING !");
  });
  it('[S5.2] [S5.7] keeps the verbatim texts of the spec', () => {
    expect(validationMessages.WALLET_AMOUNT_MIN).toBe('Le montant minimum est de 5€.');
    expect(validationMessages.WALLET_AMOUNT_MAX).toBe('Le montant maximum est de 10 000€.');
    expect(validationMessages.REQUIRED_STORE).toBe("Le choix d'un magasin est obligatoire.");
  });
});
