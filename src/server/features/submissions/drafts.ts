/**
 * Drafts kept on the server while a person types (docs/decisions/0074-revision-deadlines-and-drafts.md;
 * shared/api/drafts.ts): the review form, the decision letters (one per decision, decision
 * 0071) and discussion messages. One row per owner, submission and key (`drafts`); only the owner
 * reads, replaces or removes it. The key's role decides who may keep one (the submission policy's
 * `keep_*_draft`, policy.ts): anyone else — and anyone for a submission that does not exist —
 * gets 404 'Submission not found' (decision 0037).
 */
import { and, eq, inArray } from 'drizzle-orm';
import { DRAFT_BODY_MAX, type Draft, type DraftBody } from '../../../shared/api/drafts';
import type { DbOrTx } from '../../db/client';
import { drafts, invitations, submissions } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { PolicyUser } from '../../lib/authorize';
import { authorize } from '../../lib/authorize';
import { submissionFacts, submissionPolicy, type SubmissionAction } from './policy';

/** The answer of a missing draft. */
export const DRAFT_NOT_FOUND = 'Draft not found';

/** The policy action that guards a key (by its first part). */
function actionOf(key: string): SubmissionAction {
  if (key === 'review') return 'keep_reviewer_draft';
  if (key.startsWith('decision.')) return 'keep_editor_draft';
  return 'keep_discussion_draft';
}

/**
 * Checks that `user` may keep the draft `key` of submission `submissionId`.
 * @throws AppError NOT_FOUND ('Submission not found') when the submission is missing or the
 *   user may not act on it in the key's role
 */
async function authorizeDraft(db: DbOrTx, user: PolicyUser, submissionId: number, key: string): Promise<void> {
  const [record] = await db
    .select({ journalId: submissions.journalId, authorId: submissions.authorId })
    .from(submissions)
    .where(eq(submissions.id, submissionId));
  const action = actionOf(key);
  const facts = await submissionFacts(db, user, record);
  if (record && action !== 'keep_editor_draft') {
    const invites = await db
      .select({ status: invitations.status })
      .from(invitations)
      .where(
        and(
          eq(invitations.submissionId, submissionId),
          eq(invitations.reviewerId, user.id),
          inArray(invitations.status, ['accepted', 'submitted']),
        ),
      );
    facts.reviewing = invites.some((i) => i.status === 'accepted')
      ? 'accepted'
      : invites.length > 0
        ? 'submitted'
        : null;
  }
  authorize(submissionPolicy, user, action, record, facts);
}

const present = (row: typeof drafts.$inferSelect): Draft => ({
  key: row.key,
  body: row.body as DraftBody,
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * `GET /api/submissions/{id}/drafts/{key}`: the caller's draft.
 * @throws AppError NOT_FOUND ('Submission not found': see module; 'Draft not found': none saved)
 */
export async function readDraft(db: DbOrTx, user: PolicyUser, submissionId: number, key: string): Promise<Draft> {
  await authorizeDraft(db, user, submissionId, key);
  const [row] = await db
    .select()
    .from(drafts)
    .where(and(eq(drafts.ownerId, user.id), eq(drafts.submissionId, submissionId), eq(drafts.key, key)));
  if (!row) throw new AppError('NOT_FOUND', DRAFT_NOT_FOUND);
  return present(row);
}

/**
 * `PUT /api/submissions/{id}/drafts/{key}` `{body}`: stores the caller's draft (one statement:
 * insert, or replace the one there; the last save wins).
 * @returns the draft as stored
 * @throws AppError PAYLOAD_TOO_LARGE (413) over {@link DRAFT_BODY_MAX} characters as JSON;
 *   NOT_FOUND as {@link readDraft}
 */
export async function saveDraft(
  db: DbOrTx,
  user: PolicyUser,
  submissionId: number,
  key: string,
  body: DraftBody,
): Promise<Draft> {
  if (JSON.stringify(body).length > DRAFT_BODY_MAX)
    throw new AppError('PAYLOAD_TOO_LARGE', `A draft is at most ${DRAFT_BODY_MAX.toLocaleString('en')} characters`);
  await authorizeDraft(db, user, submissionId, key);
  const now = new Date();
  const [row] = await db
    .insert(drafts)
    .values({ ownerId: user.id, submissionId, key, body, updatedAt: now })
    .onConflictDoUpdate({ target: [drafts.ownerId, drafts.submissionId, drafts.key], set: { body, updatedAt: now } })
    .returning();
  return present(row);
}

/**
 * `DELETE /api/submissions/{id}/drafts/{key}`: removes the caller's draft (none: nothing to do).
 * @throws AppError NOT_FOUND ('Submission not found') as {@link readDraft}
 */
export async function discardDraft(db: DbOrTx, user: PolicyUser, submissionId: number, key: string): Promise<void> {
  await authorizeDraft(db, user, submissionId, key);
  await db
    .delete(drafts)
    .where(and(eq(drafts.ownerId, user.id), eq(drafts.submissionId, submissionId), eq(drafts.key, key)));
}
