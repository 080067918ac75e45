/**
 * The queue's "overdue" filter (issue 19 "an overdue flag in the queues"). A hook: due dates
 * (review due dates, response deadlines) are added by the deadlines work of issue 19; until
 * then no submission is overdue. Replace the body with the condition on `submissions` (e.g.
 * `exists (select 1 from invitations i where i.submission_id = submissions.id and i.due_at < now()
 * and i.status = 'accepted')`); the route, the query parameter and the client's filter already use it.
 */
import { sql, type SQL } from 'drizzle-orm';

/** The condition on `submissions` that keeps overdue ones only (none yet: see the file's comment). */
export function overdueCondition(): SQL {
  return sql`false`;
}
