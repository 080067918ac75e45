/**
 * The author's and the editor's use cases of the workflow (decision 0009; seed 001 §4, §7). Each
 * runs in one transaction; status changes go through `transition` (workflow.ts) only.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import { DECISION_ACTIONS, type Decision, type DeskAction } from '../../../shared/domain/submission-workflow';
import { revisionFields, type DraftRequest } from '../../../shared/validation/submissions';
import type { Db } from '../../db/client';
import { journals, reviews, submissionFiles, submissions, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { WorkflowDeps } from './workflow-deps';
import type { AuthUser } from '../../plugins/auth';
import { commentsForAuthors } from './decision-letters';
import { decisionMail, proofMail } from './mails';
import { discardUpload, recordSubmissionFile, type ReceivedUpload, type SubmissionFileRow } from './uploads';
import { lockSubmission, recordEvent, transition, wrongStatus, type SubmissionRow } from './workflow';
import { requireSimilarityCheck } from './similarity';
import {
  noticeAuthorWithdrew,
  noticeProofApproved,
  noticeRevision,
  noticeSentToReview,
  noticeSubmitted,
} from './workflow-notices';

/**
 * Creates a draft owned by `user` (seed 001 §7 `POST /api/submissions/draft`).
 * @throws AppError VALIDATION_FAILED when the journal does not exist, does not accept submissions or is retired
 */
export async function createDraft(deps: WorkflowDeps, user: AuthUser, input: DraftRequest): Promise<SubmissionRow> {
  const [journal] = await deps.db
    .select({
      id: journals.id,
      title: journals.title,
      open: sql<boolean>`(${journals.acceptsSubmissions} and ${journals.retiredAt} is null)`,
    })
    .from(journals)
    .where(eq(journals.id, input.journalId));
  if (!journal) {
    throw new AppError('VALIDATION_FAILED', 'Select a journal', {
      errors: [{ path: 'journalId', message: 'Select a journal' }],
    });
  }
  if (!journal.open) {
    const message = `${journal.title} does not accept submissions`;
    throw new AppError('VALIDATION_FAILED', message, { errors: [{ path: 'journalId', message }] });
  }
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(submissions)
      .values({
        authorId: user.id,
        journalId: input.journalId,
        title: input.title,
        abstract: input.abstract,
        keywords: input.keywords,
        articleType: input.articleType,
        coAuthors: input.coAuthors,
      })
      .returning();
    await recordEvent(tx, {
      submissionId: row.id,
      actor: user,
      actorRole: 'author',
      action: 'create_draft',
      to: 'draft',
    });
    return row;
  });
}

/** What an upload call answers. */
export interface UploadResult {
  submission: SubmissionRow;
  file: SubmissionFileRow;
}

/** Records an upload in a transaction, or discards its bytes when the transaction fails. */
async function withUpload<T>(
  deps: WorkflowDeps,
  upload: ReceivedUpload,
  run: (tx: Parameters<Parameters<Db['transaction']>[0]>[0]) => Promise<T>,
): Promise<T> {
  try {
    return await deps.db.transaction(run);
  } catch (err) {
    await discardUpload(deps.storage, upload);
    throw err;
  }
}

function requireFile(upload: ReceivedUpload, message: string): NonNullable<ReceivedUpload['file']> {
  if (!upload.file) throw new AppError('VALIDATION_FAILED', message, { errors: [{ path: 'file', message }] });
  return upload.file;
}

/**
 * The manuscript of a draft (seed 001 §7 `upload?kind=manuscript`); a new one replaces the
 * previous as the current manuscript (both are kept).
 * @throws AppError CONFLICT when the submission is no longer a draft
 */
export async function uploadManuscript(
  deps: WorkflowDeps,
  user: AuthUser,
  id: number,
  upload: ReceivedUpload,
): Promise<UploadResult> {
  return withUpload(deps, upload, async (tx) => {
    const file = requireFile(upload, 'Choose a file first');
    const row = await lockSubmission(tx, id, user, 'author');
    if (row.status !== 'draft') throw wrongStatus(row.status, 'given a new manuscript');
    const saved = await recordSubmissionFile(tx, deps.files, {
      submissionId: id,
      kind: 'manuscript',
      round: row.round,
      file,
      uploadedBy: user.id,
    });
    const [submission] = await tx
      .update(submissions)
      .set({ updatedAt: new Date() })
      .where(eq(submissions.id, id))
      .returning();
    await recordEvent(tx, {
      submissionId: id,
      actor: user,
      actorRole: 'author',
      action: 'upload_manuscript',
      note: file.originalFilename,
    });
    return { submission, file: saved };
  });
}

/**
 * A revised manuscript (seed 001 §7 `POST …/revisions`): revision_requested → resubmitted. The
 * multipart field `responseToReviewers` (decision 0036, optional, ≤ 20,000 characters) is kept with
 * the revision for the editor and the next round's reviewers.
 * @throws AppError VALIDATION_FAILED without a file or with a bad field; CONFLICT unless a revision was requested
 */
export async function uploadRevision(
  deps: WorkflowDeps,
  user: AuthUser,
  id: number,
  upload: ReceivedUpload,
): Promise<UploadResult> {
  return withUpload(deps, upload, async (tx) => {
    const file = requireFile(upload, 'Choose a file first');
    const fields = revisionFields.safeParse(upload.fields);
    if (!fields.success) {
      const errors = fields.error.issues.map((i) => ({ path: String(i.path[0] ?? ''), message: i.message }));
      throw new AppError('VALIDATION_FAILED', errors[0].message, { errors });
    }
    const { after } = await transition(tx, { submissionId: id, action: 'upload_revision', user });
    const saved = await recordSubmissionFile(tx, deps.files, {
      submissionId: id,
      kind: 'revision',
      round: after.round,
      file,
      uploadedBy: user.id,
      responseToReviewers: fields.data.responseToReviewers || null,
    });
    await noticeRevision(tx, deps, after, Boolean(fields.data.responseToReviewers));
    return { submission: after, file: saved };
  });
}

/**
 * Submits a draft (seed 001 §7 `POST …/submit`): it needs a manuscript file and an abstract.
 * @throws AppError VALIDATION_FAILED naming what is missing; CONFLICT when not a draft
 */
export async function submitDraft(deps: WorkflowDeps, user: AuthUser, id: number): Promise<SubmissionRow> {
  return deps.db.transaction(async (tx) => {
    const { after } = await transition(tx, {
      submissionId: id,
      action: 'submit',
      user,
      set: () => ({ submittedAt: new Date() }),
      check: async (row) => {
        const errors = [];
        const [{ n }] = await tx
          .select({ n: count() })
          .from(submissionFiles)
          .where(and(eq(submissionFiles.submissionId, row.id), eq(submissionFiles.kind, 'manuscript')));
        if (n === 0) errors.push({ path: 'file', message: 'Upload the manuscript before submitting' });
        if (!row.abstract.trim()) errors.push({ path: 'abstract', message: 'Add the abstract before submitting' });
        if (errors.length > 0) throw new AppError('VALIDATION_FAILED', errors[0].message, { errors });
      },
    });
    await noticeSubmitted(tx, deps, after);
    return after;
  });
}

/** Withdraws a submission before peer review (seed 001 §4 "Policy rules"). */
export async function withdraw(deps: WorkflowDeps, user: AuthUser, id: number): Promise<SubmissionRow> {
  return deps.db.transaction(async (tx) => {
    const { before, after } = await transition(tx, { submissionId: id, action: 'withdraw', user });
    await noticeAuthorWithdrew(tx, deps, before);
    return after;
  });
}

/** The author approves the proof (seed 001 §7 `POST …/proof/approve`). */
export async function approveProof(deps: WorkflowDeps, user: AuthUser, id: number): Promise<SubmissionRow> {
  return deps.db.transaction(async (tx) => {
    const { after } = await transition(tx, { submissionId: id, action: 'approve_proof', user });
    await noticeProofApproved(tx, deps, after);
    return after;
  });
}

async function authorOf(tx: Parameters<Parameters<Db['transaction']>[0]>[0], row: SubmissionRow) {
  const [author] = await tx
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, row.authorId));
  return author;
}

/**
 * Desk review (seed 001 §7 `POST …/desk {action}`): send_to_review (from a new or a revised
 * submission; a revision starts the next review round) or reject (a new submission only; the
 * author is told). Sending to review needs a recorded similarity check, and
 * `confirmSimilarity: true` when it is over the policy (decision 0045; similarity.ts).
 * @throws AppError CONFLICT (409) for the status, a missing check or a missing confirmation
 */
export async function deskReview(
  deps: WorkflowDeps,
  user: AuthUser,
  id: number,
  input: { action: DeskAction; note?: string; confirmSimilarity?: boolean },
): Promise<SubmissionRow> {
  return deps.db.transaction(async (tx) => {
    if (input.action === 'send_to_review') {
      const { after } = await transition(tx, {
        submissionId: id,
        action: 'desk_send_to_review',
        user,
        note: input.note,
        // The plagiarism check comes before review (seed 001 §4; similarity.ts).
        check: () => requireSimilarityCheck(tx, id, input.confirmSimilarity === true),
        set: (row) => (row.status === 'resubmitted' ? { round: row.round + 1 } : {}),
      });
      await noticeSentToReview(tx, deps, after);
      return after;
    }
    const { after } = await transition(tx, {
      submissionId: id,
      action: 'desk_reject',
      user,
      note: input.note,
      set: () => ({ decision: 'reject' }),
    });
    const author = await authorOf(tx, after);
    await deps.mailer.enqueue(
      tx,
      decisionMail({
        publicUrl: deps.publicUrl,
        to: author.email,
        name: author.name,
        submissionId: id,
        title: after.title,
        decision: 'reject',
        status: after.status,
        reason: input.note,
      }),
    );
    return after;
  });
}

/**
 * A decision (seed 001 §7 `POST …/decision {decision}`): minor or major → revision requested,
 * accept, reject. Under review, accept and revision decisions need at least one submitted
 * review of the current round; a rejection does not (decision 0036: no dead end when every reviewer
 * declines) but then needs the editor's reason (`note`). A rejection may also end a requested
 * revision. The decision closes the open invitations (their reviewers are told), and the
 * author is told by mail: the decision letter built from its template (the reason when one is
 * given, the round's reviewers' comments for the authors as "Reviewer 1"…; decision-letters.ts),
 * or `letter`, the text the editor edited from it (decision 0044).
 * @throws AppError CONFLICT (409, `currentStatus`) when the status does not allow it or no
 *   review was submitted; VALIDATION_FAILED (400) for a rejection without review and reason
 */
export async function decide(
  deps: WorkflowDeps,
  user: AuthUser,
  id: number,
  input: { decision: Decision; note?: string; letter?: string },
): Promise<SubmissionRow> {
  return deps.db.transaction(async (tx) => {
    const { before, after } = await transition(tx, {
      submissionId: id,
      action: DECISION_ACTIONS[input.decision],
      user,
      note: input.note,
      set: () => ({ decision: input.decision }),
      check: async (row) => {
        if (row.status !== 'under_review' && input.decision !== 'reject') return;
        const [{ n }] = await tx
          .select({ n: count() })
          .from(reviews)
          .where(and(eq(reviews.submissionId, row.id), eq(reviews.round, row.round)));
        if (n > 0 && row.status === 'under_review') return;
        if (input.decision === 'reject') {
          if (!input.note)
            throw new AppError('VALIDATION_FAILED', REJECT_REASON_REQUIRED, {
              errors: [{ path: 'note', message: REJECT_REASON_REQUIRED }],
            });
          return;
        }
        throw new AppError('CONFLICT', REVIEW_REQUIRED, { currentStatus: row.status });
      },
    });
    await deps.closeInvitations?.(tx, deps.mailer, { submission: after, reason: 'decided', actor: user });
    const author = await authorOf(tx, after);
    await deps.mailer.enqueue(
      tx,
      decisionMail({
        publicUrl: deps.publicUrl,
        to: author.email,
        name: author.name,
        submissionId: id,
        title: after.title,
        decision: input.decision,
        status: after.status,
        reason: input.note,
        reviewerComments: await commentsForAuthors(tx, before),
        letter: input.letter,
      }),
    );
    return after;
  });
}

/** Decision 0036: why an accept or revision decision is refused under review. */
export const REVIEW_REQUIRED =
  'Accept and revision decisions need at least one submitted review in this round. You can reject the submission with a reason, or withdraw it from review.';
/** Decision 0036: a rejection without a submitted review must say why. */
export const REJECT_REASON_REQUIRED = 'Give the reason for rejecting (no review was submitted in this round)';

/** Production starts (seed 001 §7 `POST …/production`). */
export async function startProduction(deps: WorkflowDeps, user: AuthUser, id: number): Promise<SubmissionRow> {
  return deps.db.transaction(
    async (tx) => (await transition(tx, { submissionId: id, action: 'start_production', user })).after,
  );
}

/**
 * The proof (seed 001 §7 `POST …/proof`): a PDF, uploaded in production (or replacing a proof
 * not yet approved); the author is told by mail.
 * @throws AppError VALIDATION_FAILED 'The proof must be a PDF' for another type
 */
export async function uploadProof(
  deps: WorkflowDeps,
  user: AuthUser,
  id: number,
  upload: ReceivedUpload,
): Promise<UploadResult> {
  return withUpload(deps, upload, async (tx) => {
    const file = requireFile(upload, 'Choose a proof file');
    if (file.contentType !== 'application/pdf') {
      throw new AppError('VALIDATION_FAILED', 'The proof must be a PDF', {
        errors: [{ path: 'file', message: 'The proof must be a PDF' }],
      });
    }
    const { after } = await transition(tx, {
      submissionId: id,
      action: 'upload_proof',
      user,
      note: file.originalFilename,
    });
    const saved = await recordSubmissionFile(tx, deps.files, {
      submissionId: id,
      kind: 'proof',
      round: after.round,
      file,
      uploadedBy: user.id,
    });
    const author = await authorOf(tx, after);
    await deps.mailer.enqueue(
      tx,
      proofMail({
        publicUrl: deps.publicUrl,
        to: author.email,
        name: author.name,
        submissionId: id,
        title: after.title,
      }),
    );
    return { submission: after, file: saved };
  });
}
