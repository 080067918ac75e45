/**
 * The two mails of every public intake (decision 0007): an acknowledgement to the sender
 * and a notice to the editorial office (`config.editorialEmail`), written to the outbox in
 * the intake's own transaction. Their texts are the editable templates of
 * features/mail-templates (decision 0053): 'intake.ack.{form}' and 'intake.notice.{form}'.
 */
import type { MailMessage } from '../../lib/mailer';
import { templatedMail } from '../mail-templates';

/** Mail kinds of the intake. */
export const INTAKE_ACK = 'intake.ack';
export const INTAKE_NOTICE = 'intake.notice';

export interface IntakeMails {
  ack: MailMessage;
  notice: MailMessage;
}

/** Who sent an intake, and where the office reads its notices. */
interface Sender {
  name: string;
  email: string;
  editorialEmail: string;
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
  const ref = `manuscript:${input.id}`;
  const common = { name: input.name, title: input.title, journal: input.journalType, manuscriptId: String(input.id) };
  return {
    ack: templatedMail('intake.ack.manuscript', common, { to: input.email, ref }),
    notice: templatedMail(
      'intake.notice.manuscript',
      {
        ...common,
        email: input.email,
        articleType: input.articleType,
        fileNames: input.fileNames.join(', '),
        coverLetter: input.coverLetter,
      },
      { to: input.editorialEmail, ref },
    ),
  };
}

/** Mails of a join application `id` (`ref` application:{id}). */
export function applicationMails(
  input: Sender & { id: number; label: string; expertise: string; note: string; fileNames: readonly string[] },
): IntakeMails {
  const ref = `application:${input.id}`;
  return {
    ack: templatedMail('intake.ack.application', { name: input.name, label: input.label }, { to: input.email, ref }),
    notice: templatedMail(
      'intake.notice.application',
      {
        name: input.name,
        email: input.email,
        label: input.label,
        applicationId: String(input.id),
        expertise: input.expertise,
        note: input.note,
        fileNames: input.fileNames.length ? input.fileNames.join(', ') : 'none',
      },
      { to: input.editorialEmail, ref },
    ),
  };
}

/** Mails of a contact message `id` (`ref` contact:{id}). */
export function contactMails(
  input: Sender & { id: number; phone: string; inquiryType: string; message: string },
): IntakeMails {
  const ref = `contact:${input.id}`;
  return {
    ack: templatedMail('intake.ack.contact', { name: input.name }, { to: input.email, ref }),
    notice: templatedMail(
      'intake.notice.contact',
      {
        name: input.name,
        email: input.email,
        phone: input.phone ? `, ${input.phone}` : '',
        inquiryType: input.inquiryType,
        messageId: String(input.id),
        message: input.message,
      },
      { to: input.editorialEmail, ref },
    ),
  };
}
