/**
 * The error handler when a dependency fails (decision 0014): a database that is down or stuck
 * answers 503 SERVICE_UNAVAILABLE within 5 s, and a failed query never logs its parameters.
 */
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { createTestApp, type TestApp } from '../test/app';

/** A local port with nothing listening on it. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** An app whose PostgreSQL is `databaseUrl` (never migrated: the server is not there). */
async function appOnDatabaseAt(databaseUrl: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'genesis-down-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: databaseUrl });
  const database = await openDatabase({ databaseUrl, migrate: false, poolSize: 2 });
  const app = await buildApp({ config, database, logger: false, clientDir: path.join(dataDir, 'no-client') });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Time one request; it must answer 503 SERVICE_UNAVAILABLE. */
async function expectUnavailableWithin(
  ms: number,
  request: () => Promise<{ statusCode: number; json(): unknown; headers: Record<string, unknown> }>,
) {
  const started = Date.now();
  const res = await request();
  const elapsed = Date.now() - started;
  expect(res.statusCode).toBe(503);
  expect(res.json()).toEqual({
    code: 'SERVICE_UNAVAILABLE',
    message: 'The service is temporarily unavailable. Please try again in a moment.',
  });
  expect(res.headers['retry-after']).toBe('5');
  expect(elapsed).toBeLessThan(ms);
}

describe('a database that is down', () => {
  it('answers 503 at once when nothing listens at the PostgreSQL address', async () => {
    const down = await appOnDatabaseAt(`postgres://genesis@127.0.0.1:${await closedPort()}/genesis`);
    try {
      await expectUnavailableWithin(5000, () => down.app.inject({ method: 'GET', url: '/api/journals' }));
      await expectUnavailableWithin(5000, () =>
        down.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: 'a@example.org', password: 'Str0ng-Pass' },
        }),
      );
    } finally {
      await down.close();
    }
  });

  it('answers 503 within 5 s when the PostgreSQL address accepts but never answers (pool connect timeout)', async () => {
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => void sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    const down = await appOnDatabaseAt(`postgres://genesis@127.0.0.1:${port}/genesis`);
    try {
      await expectUnavailableWithin(5000, () => down.app.inject({ method: 'GET', url: '/api/journals' }));
    } finally {
      await down.close();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  }, 15_000);

  it('answers 503 once the embedded or pooled database has been closed under the app', async () => {
    const t = await createTestApp();
    try {
      await t.app.database.close();
      await expectUnavailableWithin(5000, () => t.app.inject({ method: 'GET', url: '/api/journals' }));
    } finally {
      await t.close();
    }
  });
});

describe('a database that is stuck', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ DB_STATEMENT_TIMEOUT_MS: '500' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 503 after the statement timeout while a transaction holds what the request needs', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    // PostgreSQL: the table is locked, the request's query waits on the lock until
    // statement_timeout (57014). PGlite: the open transaction holds the one instance, the
    // request waits for it until the watchdog gives up.
    const holder = t.app.db.transaction(async (tx) => {
      await tx.execute(sql`lock table journals in access exclusive mode`);
      locked();
      await held;
    });
    try {
      await isLocked;
      await expectUnavailableWithin(5000, () => t.app.inject({ method: 'GET', url: '/api/journals' }));
    } finally {
      release();
      await holder;
    }
    // Once released, the same request is answered.
    expect((await t.app.inject({ method: 'GET', url: '/api/journals' })).statusCode).toBe(200);
  });
});

describe('the error log', () => {
  const logLines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'info' }, { logLines });
    // A constraint the sign-up's insert breaks: the insert fails with its parameters in hand.
    await t.app.db.execute(
      sql`alter table users add constraint test_no_forbidden_names check (name <> 'Forbidden Name')`,
    );
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => {
    logLines.length = 0;
  });

  it('keeps the SQL and the constraint of a failed insert but none of its parameters (no password hash)', async () => {
    const email = `redacted.${Date.now()}@example.org`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      payload: { name: 'Forbidden Name', email, password: 'Str0ng-Pass' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 'INTERNAL', message: 'Internal Server Error' });
    const log = logLines.join('\n');
    expect(log).toContain('insert into \\"users\\"');
    expect(log).toContain('test_no_forbidden_names');
    expect(log).toContain('23514');
    expect(log).not.toContain('$argon2');
    expect(log).not.toContain(email);
    expect(log).not.toContain('Forbidden Name');
    expect(log).not.toContain('params');
  });
});
