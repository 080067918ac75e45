/**
 * The application's Prometheus gauges and counters beyond request durations
 * (docs/decisions/0039-deployment-operations.md), read when scraped:
 *
 * - `genesis_db_pool_connections{state}` (total, idle) and `genesis_db_pool_waiting`
 *   (PostgreSQL pool; absent on PGlite, which has none), `genesis_db_pool_max`;
 * - `genesis_mail_outbox{status}` and `genesis_crossref_deposits{status}`: rows pending (the
 *   backlog) and failed (given up), read from their tables with one indexed query each;
 * - `genesis_jobs{kind,status}`: jobs of the job queue (lib/jobs, decision 0043) pending (the
 *   backlog, due or not yet), running, and dead (given up), by kind, read from the jobs table;
 * - `genesis_job_failures_total{kind,outcome}`: failed job attempts run by this server since it
 *   started, `retried` (a retry is scheduled) or `dead` (it was the last attempt);
 * - `genesis_public_cache_requests_total{result}` (hit, miss): the hit ratio is
 *   hit / (hit + miss);
 * - `genesis_upload_bytes_total`: bytes of multipart request bodies received (their
 *   Content-Length), whatever became of them.
 *
 * A table read that fails or takes over {@link SCRAPE_QUERY_TIMEOUT_MS} leaves the gauge at its
 * last value: a scrape never fails because the database is slow.
 */
import { count, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, type Registry } from 'prom-client';
import { deposits, jobs, outbox } from '../db/schema';

/** Longest a scrape's table read may take, in ms. */
export const SCRAPE_QUERY_TIMEOUT_MS = 2_000;
/** The statuses whose rows are counted: the backlog and the failures. */
const COUNTED = ['pending', 'failed'] as const;
/** The job statuses counted: the backlog (pending, running) and the dead letters. */
const JOB_COUNTED = ['pending', 'running', 'dead'] as const;

async function bounded<T>(work: Promise<T>): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>(
    (resolve) => (timer = setTimeout(() => resolve(undefined), SCRAPE_QUERY_TIMEOUT_MS)),
  );
  try {
    return await Promise.race([work.catch(() => undefined), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Registers the gauges and counters on `registry`; returns the upload counter (fed by the plugin). */
export function registerAppMetrics(
  app: FastifyInstance,
  registry: Registry,
  cacheCounts: () => { hits: number; misses: number },
): { uploadBytes: Counter } {
  const database = app.database;
  if (database.poolStats() !== null) {
    new Gauge({
      name: 'genesis_db_pool_connections',
      help: 'PostgreSQL pool connections, by state (total open, of them idle)',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const stats = database.poolStats();
        if (!stats) return;
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
      },
    });
    new Gauge({
      name: 'genesis_db_pool_waiting',
      help: 'Queries waiting for a PostgreSQL pool connection',
      registers: [registry],
      collect() {
        this.set(database.poolStats()?.waiting ?? 0);
      },
    });
    new Gauge({
      name: 'genesis_db_pool_max',
      help: 'Largest number of PostgreSQL pool connections',
      registers: [registry],
      collect() {
        this.set(database.poolStats()?.max ?? 0);
      },
    });
  }

  new Gauge({
    name: 'genesis_mail_outbox',
    help: 'Mails in the outbox by status: pending (the backlog) and failed (given up)',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      const rows = await bounded(
        app.db
          .select({ status: outbox.status, n: count() })
          .from(outbox)
          .where(inArray(outbox.status, [...COUNTED]))
          .groupBy(outbox.status),
      );
      if (!rows) return;
      for (const status of COUNTED) this.set({ status }, rows.find((r) => r.status === status)?.n ?? 0);
    },
  });

  new Gauge({
    name: 'genesis_crossref_deposits',
    help: 'Crossref deposits by status: pending (the backlog) and failed (given up)',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      const rows = await bounded(
        app.db
          .select({ status: deposits.status, n: count() })
          .from(deposits)
          .where(inArray(deposits.status, [...COUNTED]))
          .groupBy(deposits.status),
      );
      if (!rows) return;
      for (const status of COUNTED) this.set({ status }, rows.find((r) => r.status === status)?.n ?? 0);
    },
  });

  new Gauge({
    name: 'genesis_jobs',
    help: 'Background jobs by kind and status: pending (the backlog), running, dead (given up)',
    labelNames: ['kind', 'status'],
    registers: [registry],
    async collect() {
      const rows = await bounded(
        app.db
          .select({ kind: jobs.kind, status: jobs.status, n: count() })
          .from(jobs)
          .where(inArray(jobs.status, [...JOB_COUNTED]))
          .groupBy(jobs.kind, jobs.status),
      );
      if (!rows) return;
      this.reset();
      for (const row of rows) this.set({ kind: row.kind, status: row.status }, row.n);
    },
  });

  new Counter({
    name: 'genesis_job_failures_total',
    help: 'Failed background job attempts run by this server, by kind and outcome (retried, dead)',
    labelNames: ['kind', 'outcome'],
    registers: [registry],
    collect() {
      this.reset();
      for (const [kind, counts] of app.jobs.outcomes()) {
        this.inc({ kind, outcome: 'retried' }, counts.retried);
        this.inc({ kind, outcome: 'dead' }, counts.dead);
      }
    },
  });

  new Counter({
    name: 'genesis_public_cache_requests_total',
    help: 'Cacheable public requests answered from the public-read cache (hit) or not (miss)',
    labelNames: ['result'],
    registers: [registry],
    collect() {
      const counts = cacheCounts();
      this.reset();
      this.inc({ result: 'hit' }, counts.hits);
      this.inc({ result: 'miss' }, counts.misses);
    },
  });

  const uploadBytes = new Counter({
    name: 'genesis_upload_bytes_total',
    help: 'Bytes of multipart (file upload) request bodies received, by their Content-Length',
    registers: [registry],
  });
  return { uploadBytes };
}
