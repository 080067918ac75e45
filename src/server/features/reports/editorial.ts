/**
 * The editorial report of a period (docs/decisions/0086-editorial-reports.md), computed in SQL
 * on the server from what the workflow records: the submission history (`submission_events`:
 * submit, desk_reject, desk_send_to_review, decide_*, withdraw, withdraw_from_review, publish),
 * `submissions.submitted_at`, the reviewer invitations (sent = `created_at`, answered =
 * `responded_at`, decline reason, deadlines) and the reviews (`submitted_at`), the last two read
 * from the row the database keeps per invitation (`invitation_timeline`, decision 0098). Medians and 90th
 * percentiles are PostgreSQL's `percentile_cont` (linear interpolation between the two nearest
 * values), in days (fractional) between the two timestamps. Runs the same on PGlite.
 *
 * Definitions (the page states them too):
 * - a count of the period counts the submissions whose event is dated in the period, each once
 *   (received: `submitted_at`; sent to review and the first decision: the first such event of
 *   the submission, so a submission sent to review again after a revision is not counted twice);
 * - decided = accepted + rejected (after review) + desk-rejected in the period; acceptance rate =
 *   accepted / decided; desk-reject rate = desk-rejected / decided (null when nothing was decided);
 * - first decision: the first of desk reject, minor or major revision, accept, reject;
 * - review turnaround: the invitation's acceptance (`responded_at`) → the review's `submitted_at`,
 *   of the reviews submitted in the period; invitation response time: sent → accepted or declined,
 *   of the answers given in the period;
 * - overdue and the workload are as of `today` (UTC), whatever the period: an open invitation past
 *   its deadline (pending past `respond_by`, accepted past `review_due`; decision 0036) or a
 *   requested revision past its due date (decision 0074).
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  OPEN_STAGES,
  TIME_MEASURES,
  type EditorialReport,
  type ReportQuery,
  type TimeMeasure,
  type TrendRow,
} from '../../../shared/api/reports';
import { addDays, todayUtc } from '../../../shared/domain/review-deadlines';
import { queryRows, type Db } from '../../db/client';
import type { ReportJournals } from './policy';

/** How many decline reasons and reviewers the report lists at most (the most frequent, the busiest). */
export const DECLINE_REASONS_LISTED = 20;
export const REVIEWERS_LISTED = 50;

const list = (values: readonly (string | number)[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/**
 * Days between two timestamp expressions, fractional, as float8 (`date_part` of the interval's
 * seconds; decision 0107: `extract` gives numeric, whose arithmetic and sorts cost several times
 * a float8's, and the report shows two decimals).
 */
const days = (from: SQL, to: SQL) => sql`(date_part('epoch', ${to} - ${from}) / 86400)`;

/** The condition on `submissions s` of the report's scope: past draft, its journals, its editor. */
function scopeCondition(journals: ReportJournals, editorId: number | undefined): SQL {
  const parts = [sql`s.status <> 'draft'`];
  if (journals !== 'all') parts.push(sql`s.journal_id in (${list(journals)})`);
  if (editorId !== undefined)
    parts.push(sql`(s.handling_editor_id = ${editorId} or s.associate_editor_id = ${editorId})`);
  return sql.join(parts, sql` and `);
}

/** The months 'YYYY-MM' from the month of `from` to the month of `to`, in order. */
export function monthsOf(from: string, to: string): string[] {
  const months: string[] = [];
  let y = Number(from.slice(0, 4));
  let m = Number(from.slice(5, 7));
  const last = to.slice(0, 7);
  for (;;) {
    const month = `${y}-${String(m).padStart(2, '0')}`;
    months.push(month);
    if (month >= last) return months;
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
}

const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
const round2 = (v: number | null) => (v === null ? null : Math.round(v * 100) / 100);

type FlowKind =
  'received' | 'first_decision' | 'sent' | 'desk_rejected' | 'accepted' | 'rejected' | 'withdrawn' | 'published';

interface FlowRow {
  month: string | null;
  k: FlowKind;
  n: number;
  nd: number;
  med: number | string | null;
  p90: number | string | null;
}

/**
 * The report for `query` over `journals` (already checked against the caller, access.ts).
 * @param today the UTC day of `overdue` and the workload (default today)
 */
export async function editorialReport(
  db: Db,
  journals: ReportJournals,
  query: ReportQuery,
  today: string = todayUtc(),
): Promise<EditorialReport> {
  const { from, to, editorId } = query;
  const start = `${from}T00:00:00Z`;
  const end = `${addDays(to, 1)}T00:00:00Z`;
  const inPeriod = (column: SQL) => sql`(${column} >= ${start}::timestamptz and ${column} < ${end}::timestamptz)`;
  const scope = scopeCondition(journals, editorId);

  // The received submissions and the milestones of the period from the row the database keeps
  // per submission (submission_timeline, decision 0103): its scope, its received time and the
  // first time of each milestone (decision 0086, amendment "Milestones kept as they happen"). A
  // row can have a time in the period only if its latest time (`last_at`) is not before the
  // period, which its index (journal, last_at) reads; each row gives one value per kind.
  const flows = () => {
    // Each kind is one branch over the report's rows read once (`r`, materialized): its rows
    // whose time is in the period, grouped by month and in all (grouping sets), with the days
    // of the kinds that have a time measure (first decision, acceptance, acceptance →
    // publication) computed once per row as float8 (decision 0107).
    const branch = (k: FlowKind, at: string, d: string | null) => {
      const column = sql.raw(`r.${at}`);
      const month = sql`date_trunc('month', ${column} at time zone 'UTC')`;
      const value = d === null ? null : sql.raw(`r.${d}`);
      return sql`select ${k}::text as k, to_char(${month}, 'YYYY-MM') as month, count(*)::int as n,
          ${value === null ? sql`0` : sql`count(${value})::int`} as nd,
          ${value === null ? sql`null::float8` : sql`percentile_cont(0.5) within group (order by ${value})`} as med,
          ${value === null ? sql`null::float8` : sql`percentile_cont(0.9) within group (order by ${value})`} as p90
        from r where ${inPeriod(column)} group by grouping sets ((${month}), ())`;
    };
    return queryRows<FlowRow>(
      db,
      sql`with r as materialized (
          select s.submitted_at, s.first_decision_at, s.sent_to_review_at, s.desk_rejected_at, s.accepted_at,
                 s.rejected_at, s.withdrawn_at, s.published_at,
                 ${days(sql`s.submitted_at`, sql`s.first_decision_at`)} as first_decision_days,
                 ${days(sql`s.submitted_at`, sql`s.accepted_at`)} as acceptance_days,
                 ${days(sql`s.accepted_at`, sql`s.published_at`)} as publication_days
          from submission_timeline s
          where ${scope} and s.last_at >= ${start}::timestamptz
        )
        ${sql.join(
          [
            branch('received', 'submitted_at', null),
            branch('first_decision', 'first_decision_at', 'first_decision_days'),
            branch('sent', 'sent_to_review_at', null),
            branch('desk_rejected', 'desk_rejected_at', null),
            branch('accepted', 'accepted_at', 'acceptance_days'),
            branch('rejected', 'rejected_at', null),
            branch('withdrawn', 'withdrawn_at', null),
            branch('published', 'published_at', 'publication_days'),
          ],
          sql` union all `,
        )}`,
    );
  };

  // The invitations and reviews from the row the database keeps per invitation (invitation_timeline,
  // decision 0098): a period's rows of the report's journals from its indexes, instead of every
  // invitation joined with its review. Its journal is the submission's (kept so by the database),
  // so the journals are tested on the row itself; the rest of the scope reads the submission's row
  // only where it can exclude something (decision 0107): without an editor, only a draft's
  // invitations (an anti-join with the drafts, read from the submissions' status index, `id` never
  // null); with one, a semi-join with the editor's submissions.
  const timelineJournals = journals === 'all' ? sql`true` : sql`t.journal_id in (${list(journals)})`;
  const timelineScope =
    editorId === undefined
      ? sql`t.submission_id not in (select d.id from submissions d where d.status = 'draft')`
      : sql`exists (select 1 from submission_timeline s where s.submission_id = t.submission_id and ${scope})`;

  // One reading of the period's invitation rows (and the open ones past their deadline, the only
  // figure an invitation outside the period can count in) gives the invitation totals, the review
  // totals, the decline reasons and the reviewer list: the counts of every reviewer of the period
  // first, the names and median turnarounds only for the REVIEWERS_LISTED busiest (a percentile
  // per reviewer is a sort per reviewer). The rows kept (`b`) are narrow (decision 0107): the
  // period tests and the day differences computed once per row, the decline reason only where it
  // is counted, so that a year of every journal stays in memory.
  const invitationFigures = () =>
    queryRows<{
      sent: number;
      accepted: number;
      declined: number;
      overdue: number;
      answered: number;
      med: number | string | null;
      p90: number | string | null;
      completed: number;
      reviewers: number;
      timed: number;
      turnaroundMed: number | string | null;
      turnaroundP90: number | string | null;
      reasons: { reason: string | null; count: number }[];
      list: {
        email: string;
        name: string | null;
        invited: number;
        accepted: number;
        completed: number;
        med: number | string | null;
      }[];
    }>(
      db,
      sql`with b as materialized (
          select t.email, t.reviewer_id, t.status = 'declined' as declined,
                 ${inPeriod(sql`t.sent_at`)} as sent_in, ${inPeriod(sql`t.responded_at`)} as answered_in,
                 ${inPeriod(sql`t.reviewed_at`)} as reviewed_in, t.deadline < ${today}::date as overdue,
                 ${days(sql`t.sent_at`, sql`t.responded_at`)} as response_days,
                 ${days(sql`t.responded_at`, sql`t.reviewed_at`)} as turnaround_days,
                 case when t.status = 'declined' and ${inPeriod(sql`t.responded_at`)} then t.decline_reason end as decline_reason
          from invitation_timeline t
          where ${timelineJournals}
            and (${inPeriod(sql`t.sent_at`)} or ${inPeriod(sql`t.responded_at`)} or ${inPeriod(sql`t.reviewed_at`)}
                 or t.deadline < ${today}::date)
            and ${timelineScope}
        ), busiest as (
          select email,
                 count(*) filter (where sent_in)::int as invited,
                 count(*) filter (where answered_in and not declined)::int as accepted,
                 count(*) filter (where reviewed_in)::int as completed
          from b where sent_in or answered_in or reviewed_in group by email
          order by completed desc, invited desc, email limit ${REVIEWERS_LISTED}
        ), listed as (
          select g.email, (select max(u.name) from users u where u.id = any(g.ids)) as name,
                 g.invited, g.accepted, g.completed, g.med
          from (
            select g.email, g.invited, g.accepted, g.completed,
                   array_agg(distinct b.reviewer_id) filter (where b.reviewer_id is not null) as ids,
                   percentile_cont(0.5) within group (order by b.turnaround_days) filter (where b.reviewed_in) as med
            from busiest g join b on b.email = g.email and (b.sent_in or b.answered_in or b.reviewed_in)
            group by g.email, g.invited, g.accepted, g.completed
          ) g
        ), reasons as (
          select min(btrim(decline_reason)) as reason, count(*)::int as count
          from b where declined and answered_in
          group by nullif(lower(btrim(decline_reason)), '') collate "C"
          order by count desc, reason nulls first limit ${DECLINE_REASONS_LISTED}
        )
        select count(*) filter (where sent_in)::int as sent,
               count(*) filter (where answered_in and not declined)::int as accepted,
               count(*) filter (where answered_in and declined)::int as declined,
               count(*) filter (where overdue)::int as overdue,
               count(*) filter (where answered_in)::int as answered,
               percentile_cont(0.5) within group (order by response_days) filter (where answered_in) as med,
               percentile_cont(0.9) within group (order by response_days) filter (where answered_in) as p90,
               count(*) filter (where reviewed_in)::int as completed,
               count(distinct email collate "C") filter (where reviewed_in)::int as reviewers,
               count(turnaround_days) filter (where reviewed_in)::int as timed,
               percentile_cont(0.5) within group (order by turnaround_days) filter (where reviewed_in) as "turnaroundMed",
               percentile_cont(0.9) within group (order by turnaround_days) filter (where reviewed_in) as "turnaroundP90",
               (select coalesce(json_agg(r order by r.count desc, r.reason nulls first), '[]') from reasons r) as reasons,
               (select coalesce(json_agg(l order by l.completed desc, l.invited desc, l.email), '[]') from listed l) as list
        from b`,
    );

  const stageColumns = sql.join(
    OPEN_STAGES.map((stage) => sql`count(*) filter (where status = ${stage})::int`),
    sql`, `,
  );
  // The open submissions now from the rows the database keeps (submission_timeline, decision
  // 0103): the revision's due day, the earliest deadline of the open invitations and whether the
  // current round has an open invitation are kept there, so no invitation is read.
  const workload = () =>
    queryRows<Record<string, number | string | null>>(
      db,
      sql`with o as (
          select s.submission_id as id, s.status, s.handling_editor_id, s.associate_editor_id,
                 (s.status = 'revision_requested' and s.revision_due < ${today}::date)
                   or s.review_deadline < ${today}::date as late,
                 s.reviewing
          from submission_timeline s where ${scope} and s.status in (${list(OPEN_STAGES)})
        ), per as (
          select handling_editor_id as editor_id, status, late, reviewing from o
          union all select associate_editor_id, status, late, reviewing from o where associate_editor_id is not null
        ), g as (
          select editor_id, count(*)::int as open,
                 array[${stageColumns}] as "byStage",
                 count(*) filter (where status in ('submitted', 'resubmitted', 'accepted', 'in_production', 'proof_approved')
                   or (status = 'under_review' and not reviewing))::int as waiting,
                 count(*) filter (where late)::int as overdue
          from per
          ${editorId === undefined ? sql`` : sql`where per.editor_id = ${editorId}`}
          group by editor_id
        )
        select g.editor_id as "editorId", (select u.name from users u where u.id = g.editor_id) as name,
               g.open, g."byStage", g.waiting, g.overdue
        from g
        order by 2 nulls last, g.editor_id`,
    );

  // One after the other: a report holds one pooled connection at a time, so that reports asked
  // together do not take the whole pool from every other request.
  const flowRows = await flows();
  const [inv] = await invitationFigures();
  const reasons = inv?.reasons ?? [];
  const reviewers = inv?.list ?? [];
  const load = await workload();

  // The rows by month (null: the period's) and kind, looked up once each below.
  const flowOf = new Map(flowRows.map((r) => [`${r.month ?? ''}|${r.k}`, r]));
  const total = (k: FlowKind) => flowOf.get(`|${k}`);
  const count = (k: FlowKind) => total(k)?.n ?? 0;
  const counts = {
    received: count('received'),
    deskRejected: count('desk_rejected'),
    sentToReview: count('sent'),
    accepted: count('accepted'),
    rejected: count('rejected'),
    withdrawn: count('withdrawn'),
    published: count('published'),
  };
  const decided = counts.accepted + counts.rejected + counts.deskRejected;
  const timeOf = (k: FlowKind) => {
    const row = total(k);
    return { n: row?.nd ?? 0, medianDays: round2(num(row?.med)), p90Days: round2(num(row?.p90)) };
  };
  const times: Record<TimeMeasure, { n: number; medianDays: number | null; p90Days: number | null }> = {
    submission_to_first_decision: timeOf('first_decision'),
    submission_to_acceptance: timeOf('accepted'),
    acceptance_to_publication: timeOf('published'),
    review_turnaround: {
      n: Number(inv?.timed ?? 0),
      medianDays: round2(num(inv?.turnaroundMed)),
      p90Days: round2(num(inv?.turnaroundP90)),
    },
    invitation_response: {
      n: Number(inv?.answered ?? 0),
      medianDays: round2(num(inv?.med)),
      p90Days: round2(num(inv?.p90)),
    },
  };
  const completed = Number(inv?.completed ?? 0);
  const distinctReviewers = Number(inv?.reviewers ?? 0);

  const trends: TrendRow[] = monthsOf(from, to).map((month) => {
    const of = (k: FlowKind) => flowOf.get(`${month}|${k}`);
    return {
      month,
      received: of('received')?.n ?? 0,
      deskRejected: of('desk_rejected')?.n ?? 0,
      sentToReview: of('sent')?.n ?? 0,
      accepted: of('accepted')?.n ?? 0,
      rejected: of('rejected')?.n ?? 0,
      withdrawn: of('withdrawn')?.n ?? 0,
      published: of('published')?.n ?? 0,
      medianDaysToFirstDecision: round2(num(of('first_decision')?.med)),
    };
  });

  return {
    from,
    to,
    journalId: query.journalId ?? null,
    editorId: editorId ?? null,
    today,
    counts: {
      ...counts,
      decided,
      acceptanceRate: decided ? counts.accepted / decided : null,
      deskRejectRate: decided ? counts.deskRejected / decided : null,
    },
    times: TIME_MEASURES.map((measure) => ({ measure, ...times[measure] })),
    reviewers: {
      invitationsSent: Number(inv?.sent ?? 0),
      accepted: Number(inv?.accepted ?? 0),
      declined: Number(inv?.declined ?? 0),
      overdue: Number(inv?.overdue ?? 0),
      completed,
      reviewers: distinctReviewers,
      reviewsPerReviewer: distinctReviewers ? round2(completed / distinctReviewers) : null,
    },
    declineReasons: reasons.map((r) => ({ reason: r.reason || null, count: r.count })),
    reviewerList: reviewers.map((r) => ({
      name: r.name,
      email: r.email,
      invited: r.invited,
      accepted: r.accepted,
      completed: r.completed,
      medianTurnaroundDays: round2(num(r.med)),
    })),
    workload: load.map((r) => ({
      editorId: num(r.editorId),
      name: (r.name as string | null) ?? null,
      open: Number(r.open),
      byStage: (r.byStage as unknown as (number | string)[]).map(Number),
      waiting: Number(r.waiting),
      overdue: Number(r.overdue),
    })),
    trends,
  };
}
