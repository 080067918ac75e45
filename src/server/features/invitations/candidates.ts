/**
 * The reviewer database (docs/decisions/0051-reviewer-database.md):
 * the reviewers an editor may invite to one submission. Candidates are accounts with the
 * reviewer role, approved reviewer applicants (`join_applications`, kind reviewer, accepted) and
 * everyone ever invited, merged by lower-cased address. Each comes with workload (pending and
 * accepted invitations), completed reviews, mean turnaround (invitation to submitted review, days),
 * last review, and conflicts with this submission (same affiliation as an author, or a co-author).
 * Reads only (the reviewer record, kept by triggers: docs/decisions/0079-reviewer-record.md);
 * the invitation itself is the existing invite call.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { invitations, joinApplications, journalBoardMembers, submissions, users } from '../../db/schema';
import type { AuthUser } from '../../plugins/auth';
import { authorizeSubmission } from '../submissions';
import {
  REVIEWER_CANDIDATES_PAGE_SIZE,
  type ReviewerCandidate,
  type ReviewerCandidatesPage,
  type ReviewerCandidatesQuery,
} from '../../../shared/api/reviewer-candidates';

/** Lower case, spacing collapsed: how names and affiliations are compared. */
export const normalise = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();

/** The submission's authors as conflict checks need them: names, addresses, affiliations, co-author text. */
async function authorsOf(db: Db, submission: { authorId: number; coAuthors: string }) {
  const [author] = await db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, submission.authorId));
  const [known, board] = await Promise.all([
    db
      .select({ affiliation: joinApplications.affiliation })
      .from(joinApplications)
      .where(
        and(
          eq(joinApplications.status, 'accepted'),
          sql`(${joinApplications.userId} = ${submission.authorId} or lower(${joinApplications.email}) = ${author?.email ?? ''})`,
        ),
      ),
    db
      .select({ affiliation: journalBoardMembers.affiliation })
      .from(journalBoardMembers)
      .where(eq(journalBoardMembers.userId, submission.authorId)),
  ]);
  const coAuthorText = normalise(submission.coAuthors);
  // Co-authors are free text ("Name, Affiliation" per line, or a list): every piece may be an affiliation.
  const pieces = submission.coAuthors.split(/[\n;,()]+/).map(normalise);
  const affiliations = new Set([...known, ...board].map((r) => normalise(r.affiliation)).concat(pieces));
  affiliations.delete('');
  return {
    names: new Set(author ? [normalise(author.name)] : []),
    emails: new Set(author ? [author.email.toLowerCase()] : []),
    coAuthorText,
    affiliations,
  };
}

/**
 * `%`, `_` and the backslash taken literally in a LIKE pattern: `search_text LIKE '%q%'` is the substring test
 * `position(q in search_text) > 0` in a form the trigram index serves (decision 0080).
 */
const likeEscaped = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A letter or a digit of any script (one code point). */
const WORD_CHARACTER = /^[\p{L}\p{N}]$/u;

/** The code point that ends just before `index` (a surrogate pair taken whole), or '' at the start. */
function codePointBefore(s: string, index: number): string {
  if (index === 0) return '';
  const low = s.charCodeAt(index - 1);
  const high = index >= 2 ? s.charCodeAt(index - 2) : 0;
  const pair = low >= 0xdc00 && low <= 0xdfff && high >= 0xd800 && high <= 0xdbff;
  return s.slice(pair ? index - 2 : index - 1, index);
}

/**
 * Whether `needle` occurs in `haystack` as a whole word: with no letter or digit (any script) just
 * before or after it (what `(^|[^\p{L}\p{N}])needle($|[^\p{L}\p{N}])` matches). Found with
 * indexOf and one precompiled pattern: building a Unicode-property RegExp for each of thousands of
 * candidates cost seconds a request (docs/decisions/0073-office-at-scale.md).
 */
function mentions(haystack: string, needle: string): boolean {
  if (needle.length === 0) return false;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + 1)) {
    const end = at + needle.length;
    const after = end < haystack.length ? String.fromCodePoint(haystack.codePointAt(end)!) : '';
    if (!WORD_CHARACTER.test(codePointBefore(haystack, at)) && !WORD_CHARACTER.test(after)) return true;
  }
  return false;
}

/**
 * Every piece of `text` that `mentions` could find as a whole word and that is at most `maxLength`
 * characters long: the substrings that start after a non-word code point (or at the start) and end
 * before one (or at the end). With `around`, only the pieces that span that character (the `@` of
 * an address). The conflict pre-selection then finds the records whose name or address equals one
 * of them through an index, instead of testing `position(… in text)` on every record (decision 0080,
 * amendment "Per-request CPU"): a superset of what `mentions` accepts, since a whole-word
 * occurrence is such a piece.
 */
export function wholeWordPieces(text: string, maxLength: number, around?: string): string[] {
  const starts: number[] = [];
  const ends: number[] = [];
  for (let i = 0; i <= text.length; i++) {
    const low = text.charCodeAt(i - 1);
    // Inside a surrogate pair is neither a start nor an end.
    if (i > 0 && i < text.length && low >= 0xd800 && low <= 0xdbff) continue;
    if (!WORD_CHARACTER.test(codePointBefore(text, i))) starts.push(i);
    if (i === text.length || !WORD_CHARACTER.test(String.fromCodePoint(text.codePointAt(i)!))) ends.push(i);
  }
  // A character may take two UTF-16 units: `maxLength` characters span at most twice as many.
  const span = 2 * maxLength;
  const pieces = new Set<string>();
  let first = 0;
  for (const start of starts) {
    while (first < ends.length && ends[first] <= start) first++;
    for (let k = first; k < ends.length && ends[k] - start <= span; k++) {
      const piece = text.slice(start, ends[k]);
      if (piece.length > 0 && (around === undefined || piece.includes(around))) pieces.add(piece);
    }
  }
  return [...pieces];
}

/** A record's row as the search reads it (table `reviewer_records`, decision 0079). */
type RecordRow = Omit<
  ReviewerCandidate,
  'conflicts' | 'alreadyInvited' | 'averageTurnaroundDays' | 'lastReviewAt' | 'completedReviews' | 'workload'
> & {
  affiliations: string[];
  workload: number;
  completedReviews: number;
  turnaround: number | null;
  lastReviewAt: string | Date | null;
};

const recordColumns = sql`r.email, r.name, r.affiliation, r.affiliations, r.expertise, r.journals, r.sources,
  r.open_invitations as workload, r.completed_reviews as "completedReviews", r.turnaround_days as turnaround,
  r.last_review_at as "lastReviewAt"`;

/**
 * The one order of candidates, with or without a conflict (decision 0079 and its amendment of
 * 2026-11-30): lightest workload (open invitations), then the name (else the address) lower-cased
 * in code-point order (`collate "C"`, what `reviewer_records_order_idx` gives), then the address.
 */
const CANDIDATE_ORDER = sql`order by r.open_invitations, r.sort_name collate "C", r.email`;

/**
 * One page of candidate reviewers for submission `submissionId` (see the file comment). The
 * caller holds `handle_submissions` (the route checks: 403 otherwise); a submission outside the
 * editor's journals, or missing, is NOT_FOUND (404, decision 0037). Ordered: no conflict first,
 * then lightest workload, then name (lower case, code point order).
 *
 * Reads the reviewer record (`reviewer_records`, one row per candidate address, kept by triggers in
 * the same transactions as the writes it is made of: decision 0079), so a request reads
 * one page and a count, not every invitation ever sent: the conflicting candidates are found first
 * (a bounded SQL pre-selection, then the exact word check below), the others are paged in SQL in
 * the order of `reviewer_records_order_idx`, and the conflicting ones follow them.
 */
export async function reviewerCandidates(
  db: Db,
  editor: AuthUser,
  submissionId: number,
  query: ReviewerCandidatesQuery,
): Promise<ReviewerCandidatesPage> {
  const [submission] = await db.select().from(submissions).where(eq(submissions.id, submissionId));
  await authorizeSubmission(db, editor, 'find_reviewers', submission);
  // The authors, and the longest name and address on record (expression indexes: how long a piece
  // of the co-author text can equal one), read side by side.
  const [authors, [longest]] = await Promise.all([
    authorsOf(db, submission),
    queryRows<{ name: number | null; email: number | null }>(
      db,
      sql`select (select max(length(name_key)) from reviewer_records) as name,
                 (select max(length(email)) from reviewer_records) as email`,
    ),
  ]);

  const q = query.q ? normalise(query.q) : '';
  const journal = query.journal?.toLowerCase();
  const filter = sql`true
    ${q ? sql`and r.search_text like ${`%${likeEscaped(q)}%`}` : sql``}
    ${journal ? sql`and exists (select 1 from unnest(r.journals) as j where lower(j) = ${journal})` : sql``}`;

  // Who may conflict: a superset found in SQL (the same affiliation, the author's name or address,
  // or the name or address occurring in the co-author text), then checked exactly here.
  const affiliations = [...authors.affiliations];
  const names = [...authors.names];
  const emails = [...authors.emails];
  const namePieces = wholeWordPieces(authors.coAuthorText, longest?.name ?? 0);
  const emailPieces = authors.coAuthorText.includes('@')
    ? wholeWordPieces(authors.coAuthorText, longest?.email ?? 0, '@')
    : [];
  const maybe = await queryRows<RecordRow>(
    db,
    sql`select ${recordColumns} from reviewer_records r where ${filter} and (
          r.email = any(${sql.param([...emails, ...emailPieces])}::text[])
          or r.name_key = any(${sql.param([...names, ...namePieces].filter((n) => n !== ''))}::text[])
          or r.affiliation_keys && ${sql.param(affiliations)}::text[])
        ${CANDIDATE_ORDER}`,
  );
  const conflicted = maybe
    .map((d) => {
      const name = d.name ? normalise(d.name) : '';
      const conflicts = {
        sameAffiliation: d.affiliations.some((a) => authors.affiliations.has(normalise(a))),
        coAuthor:
          authors.emails.has(d.email) ||
          authors.names.has(name) ||
          mentions(authors.coAuthorText, d.email) ||
          mentions(authors.coAuthorText, name),
      };
      return { d, conflicts };
    })
    // Kept in the SQL order: the conflicting candidates are ordered as the others (decision 0079, amended).
    .filter((c) => c.conflicts.sameAffiliation || c.conflicts.coAuthor);
  const conflictedEmails = conflicted.map((c) => c.d.email);

  const size = REVIEWER_CANDIDATES_PAGE_SIZE;
  const from = (query.page - 1) * size;
  const clear = sql`${filter} and not (r.email = any(${sql.param(conflictedEmails)}::text[]))`;
  const [[{ n }], clearPage] = await Promise.all([
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from reviewer_records r where ${clear}`),
    queryRows<RecordRow>(
      db,
      sql`select ${recordColumns} from reviewer_records r where ${clear}
          ${CANDIDATE_ORDER} limit ${size} offset ${from}`,
    ),
  ]);
  const noConflict = { sameAffiliation: false, coAuthor: false };
  const rows = [
    ...clearPage.map((d) => ({ d, conflicts: noConflict })),
    ...conflicted.slice(Math.max(0, from - n), Math.max(0, from - n) + size - clearPage.length),
  ];

  const invitedNow =
    rows.length === 0
      ? []
      : await db
          .select({ email: sql<string>`lower(${invitations.reviewerEmail})` })
          .from(invitations)
          .where(
            and(
              eq(invitations.submissionId, submission.id),
              eq(invitations.round, submission.round),
              inArray(invitations.status, ['pending', 'accepted', 'submitted']),
            ),
          );
  const invited = new Set(invitedNow.map((r) => r.email));
  return {
    items: rows.map(({ d, conflicts }): ReviewerCandidate => ({
      email: d.email,
      name: d.name,
      affiliation: d.affiliation,
      expertise: d.expertise,
      journals: d.journals,
      sources: d.sources,
      workload: d.workload,
      completedReviews: d.completedReviews,
      averageTurnaroundDays: d.turnaround == null ? null : Math.round(Number(d.turnaround) * 10) / 10,
      lastReviewAt: d.lastReviewAt ? new Date(d.lastReviewAt).toISOString() : null,
      conflicts,
      alreadyInvited: invited.has(d.email),
    })),
    page: query.page,
    pageSize: size,
    total: n + conflicted.length,
  };
}
