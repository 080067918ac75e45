/**
 * The queue's "overdue" filter (decisions 0036, 0037):
 * a submission with an open invitation past its deadline — a pending one past its response
 * deadline, an accepted one past its review due date — by the rule of
 * shared/domain/review-deadlines.ts (`deadlineFlag`: overdue from the day after the deadline,
 * in UTC calendar days). The expression is the one `invitations_open_deadline_idx` indexes.
 */
import { sql, type SQL } from 'drizzle-orm';
import { todayUtc } from '../../../shared/domain/review-deadlines';
import { invitations, submissions } from '../../db/schema';

/** The condition on `submissions` that keeps the overdue ones; `today` is 'YYYY-MM-DD' (UTC). */
export function overdueCondition(today: string = todayUtc()): SQL {
  return sql`exists (select 1 from ${invitations} where ${invitations.submissionId} = ${submissions.id}
    and ${invitations.status} in ('pending', 'accepted')
    and (case when ${invitations.status} = 'pending' then ${invitations.respondBy} else ${invitations.reviewDue} end) < ${today}::date)`;
}
