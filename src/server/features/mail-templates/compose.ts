/**
 * Building a mail from its registry entry (decision 0053).
 * `templatedMail` renders the default text at once (a pure function, as the features' mail
 * functions are) and keeps the template's key and values on the message, so that the app's
 * mailer renders the stored override instead when an admin saved one (resolve.ts).
 */
import { renderTemplate } from '../../lib/mail-template';
import type { MailMessage } from '../../lib/mailer';
import { MAIL_TEMPLATES, type MailTemplateKey, type MailValues } from './registry';

/** Longest subject a mail may have (lib/mailer/message.ts). */
const SUBJECT_LIMIT = 255;

/** A rendered subject cut to the mail's limit (a long title in a subject must not stop the mail). */
export function fitSubject(subject: string): string {
  return subject.length <= SUBJECT_LIMIT ? subject : `${subject.slice(0, SUBJECT_LIMIT - 1)}…`;
}

/** Where a templated mail goes, and what it concerns. */
export interface MailEnvelope {
  to: string;
  /** The record that caused it ('submission:12', 'invitation:3', 'user:5'…). */
  ref?: string;
  /** The journal the mail concerns; default: the submission `ref` names (submission:… or invitation:…). */
  journalId?: number | null;
  /** A text written by a person (the editor's edited decision letter): sent as is; only the subject is templated. */
  text?: string | null;
}

/**
 * The mail of template `key` with `values` (each inserted as written, never read as a template):
 * `subject` and `text` are the default's rendering; `app.mailer.enqueue` replaces them with the
 * journal's or the site's stored text when there is one.
 * @throws Error when a value is missing (the types prevent it)
 */
export function templatedMail<K extends MailTemplateKey>(
  key: K,
  values: MailValues<K>,
  envelope: MailEnvelope,
): MailMessage {
  const def = MAIL_TEMPLATES[key];
  const plain = values as Record<string, string>;
  const fixedText = envelope.text !== undefined && envelope.text !== null;
  return {
    to: envelope.to,
    subject: fitSubject(renderTemplate(def.subject, plain)),
    text: fixedText ? (envelope.text as string) : renderTemplate(def.body, plain),
    kind: def.mailKind,
    ...(envelope.ref === undefined ? {} : { ref: envelope.ref }),
    template: {
      key,
      values: plain,
      ...(envelope.journalId === undefined ? {} : { journalId: envelope.journalId }),
      ...(fixedText ? { fixedText } : {}),
    },
  };
}
