/**
 * Runs the storage sweep (lib/storage-sweep.ts; docs/decisions/0014-resilience.md "Leftovers":
 * on start and daily) on the job runner (plugins/jobs.ts, decision 0043), job kind
 * `storage.sweep`:
 * - **daily**: the periodic job, once per period (default 24 h) across all servers;
 * - **at every start**: once the server listens, a sweep job is queued (in the background: the
 *   start does not wait for it, and the runner runs it on its next pass). A crash's leftovers —
 *   a temporary file, a file written but never recorded — are then removed by the restart once
 *   older than the sweep's hour, not a day later: the periodic job alone runs at a start only
 *   when no server has swept in the current period yet. Servers starting within the same
 *   minute share one sweep (the job's key is `storage.sweep@start@{minute}`).
 * Like every job it never runs in apps exercised with `app.inject` (they call
 * `app.jobs.runOnce()`). A failed sweep is logged and retried with the runner's backoff
 * (3 attempts).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { enqueueJob } from '../lib/jobs';
import { sweepStorage } from '../lib/storage-sweep';

export interface StorageSweepPluginOptions {
  /** Sweep while the server listens (default true). */
  enabled?: boolean;
  /** Period of the sweep, in ms (default 24 h). */
  intervalMs?: number;
}

/** Default period of the sweep, in ms. */
export const SWEEP_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** The sweep's job kind. */
export const SWEEP_JOB = 'storage.sweep';

/** Starts within this window (ms) share one start sweep. */
const START_WINDOW_MS = 60_000;

/** Attempts of one sweep job before it is dead. */
const SWEEP_ATTEMPTS = 3;

async function storageSweepPlugin(app: FastifyInstance, opts: StorageSweepPluginOptions) {
  if (opts.enabled === false) return;
  const log = app.log.child({ component: 'storage-sweep' });
  app.jobs.registerPeriodic(
    SWEEP_JOB,
    opts.intervalMs ?? SWEEP_INTERVAL_MS,
    async () => {
      const report = await sweepStorage({ db: app.db, storage: app.storage });
      if (report.temporary.length || report.unrecorded.length) {
        log.info(
          report,
          `storage sweep removed ${report.temporary.length} temporary and ${report.unrecorded.length} unrecorded file(s)`,
        );
      }
    },
    { maxAttempts: SWEEP_ATTEMPTS },
  );
  app.addHook('onListen', async () => {
    const minute = Math.floor(Date.now() / START_WINDOW_MS);
    // Not awaited: listening never waits on the database for this.
    void enqueueJob(
      app.db,
      SWEEP_JOB,
      { start: minute },
      { key: `${SWEEP_JOB}@start@${minute}`, maxAttempts: SWEEP_ATTEMPTS },
    ).catch((err: unknown) => log.warn({ err }, 'could not queue the storage sweep at start; the daily one stays'));
  });
}

export default fp(storageSweepPlugin, { name: 'storage-sweep', dependencies: ['jobs'] });
