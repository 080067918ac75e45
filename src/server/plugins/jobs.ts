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
  app.decorate('jobs', {
    register: runner.register,
    registerPeriodic: runner.registerPeriodic,
    beforePass: runner.beforePass,
    runOnce: runner.runOnce,
    outcomes: runner.outcomes,
    stop: runner.stop,
  } satisfies Jobs);

  if (opts.run ?? true) {
    app.addHook('onListen', async () => {
      runner.start();
    });
  }
  app.addHook('onClose', async () => {
    await runner.stop();
  });
}

export default fp(jobsPlugin, { name: 'jobs' });
