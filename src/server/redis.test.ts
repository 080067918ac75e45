/**
 * Redis (docs/decisions/0040-redis.md), against Debian's redis-server started by the
 * test: two app servers share each rate limit; a Redis outage fails open (nobody is refused,
 * nothing answers 500); on PostgreSQL the catalogue's changes reach the other server through
 * Redis pub/sub.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import type { AppInstance } from './app-types';
import { loadConfig } from './config';
import { CATALOGUE_CHANNEL, onCatalogueChange } from './features/public-cache';
import { createTestApp, type TestApp } from './test/app';
import { catalogueSettled } from './test/catalogue';
import { createSharedTestDatabase, testDatabaseKind } from './test/db';
import { createJournal } from './test/factories';
import { hasRedisServer, startRedis, type TestRedis } from './test/redis-server';

/** Polls `check` every 20 ms until it holds (at most 10 s). */
async function until(check: () => Promise<boolean>): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > 10_000) throw new Error('condition not reached');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The contact form's limit (features/intake: 10 per 10 minutes per client address). */
const CONTACT_LIMIT = 10;

describe.skipIf(!hasRedisServer())('rate limits in Redis', () => {
  let redis: TestRedis;
  const servers: TestApp[] = [];
  beforeAll(async () => {
    redis = (await startRedis())!;
    for (let i = 0; i < 2; i++) servers.push(await createTestApp({ REDIS_URL: redis.url }));
    for (const t of servers)
      await until(async () => (await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode === 200);
  });
  afterAll(async () => {
    for (const t of servers) await t.close();
    await redis?.close();
  });

  const post = (t: TestApp) => t.app.inject({ method: 'POST', url: '/api/contacts', payload: {} });

  it('are shared by two servers, and fail open while Redis is down', async () => {
    const [a, b] = servers;
    // Alternating between the two servers: the limit counts both.
    for (let i = 0; i < CONTACT_LIMIT; i++) expect((await post(i % 2 ? b : a)).statusCode).toBe(400);
    for (const t of [a, b]) {
      const refused = await post(t);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    }

    await redis.stop({ crash: true });
    // Over the limit, but nobody is locked out by a Redis outage, and nothing fails.
    for (const t of [a, b]) expect((await post(t)).statusCode).toBe(400);
    await redis.restart();
  });
});

describe.skipIf(!hasRedisServer() || testDatabaseKind() !== 'postgres')('catalogue changes over Redis', () => {
  let redis: TestRedis;
  const apps: AppInstance[] = [];
  const dirs: string[] = [];
  beforeAll(async () => {
    redis = (await startRedis())!;
    for (const database of await createSharedTestDatabase()) {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'genesis-test-'));
      dirs.push(dataDir);
      const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', REDIS_URL: redis.url });
      const app = await buildApp({ config, database, logger: false, clientDir: path.join(dataDir, 'no-client') });
      await app.ready();
      apps.push(app);
    }
    for (const app of apps) await until(async () => app.catalogue.live);
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await redis?.close();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('reach the other server: its cache answers afresh after a change made through the first', async () => {
    const [a, b] = apps;
    await Promise.all([catalogueSettled(a), catalogueSettled(b)]);
    const before = await b.inject({ method: 'GET', url: '/api/journals' });
    expect((await b.inject({ method: 'GET', url: '/api/journals' })).headers['x-cache']).toBe('hit');

    const heard = new Promise<void>((resolve) => {
      const stop = onCatalogueChange(b, () => {
        stop();
        resolve();
      });
    });
    await createJournal(a.db);
    // What server A does after any request that may have written: it sees the version move and publishes.
    await a.catalogue.catchUp();
    await heard;
    const after = await b.inject({ method: 'GET', url: '/api/journals' });
    expect(after.headers['x-cache']).toBe('miss');
    expect(Number(after.headers['x-total-count'])).toBe(Number(before.headers['x-total-count']) + 1);
  });

  it('are heard from the Redis channel itself', async () => {
    const [, b] = apps;
    const epoch = b.catalogue.epoch;
    const client = new Redis(redis.url);
    try {
      await client.publish(CATALOGUE_CHANNEL, 'from-the-test');
    } finally {
      client.disconnect();
    }
    await expect.poll(() => b.catalogue.epoch).toBeGreaterThan(epoch);
  });
});
