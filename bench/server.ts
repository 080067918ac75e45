/**
 * The real server for a benchmark: `src/server/main.ts` in a child process on a free port (or,
 * with `built`, the bundle dist/server/main.js that `npm start` runs), a fresh embedded
 * database in a temporary DATA_DIR unless `env` gives a DATABASE_URL (no demo import), a stub
 * client page, and `stop()` that ends it and removes the directory. Used by upload-memory.ts,
 * sessions.ts and run.ts (the fresh built server's RSS).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
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
  /** With `built`: resolves once the server has prepared its citation styles (the end of its start). */
  started: Promise<void>;
  stop(): Promise<void>;
}

/** The resident set of process `pid` (VmRSS, Linux), in MiB. */
export function rssMbOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /^VmRSS:\s+(\d+) kB$/m.exec(status);
  if (!kb) throw new Error(`no VmRSS for process ${pid}`);
  return Math.round(Number(kb[1]) / 1024);
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
 * `/api/health` answers. `built`: runs `node --enable-source-maps dist/server/main.js`, built
 * first when missing or stale (scripts/build.mjs --if-needed), at log level info, passing on
 * only its warnings and errors; `started` then waits for its "citation styles prepared" line.
 * @throws when it does not start in time (the process is stopped), or the build fails
 */
export async function startBenchServer(
  name: string,
  env: Record<string, string> = {},
  { built = false }: { built?: boolean } = {},
): Promise<BenchServer> {
  if (built) {
    const build = spawnSync(process.execPath, ['scripts/build.mjs', '--only=server', '--if-needed'], {
      cwd: REPO,
      stdio: 'inherit',
    });
    if (build.status !== 0) throw new Error('the server build failed');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `genesis-${name}-bench-`));
  const clientDir = path.join(dataDir, 'client');
  fs.mkdirSync(clientDir);
  fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Genesis</title>');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const args = built
    ? ['--enable-source-maps', 'dist/server/main.js']
    : [path.join(REPO, 'node_modules/tsx/dist/cli.mjs'), 'src/server/main.ts'];
  const child = spawn(process.execPath, args, {
    cwd: REPO,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      CLIENT_DIR: clientDir,
      DATABASE_URL: '',
      DEMO: '0',
      LOG_LEVEL: built ? 'info' : 'warn',
      ...env,
    },
    stdio: built ? ['ignore', 'pipe', 'inherit'] : 'inherit',
  });
  const started = new Promise<void>((resolve) => {
    if (!child.stdout) return resolve();
    let pending = '';
    child.stdout.on('data', (chunk: Buffer) => {
      const lines = (pending + chunk.toString()).split('\n');
      pending = lines.pop()!;
      for (const line of lines) {
        if (line.includes('citation styles prepared')) resolve();
        if (!/"level":(10|20|30),/.test(line)) process.stdout.write(`${line}\n`);
      }
    });
    child.once('exit', () => resolve());
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
  return { base, port, child, started, stop };
}
