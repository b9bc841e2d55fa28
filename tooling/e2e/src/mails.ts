import { expect, type APIRequestContext, type Browser } from '@playwright/test';
import { STAGING_URL } from './servers';
import { signUpFromHome, type NewAccount } from './sign-up';

/** A mail of the outbox as `GET /dev/mails.json` gives it (STAGING only: PROD hides the page). */
export interface DevMail {
  readonly kind: string;
  readonly listId: string | null;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly status: 'QUEUED' | 'SENT' | 'FAILED';
}

/**
 * Waits until the development mail page of `server` (the STAGING one by default) holds a SENT
 * mail to `to` (the outbox delivers in the background) and answers it. The page shows each
 * signed-in person only the mails sent to their own address: `reader` is a request context
 * signed in as `to` (a signed-in page's `page.request`, or {@link mailboxOf}'s).
 */
export async function waitForMailTo(
  reader: APIRequestContext,
  to: string,
  server: string = STAGING_URL,
): Promise<DevMail> {
  let found: DevMail | undefined;
  await expect
    .poll(
      async () => {
        const response = await reader.get(`${server}/dev/mails.json`);
        expect(response.status(), `the mails of ${to}: is the reader signed in as ${to}?`).toBe(
          200,
        );
        const { mails } = (await response.json()) as { mails: DevMail[] };
        found = mails.find(
          (mail) => mail.to.toLowerCase() === to.toLowerCase() && mail.status === 'SENT',
        );
        return found?.status ?? mails[0]?.status ?? 'none';
      },
      { message: `a sent mail to ${to}`, timeout: 20_000 },
    )
    .toBe('SENT');
  if (!found) throw new Error(`no mail to ${to}`);
  return found;
}

/** A person's mailbox on STAGING: a browser context signed in as that person. */
export interface Mailbox {
  readonly request: APIRequestContext;
  close(): Promise<void>;
}

/**
 * The mailbox of someone who received a mail without having an account (a relative invited or
 * thanked by e-mail): an account is made for the address through the real sign-up pages, in a
 * browser context of its own, whose requests then read that address's mails.
 */
export async function mailboxOf(browser: Browser, account: NewAccount): Promise<Mailbox> {
  const context = await browser.newContext({ baseURL: STAGING_URL, locale: 'fr-FR' });
  try {
    await signUpFromHome(await context.newPage(), account);
  } catch (error) {
    await context.close();
    throw error;
  }
  return { request: context.request, close: () => context.close() };
}
