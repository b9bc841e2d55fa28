import { expect, type APIRequestContext } from '@playwright/test';
import { STAGING_URL } from './servers';

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
 * mail to `to` (the outbox delivers in the background) and answers it.
 */
export async function waitForMailTo(
  request: APIRequestContext,
  to: string,
  server: string = STAGING_URL,
): Promise<DevMail> {
  let found: DevMail | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`${server}/dev/mails.json?to=${encodeURIComponent(to)}`);
        expect(response.status()).toBe(200);
        const { mails } = (await response.json()) as { mails: DevMail[] };
        found = mails.find((mail) => mail.to === to && mail.status === 'SENT');
        return found?.status ?? mails[0]?.status ?? 'none';
      },
      { message: `a sent mail to ${to}`, timeout: 20_000 },
    )
    .toBe('SENT');
  if (!found) throw new Error(`no mail to ${to}`);
  return found;
}
