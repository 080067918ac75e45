/**
 * The two mails of every public intake (issue 5 "Mail"): an acknowledgement to the sender
 * and a notice to the editorial office (`config.editorialEmail`), written to the outbox in
 * the intake's own transaction.
 */
import type { MailMessage } from '../../lib/mailer';

/** Mail kinds of the intake. */
export const INTAKE_ACK = 'intake.ack';
export const INTAKE_NOTICE = 'intake.notice';

export interface IntakeMails {
  ack: MailMessage;
  notice: MailMessage;
}

const SIGNATURE = '\n\nThe Genesis editorial office';

/** Who sent an intake, and where the office reads its notices. */
interface Sender {
  name: string;
  email: string;
  editorialEmail: string;
}

/**
 * The two mails of intake `ref`: the acknowledgement to the sender (greeted by name, `body`,
 * then the office's signature) and the notice to the editorial office.
 */
function intakeMails(
  ref: string,
  sender: Sender,
  ack: { subject: string; body: string },
  notice: { subject: string; text: string },
): IntakeMails {
  return {
    ack: {
      to: sender.email,
      subject: ack.subject,
      text: `Dear ${sender.name},\n\n${ack.body}${SIGNATURE}`,
      kind: INTAKE_ACK,
      ref,
    },
    notice: { to: sender.editorialEmail, subject: notice.subject, text: notice.text, kind: INTAKE_NOTICE, ref },
  };
}

/** Mails of a manuscript submission `id` (`ref` manuscript:{id}). */
export function manuscriptMails(
  input: Sender & {
    id: number;
    title: string;
    journalType: string;
    articleType: string;
    coverLetter: string;
    fileNames: readonly string[];
  },
): IntakeMails {
  return intakeMails(
    `manuscript:${input.id}`,
    input,
    {
      subject: `We received your manuscript: ${input.title}`,
      body:
        `Thank you for submitting your manuscript "${input.title}" to ${input.journalType}. ` +
        `Its submission number is ${input.id}. We will review your submission and reach out via email.`,
    },
    {
      subject: `New manuscript submission #${input.id}: ${input.title}`,
      text:
        `${input.name} <${input.email}> submitted a ${input.articleType} to ${input.journalType}.\n\n` +
        `Title: ${input.title}\nFiles: ${input.fileNames.join(', ')}\n\n${input.coverLetter}`,
    },
  );
}

/** Mails of a join application `id` (`ref` application:{id}). */
export function applicationMails(
  input: Sender & { id: number; label: string; expertise: string; note: string; fileNames: readonly string[] },
): IntakeMails {
  return intakeMails(
    `application:${input.id}`,
    input,
    {
      subject: `We received your ${input.label} application`,
      body:
        `Thank you for applying to join us as ${input.label}. ` +
        `Application submitted successfully. We will review and contact you soon.`,
    },
    {
      subject: `New ${input.label} application #${input.id}: ${input.name}`,
      text:
        `${input.name} <${input.email}> applied as ${input.label}.\n\nResearch interest:\n${input.expertise}\n\n` +
        `${input.note}\n\nFiles: ${input.fileNames.length ? input.fileNames.join(', ') : 'none'}`,
    },
  );
}

/** Mails of a contact message `id` (`ref` contact:{id}). */
export function contactMails(
  input: Sender & { id: number; phone: string; inquiryType: string; message: string },
): IntakeMails {
  return intakeMails(
    `contact:${input.id}`,
    input,
    {
      subject: 'We received your message',
      body: 'Thanks, we received your message. We will respond within 24 hours.',
    },
    {
      subject: `New contact message #${input.id} (${input.inquiryType}) from ${input.name}`,
      text:
        `${input.name} <${input.email}>${input.phone ? `, ${input.phone}` : ''} wrote (${input.inquiryType}):\n\n` +
        input.message,
    },
  );
}
