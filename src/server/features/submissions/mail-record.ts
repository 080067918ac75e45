/**
 * A submission's mail record (decisions 0044, 0071): the outbox mails it caused —
 * those with ref `submission:{id}` and those of its review invitations (`invitation:{id}`) —
 * each with its full text (subject and plain-text body, as sent), for those allowed to re-read
 * them: the submission's editors (decision 0037) every mail; its author only the mails sent to
 * the author's address; a reviewer invited to it only the mails sent to the reviewer's address.
 * Anyone else 404. Reviewer-confidential text is never in a mail to the author (decision 0036:
 * the decision letter carries only the comments for the authors), and the author never reads a
 * mail to someone else, so it never reaches the author through the record. Read only: the outbox
 * is lib/mailer's.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { SubmissionMail } from '../../../shared/api/mail-record';
import { invitations, outbox, submissions } from '../../db/schema';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { redactSecrets } from '../../lib/redact';
import type { AuthUser } from '../../plugins/auth';
import { readsOwnMails, SUBMISSION_NOT_FOUND, submissionPermits } from './policy';

/** Whose mails `user` may re-read in a submission's record: all (an editor), or those sent to `address`. */
type Reader = { all: true } | { all: false; address: string };

/**
 * Decides what `user` reads of the record of submission `id`: an editor of its journal all of
 * it; its author, or a reviewer invited to it (their account on the invitation, or the invited
 * address once the account's address is verified: decision 0013), the mails to their own address.
 * @throws AppError NOT_FOUND for anyone else, worded as for a missing submission (decision 0037)
 */
async function readerOf(
  db: Db,
  user: AuthUser,
  id: number,
  invites: { reviewerId: number | null; reviewerEmail: string }[],
): Promise<Reader> {
  const [row] = await db
    .select({ journalId: submissions.journalId, authorId: submissions.authorId })
    .from(submissions)
    .where(eq(submissions.id, id));
  if (!row) throw new AppError('NOT_FOUND', SUBMISSION_NOT_FOUND);
  if (await submissionPermits(db, user, 'read_mail_record', row)) return { all: true };
  if (readsOwnMails(user, row, invites)) return { all: false, address: user.email.toLowerCase() };
  throw new AppError('NOT_FOUND', SUBMISSION_NOT_FOUND);
}

/**
 * `GET /api/submissions/{id}/mails`: the mails `user` may re-read, newest first, each with its
 * subject and plain-text body as sent; the values of secret link parameters (invitation and
 * reset tokens) are shown as "[redacted]" even while a mail waits to be sent (decision 0008).
 * @returns the mails (an empty list when none was sent to the caller)
 * @throws AppError NOT_FOUND when the submission is missing or the caller is neither one of its
 *   editors, its author nor a reviewer invited to it
 */
export async function mailRecordOf(db: Db, user: AuthUser, id: number): Promise<SubmissionMail[]> {
  const invites = await db
    .select({ id: invitations.id, reviewerId: invitations.reviewerId, reviewerEmail: invitations.reviewerEmail })
    .from(invitations)
    .where(eq(invitations.submissionId, id));
  const reader = await readerOf(db, user, id, invites);
  const refs = [`submission:${id}`, ...invites.map((i) => `invitation:${i.id}`)];
  const rows = await db
    .select({
      id: outbox.id,
      to: outbox.to,
      subject: outbox.subject,
      text: outbox.text,
      kind: outbox.kind,
      status: outbox.status,
      sentAt: outbox.sentAt,
      createdAt: outbox.createdAt,
    })
    .from(outbox)
    .where(
      reader.all
        ? inArray(outbox.ref, refs)
        : and(inArray(outbox.ref, refs), eq(sql`lower(${outbox.to})`, reader.address)),
    )
    .orderBy(desc(outbox.createdAt), desc(outbox.id));
  return rows.map((r) => ({
    ...r,
    text: redactSecrets(r.text),
    sentAt: r.sentAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
  }));
}
