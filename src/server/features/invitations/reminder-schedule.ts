/**
 * The one registration point of the deadline reminders (issue 19; decision 0045):
 * `scheduleReminders(app)` runs `sendDueReminders` periodically while the server listens.
 *
 * STOPGAP until the job queue (branch i20-jobs) lands: this is a minimal timer of the kind the
 * storage sweep uses (starts on `onListen`, so apps driven by `app.inject` in tests never send
 * behind a test's back; unref'd; cleared and awaited on close; a failed pass is logged and
 * tried again at the next interval). Several servers may all run it: "once each" is the
 * `invitation_reminders` unique key's, not this timer's. On merge with the queue, replace the
 * body with the queue's periodic-job registration calling the same `sendDueReminders`.
 */
import type { FastifyInstance } from 'fastify';
import { sendDueReminders } from './reminders';

/** Pause between reminder passes, in ms (hourly; the deadlines are calendar days). */
export const REMINDER_INTERVAL_MS = 60 * 60 * 1000;

/** Registers the periodic reminder pass on `app` (call once, after the mailer plugin). */
export function scheduleReminders(app: FastifyInstance, intervalMs: number = REMINDER_INTERVAL_MS): void {
  const log = app.log.child({ component: 'reminders' });
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let closed = false;

  const pass = async () => {
    if (closed) return;
    try {
      const sent = await sendDueReminders({
        db: app.db,
        mailer: app.mailer,
        publicUrl: app.config.publicUrl,
        onError: (err, invitationId) => log.warn({ err, invitationId }, 'reminder failed; will try again'),
      });
      if (sent.unanswered || sent.due_soon || sent.overdue) log.info(sent, 'deadline reminders sent');
    } catch (err) {
      log.warn({ err }, 'reminder pass failed; will try again');
    }
  };

  app.addHook('onListen', async () => {
    if (timer || closed) return;
    running = pass();
    timer = setInterval(() => {
      running = running.then(pass);
    }, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    closed = true;
    clearInterval(timer);
    await running;
  });
}
