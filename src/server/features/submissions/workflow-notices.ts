/**
 * Sends the acknowledgements and notices of the workflow's steps (decision 0054), each in the
 * caller's transaction — the one that changes the submission — so a mail exists exactly when its
 * step does: a retried request that finds the step already taken is refused (409) and its
 * transaction, mails included, rolls back.
 */
import { eq } from 'drizzle-orm';
import { journals, users } from '../../db/schema';
import {
  authorWithdrewNotice,
  newSubmissionNotice,
  proofApprovedNotice,
  revisionSubmittedNotice,
  type EditorNoticeInput,
} from './editor-notices';
import { proofCorrectionsMail } from './mails';
import { editorsToNotify } from './notice-recipients';
import {
  proofApprovalReceivedMail,
  proofCorrectionsReceivedMail,
  revisionReceivedMail,
  sentToReviewMail,
  submissionReceivedMail,
  type AuthorNoticeInput,
} from './notices';
import type { Deps } from '../../deps';
import type { SubmissionRow } from './workflow';
import type { DbOrTx } from '../../db/client';

/** What the notices need of the workflow's dependencies. */
export type NoticeDeps = Pick<Deps, 'mailer' | 'publicUrl' | 'editorialEmail'>;

async function authorInput(tx: DbOrTx, deps: NoticeDeps, row: SubmissionRow): Promise<AuthorNoticeInput> {
  const [author] = await tx
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, row.authorId));
  return { publicUrl: deps.publicUrl, to: author.email, name: author.name, submissionId: row.id, title: row.title };
}

/** Sends `build`'s notice to each of the submission's editors (notice-recipients.ts). */
async function tellEditors(
  tx: DbOrTx,
  deps: NoticeDeps,
  row: SubmissionRow,
  build: (input: EditorNoticeInput) => Parameters<NoticeDeps['mailer']['enqueue']>[1],
  actedBy?: number | null,
): Promise<void> {
  for (const to of await editorsToNotify(tx, row, { editorialEmail: deps.editorialEmail, actedBy })) {
    await deps.mailer.enqueue(tx, build({ publicUrl: deps.publicUrl, to, submissionId: row.id, title: row.title }));
  }
}

async function journalTitle(tx: DbOrTx, journalId: number): Promise<string> {
  const [j] = await tx.select({ title: journals.title }).from(journals).where(eq(journals.id, journalId));
  return j?.title ?? 'Genesis';
}

/** The author submitted a draft: their acknowledgement, and the journal's editors' notice. */
export async function noticeSubmitted(tx: DbOrTx, deps: NoticeDeps, row: SubmissionRow): Promise<void> {
  const author = await authorInput(tx, deps, row);
  const title = await journalTitle(tx, row.journalId);
  await deps.mailer.enqueue(tx, submissionReceivedMail({ ...author, journalTitle: title }));
  await tellEditors(tx, deps, row, (input) =>
    newSubmissionNotice({ ...input, journalTitle: title, articleType: row.articleType, authorName: author.name }),
  );
}

/** The editor sent the submission to peer review (round `row.round`): the author is told. */
export async function noticeSentToReview(tx: DbOrTx, deps: NoticeDeps, row: SubmissionRow): Promise<void> {
  await deps.mailer.enqueue(tx, sentToReviewMail({ ...(await authorInput(tx, deps, row)), round: row.round }));
}

/** The author uploaded a revision: their acknowledgement, and the editors' notice. */
export async function noticeRevision(
  tx: DbOrTx,
  deps: NoticeDeps,
  row: SubmissionRow,
  withResponse: boolean,
): Promise<void> {
  await deps.mailer.enqueue(tx, revisionReceivedMail(await authorInput(tx, deps, row)));
  await tellEditors(tx, deps, row, (input) => revisionSubmittedNotice({ ...input, round: row.round, withResponse }));
}

/** The author approved the proof: their acknowledgement, and the editors' notice. */
export async function noticeProofApproved(tx: DbOrTx, deps: NoticeDeps, row: SubmissionRow): Promise<void> {
  await deps.mailer.enqueue(tx, proofApprovalReceivedMail(await authorInput(tx, deps, row)));
  await tellEditors(tx, deps, row, proofApprovedNotice);
}

/**
 * The author asked for proof corrections: their acknowledgement, and the comments to the
 * handling editor, else the proof's uploader (`proofBy`), else the editors-in-chief, else the
 * address of record.
 */
export async function noticeProofCorrections(
  tx: DbOrTx,
  deps: NoticeDeps,
  row: SubmissionRow,
  input: { comments: string; proofBy: number | null },
): Promise<void> {
  const author = await authorInput(tx, deps, row);
  await deps.mailer.enqueue(tx, proofCorrectionsReceivedMail({ ...author, comments: input.comments }));
  await tellEditors(
    tx,
    deps,
    row,
    (n) =>
      proofCorrectionsMail({
        publicUrl: n.publicUrl,
        to: n.to.email,
        submissionId: row.id,
        title: row.title,
        comments: input.comments,
      }),
    input.proofBy,
  );
}

/** The author withdrew a submitted manuscript (a draft's withdrawal tells no one: no editor saw it). */
export async function noticeAuthorWithdrew(tx: DbOrTx, deps: NoticeDeps, before: SubmissionRow): Promise<void> {
  if (before.status === 'draft') return;
  await tellEditors(tx, deps, before, authorWithdrewNotice);
}
