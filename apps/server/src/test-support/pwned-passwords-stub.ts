import { createHash } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import { BREACH_CHECK_FAILED } from '../identity/breached-passwords';

/** One request the stub received, as it arrived. */
export interface RangeRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

/**
 * How the stub answers: `answer` as the real range API; `fail` 500; `hang` never; `stall` sends
 * the status and headers, then nothing; `redirect` 302 to another path.
 */
export type RangeStubMode = 'answer' | 'fail' | 'hang' | 'stall' | 'redirect';

export interface PwnedPasswordsStub {
  /** Its base URL, for `LDN_BREACHED_PASSWORDS_URL`. */
  readonly url: string;
  /** Every request received, the oldest first; tests empty it as they go. */
  readonly requests: RangeRequest[];
  mode: RangeStubMode;
  close(): Promise<void>;
}

/** The upper-case SHA-1 of a password, in hex, as the range API indexes it. */
export const sha1Hex = (password: string): string =>
  createHash('sha1').update(password, 'utf8').digest('hex').toUpperCase();

/** A made-up 35-character suffix, the same for the same seed. */
const fakeSuffix = (seed: string): string => sha1Hex(seed).slice(5);

/**
 * For tests only: a local "Pwned Passwords" range API (https://haveibeenpwned.com/API/v3), so no
 * test reaches the internet. `GET /range/<prefix>` answers `SUFFIX:COUNT` lines, sorted as the real
 * service sorts them: the `breached` passwords of that prefix with their counts, the `padded` ones
 * with a count of 0 (as if they were padding), two made-up breached suffixes, and, when the request
 * asks with `Add-Padding: true`, made-up padding lines of count 0.
 */
export async function startPwnedPasswordsStub(options: {
  readonly breached: Readonly<Record<string, number>>;
  readonly padded?: readonly string[];
}): Promise<PwnedPasswordsStub> {
  const requests: RangeRequest[] = [];
  const held: ServerResponse[] = [];
  const rangeOf = (prefix: string, padding: boolean): string => {
    const lines = [
      ...Object.entries(options.breached)
        .filter(([password]) => sha1Hex(password).startsWith(prefix))
        .map(([password, count]) => `${sha1Hex(password).slice(5)}:${count}`),
      ...(options.padded ?? [])
        .filter((password) => sha1Hex(password).startsWith(prefix))
        .map((password) => `${sha1Hex(password).slice(5)}:0`),
      `${fakeSuffix(`breached 1 ${prefix}`)}:12`,
      `${fakeSuffix(`breached 2 ${prefix}`)}:3`,
      ...(padding
        ? Array.from({ length: 6 }, (_, index) => `${fakeSuffix(`padding ${index} ${prefix}`)}:0`)
        : []),
    ];
    return lines.sort().join('\r\n');
  };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      requests.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString(),
      });
      const prefix = /^\/range\/([0-9A-F]{5})$/.exec(request.url ?? '')?.[1];
      if (stub.mode === 'hang') {
        held.push(response);
        return;
      }
      if (stub.mode === 'stall') {
        response.writeHead(200, { 'content-type': 'text/plain' });
        response.flushHeaders();
        held.push(response);
        return;
      }
      if (stub.mode === 'fail') {
        response.writeHead(500).end('error');
        return;
      }
      if (stub.mode === 'redirect') {
        response.writeHead(302, { location: '/elsewhere' }).end();
        return;
      }
      if (request.method !== 'GET' || prefix === undefined) {
        response.writeHead(400).end('The hash prefix was not in a valid format');
        return;
      }
      response
        .writeHead(200, { 'content-type': 'text/plain' })
        .end(rangeOf(prefix, request.headers['add-padding'] === 'true'));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const stub: PwnedPasswordsStub = {
    url: `http://127.0.0.1:${port}`,
    requests,
    mode: 'answer',
    close: async () => {
      for (const response of held) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return stub;
}

/**
 * Checks the log of a check that failed open on the stub's 500: one warning
 * (`BREACH_CHECK_FAILED`, with the status), and neither the password nor any part of its hash in
 * any line.
 */
export function expectFailOpenWarning(logLines: string, password: string): void {
  const warning = logLines.split('\n').find((line) => line.includes(BREACH_CHECK_FAILED));
  expect(JSON.parse(warning ?? '{}')).toMatchObject({ level: 40, status: 500 });
  const hash = sha1Hex(password);
  for (const secret of [password, hash.slice(0, 5), hash.slice(5)]) {
    expect(logLines.toUpperCase()).not.toContain(secret.toUpperCase());
  }
}
