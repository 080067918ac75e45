/**
 * Runs the storage sweep (lib/storage-sweep.ts, issue 12) when the server starts listening
 * and then every `intervalMs` (default daily), logging what it removed. Like the mail loop
 * it starts on `onListen`, so apps exercised with `app.inject` never sweep behind a test's
 * back. The timer is unref'd and cleared on close; a sweep in flight is awaited before the
 * database closes (this plugin's onClose hook is added after the database's, so it runs
 * first). A failed sweep is logged and tried again at the next interval.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sweepStorage } from '../lib/storage-sweep';

export interface StorageSweepPluginOptions {
  /** Sweep while the server listens (default true). */
  enabled?: boolean;
  /** Pause between sweeps, in ms (default 24 h). */
  intervalMs?: number;
}

/** Default pause between sweeps, in ms. */
export const SWEEP_INTERVAL_MS = 24 * 60 * 60 * 1000;

async function storageSweepPlugin(app: FastifyInstance, opts: StorageSweepPluginOptions) {
  if (opts.enabled === false) return;
  const log = app.log.child({ component: 'storage-sweep' });
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let closed = false;

  const sweep = async () => {
    try {
      const report = await sweepStorage({ db: app.db, storage: app.storage });
      if (report.temporary.length || report.unrecorded.length) {
        log.info(
          report,
          `storage sweep removed ${report.temporary.length} temporary and ${report.unrecorded.length} unrecorded file(s)`,
        );
      }
    } catch (err) {
      log.warn({ err }, 'storage sweep failed; will try again');
    }
  };

  app.addHook('onListen', async () => {
    if (timer || closed) return;
    running = sweep();
    timer = setInterval(() => {
      running = running.then(sweep);
    }, opts.intervalMs ?? SWEEP_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    closed = true;
    clearInterval(timer);
    await running;
  });
}

export default fp(storageSweepPlugin, { name: 'storage-sweep' });
