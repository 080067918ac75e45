/**
 * A submission's mail record (decision 0044): the outbox mails it caused —
 * those with ref `submission:{id}` and those of its review invitations (`invitation:{id}`) —
 * for its editors (decision 0037: others 404; the author never sees it). Read only: the outbox
 * is lib/mailer's.
 */
import { desc, eq, inArray } from 'drizzle-orm';
import type { SubmissionMail } from '../../../shared/api/mail-record';
import { invitations, outbox, submissions } from '../../db/schema';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../plugins/auth';
import { authorizeSubmission } from './policy';

/**
 * `GET /api/submissions/{id}/mails`: newest first.
 * @throws AppError NOT_FOUND when the submission is not in the caller's journals
 */
export async function mailRecordOf(db: Db, user: AuthUser, id: number): Promise<SubmissionMail[]> {
  const [row] = await db
    .select({ journalId: submissions.journalId, authorId: submissions.authorId })
    .from(submissions)
    .where(eq(submissions.id, id));
  await authorizeSubmission(db, user, 'read_mail_record', row);
  const invites = await db.select({ id: invitations.id }).from(invitations).where(eq(invitations.submissionId, id));
  const refs = [`submission:${id}`, ...invites.map((i) => `invitation:${i.id}`)];
  const rows = await db
    .select({
      id: outbox.id,
      to: outbox.to,
      subject: outbox.subject,
      kind: outbox.kind,
      status: outbox.status,
      sentAt: outbox.sentAt,
      createdAt: outbox.createdAt,
    })
    .from(outbox)
    .where(inArray(outbox.ref, refs))
    .orderBy(desc(outbox.createdAt), desc(outbox.id));
  return rows.map((r) => ({
    ...r,
    sentAt: r.sentAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
  }));
}
