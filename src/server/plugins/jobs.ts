/**
 * Job runner plugin (decision 0043): decorates
 * `app.jobs`, the one runner of this server over the jobs table (lib/jobs). Mail delivery,
 * Crossref deposits and the storage sweep register their work on it; so may other features.
 *
 * - `app.jobs.register(kind, handler)` / `registerPeriodic(kind, everyMs, handler)` at
 *   registration time; `enqueueJob(tx, kind, payload, options)` (lib/jobs) in a transaction.
 * - `app.jobs.runOnce()` runs one pass now (tests; the runner does it every second).
 * - The runner starts on `onListen`, not `onReady`: an app exercised with `app.inject` (the
 *   tests) never runs jobs behind a test's back. It stops in an `onClose` hook registered
 *   after the database's, so it runs first: the pass in flight finishes while the database is
 *   still open. Plugins whose handlers hold resources (the mailer's SMTP transport) call
 *   `app.jobs.stop()` in their own onClose before releasing them.
 * - A kind registered with `lane: 'slow'` (the figures' conversion) runs on a second runner over
 *   the same table, so that one long job never holds a mail or a deposit back behind it: each
 *   runner claims only the kinds registered on it. The OJS import screen's jobs (decision 0101)
 *   have a third lane, `lane: 'import'`. `runOnce`, `outcomes` and `stop` cover every lane; the
 *   lanes' passes run side by side (a pass in flight on one never holds back another's). Periodic
 *   jobs, the daily prune of done jobs among them, are the common lane's (decision 0110).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJobRunner, type JobRunner } from '../lib/jobs';

/** What features call: `app.jobs`. */
export type Jobs = Omit<JobRunner, 'start'>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The job runner (lib/jobs): register handlers and periodic jobs; `runOnce()` in tests. */
    jobs: Jobs;
  }
}

export interface JobsPluginOptions {
  /** Run jobs while the server listens (default true); false: jobs are only enqueued. */
  run?: boolean;
  /** Pause between passes, in ms (default 1000). */
  intervalMs?: number;
}

async function jobsPlugin(app: FastifyInstance, opts: JobsPluginOptions) {
  const log = app.log.child({ component: 'jobs' });
  const runner = createJobRunner({ db: app.db, log, intervalMs: opts.intervalMs });
  // The built-in prune of done jobs is the common lane's alone (`keepDoneMs: 0` on the others,
  // decision 0110): each lane's every pass would otherwise enqueue its period too.
  const laneRunner = (name: string) =>
    createJobRunner({ db: app.db, log: log.child({ lane: name }), intervalMs: opts.intervalMs, keepDoneMs: 0 });
  const slow = laneRunner('slow');
  const imports = laneRunner('import');
  const lanes = [runner, slow, imports];
  app.decorate('jobs', {
    register: (kind, handler, kindOptions) =>
      (kindOptions?.lane === 'slow' ? slow : kindOptions?.lane === 'import' ? imports : runner).register(
        kind,
        handler,
        kindOptions,
      ),
    registerPeriodic: runner.registerPeriodic,
    beforePass: runner.beforePass,
    // Each runner passes over the kinds of `kinds` registered on it (all of its own without).
    // Side by side: a pass in flight on one lane does not hold back another's.
    runOnce: async (kinds) => (await Promise.all(lanes.map((lane) => lane.runOnce(kinds)))).reduce((a, b) => a + b, 0),
    outcomes: () => new Map(lanes.flatMap((lane) => [...lane.outcomes()])),
    stop: async () => {
      await Promise.all(lanes.map((lane) => lane.stop()));
    },
  } satisfies Jobs);

  if (opts.run ?? true) {
    app.addHook('onListen', async () => {
      for (const lane of lanes) lane.start();
    });
  }
  app.addHook('onClose', async () => {
    await Promise.all(lanes.map((lane) => lane.stop()));
  });
}

export default fp(jobsPlugin, { name: 'jobs' });
