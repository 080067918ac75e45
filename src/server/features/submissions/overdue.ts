/**
 * The queue's "overdue" filter (decisions 0036, 0037):
 * a submission with an open invitation past its deadline — a pending one past its response
 * deadline, an accepted one past its review due date — by the rule of
 * shared/domain/review-deadlines.ts (`deadlineFlag`: overdue from the day after the deadline,
 * in UTC calendar days). The expression is the one `invitations_open_deadline_idx` indexes.
 * Decision 0074 adds a revision past its due date: a submission whose revision is requested
 * (status revision_requested) with `revision_due` before today.
 */
import { sql, type SQL } from 'drizzle-orm';
import { todayUtc } from '../../../shared/domain/review-deadlines';
import { invitations, submissions } from '../../db/schema';

/** The condition on `submissions` that keeps those whose requested revision is past its due date (decision 0074). */
export function revisionOverdueCondition(today: string = todayUtc()): SQL {
  return sql`(${submissions.status} = 'revision_requested' and ${submissions.revisionDue} < ${today}::date)`;
}

/**
 * The condition on `submissions` that keeps the overdue ones (a review late, decision 0036, or a
 * revision late, decision 0074); `today` is 'YYYY-MM-DD' (UTC).
 */
export function overdueCondition(today: string = todayUtc()): SQL {
  // `id in (…)`, not a correlated `exists`: the late invitations are read once, from
  // `invitations_open_deadline_idx` alone (deadline, then submission), and hashed, instead of one
  // probe per submission of the scope (decision 0079).
  return sql`(${revisionOverdueCondition(today)} or ${submissions.id} in (select ${invitations.submissionId} from ${invitations}
    where ${invitations.status} in ('pending', 'accepted')
    and (case when ${invitations.status} = 'pending' then ${invitations.respondBy} else ${invitations.reviewDue} end) < ${today}::date))`;
}
