import { describe, expect, it } from 'vitest';
import { mailTransportNotice } from './job-worker';

describe('mailTransportNotice', () => {
  it('[S1.7] production without SMTP_URL is told that mails are not delivered, never pointed to /dev/mails (404 there)', () => {
    const notice = mailTransportNotice('capture', true);
    expect(notice).not.toContain('/dev/mails');
    expect(notice).toBe('no SMTP_URL: mails are not delivered (set SMTP_URL to send them)');
  });

  it('[S1.7] elsewhere, captured mails are read on the development mail page', () => {
    expect(mailTransportNotice('capture', false)).toBe(
      'no SMTP_URL: mails are captured here (development mail page: /dev/mails)',
    );
    expect(mailTransportNotice('smtp', true)).toBe('mails go out through SMTP_URL');
  });
});
