import { escapeHtml } from '../../identity/identity-pages';
import { mailMessages as text } from './mail-messages';
import type { RenderedMail } from './share-list-mail';

/** The outbox `kind` of a reset mail (the dev mail page and the tests find it by this). */
export const PASSWORD_RESET_MAIL_KIND = 'password-reset';

/** What the reset mail says (ASVS V6.4.3). */
export interface PasswordResetMailInput {
  /** The account's first name, for the greeting; may be empty. */
  readonly firstName: string;
  /** `<public origin>/oidc/password-reset/new?token=...`: the single-use link. */
  readonly resetUrl: string;
  /** How long the link works, in minutes. */
  readonly validMinutes: number;
}

/** Colours of the ui-kit theme, as in share-list-mail.ts (contrast checked in docs/decisions.md). */
const COLORS = {
  primary: '#B0413E',
  background: '#FFF8F3',
  text: '#2B2330',
  muted: '#675A62',
  card: '#FFFFFF',
} as const;

/**
 * The mail of 'Mot de passe oublié': the greeting, the button to the link, how long it works, and
 * what to do when one did not ask. HTML for mail clients (tables and inline styles, no script, no
 * remote image) and the same in plain text. It names no password and no account detail beyond the
 * first name: whoever reads it learns nothing but that a reset was asked.
 */
export function renderPasswordResetMail(input: PasswordResetMailInput): RenderedMail {
  const greeting = text.resetGreeting(input.firstName.replace(/\s+/g, ' ').trim());
  const url = input.resetUrl;
  const validity = text.resetValidity(input.validMinutes);

  const textParts = [
    greeting,
    '',
    text.resetIntro,
    '',
    `${text.resetButton} : ${url}`,
    '',
    validity,
    '',
    '--',
    text.resetIgnore,
  ];

  const html = `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(text.resetSubject)}</title>
</head>
<body style="margin:0;padding:0;background:${COLORS.background};color:${COLORS.text};font-family:Helvetica,Arial,sans-serif;font-size:16px;line-height:1.5">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${COLORS.background}">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:${COLORS.card};border-radius:8px">
<tr><td style="padding:24px 24px 0;color:${COLORS.primary};font-size:20px;font-weight:700">${escapeHtml(text.brand)}</td></tr>
<tr><td style="padding:16px 24px 24px">
<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>
<p style="margin:0">${escapeHtml(text.resetIntro)}</p>
<p style="margin:32px 0;text-align:center"><a href="${escapeHtml(url)}" rel="noreferrer" style="display:inline-block;padding:14px 28px;background:${COLORS.primary};color:#FFFFFF;font-weight:700;text-decoration:none;border-radius:6px">${escapeHtml(text.resetButton)}</a></p>
<p style="margin:0 0 16px">${escapeHtml(validity)}</p>
<p style="margin:0;color:${COLORS.muted};font-size:14px">${escapeHtml(text.shareLinkHelp)}<br><a href="${escapeHtml(url)}" rel="noreferrer" style="color:${COLORS.primary};word-break:break-all">${escapeHtml(url)}</a></p>
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #EADFD8;color:${COLORS.muted};font-size:13px">${escapeHtml(text.resetIgnore)}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;

  return { subject: text.resetSubject, text: `${textParts.join('\n')}\n`, html };
}
