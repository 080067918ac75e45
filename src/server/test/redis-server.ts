/**
 * A throwaway Redis for tests (decision 0040): Debian's `redis-server` on a free loopback port, in a
 * temp dir, without persistence; like scripts/pg-cluster.mjs for PostgreSQL. `stop()` kills it
 * and removes the dir. Returns null when no redis-server is installed (the caller skips).
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface TestRedis {
  url: string;
  port: number;
  /** Stops the server (SIGKILL when `crash`), keeping its port free for `restart`. */
  stop(options?: { crash?: boolean }): Promise<void>;
  /** Starts it again on the same port (after `stop`). */
  restart(): Promise<void>;
  /** Stops it for good and removes its temp dir. */
  close(): Promise<void>;
}

/** True when Debian's redis-server is on PATH. */
export function hasRedisServer(): boolean {
  return spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitForPort(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ok = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`redis-server did not listen on ${port}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Starts a redis-server; null when none is installed. */
export async function startRedis(): Promise<TestRedis | null> {
  if (!hasRedisServer()) return null;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'genesis-redis-'));
  const port = await freePort();
  let child: ReturnType<typeof spawn> | null = null;
  const launch = async () => {
    child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
      { stdio: 'ignore' },
    );
    await waitForPort(port, 10_000);
  };
  const kill = async (signal: NodeJS.Signals) => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill(signal);
    await exited;
  };
  await launch();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    async stop(options = {}) {
      await kill(options.crash ? 'SIGKILL' : 'SIGTERM');
    },
    restart: launch,
    async close() {
      await kill('SIGTERM');
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
