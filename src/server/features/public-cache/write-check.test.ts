/**
 * The version check after a write, on a loaded server (docs/decisions/0104-public-cache-under-load.md):
 * a check that is slow or fails is not a catalogue change, so cached pages keep being served while
 * it is retried; a change it finds empties the cache when it answers; a write left unconfirmed
 * longer than the bound counts as a change; a burst of writes shares its reads. The database is a
 * stand-in whose version read can be made slow, failing or hanging (the plugin's PostgreSQL path:
 * PGlite has no such check, its notifications come before the write returns).
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { publicCachePlugin } from './http';

interface Reads {
  /** The version the sequence holds now. */
  version: string;
  /** The version a write moves it to (none: the write does not touch the catalogue). */
  nextVersion: string | null;
  /** How long a read takes, in ms. */
  delayMs: number;
  /** Reads still to fail before they answer again. */
  failures: number;
  /** Version reads made so far. */
  count: number;
}

/** A PostgreSQL stand-in: only the catalogue version read and LISTEN, both scripted. */
function standIn(reads: Reads): Database {
  const db = {
    execute: async () => {
      reads.count += 1;
      const version = reads.version;
      if (reads.delayMs) await new Promise((resolve) => setTimeout(resolve, reads.delayMs));
      if (reads.failures > 0) {
        reads.failures -= 1;
        throw new Error('canceling statement due to statement timeout');
      }
      // The value the read saw when it began (a read begun before a write cannot see it).
      return { rows: [{ version }] };
    },
  };
  return {
    kind: 'postgres',
    db: db as unknown as Database['db'],
    poolStats: () => null,
    ping: async () => true,
    listen: async (_channel, handlers) => {
      setImmediate(() => handlers.connected());
      return async () => undefined;
    },
    close: async () => undefined,
  };
}

let app: FastifyInstance | undefined;
let renders = 0;

async function start(reads: Reads, options: { maxUnconfirmedMs?: number } = {}) {
  renders = 0;
  app = Fastify();
  await app.register(publicCachePlugin, { database: standIn(reads), ...options });
  app.get('/page', { config: { publicCache: true } }, async (_request, reply) => {
    renders += 1;
    return reply.header('cache-control', 'public, max-age=10').type('text/html').send(`<p>v${reads.version}</p>`);
  });
  app.post('/write', async () => {
    if (reads.nextVersion) reads.version = reads.nextVersion;
    return { ok: true };
  });
  await app.ready();
  await expect.poll(() => app!.catalogue.live).toBe(true);
  await page(); // the page rendered once, then kept
  expect(renders).toBe(1);
  reads.count = 0;
}

const page = async () => {
  const res = await app!.inject({ method: 'GET', url: '/page' });
  expect(res.statusCode).toBe(200);
  return res.headers['x-cache'];
};
const write = async () => {
  const t0 = performance.now();
  const res = await app!.inject({ method: 'POST', url: '/write' });
  expect(res.statusCode).toBe(200);
  return performance.now() - t0;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const reads = (over: Partial<Reads> = {}): Reads => ({
  version: '7',
  nextVersion: null,
  delayMs: 0,
  failures: 0,
  count: 0,
  ...over,
});

afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('the version check after a write (decision 0104)', () => {
  it('keeps serving the cached page when the check is slower than the wait (1 s) and finds no change', async () => {
    const r = reads();
    await start(r);
    r.delayMs = 1_400;
    const waited = await write();
    // The answer did not wait for the whole check (at most the 1 s wait, and some slack).
    expect(waited).toBeLessThan(1_350);
    expect(await page()).toBe('hit');
    await sleep(600); // the check has answered: same version
    expect(await page()).toBe('hit');
    expect(renders).toBe(1);
  });

  it('empties the cache when a slow check finds the change', async () => {
    const r = reads({ nextVersion: '8' });
    await start(r);
    r.delayMs = 1_400;
    await write();
    // The read begun after the write sees version 8 when it answers (after 1.4 s).
    await sleep(600);
    expect(await page()).toBe('miss');
    expect(renders).toBe(2);
    expect(await page()).toBe('hit');
  });

  it('retries a failed check and keeps the cache when the version did not move', async () => {
    const r = reads();
    await start(r);
    r.failures = 2;
    await write();
    expect(await page()).toBe('hit');
    await sleep(500); // retried after 100 ms and 200 ms
    expect(r.count).toBe(3);
    expect(await page()).toBe('hit');
    expect(renders).toBe(1);
  });

  it('counts a write as a change once its check has stayed unanswered longer than the bound', async () => {
    const r = reads();
    await start(r, { maxUnconfirmedMs: 1_500 });
    r.delayMs = 5_000;
    const t0 = performance.now();
    await write();
    expect(await page()).toBe('hit');
    await sleep(1_500 - (performance.now() - t0) + 150);
    expect(await page()).toBe('miss');
    expect(renders).toBe(2);
  });

  it('lets a burst of writes share their version reads', async () => {
    const r = reads();
    await start(r);
    r.delayMs = 200;
    await Promise.all(Array.from({ length: 10 }, () => write()));
    // One read in flight when the burst came, one begun after it for all the rest.
    expect(r.count).toBeLessThanOrEqual(2);
    expect(await page()).toBe('hit');
  });

  it('shows a write at once when its check answers within the wait', async () => {
    const r = reads({ nextVersion: '8' });
    await start(r);
    r.delayMs = 50;
    await write();
    expect(await page()).toBe('miss');
    expect(renders).toBe(2);
  });
});
