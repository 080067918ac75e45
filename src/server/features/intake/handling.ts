/**
 * How an intake is handled once it has arrived (decision 0010; seed 001 §4 "Admin inbox"): the
 * conditional updates the admin inbox (features/admin/triage.ts) runs in its transactions.
 * The intake feature owns these tables, so they are written only here. Each update applies
 * only if the row is still in the state the action needs, and answers the row, or undefined
 * when it is not (missing, or already handled): the caller tells 404 from 409.
 */
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { contactMessages, joinApplications, manuscriptIntakes } from '../../db/schema';
import type { DbOrTx } from '../../db/client';

export type ManuscriptIntakeRow = typeof manuscriptIntakes.$inferSelect;
export type JoinApplicationRow = typeof joinApplications.$inferSelect;
export type ContactMessageRow = typeof contactMessages.$inferSelect;

/** Archives a pending, unarchived public manuscript. */
export async function archiveManuscriptIntake(tx: DbOrTx, id: number): Promise<ManuscriptIntakeRow | undefined> {
  const [row] = await tx
    .update(manuscriptIntakes)
    .set({ archivedAt: new Date() })
    .where(
      and(eq(manuscriptIntakes.id, id), isNull(manuscriptIntakes.archivedAt), eq(manuscriptIntakes.status, 'pending')),
    )
    .returning();
  return row;
}

/** Restores an archived public manuscript. */
export async function unarchiveManuscriptIntake(tx: DbOrTx, id: number): Promise<ManuscriptIntakeRow | undefined> {
  const [row] = await tx
    .update(manuscriptIntakes)
    .set({ archivedAt: null })
    .where(and(eq(manuscriptIntakes.id, id), isNotNull(manuscriptIntakes.archivedAt)))
    .returning();
  return row;
}

/**
 * Deletes an archived public manuscript (its intake_files rows go with it, by cascade; the
 * stored files are the caller's to remove).
 */
export async function deleteArchivedManuscriptIntake(
  tx: DbOrTx,
  id: number,
): Promise<{ id: number; title: string } | undefined> {
  const [row] = await tx
    .delete(manuscriptIntakes)
    .where(and(eq(manuscriptIntakes.id, id), isNotNull(manuscriptIntakes.archivedAt)))
    .returning({ id: manuscriptIntakes.id, title: manuscriptIntakes.title });
  return row;
}

/** Accepts a pending, unarchived public manuscript (the first step of its conversion). */
export async function acceptManuscriptIntake(tx: DbOrTx, id: number): Promise<ManuscriptIntakeRow | undefined> {
  const [row] = await tx
    .update(manuscriptIntakes)
    .set({ status: 'accepted' })
    .where(
      and(eq(manuscriptIntakes.id, id), eq(manuscriptIntakes.status, 'pending'), isNull(manuscriptIntakes.archivedAt)),
    )
    .returning();
  return row;
}

/** Records the submission a public manuscript was converted into. */
export async function linkManuscriptIntakeToSubmission(
  tx: DbOrTx,
  id: number,
  submissionId: number,
): Promise<ManuscriptIntakeRow> {
  const [row] = await tx
    .update(manuscriptIntakes)
    .set({ submissionId })
    .where(eq(manuscriptIntakes.id, id))
    .returning();
  return row;
}

/** Accepts or rejects a pending join application. */
export async function decideJoinApplication(
  tx: DbOrTx,
  id: number,
  status: 'accepted' | 'rejected',
): Promise<JoinApplicationRow | undefined> {
  const [row] = await tx
    .update(joinApplications)
    .set({ status })
    .where(and(eq(joinApplications.id, id), eq(joinApplications.status, 'pending')))
    .returning();
  return row;
}

/** Records the account made, or given the role, on a join application's approval. */
export async function linkJoinApplicationToUser(tx: DbOrTx, id: number, userId: number): Promise<JoinApplicationRow> {
  const [row] = await tx.update(joinApplications).set({ userId }).where(eq(joinApplications.id, id)).returning();
  return row;
}

/** Marks an unanswered contact query answered (status `accepted`). */
export async function markContactMessageAnswered(tx: DbOrTx, id: number): Promise<ContactMessageRow | undefined> {
  const [row] = await tx
    .update(contactMessages)
    .set({ status: 'accepted', answeredAt: new Date() })
    .where(and(eq(contactMessages.id, id), isNull(contactMessages.answeredAt)))
    .returning();
  return row;
}
