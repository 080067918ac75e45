/**
 * The shape of a mail put in the outbox, and its validation (decision 0007). Every field
 * that becomes a header (`to`, `subject`) or is logged on one line (`kind`, `ref`) must be a
 * single line: a CR or LF there could add headers or recipients (header injection).
 */
import { z } from 'zod';

/**
 * One bare address: a dot-atom local part, `@`, and host labels (`localhost` allowed, as the
 * default EDITORIAL_EMAIL of a local server is `editorial@localhost`). No display name, no
 * spaces, commas or angle brackets: exactly one recipient.
 */
export const MAIL_ADDRESS =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;

/** Control characters (CR, LF, NUL, tab…), none of which belongs in a header or a log field. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex
const NUL = /\u0000/;

/** A mail for the outbox, as the caller gives it. */
export interface MailMessage {
  /** One recipient address (bare, e.g. `author@example.org`; at most 254 characters). */
  to: string;
  /** One line, 1–255 characters. */
  subject: string;
  /** Plain-text body, 1–100,000 characters; it carries the links the mail is about. */
  text: string;
  /** Optional HTML alternative of the same content (≤ 500,000 characters). */
  html?: string;
  /** What the mail is: lower-case dotted name, e.g. 'intake.ack', 'intake.notice'. */
  kind: string;
  /** The record that caused it, e.g. 'manuscript:42' (one line, ≤ 200 characters). */
  ref?: string;
  /**
   * The editable template the mail was built from (see
   * docs/decisions/0053-mail-templates.md): `subject` and `text` hold its default rendering,
   * and the app's mailer renders the stored override instead when there is one. Never stored
   * in the outbox.
   */
  template?: MailTemplateUse;
}

/** Which template a mail was built from, and the values of its variables (plain text, inserted as written). */
export interface MailTemplateUse {
  /** The template's key in the registry (features/mail-templates), e.g. 'auth.password_reset'. */
  key: string;
  values: Readonly<Record<string, string>>;
  /** The journal the mail concerns, when the caller knows it; else found from `ref` when it names a submission. */
  journalId?: number | null;
  /** True when `text` was written by a person (an edited decision letter): only the subject is re-rendered. */
  fixedText?: boolean;
}

const oneLine = (max: number) =>
  z
    .string()
    .max(max, `must be at most ${max} characters`)
    .refine((v) => !CONTROL.test(v), 'must be one line without control characters (no CR or LF)');

const mailMessageSchema = z.strictObject({
  to: oneLine(254).refine((v) => MAIL_ADDRESS.test(v), 'must be one email address'),
  subject: oneLine(255).refine((v) => v.trim().length > 0, 'must not be empty'),
  text: z
    .string()
    .min(1, 'must not be empty')
    .max(100_000, 'must be at most 100000 characters')
    .refine((v) => !NUL.test(v), 'must not contain NUL'),
  html: z
    .string()
    .max(500_000, 'must be at most 500000 characters')
    .refine((v) => !NUL.test(v), 'must not contain NUL')
    .optional(),
  kind: z
    .string()
    .max(64, 'must be at most 64 characters')
    .regex(/^[a-z][a-z0-9_-]*(?:\.[a-z0-9_-]+)*$/, "must be a lower-case dotted name such as 'intake.ack'"),
  ref: oneLine(200).optional(),
});

/** A message refused by {@link parseMailMessage}: a programming error, not user input. */
export class MailMessageError extends Error {
  override name = 'MailMessageError';
  constructor(readonly issues: { path: string; message: string }[]) {
    super(`Invalid mail: ${issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`);
  }
}

/**
 * Checks a mail before it enters the outbox and returns it without unknown properties (and
 * without its `template` reference).
 * @throws MailMessageError naming each bad field (e.g. a CR/LF in `to` or `subject`).
 */
export function parseMailMessage(message: MailMessage): MailMessage {
  // The template reference is how the mail was built, not part of it.
  const mail = { ...message };
  delete mail.template;
  const parsed = mailMessageSchema.safeParse(mail);
  if (!parsed.success) {
    throw new MailMessageError(
      parsed.error.issues.map((i) => ({ path: i.path.join('.') || '(mail)', message: i.message })),
    );
  }
  return parsed.data;
}
