/**
 * The one registration point of the deadline reminders (decisions 0045, 0043 and 0074):
 * `scheduleReminders(app)` registers one pass over every reminder — the reviewers'
 * (`sendDueReminders`) and the authors' revision reminders (features/submissions
 * `sendRevisionReminders`, decision 0074) — as the periodic job
 * `invitations.reminders` of the job runner (app.jobs, lib/jobs): once per period across all
 * servers, the first pass after a server starts listening running the current period's job if
 * no server has yet. Like every job it never runs in apps exercised with `app.inject` alone.
 * "Once each" is the `invitation_reminders` unique key's, not the period's: a reminder that
 * failed (counted in `failed`, logged) is tried again in the next period.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { sendRevisionReminders, type RevisionRemindersSent } from '../submissions';
import { sendDueReminders, type ReminderDeps, type RemindersSent } from './reminders';

/** What one pass sent: the reviewers' reminders and the authors' revision reminders (decision 0074). */
export type ReminderPassSent = Omit<RemindersSent, 'failed'> &
  Omit<RevisionRemindersSent, 'failed'> & { failed: number };

/** Period of the reminder pass, in ms (hourly; the deadlines are calendar days). */
export const REMINDER_INTERVAL_MS = 60 * 60 * 1000;

/** The reminders' job kind. */
export const REMINDER_JOB = 'invitations.reminders';

/**
 * One reminder pass with `deps` (the app's database, mailer and PUBLIC_URL: `app.deps`, decision
 * 0068) as of `now` (default: now): the reviewers' reminders, then the authors' revision
 * reminders (decision 0074). An invitation or submission whose reminder failed is logged on `log`
 * and tried again at the next pass.
 * @returns the count of each kind sent, and of failures (both passes)
 * @throws when the database fails
 */
export async function runReminderPass(
  deps: Omit<ReminderDeps, 'onError'>,
  log: FastifyBaseLogger,
  now: Date = new Date(),
): Promise<ReminderPassSent> {
  const { db, mailer, publicUrl } = deps;
  const reviews = await sendDueReminders(
    {
      db,
      mailer,
      publicUrl,
      onError: (err, invitationId) => log.warn({ err, invitationId }, 'reminder failed; will try again'),
    },
    now,
  );
  const revisions = await sendRevisionReminders(
    {
      db,
      mailer,
      publicUrl,
      onError: (err, submissionId) => log.warn({ err, submissionId }, 'revision reminder failed; will try again'),
    },
    now,
  );
  return { ...reviews, ...revisions, failed: reviews.failed + revisions.failed };
}

/**
 * Registers the periodic reminder job on `app` (call once, after the jobs and mailer plugins and
 * `app.deps`; each pass reads `app.deps`).
 */
export function scheduleReminders(app: FastifyInstance, intervalMs: number = REMINDER_INTERVAL_MS): void {
  const log = app.log.child({ component: 'reminders' });
  app.jobs.registerPeriodic(REMINDER_JOB, intervalMs, async () => {
    const sent = await runReminderPass(app.deps, log);
    if (sent.unanswered || sent.due_soon || sent.overdue || sent.revision_due_soon || sent.revision_overdue)
      log.info(sent, 'deadline reminders sent');
  });
}
