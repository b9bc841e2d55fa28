import { describe, expect, it } from 'vitest';
import {
  loginPage,
  newPasswordPage,
  passwordChangedPage,
  resetLinkInvalidPage,
  resetRequestedPage,
  resetRequestPage,
  signUpPage,
} from './identity-pages';

const EMPTY_SIGN_UP = {
  titleCode: '',
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  country: 'FR',
};

/** The ids an element's `aria-describedby` lists, found by the element's start tag. */
function describedBy(html: string, startTag: RegExp): string[] {
  const tag = html.match(startTag)?.[0];
  if (tag === undefined) throw new Error(`no tag ${String(startTag)}`);
  return tag.match(/aria-describedby="([^"]*)"/)?.[1]?.split(' ') ?? [];
}

describe('the identity pages', () => {
  it("[S1.8] carry the full title: the page's name, then 'Liste de naissance | Aubert'", () => {
    const html = loginPage({ action: '/login', signUpHref: '/sign-up', formToken: 't' });
    expect(html).toContain('<title>Connexion – Liste de naissance | Aubert</title>');
    expect(resetRequestPage({ action: '/reset', formToken: 't', email: '' })).toContain(
      ' – Liste de naissance | Aubert</title>',
    );
  });

  it("[S2.14] [S6.4] a staff sign-in: 'Connexion vendeur', staff wording, no 'Créer un compte'", () => {
    const html = loginPage({ action: '/login', signUpHref: '/sign-up', formToken: 't', staff: true });
    expect(html).toContain('<h1>Connexion vendeur</h1>');
    expect(html).toContain('<title>Connexion vendeur – Liste de naissance | Aubert</title>');
    expect(html).toContain(
      'Espace réservé aux conseillers et conseillères des magasins : connectez-vous avec votre compte professionnel.',
    );
    expect(html).not.toContain('retrouver votre liste de naissance');
    expect(html).not.toContain('Créer un compte');
    expect(html).not.toContain('/sign-up');
  });

  it("[S2.22] 'Connexion' says its fields are required, on screen and in each field's description (RGAA 11.10)", () => {
    const html = loginPage({ action: '/login', signUpHref: '/sign-up', formToken: 't' });
    const note = '<p class="intro" id="required-note">Tous les champs sont obligatoires.</p>';
    // Before the form, so it is read before the fields.
    expect(html.indexOf(note)).toBeGreaterThan(0);
    expect(html.indexOf(note)).toBeLessThan(html.indexOf('<form'));
    for (const name of ['email', 'password']) {
      const input = new RegExp(`<input id="${name}"[^>]*>`);
      expect(html.match(input)?.[0]).toContain(' required');
      expect(describedBy(html, input)).toContain('required-note');
    }
    // The labels stay as they were.
    expect(html).toContain('<label for="email">E-mail</label>');
    expect(html).toContain('<label for="password">Mot de passe</label>');
  });

  it("[S5.12] 'Création de compte' ties its 'Tous les champs sont obligatoires.' to every field, errors kept", () => {
    const html = signUpPage({
      action: '/sign-up',
      loginHref: '/login',
      formToken: 't',
      values: EMPTY_SIGN_UP,
      errors: { phone: 'Le numéro de téléphone n’est pas valide.' },
    });
    expect(html).toContain(
      '<p class="intro" id="required-note">Tous les champs sont obligatoires.</p>',
    );
    for (const name of ['firstName', 'lastName', 'email', 'password', 'passwordConfirmation']) {
      expect(describedBy(html, new RegExp(`<input id="${name}"[^>]*>`))).toEqual([
        'required-note',
        ...(name === 'password' ? ['password-hint'] : []),
      ]);
    }
    expect(describedBy(html, /<input id="phone"[^>]*>/)).toEqual([
      'required-note',
      'phone-hint',
      'phone-error',
    ]);
    expect(describedBy(html, /<input type="radio" name="titleCode" value="mrs"[^>]*>/)).toEqual([
      'required-note',
    ]);
    expect(describedBy(html, /<select id="country"[^>]*>/)).toEqual(['required-note']);
    // Every id referred to exists once.
    expect(html.match(/id="required-note"/g)).toHaveLength(1);
  });

  it("[ASVS V6.4.3] 'Connexion' offers 'Mot de passe oublié ?', inside the form's flow, before its button", () => {
    const html = loginPage({ action: '/login', signUpHref: '/sign-up', formToken: 't' });
    const link = '<a href="/oidc/password-reset">Mot de passe oublié ?</a>';
    expect(html.indexOf(link)).toBeGreaterThan(html.indexOf('<input id="password"'));
    expect(html.indexOf(link)).toBeLessThan(html.indexOf('<button type="submit">'));
  });

  it("[ASVS V6.4.3] the reset pages tie 'Tous les champs sont obligatoires.' and their errors to each field (RGAA 11.10)", () => {
    const request = resetRequestPage({
      action: '/oidc/password-reset',
      formToken: 't',
      email: 'lea@',
      emailError: 'L’adresse e-mail n’est pas valide.',
    });
    expect(describedBy(request, /<input id="email"[^>]*>/)).toEqual([
      'required-note',
      'email-error',
    ]);
    expect(request).toContain('value="lea@" aria-invalid="true"');
    expect(request).toContain('role="alert" id="form-error">Le formulaire contient des erreurs.');

    const choose = newPasswordPage({
      action: '/oidc/password-reset/new',
      formToken: 't',
      errors: { passwordConfirmation: 'Les deux mots de passe ne sont pas identiques.' },
    });
    expect(describedBy(choose, /<input id="password"[^>]*>/)).toEqual([
      'required-note',
      'password-hint',
    ]);
    expect(describedBy(choose, /<input id="passwordConfirmation"[^>]*>/)).toEqual([
      'required-note',
      'passwordConfirmation-error',
    ]);
    // The faulty field gets the focus; both are new passwords for password managers.
    expect(choose).toMatch(/<input id="passwordConfirmation"[^>]*autofocus>/);
    expect(choose.match(/autocomplete="new-password"/g)).toHaveLength(2);
    expect(choose.match(/id="required-note"/g)).toHaveLength(1);
  });

  it('[ASVS V6.4.3] the answers of the reset are announced, each with its way on', () => {
    expect(resetRequestedPage()).toContain(
      '<div class="alert success" role="status">Si un compte existe pour cette adresse, un e-mail vient de lui être envoyé.</div>',
    );
    expect(passwordChangedPage()).toContain(
      '<div class="alert success" role="status">Votre mot de passe a été modifié.</div>',
    );
    expect(passwordChangedPage()).toContain('<a class="button" href="/login">Se connecter</a>');
    const invalid = resetLinkInvalidPage();
    expect(invalid).toContain('role="alert"');
    expect(invalid).toContain(
      '<a class="button" href="/oidc/password-reset">Demander un nouveau lien</a>',
    );
  });
});
