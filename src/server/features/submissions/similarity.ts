/**
 * The similarity (plagiarism) check before review (seed 001 §4 "Plagiarism check comes
 * before review"; seed 000 §2 policy; docs/decisions/0045-similarity-check-and-reminders.md). An
 * editor of the journal records the score, the unique content and the report file (the upload
 * rules of every workflow file: ≤ 30 MB, type checked by name and content). Sending to review
 * (`desk send_to_review`) needs a recorded check, and the editor's confirmation when the latest
 * check is over the policy. The report is the editors' alone.
 */
import { desc, eq } from 'drizzle-orm';
import {
  exceedsSimilarityPolicy,
  SIMILARITY_CHECK_REQUIRED,
  similarityConfirmationMessage,
} from '../../../shared/domain/similarity';
import type { SimilarityCheck } from '../../../shared/api/similarity';
import { CHOOSE_REPORT_FILE, similarityCheckFields } from '../../../shared/validation/similarity';
import type { Db, DbOrTx } from '../../db/client';
import { similarityChecks, storedFiles, submissions, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import type { WorkflowDeps } from './workflow-deps';
import { discardUpload, type ReceivedUpload } from './uploads';
import { lockSubmission, recordEvent, wrongStatus } from './workflow';
import { authorizeSubmission, submissionPermits } from './policy';

type CheckRow = typeof similarityChecks.$inferSelect;

/** The statuses a check may be recorded in: before (re-)review. */
const CHECKABLE = ['submitted', 'resubmitted'] as const;

/** The report's URL (bearer token; editors of the journal only). */
export const similarityReportUrl = (submissionId: number, checkId: number) =>
  `/api/submissions/${submissionId}/similarity-check/${checkId}/report`;

function present(row: CheckRow, checkedBy: string | null): SimilarityCheck {
  return {
    id: row.id,
    similarityPercent: row.similarityPercent,
    uniquePercent: row.uniquePercent,
    overLimits: exceedsSimilarityPolicy(row),
    reportFilename: row.reportFilename,
    reportByteSize: row.reportByteSize,
    reportUrl: similarityReportUrl(row.submissionId, row.id),
    checkedBy,
    checkedAt: row.checkedAt.toISOString(),
  };
}

/** The latest check of a submission (highest id), or undefined. */
async function latestRow(db: DbOrTx, submissionId: number): Promise<CheckRow | undefined> {
  const [row] = await db
    .select()
    .from(similarityChecks)
    .where(eq(similarityChecks.submissionId, submissionId))
    .orderBy(desc(similarityChecks.id))
    .limit(1);
  return row;
}

/**
 * Records a similarity check of submission `id` (multipart: `similarityPercent`,
 * `uniquePercent`, report under `file`), with a history line for editors.
 * @returns the check as the API shows it
 * @throws AppError VALIDATION_FAILED (bad figure, no report); NOT_FOUND (not an editor of the
 *   journal); CONFLICT unless submitted or resubmitted
 */
export async function recordSimilarityCheck(
  deps: WorkflowDeps,
  editor: AuthUser,
  id: number,
  upload: ReceivedUpload,
): Promise<SimilarityCheck> {
  try {
    const fields = similarityCheckFields.safeParse(upload.fields);
    const errors = fields.success
      ? []
      : fields.error.issues.map((i) => ({ path: String(i.path[0] ?? ''), message: i.message }));
    if (!upload.file) errors.push({ path: 'file', message: CHOOSE_REPORT_FILE });
    if (!fields.success || !upload.file || errors.length > 0)
      throw new AppError('VALIDATION_FAILED', errors[0].message, { errors });
    const file = upload.file;
    const figures = fields.data;
    return await deps.db.transaction(async (tx) => {
      const row = await lockSubmission(tx, id, editor, 'editor');
      if (!(CHECKABLE as readonly string[]).includes(row.status))
        throw wrongStatus(row.status, 'given a similarity check');
      const stored = await deps.files.recordInTransaction(tx, file.written, {
        originalFilename: file.originalFilename,
        contentType: file.contentType,
        visibility: 'private',
      });
      const [check] = await tx
        .insert(similarityChecks)
        .values({
          submissionId: id,
          similarityPercent: figures.similarityPercent,
          uniquePercent: figures.uniquePercent,
          reportFileKey: stored.key,
          reportFilename: file.originalFilename,
          reportContentType: file.contentType,
          reportByteSize: stored.byteSize,
          checkedBy: editor.id,
        })
        .returning();
      await recordEvent(tx, {
        submissionId: id,
        actor: editor,
        actorRole: 'editor',
        action: 'similarity_check',
        editorNote: `Similarity ${figures.similarityPercent}%, unique content ${figures.uniquePercent}%`,
      });
      const [who] = await tx.select({ name: users.name }).from(users).where(eq(users.id, editor.id));
      return present(check, who?.name ?? null);
    });
  } catch (err) {
    await discardUpload(deps.storage, upload);
    throw err;
  }
}

/**
 * The latest check of submission `id` for an editor of its journal (null: none yet).
 * @throws AppError NOT_FOUND (no such submission, or not an editor of its journal)
 */
export async function similarityCheckOf(db: Db, user: AuthUser, id: number): Promise<SimilarityCheck | null> {
  const [row] = await db.select().from(submissions).where(eq(submissions.id, id));
  await authorizeSubmission(db, user, 'check_similarity', row);
  const check = await latestRow(db, id);
  if (!check) return null;
  const [who] = check.checkedBy
    ? await db.select({ name: users.name }).from(users).where(eq(users.id, check.checkedBy))
    : [];
  return present(check, who?.name ?? null);
}

/**
 * The stored report of check `checkId` of submission `id`, for an editor of its journal only
 * (authors and reviewers: 404, as for a file that does not exist; decision 0045).
 * @throws AppError NOT_FOUND
 */
export async function similarityReportOf(db: Db, user: AuthUser, id: number, checkId: number) {
  const [found] = await db
    .select({
      check: similarityChecks,
      submission: { journalId: submissions.journalId, authorId: submissions.authorId },
      stored: storedFiles,
    })
    .from(similarityChecks)
    .innerJoin(submissions, eq(submissions.id, similarityChecks.submissionId))
    .innerJoin(storedFiles, eq(storedFiles.key, similarityChecks.reportFileKey))
    .where(eq(similarityChecks.id, checkId));
  // The report is a file: its 404 is a missing file's, whoever is refused (decision 0045).
  if (
    !found ||
    found.check.submissionId !== id ||
    !(await submissionPermits(db, user, 'check_similarity', found.submission))
  )
    throw new AppError('NOT_FOUND', 'File not found');
  return { stored: found.stored, filename: found.check.reportFilename };
}

/**
 * The gate of `desk send_to_review`, run on the locked submission row: a check must be
 * recorded, and one over the policy needs `confirmed`.
 * @throws AppError CONFLICT (409) with {@link SIMILARITY_CHECK_REQUIRED} or the confirmation message
 */
export async function requireSimilarityCheck(tx: DbOrTx, submissionId: number, confirmed: boolean): Promise<void> {
  const check = await latestRow(tx, submissionId);
  if (!check) throw new AppError('CONFLICT', SIMILARITY_CHECK_REQUIRED);
  if (exceedsSimilarityPolicy(check) && !confirmed)
    throw new AppError('CONFLICT', similarityConfirmationMessage(check));
}
