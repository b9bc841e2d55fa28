import nodemailer from 'nodemailer';
import type { ServerConfig } from '../../config';

/** One mail as the transport sends it. */
export interface OutgoingMail {
  readonly from: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly headers?: Readonly<Record<string, string>>;
}

/** Where mails go: an SMTP server, or the local capture. */
export interface MailTransport {
  /** `smtp`: they leave the machine; `capture`: nodemailer's JSON transport keeps them here. */
  readonly kind: 'smtp' | 'capture';
  /** Sends one mail; resolves with the Message-ID it got, rejects when the server refused it. */
  send(mail: OutgoingMail): Promise<{ messageId: string }>;
  close(): void;
}

/**
 * SMTP timeouts, in milliseconds, unless `SMTP_URL` sets them (`?socketTimeout=...`). nodemailer's
 * own defaults let a send hang for up to 10 minutes, longer than a job's lease (5 minutes), after
 * which another worker would send the same mail again.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

/**
 * design.md §3 "E-mail": nodemailer, SMTP when `SMTP_URL` is set; otherwise its JSON transport,
 * which builds the whole message (so a mail that could not be built fails here as it would over
 * SMTP) and sends it nowhere: in development and tests nothing leaves the machine, and the mails
 * are read on the development mail page.
 */
export function createMailTransport(config: Pick<ServerConfig, 'smtpUrl'>): MailTransport {
  if (config.smtpUrl) {
    const url = new URL(config.smtpUrl);
    for (const [name, value] of Object.entries(SMTP_TIMEOUTS)) {
      if (!url.searchParams.has(name)) url.searchParams.set(name, String(value));
    }
    const transporter = nodemailer.createTransport(url.toString());
    return {
      kind: 'smtp',
      send: async (mail) => ({ messageId: (await transporter.sendMail(mail)).messageId }),
      close: () => transporter.close(),
    };
  }
  const transporter = nodemailer.createTransport({ jsonTransport: true });
  return {
    kind: 'capture',
    send: async (mail) => ({ messageId: (await transporter.sendMail(mail)).messageId }),
    close: () => transporter.close(),
  };
}
