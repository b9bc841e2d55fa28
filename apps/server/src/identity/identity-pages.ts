import { pageTitle, RETAILER_BRAND } from '@ldn/domain';
import { identityMessages as text, signUpCountries } from './identity-messages';
import { escapeHtml, htmlPage } from '../http/html';
import { PASSWORD_RESET_PATH } from './mount-path';

/**
 * The server-rendered pages of the sign-in (design.md §3 "Identity"): plain HTML, no framework and
 * no inline script, so they fit the Content-Security-Policy of `src/http/security-headers.ts`
 * (inline styles are allowed, scripts only from this origin). Accessible by construction:
 * `lang="fr"`, a label for every field, errors tied to their field with `aria-describedby` and
 * announced with `role="alert"`, the first faulty field focused, large touch targets.
 */

/** Path of the script that submits the logout confirmation by itself (no inline script). */
export const LOGOUT_SCRIPT_PATH = '/oidc/assets/logout-confirm.js';

/** The script at {@link LOGOUT_SCRIPT_PATH}. */
export const LOGOUT_SCRIPT = `'use strict';
document.addEventListener('DOMContentLoaded', function () {
  var button = document.querySelector('[data-auto-submit]');
  if (button) button.click();
});
`;

// The retailer's friendly look: warm background, rounded card, one strong accent colour whose
// contrast with white text is above 4.5:1 (WCAG AA), a visible focus ring everywhere.
const STYLE = `
*{box-sizing:border-box}
html{font-size:100%}
body{margin:0;min-height:100vh;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;
  color:#2d2a32;background:#fdf6f0;line-height:1.5;display:flex;flex-direction:column;align-items:center}
header{width:100%;padding:1rem;text-align:center;background:#fff;border-bottom:1px solid #f0e2d8}
header a{font-weight:700;font-size:1.15rem;color:#b3263f;text-decoration:none}
main{width:100%;max-width:30rem;padding:1.25rem}
.card{background:#fff;border-radius:1rem;padding:1.5rem;box-shadow:0 2px 12px rgba(80,40,30,.08)}
h1{font-size:1.5rem;margin:0 0 .5rem}
p{margin:.5rem 0}
.intro{color:#5c5560}
form{margin:0}
label,legend{display:block;font-weight:600;margin:1rem 0 .25rem}
fieldset{border:0;padding:0;margin:0}
.choices{display:flex;gap:1.5rem;flex-wrap:wrap}
.choices label{display:inline-flex;align-items:center;gap:.4rem;font-weight:400;margin:.25rem 0}
input[type=email],input[type=password],input[type=text],input[type=tel],select{
  width:100%;font:inherit;padding:.7rem .8rem;border:1px solid #8c8390;border-radius:.6rem;background:#fff;color:inherit}
input[type=radio]{width:1.2rem;height:1.2rem;accent-color:#b3263f}
input[aria-invalid=true],select[aria-invalid=true]{border-color:#b00020;border-width:2px}
.hint{font-size:.9rem;color:#5c5560;margin:.25rem 0 0}
.field-error{font-size:.9rem;color:#b00020;margin:.25rem 0 0;font-weight:600}
.alert{border-radius:.6rem;padding:.75rem 1rem;margin:1rem 0;background:#fdecee;color:#8a1024;border:1px solid #f3b6c0}
.alert:empty{display:none}
.success{background:#eaf6ee;color:#1e5631;border-color:#b7dfc3}
button,.button{display:block;width:100%;margin-top:1.5rem;padding:.8rem 1rem;font:inherit;font-weight:700;
  color:#fff;background:#b3263f;border:0;border-radius:2rem;cursor:pointer;text-align:center;text-decoration:none}
button:hover,.button:hover{background:#951d33}
.secondary{background:#fff;color:#b3263f;border:2px solid #b3263f;margin-top:.75rem}
.secondary:hover{background:#fdecee}
a{color:#a3203a}
:focus-visible{outline:3px solid #1a5fb4;outline-offset:2px}
.switch{text-align:center;margin-top:1.25rem}
.forgot{margin:.5rem 0 0;text-align:right}
.qr{max-width:14rem;margin:1rem auto}
.qr svg{display:block;width:100%;height:auto}
.secret{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:1.1rem;letter-spacing:.05em;word-break:break-all}
`;

function layout(title: string, body: string, options: { script?: string } = {}): string {
  return htmlPage({
    title: `${title} – ${pageTitle(RETAILER_BRAND)}`,
    style: STYLE,
    script: options.script,
    body: `<header><a href="/">${escapeHtml(text.brand)}</a></header>
<main>
<div class="card">
${body}
</div>
</main>`,
  });
}

/**
 * 'Tous les champs sont obligatoires.' (`signUpIntro`), said before the sign-in and sign-up forms,
 * whose fields are all required, with this id: each field refers to it by `aria-describedby`, so that
 * the mention is in the text tied to the field (RGAA 11.10, test 11.10.2) as well as on screen.
 */
const REQUIRED_NOTE_ID = 'required-note';
const requiredNote = `<p class="intro" id="${REQUIRED_NOTE_ID}">${escapeHtml(text.signUpIntro)}</p>`;

/** A message announced to screen readers as soon as the page shows (an error of the last post). */
function alert(message: string | undefined, id = 'form-error'): string {
  return message ? `<div class="alert" role="alert" id="${id}">${escapeHtml(message)}</div>` : '';
}

interface FieldOptions {
  readonly name: string;
  readonly label: string;
  readonly type: 'email' | 'password' | 'text' | 'tel';
  readonly value?: string | undefined;
  readonly error?: string | undefined;
  readonly hint?: string | undefined;
  readonly autocomplete: string;
  readonly autofocus?: boolean | undefined;
  /** The virtual keyboard a phone shows (`numeric` for a code). */
  readonly inputmode?: 'numeric' | undefined;
  /**
   * The id of the page's alert that says what is wrong with this field, when the alert is the
   * only message (a one-field form): the field is marked invalid and described by it.
   */
  readonly invalidBy?: string | undefined;
}

function field(options: FieldOptions): string {
  const describedBy = [
    REQUIRED_NOTE_ID,
    options.hint ? `${options.name}-hint` : '',
    options.error ? `${options.name}-error` : '',
    options.invalidBy ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  return `<label for="${options.name}">${escapeHtml(options.label)}</label>
<input id="${options.name}" name="${options.name}" type="${options.type}" autocomplete="${options.autocomplete}" required${
    options.value !== undefined ? ` value="${escapeHtml(options.value)}"` : ''
  }${options.inputmode ? ` inputmode="${options.inputmode}"` : ''}${
    options.error || options.invalidBy ? ' aria-invalid="true"' : ''
  }${describedBy ? ` aria-describedby="${describedBy}"` : ''}${
    options.autofocus ? ' autofocus' : ''
  }>${options.hint ? `\n<p class="hint" id="${options.name}-hint">${escapeHtml(options.hint)}</p>` : ''}${
    options.error
      ? `\n<p class="field-error" id="${options.name}-error">${escapeHtml(options.error)}</p>`
      : ''
  }`;
}

/** What the sign-in page shows. */
export interface LoginPageModel {
  readonly action: string;
  readonly signUpHref: string;
  readonly formToken: string;
  readonly email?: string | undefined;
  readonly error?: string | undefined;
  /**
   * [S2.14] [S6.4] The sign-in of a staff page: staff wording, and no 'Créer un compte' (staff
   * accounts are given by the retailer, a sign-up makes a customer's).
   */
  readonly staff?: boolean | undefined;
}

/**
 * The 'Connexion' page: e-mail, password (both required, as the note before the form says),
 * 'Mot de passe oublié ?', 'Se connecter', and the link to 'Créer un compte' (customers only).
 */
export function loginPage(model: LoginPageModel): string {
  const focusPassword = Boolean(model.error && model.email);
  const staff = model.staff === true;
  const title = staff ? text.staffLoginTitle : text.loginTitle;
  const signUp = staff
    ? ''
    : `\n<p class="switch">${escapeHtml(text.noAccountYet)} <a href="${escapeHtml(model.signUpHref)}">${escapeHtml(text.createAccount)}</a></p>`;
  return layout(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p class="intro">${escapeHtml(staff ? text.staffLoginIntro : text.loginIntro)}</p>
${requiredNote}
${alert(model.error)}
<form method="post" action="${escapeHtml(model.action)}" novalidate${model.error ? ' aria-describedby="form-error"' : ''}>
<input type="hidden" name="formToken" value="${escapeHtml(model.formToken)}">
${field({ name: 'email', label: text.email, type: 'email', value: model.email ?? '', autocomplete: 'username', autofocus: !focusPassword })}
${field({ name: 'password', label: text.password, type: 'password', autocomplete: 'current-password', autofocus: focusPassword })}
<p class="forgot"><a href="${PASSWORD_RESET_PATH}">${escapeHtml(text.forgotPassword)}</a></p>
<button type="submit">${escapeHtml(text.signIn)}</button>
</form>${signUp}`,
  );
}

/** What the authenticator's page shows. */
export interface TotpPageModel {
  readonly action: string;
  readonly formToken: string;
  /** First sign-in with a second factor: the QR code (an SVG document) and the key it holds. */
  readonly enrolment?: { readonly qrSvg: string; readonly secret: string } | undefined;
  readonly error?: string | undefined;
}

/**
 * 'Vérification en deux étapes': the 6-digit code of the authenticator app after the password;
 * at the first such sign-in, 'Activez la vérification en deux étapes' with the QR code to scan and
 * its key to type by hand.
 */
export function totpPage(model: TotpPageModel): string {
  const title = model.enrolment ? text.totpEnrolTitle : text.totpTitle;
  const enrolment = model.enrolment
    ? `<p class="intro">${escapeHtml(text.totpEnrolIntro)}</p>
<div class="qr" role="img" aria-label="${escapeHtml(text.totpQrLabel)}">${model.enrolment.qrSvg}</div>
<p>${escapeHtml(text.totpManualKey)}</p>
<p class="secret">${escapeHtml(model.enrolment.secret)}</p>`
    : `<p class="intro">${escapeHtml(text.totpIntro)}</p>`;
  return layout(
    title,
    `<h1>${escapeHtml(title)}</h1>
${enrolment}
${requiredNote}
${alert(model.error)}
<form method="post" action="${escapeHtml(model.action)}" novalidate>
<input type="hidden" name="formToken" value="${escapeHtml(model.formToken)}">
${field({ name: 'code', label: text.totpCode, type: 'text', hint: text.totpCodeHint, autocomplete: 'one-time-code', inputmode: 'numeric', autofocus: true, invalidBy: model.error ? 'form-error' : undefined })}
<button type="submit">${escapeHtml(text.totpConfirm)}</button>
</form>
<p class="hint">${escapeHtml(text.totpLost)}</p>`,
  );
}

/** The fields of the sign-up form, as typed (passwords are never sent back to the page). */
export interface SignUpFormValues {
  readonly titleCode: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phone: string;
  readonly country: string;
}

export type SignUpField = keyof SignUpFormValues | 'password' | 'passwordConfirmation';

/** What the sign-up page shows. */
export interface SignUpPageModel {
  readonly action: string;
  readonly loginHref: string;
  readonly formToken: string;
  readonly values: SignUpFormValues;
  readonly errors: Partial<Record<SignUpField, string>>;
  /** A message about the whole form (e.g. the e-mail is already taken). */
  readonly formError?: string | undefined;
}

/** Order of the fields on the page, so the first faulty one gets the focus. */
const SIGN_UP_FIELDS: readonly SignUpField[] = [
  'titleCode',
  'firstName',
  'lastName',
  'email',
  'phone',
  'password',
  'passwordConfirmation',
  'country',
];

/**
 * The 'Création de compte' page: civilité, prénom, nom, e-mail, téléphone, mot de passe and its
 * confirmation, pays (France by default [S5.12]).
 */
export function signUpPage(model: SignUpPageModel): string {
  const { values, errors } = model;
  const firstInvalid = SIGN_UP_FIELDS.find((name) => errors[name]);
  const focus = (name: SignUpField): boolean =>
    firstInvalid ? firstInvalid === name : name === 'titleCode';
  const summary = model.formError ?? (firstInvalid ? text.formHasErrors : undefined);
  const titleError = errors.titleCode;
  const radio = (value: string, label: string, first: boolean): string =>
    `<label><input type="radio" name="titleCode" value="${value}" required${
      values.titleCode === value ? ' checked' : ''
    }${first && focus('titleCode') ? ' autofocus' : ''}${
      titleError
        ? ` aria-invalid="true" aria-describedby="${REQUIRED_NOTE_ID} titleCode-error"`
        : ` aria-describedby="${REQUIRED_NOTE_ID}"`
    }> ${escapeHtml(label)}</label>`;
  const countryOptions = signUpCountries
    .map(
      (country) =>
        `<option value="${country.code}"${
          (values.country || 'FR') === country.code ? ' selected' : ''
        }>${escapeHtml(country.label)}</option>`,
    )
    .join('');
  return layout(
    text.signUpTitle,
    `<h1>${escapeHtml(text.signUpTitle)}</h1>
${requiredNote}
${alert(summary)}
<form method="post" action="${escapeHtml(model.action)}" novalidate>
<input type="hidden" name="formToken" value="${escapeHtml(model.formToken)}">
<fieldset>
<legend>${escapeHtml(text.title)}</legend>
<div class="choices">${radio('mrs', text.titleMrs, true)}${radio('mr', text.titleMr, false)}</div>
${titleError ? `<p class="field-error" id="titleCode-error">${escapeHtml(titleError)}</p>` : ''}
</fieldset>
${field({ name: 'firstName', label: text.firstName, type: 'text', value: values.firstName, error: errors.firstName, autocomplete: 'given-name', autofocus: focus('firstName') })}
${field({ name: 'lastName', label: text.lastName, type: 'text', value: values.lastName, error: errors.lastName, autocomplete: 'family-name', autofocus: focus('lastName') })}
${field({ name: 'email', label: text.email, type: 'email', value: values.email, error: errors.email, autocomplete: 'email', autofocus: focus('email') })}
${field({ name: 'phone', label: text.phone, type: 'tel', value: values.phone, error: errors.phone, hint: text.phoneHint, autocomplete: 'tel-national', autofocus: focus('phone') })}
${field({ name: 'password', label: text.password, type: 'password', error: errors.password, hint: text.passwordHint, autocomplete: 'new-password', autofocus: focus('password') })}
${field({ name: 'passwordConfirmation', label: text.passwordConfirmation, type: 'password', error: errors.passwordConfirmation, autocomplete: 'new-password', autofocus: focus('passwordConfirmation') })}
<label for="country">${escapeHtml(text.country)}</label>
<select id="country" name="country" autocomplete="country" required${
      errors.country
        ? ` aria-invalid="true" aria-describedby="${REQUIRED_NOTE_ID} country-error"`
        : ` aria-describedby="${REQUIRED_NOTE_ID}"`
    }${focus('country') ? ' autofocus' : ''}>${countryOptions}</select>
${errors.country ? `<p class="field-error" id="country-error">${escapeHtml(errors.country)}</p>` : ''}
<button type="submit">${escapeHtml(text.createMyAccount)}</button>
</form>
<p class="switch">${escapeHtml(text.alreadyHaveAccount)} <a href="${escapeHtml(model.loginHref)}">${escapeHtml(text.backToLogin)}</a></p>`,
  );
}

/**
 * The provider's logout confirmation (RP-initiated logout). `form` is oidc-provider's own form
 * (its XSRF field included). When the application asked for the logout (`autoSubmit`), a script
 * from this origin presses 'Me déconnecter' at once; without scripts the visitor presses it.
 */
export function logoutConfirmPage(form: string, autoSubmit: boolean): string {
  return layout(
    text.logoutTitle,
    `<h1>${escapeHtml(text.logoutTitle)}</h1>
<p>${escapeHtml(text.logoutQuestion)}</p>
${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes" autofocus${autoSubmit ? ' data-auto-submit' : ''}>${escapeHtml(text.logoutConfirm)}</button>
<button type="submit" form="op.logoutForm" class="secondary">${escapeHtml(text.logoutCancel)}</button>`,
    autoSubmit ? { script: LOGOUT_SCRIPT_PATH } : {},
  );
}

/** The page after logout: 'Vous êtes déconnecté.' and the way back to the home page. */
export function loggedOutPage(): string {
  return layout(
    text.logoutTitle,
    `<h1>${escapeHtml(text.logoutTitle)}</h1>
<div class="alert success" role="status">${escapeHtml(text.loggedOut)}</div>
<a class="button" href="/">${escapeHtml(text.backHome)}</a>
<a class="button secondary" href="/login">${escapeHtml(text.signInAgain)}</a>`,
  );
}

/** An error of the sign-in, in French, with a way to start again. */
export function errorPage(message: string, retryHref = '/login'): string {
  return layout(
    text.errorTitle,
    `<h1>${escapeHtml(text.errorTitle)}</h1>
${alert(message)}
<a class="button" href="${escapeHtml(retryHref)}">${escapeHtml(text.tryAgain)}</a>
<a class="button secondary" href="/">${escapeHtml(text.backHome)}</a>`,
  );
}

/** Where a reset ends, or is left: the application's `/login` starts a new sign-in. */
const SIGN_IN_HREF = '/login';

/** What the 'Réinitialiser le mot de passe' page shows. */
export interface ResetRequestPageModel {
  readonly action: string;
  readonly formToken: string;
  readonly email?: string | undefined;
  /** An error of the e-mail field (not an address). */
  readonly emailError?: string | undefined;
  /** A message about the whole request (too many requests). */
  readonly error?: string | undefined;
}

/**
 * ASVS V6.4.3 'Réinitialiser le mot de passe': the e-mail of the account, 'Recevoir le lien', and
 * the way back to the sign-in.
 */
export function resetRequestPage(model: ResetRequestPageModel): string {
  const summary = model.error ?? (model.emailError ? text.formHasErrors : undefined);
  return layout(
    text.resetTitle,
    `<h1>${escapeHtml(text.resetTitle)}</h1>
<p class="intro">${escapeHtml(text.resetIntro)}</p>
${requiredNote}
${alert(summary)}
<form method="post" action="${escapeHtml(model.action)}" novalidate>
<input type="hidden" name="formToken" value="${escapeHtml(model.formToken)}">
${field({ name: 'email', label: text.email, type: 'email', value: model.email ?? '', error: model.emailError, autocomplete: 'email', autofocus: true })}
<button type="submit">${escapeHtml(text.resetSend)}</button>
</form>
<p class="switch"><a href="${SIGN_IN_HREF}">${escapeHtml(text.backToSignIn)}</a></p>`,
  );
}

/**
 * The answer to every accepted request, whether the address has an account or not (no account
 * enumeration): 'Si un compte existe pour cette adresse, un e-mail vient de lui être envoyé.'
 */
export function resetRequestedPage(): string {
  return layout(
    text.resetTitle,
    `<h1>${escapeHtml(text.resetTitle)}</h1>
<div class="alert success" role="status">${escapeHtml(text.resetRequested)}</div>
<p>${escapeHtml(text.resetRequestedHelp)}</p>
<a class="button" href="${SIGN_IN_HREF}">${escapeHtml(text.backToSignIn)}</a>`,
  );
}

export type NewPasswordField = 'password' | 'passwordConfirmation';

/** What the 'Nouveau mot de passe' page shows (never the token: it travels in a cookie). */
export interface NewPasswordPageModel {
  readonly action: string;
  readonly formToken: string;
  readonly errors: Partial<Record<NewPasswordField, string>>;
}

/**
 * The page of the mailed link: 'Nouveau mot de passe' and its confirmation, under the sign-up's
 * rule (its hint and its messages), the first faulty field focused.
 */
export function newPasswordPage(model: NewPasswordPageModel): string {
  const { errors } = model;
  const firstInvalid = (['password', 'passwordConfirmation'] as const).find((name) => errors[name]);
  const focus = (name: NewPasswordField): boolean => (firstInvalid ?? 'password') === name;
  return layout(
    text.newPasswordTitle,
    `<h1>${escapeHtml(text.newPasswordTitle)}</h1>
<p class="intro">${escapeHtml(text.newPasswordIntro)}</p>
${requiredNote}
${alert(firstInvalid ? text.formHasErrors : undefined)}
<form method="post" action="${escapeHtml(model.action)}" novalidate>
<input type="hidden" name="formToken" value="${escapeHtml(model.formToken)}">
${field({ name: 'password', label: text.newPassword, type: 'password', error: errors.password, hint: text.passwordHint, autocomplete: 'new-password', autofocus: focus('password') })}
${field({ name: 'passwordConfirmation', label: text.passwordConfirmation, type: 'password', error: errors.passwordConfirmation, autocomplete: 'new-password', autofocus: focus('passwordConfirmation') })}
<button type="submit">${escapeHtml(text.saveNewPassword)}</button>
</form>`,
  );
}

/** After the reset: 'Votre mot de passe a été modifié.' and the way to sign in with it. */
export function passwordChangedPage(): string {
  return layout(
    text.passwordChangedTitle,
    `<h1>${escapeHtml(text.passwordChangedTitle)}</h1>
<div class="alert success" role="status">${escapeHtml(text.passwordChanged)}</div>
<p>${escapeHtml(text.passwordChangedHelp)}</p>
<a class="button" href="${SIGN_IN_HREF}">${escapeHtml(text.backToLogin)}</a>`,
  );
}

/** A reset link that is unknown, used, replaced or expired, with the way to ask for another. */
export function resetLinkInvalidPage(): string {
  return layout(
    text.resetLinkInvalidTitle,
    `<h1>${escapeHtml(text.resetLinkInvalidTitle)}</h1>
${alert(text.resetLinkInvalid)}
<a class="button" href="${PASSWORD_RESET_PATH}">${escapeHtml(text.askAgain)}</a>
<a class="button secondary" href="/">${escapeHtml(text.backHome)}</a>`,
  );
}
