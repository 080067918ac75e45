/**
 * The mail the e2e server sent, as received by the real SMTP server on loopback that
 * scripts/e2e-server.mjs runs: one `.eml` file per message under `{data dir}/mail/`.
 * The server is this worker's own: E2E_PORT + the worker's parallel index
 * (TEST_PARALLEL_INDEX, set by Playwright in each worker; playwright.config.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100) + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const MAIL_DIR = path.resolve(import.meta.dirname, '../..', `.tmp/e2e-data-${PORT}`, 'mail');

/** The mail directory of the e2e server on `port` (a spec that starts a server of its own). */
export const mailDirOf = (port: number) => path.resolve(import.meta.dirname, '../..', `.tmp/e2e-data-${port}`, 'mail');

/** The admin account the e2e server is started with (scripts/e2e-server.mjs). */
export const E2E_ADMIN = { email: 'admin@genesis.test', password: 'Orchid-Lantern-E2e-7' };

export interface ReceivedMail {
  file: string;
  to: string;
  subject: string;
  /** The plain-text body, decoded (quoted-printable soft breaks and escapes undone). */
  text: string;
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** A header's RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `?B?`) decoded; the space between two is dropped. */
function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_m, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function parse(file: string): ReceivedMail {
  const raw = fs.readFileSync(file, 'utf8');
  const split = raw.search(/\r?\n\r?\n/);
  const headers = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(headers)?.[1]?.trim() ?? '';
  let body = raw.slice(split).trim();
  if (/quoted-printable/i.test(header('Content-Transfer-Encoding'))) body = decodeQuotedPrintable(body);
  else if (/base64/i.test(header('Content-Transfer-Encoding'))) body = Buffer.from(body, 'base64').toString('utf8');
  return { file, to: header('To'), subject: decodeWords(header('Subject')), text: body };
}

/** Every message received so far, oldest first. */
export function allMail(dir = MAIL_DIR): ReceivedMail[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => parse(path.join(dir, f)));
}

/**
 * Waits (up to 20 s; the server's job runner delivers mail every second) for a message to `to`
 * whose subject contains `subject`, and returns the newest such. Polls the directory every
 * 100 ms: a read of a few small files, so the wait ends as soon as the mail is there.
 */
export async function waitForMail(to: string, subject: string, dir = MAIL_DIR): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      () => {
        found = allMail(dir)
          .filter((m) => m.to.toLowerCase().includes(to.toLowerCase()) && m.subject.includes(subject))
          .at(-1);
        return found !== undefined;
      },
      { timeout: 20_000, intervals: [100] },
    )
    .toBe(true);
  return found!;
}

/** The first link in `mail` whose path starts with `pathPrefix`. */
export function linkIn(mail: ReceivedMail, pathPrefix: string): string {
  const match = new RegExp(`https?://[^\\s"<>]+${pathPrefix.replace(/[/?]/g, '\\$&')}[^\\s"<>]*`).exec(mail.text);
  if (!match) throw new Error(`No ${pathPrefix} link in mail "${mail.subject}":\n${mail.text}`);
  return match[0];
}
