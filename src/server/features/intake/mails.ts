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

/** Mails of a manuscript submission `id` (`ref` manuscript:{id}). */
export function manuscriptMails(input: {
  id: number;
  editorialEmail: string;
  name: string;
  email: string;
  title: string;
  journalType: string;
  articleType: string;
  coverLetter: string;
  fileNames: readonly string[];
}): IntakeMails {
  const ref = `manuscript:${input.id}`;
  return {
    ack: {
      to: input.email,
      subject: `We received your manuscript: ${input.title}`,
      text:
        `Dear ${input.name},\n\nThank you for submitting your manuscript "${input.title}" to ${input.journalType}. ` +
        `Its submission number is ${input.id}. We will review your submission and reach out via email.` +
        SIGNATURE,
      kind: INTAKE_ACK,
      ref,
    },
    notice: {
      to: input.editorialEmail,
      subject: `New manuscript submission #${input.id}: ${input.title}`,
      text:
        `${input.name} <${input.email}> submitted a ${input.articleType} to ${input.journalType}.\n\n` +
        `Title: ${input.title}\nFiles: ${input.fileNames.join(', ')}\n\n${input.coverLetter}`,
      kind: INTAKE_NOTICE,
      ref,
    },
  };
}

/** Mails of a join application `id` (`ref` application:{id}). */
export function applicationMails(input: {
  id: number;
  editorialEmail: string;
  label: string;
  name: string;
  email: string;
  expertise: string;
  note: string;
  fileNames: readonly string[];
}): IntakeMails {
  const ref = `application:${input.id}`;
  return {
    ack: {
      to: input.email,
      subject: `We received your ${input.label} application`,
      text:
        `Dear ${input.name},\n\nThank you for applying to join us as ${input.label}. ` +
        `Application submitted successfully. We will review and contact you soon.` +
        SIGNATURE,
      kind: INTAKE_ACK,
      ref,
    },
    notice: {
      to: input.editorialEmail,
      subject: `New ${input.label} application #${input.id}: ${input.name}`,
      text:
        `${input.name} <${input.email}> applied as ${input.label}.\n\nResearch interest:\n${input.expertise}\n\n` +
        `${input.note}\n\nFiles: ${input.fileNames.length ? input.fileNames.join(', ') : 'none'}`,
      kind: INTAKE_NOTICE,
      ref,
    },
  };
}

/** Mails of a contact message `id` (`ref` contact:{id}). */
export function contactMails(input: {
  id: number;
  editorialEmail: string;
  name: string;
  email: string;
  phone: string;
  inquiryType: string;
  message: string;
}): IntakeMails {
  const ref = `contact:${input.id}`;
  return {
    ack: {
      to: input.email,
      subject: 'We received your message',
      text: `Dear ${input.name},\n\nThanks, we received your message. We will respond within 24 hours.` + SIGNATURE,
      kind: INTAKE_ACK,
      ref,
    },
    notice: {
      to: input.editorialEmail,
      subject: `New contact message #${input.id} (${input.inquiryType}) from ${input.name}`,
      text:
        `${input.name} <${input.email}>${input.phone ? `, ${input.phone}` : ''} wrote (${input.inquiryType}):\n\n` +
        input.message,
      kind: INTAKE_NOTICE,
      ref,
    },
  };
}
