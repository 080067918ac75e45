/**
 * The registration point of the reminders (decision 0045): once the server listens, app.ts's
 * `scheduleReminders(app)` sends the reminders due now without anyone calling it — the pass
 * that runs on start. (`app.inject` alone never starts it: the other tests rely on that.)
 */
import { and, eq } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { addDays, todayUtc } from '../../../shared/domain/review-deadlines';
import { invitations, outbox } from '../../db/schema';
import { workflowCalls } from '../../test/workflow-calls';
import { workflowSuite } from '../../test/workflow-suite';

const suite = workflowSuite(['author', 'editor']);
const { t } = suite;
const { underReview } = workflowCalls(suite);

const reminderOf = (inviteId: number) =>
  t.app.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.ref, `invitation:${inviteId}`), eq(outbox.kind, 'workflow.reminder_unanswered')));

it('sends a due reminder on its own once the server listens, and not before', async () => {
  const { inviteId } = await underReview(`scheduled.${Date.now()}@example.org`);
  await t.app.db
    .update(invitations)
    .set({ respondBy: addDays(todayUtc(), -1) })
    .where(eq(invitations.id, inviteId));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(await reminderOf(inviteId)).toHaveLength(0);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  await vi.waitFor(async () => expect(await reminderOf(inviteId)).toHaveLength(1), { timeout: 10_000 });
});
