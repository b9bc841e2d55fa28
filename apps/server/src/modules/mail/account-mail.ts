import { escapeHtml } from '../../http/html';
import { buttonHtml, mailPage } from './mail-layout';
import { mailMessages as text } from './mail-messages';
import type { RenderedMail } from './share-list-mail';

/** A mail about the account's own security: a reset link, a change of its sign-in. */
export interface AccountMailInput {
  readonly subject: string;
  /** 'Bonjour Claire,' */
  readonly greeting: string;
  /** The paragraphs before the action (or all of them, without one). */
  readonly before: readonly string[];
  /** The one button, its link written out below it for clients that show no button. */
  readonly action?: { readonly label: string; readonly url: string } | undefined;
  readonly after?: readonly string[] | undefined;
  /** The last word, under a rule: what to do when one did not ask for this. */
  readonly footer: string;
}

/**
 * An account mail in the mails' layout (mail-layout.ts), its links sending no referrer, and the
 * same in plain text. They name no password and no account
 * detail beyond the first name.
 */
export function renderAccountMail(input: AccountMailInput): RenderedMail {
  const after = input.after ?? [];
  const textParts = [
    input.greeting,
    '',
    ...input.before.flatMap((paragraph) => [paragraph, '']),
    ...(input.action ? [`${input.action.label} : ${input.action.url}`, ''] : []),
    ...after.flatMap((paragraph) => [paragraph, '']),
    '--',
    input.footer,
  ];
  const paragraphs = (values: readonly string[], last: string) =>
    values
      .map(
        (paragraph, index) =>
          `<p style="margin:${index === values.length - 1 ? last : '0 0 16px'}">${escapeHtml(paragraph)}</p>`,
      )
      .join('\n');
  const link = input.action
    ? buttonHtml(input.action.label, input.action.url, text.shareLinkHelp, { noReferrer: true })
    : undefined;
  const inner = [
    `<p style="margin:0 0 16px">${escapeHtml(input.greeting)}</p>`,
    paragraphs(input.before, '0'),
    link?.button ?? '',
    paragraphs(after, link ? '0 0 16px' : '0'),
    link?.help ?? '',
  ].join('\n');
  const html = mailPage(input.subject, inner, input.footer, { noReferrer: true });
  return { subject: input.subject, text: `${textParts.join('\n')}\n`, html };
}
