import { describe, expect, it } from 'vitest';
import { renderAuthenticatorEnrolledMail } from './authenticator-mail';

describe('renderAuthenticatorEnrolledMail', () => {
  it('[ASVS V6.3.3] tells in French that the second factor is on, what to do with a lost phone, and whom to warn when one did not do it', () => {
    const mail = renderAuthenticatorEnrolledMail({ firstName: '<Hugo>' });
    expect(mail.subject).toBe('Vérification en deux étapes activée');
    expect(mail.text).toContain('Bonjour <Hugo>,\n');
    expect(mail.text).toContain("La vérification en deux étapes vient d'être activée");
    expect(mail.text).toContain('Téléphone perdu ou changé ?');
    expect(mail.text).toContain("--\nSi vous n'êtes pas à l'origine de cette activation");
    expect(mail.html).toContain('Bonjour &lt;Hugo&gt;,');
    expect(mail.html).toContain('<html lang="fr">');
    expect(mail.html).not.toContain('<a ');
    expect(mail.html).not.toContain('<script');
  });
});
