import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lockDataDir } from './db/lock';
import { builtArgs } from './test/built-server';
import { testDatabaseKind } from './test/db';

const REPO = path.resolve(import.meta.dirname, '../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'genesis-main-'));
// A prepared client directory, so the start does not run `vite build` (tested by npm start itself).
const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'genesis-main-client-'));
fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Genesis</title>');
afterAll(() => {
  for (const dir of [dataDir, clientDir]) fs.rmSync(dir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function startServer(port: number, env: Record<string, string> = {}) {
  // The bundle dist/server/main.js that `npm start` runs (built-server.ts).
  const child = spawn(process.execPath, builtArgs('main'), {
    cwd: REPO,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      CLIENT_DIR: clientDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitForHealth(port: number, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become healthy');
}

// One real process start per run is enough: the PostgreSQL pass skips it.
describe.skipIf(testDatabaseKind() === 'postgres')('npm start (src/server/main.ts)', () => {
  it('serves, then shuts down cleanly on SIGTERM and releases the data directory', async () => {
    const port = await freePort();
    const server = startServer(port, { DEMO: '0' });
    await waitForHealth(port);
    const journals = await fetch(`http://127.0.0.1:${port}/api/journals`);
    expect(journals.headers.get('x-total-count')).toBe('12');
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('"signal":"SIGTERM"');
    const lock = await lockDataDir(dataDir); // released by the clean shutdown
    await lock.release();

    // The data survives a restart; the seed does not run twice.
    const again = startServer(port, { DEMO: '0' });
    await waitForHealth(port);
    const res = await fetch(`http://127.0.0.1:${port}/api/journals`);
    expect(res.headers.get('x-total-count')).toBe('12');
    again.child.kill('SIGINT');
    expect(await again.exited).toBe(0);
  }, 180_000);

  it('drains on SIGTERM: a request in flight gets its answer, the process exits 0 well within the grace', async () => {
    const port = await freePort();
    const server = startServer(port, { DEMO: '0' });
    await waitForHealth(port);
    const body = JSON.stringify({ email: 'nobody@example.org', password: 'Wrong-Pass-1' });
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (d) => (answer += d.toString('latin1')));
    const socketClosed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.write(
      `POST /api/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
    );
    await new Promise((r) => setTimeout(r, 300));
    const signalled = Date.now();
    server.child.kill('SIGTERM');
    // The listener closes: a new connection is refused (within 5 s, however loaded the machine).
    const refused = async () => {
      for (const deadline = Date.now() + 5000; Date.now() < deadline;) {
        const answered = await fetch(`http://127.0.0.1:${port}/api/health`).then(
          () => true,
          () => false,
        );
        if (!answered) return true;
        await new Promise((r) => setTimeout(r, 100));
      }
      return false;
    };
    expect(await refused()).toBe(true);
    socket.write(body.slice(10));
    await socketClosed;
    expect(answer).toMatch(/^HTTP\/1\.1 401 /);
    expect(await server.exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(8000);
    expect(server.output()).toContain('shut down: requests finished, mail loop stopped, database closed');
    const lock = await lockDataDir(dataDir);
    await lock.release();
  }, 180_000);

  it('refuses to start with a readable message on bad configuration', async () => {
    const server = startServer(0, { PUBLIC_URL: 'not a url', PORT: 'x' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Invalid configuration:');
    expect(server.output()).toContain('PUBLIC_URL: must be an absolute http(s) URL');
    expect(server.output()).not.toContain('    at ');
  }, 60_000);
});
