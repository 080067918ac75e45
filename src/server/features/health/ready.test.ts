/**
 * GET /api/ready (docs/decisions/0039-deployment-operations.md): readiness names the dependency
 * that is down — database, file storage, Redis (only when REDIS_URL is set) — and answers 503 then;
 * /api/health stays liveness.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiskStorage } from '../../lib/storage';
import { createTestApp, type TestApp } from '../../test/app';
import { hasRedisServer, startRedis, type TestRedis } from '../../test/redis-server';

describe('GET /api/ready', () => {
  it('is ready when the database and the storage are up, and names no Redis when none is configured', async () => {
    const t = await createTestApp();
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json()).toEqual({ status: 'ready', checks: { database: 'up', storage: 'up' } });
    } finally {
      await t.close();
    }
  });

  it('answers 503 naming the storage when files cannot be stored', async () => {
    // The storage root is an ordinary file: nothing can be stored under it.
    const t = await createTestApp({}, { storage: (root) => new DiskStorage(path.join(root, 'not-a-dir', 'files')) });
    try {
      fs.mkdirSync(path.join(t.dataDir, 'files'), { recursive: true });
      fs.writeFileSync(path.join(t.dataDir, 'files', 'not-a-dir'), 'a file');
      const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable', checks: { database: 'up', storage: 'down' } });
      // Liveness does not depend on the storage.
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('answers 503 naming the database when it is gone', async () => {
    const t = await createTestApp();
    try {
      await t.app.database.close();
      const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable', checks: { database: 'down', storage: 'up' } });
    } finally {
      await t.close();
    }
  });
});

describe.skipIf(!hasRedisServer())('GET /api/ready with REDIS_URL', () => {
  let redis: TestRedis;
  let t: TestApp;
  beforeAll(async () => {
    redis = (await startRedis())!;
    t = await createTestApp({ REDIS_URL: redis.url });
  });
  afterAll(async () => {
    await t?.close();
    await redis?.close();
  });

  it('reports Redis up, then down (503) while it is stopped, then up again', async () => {
    await expect.poll(async () => (await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).json()).toEqual({
      status: 'ready',
      checks: { database: 'up', storage: 'up', redis: 'up' },
    });

    await redis.stop({ crash: true });
    const down = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ status: 'unavailable', checks: { database: 'up', storage: 'up', redis: 'down' } });

    await redis.restart();
    await expect
      .poll(async () => (await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode, { timeout: 10_000 })
      .toBe(200);
  });
});
