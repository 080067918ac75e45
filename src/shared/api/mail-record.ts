/**
 * A submission's mail record (decision 0044): the mails it caused, as the
 * submission's record lists them (`GET /api/submissions/{id}/mails`), with their full text, to
 * those allowed to re-read them (decision 0071: editors all, the author and each reviewer
 * the mails sent to them).
 */
import { z } from 'zod';
import { text } from '../validation/text';
import { OUTBOX_STATUSES_SHARED } from '../domain/mail-status';

/** One mail a submission caused: to, subject, what it is, its delivery status and times (ISO 8601). */
export const submissionMail = z.object({
  id: z.number().int(),
  to: text(),
  subject: text(),
  /** The plain-text body as sent (secret link parameters shown as "[redacted]"). */
  text: text(),
  /** What the mail is, e.g. 'workflow.decision', 'invitation.invite'. */
  kind: text(),
  /** pending (waiting or retrying), sent, logged (no SMTP: written to the log), failed. */
  status: z.enum(OUTBOX_STATUSES_SHARED),
  /** When it was sent (or logged); null while pending or after failing. */
  sentAt: text().nullable(),
  createdAt: text(),
});
export type SubmissionMail = z.infer<typeof submissionMail>;
