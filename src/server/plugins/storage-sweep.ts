/**
 * Runs the storage sweep (lib/storage-sweep.ts, issue 12) as the periodic job
 * `storage.sweep` of the job runner (plugins/jobs.ts, decision 0043): once per period
 * (default daily) across all servers, the first pass after a server starts listening running
 * the current period's sweep if no server has yet. Like every job it never runs in apps
 * exercised with `app.inject` (they call `app.jobs.runOnce()`). A failed sweep is logged and
 * retried with the runner's backoff (3 attempts per period).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
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

async function storageSweepPlugin(app: FastifyInstance, opts: StorageSweepPluginOptions) {
  if (opts.enabled === false) return;
  const log = app.log.child({ component: 'storage-sweep' });
  app.jobs.registerPeriodic(SWEEP_JOB, opts.intervalMs ?? SWEEP_INTERVAL_MS, async () => {
    const report = await sweepStorage({ db: app.db, storage: app.storage });
    if (report.temporary.length || report.unrecorded.length) {
      log.info(
        report,
        `storage sweep removed ${report.temporary.length} temporary and ${report.unrecorded.length} unrecorded file(s)`,
      );
    }
  });
}

export default fp(storageSweepPlugin, { name: 'storage-sweep', dependencies: ['jobs'] });
