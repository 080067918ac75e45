/**
 * Decision letters (docs/decisions/0044-decision-letters.md):
 * the mail to the author on a decision is built from its decision's template (registry key
 * 'workflow.decision.{decision}', editable by the admin: decision 0053), with the
 * reviewers' comments for the authors of the current round, numbered "Reviewer 1",
 * "Reviewer 2"… in the order the author's dashboard shows them. Never the reviewers' names
 * (double-blind) and never their confidential comments for the editor (decision 0036). The
 * editor may edit the text before it is sent (`POST …/decision {letter}`).
 *
 * The mail carries no attached file (mails carry the links they are about, decision 0007): the
 * reviewers' attachments reach the author as blind copies on the author's dashboard once the
 * round is decided (decision 0011). The editor may have the letter name them ("The reviewers'
 * files…", under their blind names); the composer's preview lists them and says whether the
 * letter names them (decision 0071, amendment "the reviewers' files").
 */
import { and, asc, eq } from 'drizzle-orm';
import { formatDay } from '../../../shared/domain/review-deadlines';
import { DECISION_LABELS, type Decision } from '../../../shared/domain/submission-workflow';
import { paths } from '../../../shared/routes';
import { journals, reviews, submissionFiles, submissions, users } from '../../db/schema';
import { blindAttachmentName } from './file-access';
import { isRevision, resolveRevisionDue } from './revision-due';
import { renderTemplate } from '../../lib/mail-template';
import type { AuthUser } from '../../plugins/auth';
import { fitSubject, resolveTemplate, type MailValues } from '../mail-templates';
import { authorizeSubmission } from './policy';
import type { SubmissionRow } from './workflow';
import type { DbOrTx } from '../../db/client';

/** What a decision letter is built from. */
export interface LetterInput {
  publicUrl: string;
  name: string;
  submissionId: number;
  title: string;
  decision: Decision;
  /** The editor's reason, sent as written. */
  reason?: string | null;
  /** The reviewers' comments for the authors, in the dashboard's order (no names). */
  reviewerComments?: readonly string[];
  /** The revision's due date ('YYYY-MM-DD', UTC; minor and major only, decision 0074). */
  revisionDue?: string | null;
  /** The reviewers' files the letter names (with `reviewerComments`), else none. */
  reviewFiles?: readonly ReviewFile[];
}

/** A reviewer's attachment as the author gets it: "Reviewer 1", and the blind copy's name. */
export interface ReviewFile {
  reviewer: string;
  filename: string;
}

/**
 * The block naming the reviewers' files: where the author downloads them, then "Reviewer 1:
 * review-attachment-12.pdf", each; empty when none.
 */
export function reviewFilesBlock(files: readonly ReviewFile[], dashboardUrl: string): string {
  if (files.length === 0) return '';
  return (
    `The reviewers' files, to download from your dashboard (${dashboardUrl}):\n` +
    files.map((f) => `${f.reviewer}: ${f.filename}\n`).join('') +
    '\n'
  );
}

/** The block of the reviewers' comments: "Reviewer 1:" and the comments, each; empty when none. */
export function reviewerCommentsBlock(comments: readonly string[]): string {
  const written = comments.map((c, i) => ({ n: i + 1, text: c.trim() })).filter((c) => c.text !== '');
  if (written.length === 0) return '';
  return (
    "\nThe reviewers' comments for the authors:\n\n" + written.map((c) => `Reviewer ${c.n}:\n${c.text}\n\n`).join('')
  );
}

/** The registry key of `decision`'s letter (features/mail-templates, decision 0053). */
export function decisionLetterKey(decision: Decision) {
  return `workflow.decision.${decision}` as const;
}

/** The values of the letter's variables (each inserted as written, never read as a template). */
export function decisionLetterValues(input: LetterInput): MailValues<'workflow.decision.minor'> {
  const dashboardUrl = `${input.publicUrl}${paths.dashboard.author.getHref()}`;
  const comments = reviewerCommentsBlock(input.reviewerComments ?? []);
  const files = reviewFilesBlock(input.reviewFiles ?? [], dashboardUrl);
  return {
    authorName: input.name,
    submissionId: String(input.submissionId),
    title: input.title,
    decisionLabel: DECISION_LABELS[input.decision],
    editorReason: input.reason ? `\nThe editor's reason:\n${input.reason}\n\n` : '',
    // The files' block rides on the comments' variable, so that every stored template names them.
    reviewerComments: files ? `${comments || '\n'}${files}` : comments,
    dashboardUrl,
    revisionDue: input.revisionDue ? formatDay(input.revisionDue) : '',
  };
}

/**
 * What the author gets of `row`'s current round, from one read of its reviews, oldest first (the
 * order of "Reviewer 1", "Reviewer 2"… on the author's dashboard): each review's comments for the
 * authors (confidential comments are not read), and the reviewers' attachments under the blind
 * copy's name (file-access.ts `blindAttachmentName`) with the same "Reviewer N".
 */
export async function roundForAuthor(
  db: DbOrTx,
  row: Pick<SubmissionRow, 'id' | 'round'>,
): Promise<{ comments: string[]; files: ReviewFile[] }> {
  const rows = await db
    .select({
      comments: reviews.comments,
      fileId: submissionFiles.id,
      originalFilename: submissionFiles.originalFilename,
    })
    .from(reviews)
    .leftJoin(submissionFiles, eq(submissionFiles.id, reviews.attachmentFileId))
    .where(and(eq(reviews.submissionId, row.id), eq(reviews.round, row.round)))
    .orderBy(asc(reviews.id));
  return {
    comments: rows.map((r) => r.comments),
    files: rows.flatMap((r, i) =>
      r.fileId !== null && r.originalFilename !== null
        ? [
            {
              reviewer: `Reviewer ${i + 1}`,
              filename: blindAttachmentName({ id: r.fileId, originalFilename: r.originalFilename }),
            },
          ]
        : [],
    ),
  };
}

/**
 * `GET /api/submissions/{id}/decision-letter?decision=&note=&revisionDue=`: the letter the author
 * would get for `decision` now (a revision's due date: `revisionDue`, else the journal's default,
 * decision 0074), for the editor to edit before recording it (decision 0044): from the journal's
 * stored template, else the site's, else the default (decision 0053).
 * With `reviewFiles: 'true'` the letter names the reviewers' files (decision 0071, amendment).
 * @returns `{to, subject, text, attachments, reviewFiles}`: the author's address, the letter in
 *   plain text, the files attached to the mail (always none: decision 0007), and the round's
 *   reviewers' files as the author gets them on the dashboard (the composer's preview shows all:
 *   decision 0071)
 * @throws AppError NOT_FOUND when the submission is not in the caller's journals (decision 0037)
 */
export async function draftDecisionLetter(
  db: DbOrTx,
  publicUrl: string,
  user: AuthUser,
  id: number,
  input: { decision: Decision; note?: string; revisionDue?: string; reviewFiles?: 'true' | 'false' },
): Promise<{ to: string; subject: string; text: string; attachments: string[]; reviewFiles: ReviewFile[] }> {
  const [row] = await db
    .select({
      id: submissions.id,
      round: submissions.round,
      title: submissions.title,
      journalId: submissions.journalId,
      authorId: submissions.authorId,
      authorName: users.name,
      authorEmail: users.email,
      revisionDays: journals.revisionDays,
    })
    .from(submissions)
    .innerJoin(users, eq(users.id, submissions.authorId))
    .innerJoin(journals, eq(journals.id, submissions.journalId))
    .where(eq(submissions.id, id));
  await authorizeSubmission(db, user, 'draft_decision_letter', row);
  const revisionDue = isRevision(input.decision) ? resolveRevisionDue(input.revisionDue, row.revisionDays) : null;
  const round = await roundForAuthor(db, row);
  const template = await resolveTemplate(db, decisionLetterKey(input.decision), row.journalId);
  const values = decisionLetterValues({
    publicUrl,
    name: row.authorName,
    submissionId: row.id,
    title: row.title,
    decision: input.decision,
    reason: input.note,
    reviewerComments: round.comments,
    revisionDue,
    reviewFiles: input.reviewFiles === 'true' ? round.files : [],
  });
  return {
    to: row.authorEmail,
    subject: fitSubject(renderTemplate(template.subject, values)),
    text: renderTemplate(template.body, values),
    attachments: [],
    reviewFiles: round.files,
  };
}
