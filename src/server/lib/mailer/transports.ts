/**
 * Where outbox mail goes (decision 0007): through SMTP with nodemailer when SMTP_URL is
 * set; otherwise to the log, once per mail, which is how an embedded (no-SMTP) server shows
 * its mail and the links in it. Credentials never reach a log or `last_error`.
 */
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { redactSecrets, redactUrl } from '../redact';
import type { OutboxRow } from './outbox';

/** The fields of an outbox row a transport needs. */
export type OutboxMail = Pick<OutboxRow, 'id' | 'to' | 'subject' | 'text' | 'html' | 'kind' | 'ref' | 'createdAt'>;

/** The logger methods the mailer uses (a pino / Fastify logger). */
export type MailLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

export interface MailTransport {
  /** The status a mail takes once `send` resolves: 'sent' (SMTP) or 'logged' (log only). */
  readonly deliveredStatus: 'sent' | 'logged';
  /** What to log about the transport: `smtp://user:redacted@host:port`, or 'log (no SMTP_URL)'. */
  readonly description: string;
  /** Delivers one mail. @throws when delivery failed (the mail is retried later). */
  send(mail: OutboxMail): Promise<void>;
  /** Releases connections; idempotent. */
  close(): void;
}

/** The URL with its password replaced by "redacted" (and any secret query parameter by "[redacted]"). */
export function redactSmtpUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = 'redacted';
    return redactUrl(parsed.toString());
  } catch {
    return '[unparsable SMTP_URL]';
  }
}

/**
 * Makes an error fit for `last_error` and the log: one line, ≤ 500 characters, with every
 * occurrence of `secrets` (the SMTP password, raw and URL-encoded) replaced.
 */
export function describeSendError(err: unknown, secrets: string[] = []): string {
  const e = err as { message?: unknown; code?: unknown; responseCode?: unknown };
  let text = typeof e?.message === 'string' && e.message ? e.message : String(err);
  for (const secret of secrets) if (secret) text = text.split(secret).join('[redacted]');
  const code = typeof e?.code === 'string' ? `${e.code}: ` : '';
  // eslint-disable-next-line no-control-regex
  const printable = `${code}${text}`.replace(/[\u0000-\u001f\u007f]+/g, ' ');
  return printable.trim().slice(0, 500);
}

export interface SmtpTransportOptions {
  /** smtp:// or smtps:// URL, credentials and nodemailer options (`?requireTLS=true`) included. */
  url: string;
  /** The From header, e.g. `Genesis <no-reply@journals.example.org>`. */
  from: string;
  /** Connection, greeting and socket-inactivity timeouts, in ms (default 10 s, 10 s, 30 s). */
  timeoutsMs?: { connection?: number; greeting?: number; socket?: number };
}

/**
 * SMTP through nodemailer. Each mail gets a Message-ID stable across retries
 * (`<outbox.{id}.{created ms}@{From domain}>`), so a receiver can spot a duplicate of an
 * at-least-once delivery. Timeouts keep one send well inside the claim's lease.
 */
export function createSmtpTransport(options: SmtpTransportOptions): MailTransport {
  const parsed = new URL(options.url);
  const secrets = [parsed.password, safeDecode(parsed.password)].filter((s) => s.length >= 3);
  const fromDomain = /@([^>\s]+)>?$/.exec(options.from)?.[1] ?? 'localhost';
  const transporter = nodemailer.createTransport({
    url: options.url,
    connectionTimeout: options.timeoutsMs?.connection ?? 10_000,
    greetingTimeout: options.timeoutsMs?.greeting ?? 10_000,
    socketTimeout: options.timeoutsMs?.socket ?? 30_000,
    // The mail's content is ours: never let it pull files or URLs into the message.
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  return {
    deliveredStatus: 'sent',
    description: redactSmtpUrl(options.url),
    async send(mail) {
      try {
        await transporter.sendMail({
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          ...(mail.html ? { html: mail.html } : {}),
          messageId: `<outbox.${mail.id}.${mail.createdAt.getTime()}@${fromDomain}>`,
          headers: { 'X-Genesis-Mail-Kind': mail.kind },
        });
      } catch (err) {
        throw new Error(describeSendError(err, secrets));
      }
    },
    close() {
      transporter.close();
    },
  };
}

/**
 * No SMTP: writes each mail to the log once, at info level — recipient, subject, kind, ref
 * and the text with its links (this log line is how an embedded server's operator reads
 * them), secret link parameters (`token=`) redacted: a reset or invitation link is never
 * logged usable (decision 0008). The mail then has status 'logged'.
 */
export function createLogTransport(log: MailLog): MailTransport {
  return {
    deliveredStatus: 'logged',
    description: 'log (no SMTP_URL)',
    async send(mail) {
      log.info(
        {
          mail: {
            id: mail.id,
            to: mail.to,
            subject: mail.subject,
            kind: mail.kind,
            ref: mail.ref,
            text: redactSecrets(mail.text),
          },
        },
        'mail kept in the outbox (no SMTP_URL), logged instead of sent',
      );
    },
    close() {},
  };
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
