/**
 * The real server for a benchmark: `src/server/main.ts` in a child process on a free port,
 * a fresh embedded database in a temporary DATA_DIR (no demo import), a stub client page, and
 * `stop()` that ends it and removes the directory. Used by upload-memory.ts and sessions.ts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const REPO = path.resolve(import.meta.dirname, '..');

export interface BenchServer {
  /** `http://127.0.0.1:{port}`. */
  base: string;
  port: number;
  child: ChildProcess;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Starts the server with `env` on top of the defaults and waits (≤ 60 s) until
 * `/api/health` answers.
 * @throws when it does not start in time (the process is stopped)
 */
export async function startBenchServer(name: string, env: Record<string, string> = {}): Promise<BenchServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `genesis-${name}-bench-`));
  const clientDir = path.join(dataDir, 'client');
  fs.mkdirSync(clientDir);
  fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Genesis</title>');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(REPO, 'node_modules/tsx/dist/cli.mjs'), 'src/server/main.ts'], {
    cwd: REPO,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      CLIENT_DIR: clientDir,
      DATABASE_URL: '',
      DEMO: '0',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: 'inherit',
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; ; i++) {
    if (i > 240) {
      await stop();
      throw new Error('server did not start');
    }
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { base, port, child, stop };
}
