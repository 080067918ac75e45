/**
 * The COUNTER intake's test clock (docs/decisions/0085-counter-r5-usage.md, amendment "A test
 * clock for the intake"; as the reminders' clock of decision 0045): an action reaches the counts
 * only after its 30 s double-click window, so the end-to-end tests move the intake's clock
 * forward instead of waiting. Registered only when the server runs with TEST_CLOCK=1, which
 * config.ts refuses together with NODE_ENV=production: a real deployment never has this route (404).
 *
 * POST /api/test/usage  body `{ advanceSeconds: integer 1..3600 }`, admin only.
 *   Counts and writes the held actions whose double-click window has passed `advanceSeconds`
 *   from now (the intake's own flush, `app.usage.flush`), and answers 200 `{ at }` (`at`: the
 *   pretended time, ISO 8601).
 *   Errors: 400 (bad body), 401 (no session), 403 (not an admin).
 */
import { z } from 'zod';
import type { AppInstance } from '../../app-types';

const body = z
  .object({
    advanceSeconds: z
      .number({ error: 'advanceSeconds must be a whole number of seconds' })
      .int('advanceSeconds must be a whole number of seconds')
      .min(1, 'advanceSeconds must be between 1 and 3600')
      .max(3600, 'advanceSeconds must be between 1 and 3600'),
  })
  .strict();

export default async function usageTestClockRoutes(app: AppInstance) {
  app.post(
    '/api/test/usage',
    {
      onRequest: app.requirePermission('manage_users'),
      schema: { hide: true, body },
    },
    async (request) => {
      const at = Date.now() + request.body.advanceSeconds * 1000;
      await app.usage.flush(at);
      return { at: new Date(at).toISOString() };
    },
  );
}
