/**
 * The one registration point of the deadline reminders (decisions 0045 and 0043):
 * `scheduleReminders(app)` registers `sendDueReminders` as the periodic job
 * `invitations.reminders` of the job runner (app.jobs, lib/jobs): once per period across all
 * servers, the first pass after a server starts listening running the current period's job if
 * no server has yet. Like every job it never runs in apps exercised with `app.inject` alone.
 * "Once each" is the `invitation_reminders` unique key's, not the period's: a reminder that
 * failed (counted in `failed`, logged) is tried again in the next period.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { sendDueReminders, type ReminderDeps, type RemindersSent } from './reminders';

/** Period of the reminder pass, in ms (hourly; the deadlines are calendar days). */
export const REMINDER_INTERVAL_MS = 60 * 60 * 1000;

/** The reminders' job kind. */
export const REMINDER_JOB = 'invitations.reminders';

/**
 * One reminder pass with `deps` (the app's database, mailer and PUBLIC_URL: `app.deps`, decision
 * 0068) as of `now` (default: now); an invitation whose reminder failed is logged on `log` and
 * tried again at the next pass.
 * @throws when the database fails
 */
export function runReminderPass(
  deps: Omit<ReminderDeps, 'onError'>,
  log: FastifyBaseLogger,
  now?: Date,
): Promise<RemindersSent> {
  return sendDueReminders(
    {
      db: deps.db,
      mailer: deps.mailer,
      publicUrl: deps.publicUrl,
      onError: (err, invitationId) => log.warn({ err, invitationId }, 'reminder failed; will try again'),
    },
    now,
  );
}

/**
 * Registers the periodic reminder job on `app` (call once, after the jobs and mailer plugins and
 * `app.deps`; each pass reads `app.deps`).
 */
export function scheduleReminders(app: FastifyInstance, intervalMs: number = REMINDER_INTERVAL_MS): void {
  const log = app.log.child({ component: 'reminders' });
  app.jobs.registerPeriodic(REMINDER_JOB, intervalMs, async () => {
    const sent = await runReminderPass(app.deps, log);
    if (sent.unanswered || sent.due_soon || sent.overdue) log.info(sent, 'deadline reminders sent');
  });
}
