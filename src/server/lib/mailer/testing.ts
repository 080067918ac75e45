/**
 * Test helpers of the mailer's tests (not used by the application): a real SMTP server on
 * loopback (smtp-server) that records what it receives, and the real app with its pino log
 * captured.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { buildApp } from '../../app';
import type { AppInstance } from '../../app-types';
import { loadConfig } from '../../config';
import { createTestDatabase } from '../../test/db';

export interface ReceivedMail {
  /** Envelope recipients. */
  to: string[];
  /** The whole message as received (headers and body, CRLF line ends). */
  raw: string;
}

export interface TestSmtpServer {
  port: number;
  received: ReceivedMail[];
  /** Answer the DATA of the next messages with this error (e.g. 451), or null to accept. */
  reject: { code: number; message: string } | null;
  /** Delay before answering DATA, in ms. */
  delayMs: number;
  /** Resolves when the next DATA starts arriving. */
  nextData(): Promise<void>;
  close(): Promise<void>;
}

/** Starts smtp-server on 127.0.0.1 with a free port, no STARTTLS, optional login. */
export async function startTestSmtpServer(options: Partial<SMTPServerOptions> = {}): Promise<TestSmtpServer> {
  let dataStarted: (() => void) | undefined;
  const state: TestSmtpServer = {
    port: 0,
    received: [],
    reject: null,
    delayMs: 0,
    nextData: () => new Promise<void>((resolve) => (dataStarted = resolve)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      dataStarted?.();
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        setTimeout(() => {
          if (state.reject) {
            callback(Object.assign(new Error(state.reject.message), { responseCode: state.reject.code }));
            return;
          }
          state.received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        }, state.delayMs);
      });
    },
    ...options,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  state.port = (server.server.address() as AddressInfo).port;
  return state;
}

/** A loopback port nothing listens on (a port just freed). */
export async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export interface LoggedTestApp {
  app: AppInstance;
  /** Every log line written so far, as one string. */
  logText(): string;
  /** Every log line written so far, parsed. */
  logs(): { msg?: string; [key: string]: unknown }[];
  /** Closes the app (and its database) and removes its data directory; idempotent. */
  close(): Promise<void>;
}

/** The real app at LOG_LEVEL info, its pino log captured in memory (nothing reaches the console). */
export async function createLoggedTestApp(
  env: Record<string, string> = {},
  options: { mailDelivery?: boolean } = {},
): Promise<LoggedTestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'genesis-mail-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'https://journals.example.org', ...env });
  const lines: string[] = [];
  const app = await buildApp({
    config,
    database: await createTestDatabase(),
    logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
    clientDir: path.join(dataDir, 'no-client'),
    mailDelivery: options.mailDelivery ?? false,
  });
  await app.ready();
  let closing: Promise<void> | undefined;
  return {
    app,
    logText: () => lines.join(''),
    logs: () => lines.map((line) => JSON.parse(line) as { msg?: string }),
    close() {
      closing ??= app.close().then(() => fs.rmSync(dataDir, { recursive: true, force: true }));
      return closing;
    },
  };
}
