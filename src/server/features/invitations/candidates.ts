/**
 * The reviewer database (docs/decisions/0051-reviewer-database.md):
 * the reviewers an editor may invite to one submission. Candidates are accounts with the
 * reviewer role, approved reviewer applicants (`join_applications`, kind reviewer, accepted) and
 * everyone ever invited, merged by lower-cased address. Each comes with workload (pending and
 * accepted invitations), completed reviews, mean turnaround (invitation to submitted review, days),
 * last review, and conflicts with this submission (same affiliation as an author, or a co-author).
 * Reads only; the invitation itself is the existing invite call.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import {
  invitations,
  joinApplications,
  journalBoardMembers,
  journals,
  reviews,
  submissions,
  users,
} from '../../db/schema';
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

type Draft = Omit<ReviewerCandidate, 'conflicts' | 'alreadyInvited' | 'workload' | 'completedReviews'> & {
  affiliations: Set<string>;
};

/** The submission's authors as conflict checks need them: names, addresses, affiliations, co-author text. */
async function authorsOf(db: Db, submission: { authorId: number; coAuthors: string }) {
  const [author] = await db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, submission.authorId));
  const known = await db
    .select({ affiliation: joinApplications.affiliation })
    .from(joinApplications)
    .where(
      and(
        eq(joinApplications.status, 'accepted'),
        sql`(${joinApplications.userId} = ${submission.authorId} or lower(${joinApplications.email}) = ${author?.email ?? ''})`,
      ),
    );
  const board = await db
    .select({ affiliation: journalBoardMembers.affiliation })
    .from(journalBoardMembers)
    .where(eq(journalBoardMembers.userId, submission.authorId));
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

/** The order of names: what `localeCompare` gives, with one collator instead of one per comparison. */
const byName = new Intl.Collator();

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
 * One page of candidate reviewers for submission `submissionId` (see the file comment). The
 * caller holds `handle_submissions` (the route checks: 403 otherwise); a submission outside the
 * editor's journals, or missing, is NOT_FOUND (404, decision 0037). Ordered: no conflict first,
 * then lightest workload, then name.
 */
export async function reviewerCandidates(
  db: Db,
  editor: AuthUser,
  submissionId: number,
  query: ReviewerCandidatesQuery,
): Promise<ReviewerCandidatesPage> {
  const [submission] = await db.select().from(submissions).where(eq(submissions.id, submissionId));
  await authorizeSubmission(db, editor, 'find_reviewers', submission);
  const drafts = new Map<string, Draft>();
  const draft = (email: string): Draft => {
    const key = email.trim().toLowerCase();
    let d = drafts.get(key);
    if (!d) {
      d = {
        email: key,
        name: null,
        affiliation: null,
        expertise: [],
        journals: [],
        sources: [],
        averageTurnaroundDays: null,
        lastReviewAt: null,
        affiliations: new Set(),
      };
      drafts.set(key, d);
    }
    return d;
  };
  const addSource = (d: Draft, s: Draft['sources'][number]) => {
    if (!d.sources.includes(s)) d.sources.push(s);
  };

  const accounts = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.role, 'reviewer'), isNull(users.deactivatedAt)));
  for (const a of accounts) {
    const d = draft(a.email);
    d.name = a.name;
    addSource(d, 'account');
  }

  const applications = await db
    .select({
      email: joinApplications.email,
      firstName: joinApplications.firstName,
      lastName: joinApplications.lastName,
      affiliation: joinApplications.affiliation,
      expertise: joinApplications.expertise,
      journal: joinApplications.journal,
    })
    .from(joinApplications)
    .where(and(eq(joinApplications.kind, 'reviewer'), eq(joinApplications.status, 'accepted')));
  for (const a of applications) {
    const d = draft(a.email);
    d.name ??= `${a.firstName} ${a.lastName}`.trim();
    d.affiliation ??= a.affiliation.trim() || null;
    if (a.affiliation.trim()) d.affiliations.add(normalise(a.affiliation));
    for (const k of a.expertise.split(/[,;\n]+/).map((s) => s.trim())) {
      if (k && !d.expertise.some((e) => e.toLowerCase() === k.toLowerCase())) d.expertise.push(k);
    }
    if (a.journal && !d.journals.includes(a.journal)) d.journals.push(a.journal);
    addSource(d, 'application');
  }

  // Board members with an account: their affiliation and journal.
  const board = await db
    .select({ email: users.email, affiliation: journalBoardMembers.affiliation, journal: journals.slug })
    .from(journalBoardMembers)
    .innerJoin(users, eq(users.id, journalBoardMembers.userId))
    .innerJoin(journals, eq(journals.id, journalBoardMembers.journalId));
  for (const b of board) {
    const d = drafts.get(b.email.toLowerCase());
    if (!d) continue;
    if (b.affiliation.trim()) {
      d.affiliation ??= b.affiliation.trim();
      d.affiliations.add(normalise(b.affiliation));
    }
    if (!d.journals.includes(b.journal)) d.journals.push(b.journal);
  }

  // Every address ever invited, once, with an account's name (decision 0076: grouped
  // from the index on lower(reviewer_email), with no join of reviews, for every candidate).
  const email = sql<string>`lower(${invitations.reviewerEmail})`;
  const invitees = await queryRows<{ email: string; name: string | null }>(
    db,
    sql`select i.email, u.name from (select ${email} as email, max(${invitations.reviewerId}) as reviewer_id
          from ${invitations} group by 1) as i left join ${users} u on u.id = i.reviewer_id`,
  );
  for (const s of invitees) {
    const d = draft(s.email);
    d.name ??= s.name;
    addSource(d, 'invitee');
  }
  // Workload (the order needs it for every candidate): open invitations only, from their partial index.
  const open = await db
    .select({ email, workload: sql<number>`count(*)::int` })
    .from(invitations)
    .where(inArray(invitations.status, ['pending', 'accepted']))
    .groupBy(email);
  const workloads = new Map(open.map((o) => [o.email, o.workload]));

  const invitedNow = await db
    .select({ email })
    .from(invitations)
    .where(
      and(
        eq(invitations.submissionId, submission.id),
        eq(invitations.round, submission.round),
        inArray(invitations.status, ['pending', 'accepted', 'submitted']),
      ),
    );
  const invited = new Set(invitedNow.map((r) => r.email));
  const authors = await authorsOf(db, submission);

  const q = query.q ? normalise(query.q) : '';
  const journal = query.journal?.toLowerCase();
  const all = [...drafts.values()]
    .filter(
      (d) =>
        (!q || [d.name ?? '', d.email, d.affiliation ?? '', ...d.expertise].some((f) => normalise(f).includes(q))) &&
        (!journal || d.journals.some((j) => j.toLowerCase() === journal)),
    )
    .map(({ affiliations, ...d }) => {
      const name = d.name ? normalise(d.name) : '';
      return {
        ...d,
        workload: workloads.get(d.email) ?? 0,
        conflicts: {
          sameAffiliation: [...affiliations].some((a) => authors.affiliations.has(a)),
          coAuthor:
            authors.emails.has(d.email) ||
            authors.names.has(name) ||
            mentions(authors.coAuthorText, d.email) ||
            mentions(authors.coAuthorText, name),
        },
        alreadyInvited: invited.has(d.email),
      };
    })
    .sort(
      (a, b) =>
        Number(a.conflicts.sameAffiliation || a.conflicts.coAuthor) -
          Number(b.conflicts.sameAffiliation || b.conflicts.coAuthor) ||
        a.workload - b.workload ||
        byName.compare(a.name ?? a.email, b.name ?? b.email),
    );
  const size = REVIEWER_CANDIDATES_PAGE_SIZE;
  const page = all.slice((query.page - 1) * size, query.page * size);
  // The record (completed reviews, turnaround, last review) of the page's candidates only.
  const records =
    page.length === 0
      ? []
      : await db
          .select({
            email,
            completed: sql<number>`count(${reviews.id})::int`,
            turnaround: sql<
              number | null
            >`(avg(extract(epoch from (${reviews.submittedAt} - ${invitations.createdAt}))) / 86400)::float8`,
            last: sql<string | null>`max(${reviews.submittedAt})`,
          })
          .from(invitations)
          .innerJoin(reviews, eq(reviews.invitationId, invitations.id))
          .where(
            inArray(
              email,
              page.map((c) => c.email),
            ),
          )
          .groupBy(email);
  const figures = new Map(records.map((r) => [r.email, r]));
  return {
    items: page.map((c): ReviewerCandidate => {
      const f = figures.get(c.email);
      return {
        ...c,
        completedReviews: f?.completed ?? 0,
        averageTurnaroundDays: f?.turnaround == null ? null : Math.round(Number(f.turnaround) * 10) / 10,
        lastReviewAt: f?.last ? new Date(f.last).toISOString() : null,
      };
    }),
    page: query.page,
    pageSize: size,
    total: all.length,
  };
}
