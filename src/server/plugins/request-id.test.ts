/**
 * Request ids (decision 0039): every answer carries `X-Request-Id`, every log line of the request
 * carries the same id, and an incoming id is believed only from a trusted proxy (TRUST_PROXY).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createTestApp } from '../test/app';
import { createTestDatabase } from '../test/db';
import { proxyTrust } from './request-id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('X-Request-Id', () => {
  it('is a fresh id on every answer, logged on every line of its request; a client cannot choose it', async () => {
    const lines: string[] = [];
    const t = await createTestApp({ LOG_LEVEL: 'info' }, { logLines: lines });
    try {
      const first = await t.app.inject({
        method: 'GET',
        url: '/api/journals',
        headers: { 'x-request-id': 'chosen-1' },
      });
      const second = await t.app.inject({ method: 'GET', url: '/no/such/api/x' });
      const ids = [first.headers['x-request-id'], second.headers['x-request-id']];
      for (const id of ids) expect(id).toMatch(UUID);
      expect(ids[0]).not.toBe(ids[1]);
      const logged = lines.map((line) => JSON.parse(line) as { reqId?: string; msg: string });
      for (const id of ids) {
        const mine = logged.filter((l) => l.reqId === id);
        expect(mine.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
      }
      expect(lines.join('\n')).not.toContain('chosen-1');
    } finally {
      await t.close();
    }
  });

  it('is on the lines written through the app logger while a request is handled, body parsed or not', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'genesis-test-'));
    const lines: string[] = [];
    const app = await buildApp({
      config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'info' }),
      database: await createTestDatabase(),
      logStream: { write: (line: string) => void lines.push(line) },
      clientDir: path.join(dataDir, 'no-client'),
    });
    try {
      app.get('/test/log', async () => {
        app.log.info('written by the app logger');
        return { ok: true };
      });
      app.post('/test/log', async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        app.log.info('written by the app logger after the body');
        return { ok: true };
      });
      await app.ready();
      const get = await app.inject({ method: 'GET', url: '/test/log' });
      const post = await app.inject({ method: 'POST', url: '/test/log', payload: { a: 1 } });
      const logged = lines.map((line) => JSON.parse(line) as { reqId?: string; msg: string });
      expect(logged.find((l) => l.msg === 'written by the app logger')?.reqId).toBe(get.headers['x-request-id']);
      expect(logged.find((l) => l.msg === 'written by the app logger after the body')?.reqId).toBe(
        post.headers['x-request-id'],
      );
      // Outside any request: no id.
      app.log.info('outside');
      expect(JSON.parse(lines.at(-1)!)).not.toHaveProperty('reqId');
    } finally {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('is taken from a trusted proxy when sane, and replaced when not', async () => {
    // app.inject connects from 127.0.0.1.
    const t = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
    try {
      const kept = await t.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': 'nginx-4f2a9c' },
      });
      expect(kept.headers['x-request-id']).toBe('nginx-4f2a9c');
      for (const bad of ['two words', 'x'.repeat(129), 'a"b', '']) {
        const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': bad } });
        expect(res.headers['x-request-id']).toMatch(UUID);
      }
    } finally {
      await t.close();
    }
  });

  it('trusts exactly the configured proxies', () => {
    const trusted = proxyTrust(['10.0.0.0/8', '192.168.1.7', '::1']);
    expect(['10.1.2.3', '::ffff:10.9.9.9', '192.168.1.7', '::1'].map(trusted)).toEqual([true, true, true, true]);
    expect(['11.0.0.1', '192.168.1.8', '::2', undefined].map(trusted)).toEqual([false, false, false, false]);
    expect(proxyTrust(undefined)('127.0.0.1')).toBe(false);
    expect(proxyTrust(1)('203.0.113.5')).toBe(true);
  });
});
