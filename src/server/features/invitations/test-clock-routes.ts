/**
 * The test clock of the deadline reminders (a reminder is tested with time moved
 * forward, not waited for; docs/decisions/0045). Registered only when the server
 * runs with TEST_CLOCK=1, which config.ts refuses together with NODE_ENV=production: a real
 * deployment never has this route (404).
 *
 * POST /api/test/reminders  body `{ advanceDays: integer 1..400 }`, admin only.
 *   Runs the reminder pass (`runReminderPass`, the scheduled job's) as if it were `advanceDays` days later than
 *   now, and answers 200 `{ at, sent: { unanswered, due_soon, overdue } }` (`at`: the
 *   pretended time, ISO 8601). The mails go through the outbox and the job queue as every
 *   reminder does; "once each" holds as for the scheduled pass.
 *   Errors: 400 (bad body), 401 (no session), 403 (not an admin).
 */
import { z } from 'zod';
import type { AppInstance } from '../../app-types';
import { runReminderPass } from './reminder-schedule';

const DAY_MS = 86_400_000;

const body = z
  .object({
    advanceDays: z
      .number({ error: 'advanceDays must be a whole number of days' })
      .int('advanceDays must be a whole number of days')
      .min(1, 'advanceDays must be between 1 and 400')
      .max(400, 'advanceDays must be between 1 and 400'),
  })
  .strict();

export default async function testClockRoutes(app: AppInstance) {
  app.post(
    '/api/test/reminders',
    {
      onRequest: app.requirePermission('manage_users'),
      schema: { hide: true, body },
    },
    async (request) => {
      const at = new Date(Date.now() + request.body.advanceDays * DAY_MS);
      const sent = await runReminderPass(app.deps, request.log, at);
      return { at: at.toISOString(), sent };
    },
  );
}
