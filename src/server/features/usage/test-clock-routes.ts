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
 *
 * POST /api/test/usage/hits  body `{ hits: [{ articleId: positive integer, ip: IPv4 }] }` (1 to
 *   5,000 hits), admin only. Records each as a view of the article's page by the reader at `ip`
 *   (the intake's own `record`, as the response hook does for a counted request, with a browser's
 *   user agent), now; the intake's timer writes them as it writes every counted request. Answers
 *   202 `{ recorded }` once all are recorded, RECORD_SLICE a turn of the event loop: served, the
 *   views would be as many requests spread over the second, each recording one between pages, not
 *   5,000 digests made in one turn while every page waits (decision 0115). For the bench of the
 *   article page under a stream of usage (bench/usage.ts, phase `page`; decision 0098): the
 *   intake's cost (recording, resolving, the double-click filter and the writes) without the cost
 *   of serving thousands of other requests a second.
 *   Errors: 400 (bad body), 401 (no session), 403 (not an admin).
 */
import { z } from 'zod';
import type { AppInstance } from '../../app-types';
import { inSlices } from '../../lib/in-slices';

const body = z
  .object({
    advanceSeconds: z
      .number({ error: 'advanceSeconds must be a whole number of seconds' })
      .int('advanceSeconds must be a whole number of seconds')
      .min(1, 'advanceSeconds must be between 1 and 3600')
      .max(3600, 'advanceSeconds must be between 1 and 3600'),
  })
  .strict();

/** Views recorded in one turn of the event loop by POST /api/test/usage/hits (~1 ms: a digest each). */
export const RECORD_SLICE = 200;

/** The user agent the recorded hits carry: a browser's, so that none is taken for a robot. */
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

const hitsBody = z
  .object({
    hits: z
      .array(
        z
          .object({
            articleId: z.number().int().positive(),
            ip: z.ipv4({ error: 'ip must be an IPv4 address' }),
          })
          .strict(),
      )
      .min(1, 'hits must hold 1 to 5000 hits')
      .max(5000, 'hits must hold 1 to 5000 hits'),
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

  app.post(
    '/api/test/usage/hits',
    {
      onRequest: app.requirePermission('manage_users'),
      schema: { hide: true, body: hitsBody },
    },
    async (request, reply) => {
      const at = Date.now();
      const { hits } = request.body;
      await inSlices(hits, RECORD_SLICE, ({ articleId, ip }) =>
        app.usage.record({ kind: 'page', articleId }, ip, BROWSER, at),
      );
      return reply.code(202).send({ recorded: hits.length });
    },
  );
}
