/**
 * Shapes the workflow's answers (decision 0009; shared/api/submissions.ts), and is where blindness
 * is enforced for the submission's own data: the author's view never carries an editor-only
 * note or a reviewer's event, nor a review attachment the author may not see yet; its history
 * holds only the author-facing events (AUTHOR_FACING_EVENTS, decision 0069: no invitation,
 * review, reminder, assignment or similarity-check event). The
 * invitations and reviews in it come from their features (peer-review.ts): features/reviews
 * shows the author a round's reviews only once that round is decided, without reviewers, and
 * features/invitations never shows a reviewer the authors.
 */
import { asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { submissionDetail, submissionSummary } from '../../../shared/api/submissions';
import { AUTHOR_FACING_EVENTS } from '../../../shared/domain/submission-workflow';
import type { Db } from '../../db/client';
import { articles, journals, submissionEvents, submissionFiles, submissions, users } from '../../db/schema';
import type { BlindStatus } from '../../lib/blind';
import type { PeerReviewViews } from './peer-review';
import type { SubmissionRow } from './workflow';
import { fileLabel, type SubmissionFileKind } from '../../../shared/domain/submission-workflow';
import { todayUtc } from '../../../shared/domain/review-deadlines';

/** Kinds besides the manuscript an editor may send to reviewers (decision 0070): inspected for blind delivery. */
const CROSSING_EXTRA_KINDS: ReadonlySet<SubmissionFileKind> = new Set([
  'figure',
  'supplementary',
  'response_to_reviewers',
]);

type Summary = z.infer<typeof submissionSummary>;
type Detail = z.infer<typeof submissionDetail>;

/** The URL of a submission file (bearer token needed). */
export const fileUrlOf = (submissionId: number, fileId: number) => `/api/submissions/${submissionId}/files/${fileId}`;

/**
 * Summaries of the submissions matching `where` (author names, journal titles, current
 * manuscript), newest change first: at most `limit`, after skipping `offset`.
 */
export async function summariesOf(db: Db, where: SQL | undefined, limit = 500, offset = 0): Promise<Summary[]> {
  const currentFile = sql<
    number | null
  >`(select f.id from ${submissionFiles} f where f.submission_id = ${submissions.id} and f.kind in ('manuscript', 'revision') order by f.id desc limit 1)`;
  const rows = await db
    .select({
      id: submissions.id,
      title: submissions.title,
      status: submissions.status,
      authorName: users.name,
      journalTitle: journals.title,
      round: submissions.round,
      updatedAt: submissions.updatedAt,
      fileId: currentFile,
      revisionDue: submissions.revisionDue,
    })
    .from(submissions)
    .innerJoin(users, eq(users.id, submissions.authorId))
    .innerJoin(journals, eq(journals.id, submissions.journalId))
    .where(where)
    .orderBy(desc(submissions.updatedAt), desc(submissions.id))
    .limit(limit)
    .offset(offset);
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    status: r.status,
    authorName: r.authorName,
    journalTitle: r.journalTitle,
    round: r.round,
    updatedAt: r.updatedAt.toISOString(),
    fileUrl: r.fileId === null ? null : fileUrlOf(r.id, Number(r.fileId)),
    ...revisionDueOf(r),
  }));
}

/**
 * The revision due date a summary shows (decision 0074): only while a revision is requested, and
 * whether it is missed (from the day after it, UTC calendar days as decision 0036's deadlines).
 */
export function revisionDueOf(
  row: { status: string; revisionDue: string | null },
  today: string = todayUtc(),
): { revisionDue: string | null; revisionOverdue: boolean } {
  const due = row.status === 'revision_requested' ? row.revisionDue : null;
  return { revisionDue: due, revisionOverdue: due !== null && due < today };
}

/** What crossing the double-blind line does to a file (blind-delivery.ts `blindStatusOfStored`). */
export type BlindInspector = (file: { fileKey: string; contentType: string }) => Promise<BlindStatus>;

/**
 * The details of a submission for its author (`view` 'author') or an editor. For an editor,
 * `inspect` (when given) tells each file that crosses the double-blind line — the current
 * manuscript or revision, and every review attachment — whether it will be cleaned or refused.
 * `peerReview` gives its invitations and reviews (features/invitations, features/reviews).
 */
export async function detailOf(
  db: Db,
  peerReview: PeerReviewViews,
  row: SubmissionRow,
  view: 'author' | 'editor',
  inspect?: BlindInspector,
): Promise<Detail> {
  const [summary] = await summariesOf(db, eq(submissions.id, row.id), 1);
  const [author] = await db.select({ email: users.email }).from(users).where(eq(users.id, row.authorId));
  const files = await db
    .select()
    .from(submissionFiles)
    .where(eq(submissionFiles.submissionId, row.id))
    .orderBy(asc(submissionFiles.id));
  const events = await db
    .select({ e: submissionEvents, actorName: users.name })
    .from(submissionEvents)
    .leftJoin(users, eq(users.id, submissionEvents.actorId))
    .where(eq(submissionEvents.submissionId, row.id))
    .orderBy(asc(submissionEvents.id));
  const { editorReviews, authorReviews, attachmentIds } = await peerReview.reviewsOf(db, row, view);
  const invitations = view === 'editor' ? await peerReview.invitationsOf(db, row.id) : [];

  const visibleFiles = files.filter(
    (f) => f.kind !== 'review_attachment' || view === 'editor' || attachmentIds.has(f.id),
  );
  const current = files.filter((f) => f.kind === 'manuscript' || f.kind === 'revision').at(-1);
  const crossing =
    view === 'editor' && inspect
      ? visibleFiles.filter(
          // Decision 0070: every kind that may cross to a reviewer is cleaned, so it is inspected too.
          (f) => f === current || f.kind === 'review_attachment' || CROSSING_EXTRA_KINDS.has(f.kind),
        )
      : [];
  const blind = new Map(await Promise.all(crossing.map(async (f) => [f.id, await inspect!(f)] as const)));

  return {
    ...summary,
    abstract: row.abstract,
    keywords: row.keywords,
    language: row.language,
    translations: row.translations,
    articleType: row.articleType,
    journalId: row.journalId,
    coAuthors: row.coAuthors,
    authors: row.contributors,
    funding: row.funding,
    statements: {
      dataAvailability: row.dataAvailability,
      conflictOfInterest: row.conflictOfInterest,
      ethics: row.ethicsStatement,
    },
    authorEmail: view === 'editor' ? author.email : null,
    createdAt: row.createdAt.toISOString(),
    submittedAt: row.submittedAt?.toISOString() ?? null,
    decision: row.decision,
    files: visibleFiles.map((f) => ({
      id: f.id,
      kind: f.kind,
      round: f.round,
      // A review attachment's own name could name its reviewer: authors get a neutral one.
      originalFilename:
        f.kind === 'review_attachment' && view === 'author'
          ? `review-attachment-${f.id}${extension(f.originalFilename)}`
          : f.originalFilename,
      contentType: f.contentType,
      byteSize: f.byteSize,
      url: fileUrlOf(row.id, f.id),
      createdAt: f.createdAt.toISOString(),
      label: fileLabel(f),
      blindStatus: blind.get(f.id)?.status ?? null,
      blindIssue: blind.get(f.id)?.issue ?? null,
      responseToReviewers: f.kind === 'revision' ? f.responseToReviewers : null,
    })),
    events: events
      .filter(({ e }) => view === 'editor' || AUTHOR_FACING_EVENTS.has(e.action))
      .map(({ e, actorName }) => ({
        at: e.createdAt.toISOString(),
        actorRole: e.actorRole,
        actorName: view === 'editor' ? actorName : null,
        action: e.action,
        fromStatus: e.fromStatus,
        toStatus: e.toStatus,
        note: view === 'editor' ? (e.editorNote ?? e.note) : e.actorRole === 'reviewer' ? null : e.note,
      })),
    invitations,
    editorReviews,
    authorReviews,
    articleId: row.articleId,
    pdfUrl: await pdfUrlOf(db, row.articleId),
    ...(view === 'editor' ? await reviewDaysOf(db, row.journalId) : { reviewDays: null, revisionDays: null }),
  };
}

/**
 * The journal's default invitation days (decision 0036), for the editor's invite form, and its
 * default revision days (decision 0074), for the decision composer.
 */
async function reviewDaysOf(
  db: Db,
  journalId: number,
): Promise<{ reviewDays: { response: number; due: number }; revisionDays: number }> {
  const [j] = await db
    .select({ response: journals.reviewResponseDays, due: journals.reviewDueDays, revision: journals.revisionDays })
    .from(journals)
    .where(eq(journals.id, journalId));
  return { reviewDays: { response: j.response, due: j.due }, revisionDays: j.revision };
}

function extension(name: string): string {
  const m = /\.[A-Za-z0-9]{1,8}$/.exec(name);
  return m ? m[0].toLowerCase() : '';
}

async function pdfUrlOf(db: Db, articleId: number | null): Promise<string | null> {
  if (articleId === null) return null;
  const [a] = await db.select({ key: articles.pdfFileKey }).from(articles).where(eq(articles.id, articleId));
  return a?.key ? `/api/files/${a.key}` : null;
}
