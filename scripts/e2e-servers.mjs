#!/usr/bin/env node
/**
 * The e2e servers of a Playwright run (playwright.config.ts → the one webServer command):
 * E2E_SERVERS (default 1) copies of scripts/e2e-server.mjs, started at once, copy i on port
 * E2E_PORT + i (default 3100) with its own data dir and mail sink (decision 0067: one server per
 * Playwright worker). Playwright starts the entries of a webServer list one after another, each
 * after the previous answers, so N entries would cost N server starts (migrations and the demo
 * import) in turn; started here they share the time.
 *
 * Prints `e2e servers ready` on stdout once every copy answers GET /api/health with 200
 * (playwright.config.ts waits for that line). When one copy exits, the others are stopped and
 * its exit code becomes ours; SIGINT/SIGTERM/SIGHUP are passed on to every copy.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BASE_PORT = Number(process.env.E2E_PORT ?? 3100);
const COUNT = Math.max(1, Number(process.env.E2E_SERVERS ?? 1));

const children = Array.from({ length: COUNT }, (_, slot) =>
  spawn(process.execPath, [path.join(ROOT, 'scripts/e2e-server.mjs')], {
    cwd: ROOT,
    env: { ...process.env, E2E_PORT: String(BASE_PORT + slot) },
    stdio: 'inherit',
  }),
);

let exiting = false;
for (const child of children) {
  child.on('exit', (code, signal) => {
    if (exiting) return;
    exiting = true;
    for (const other of children) if (other !== child && other.exitCode === null) other.kill('SIGTERM');
    process.exitCode = code ?? (signal ? 1 : 0);
  });
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    for (const child of children) if (child.exitCode === null) child.kill(signal);
  });
}

/** Resolves once http://127.0.0.1:{port}/api/health answers 200 (polled every 250 ms). */
async function healthy(port) {
  for (;;) {
    if (exiting) return;
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

await Promise.all(children.map((_, slot) => healthy(BASE_PORT + slot)));
if (!exiting) process.stdout.write(`e2e servers ready: ${COUNT} on ports ${BASE_PORT}–${BASE_PORT + COUNT - 1}\n`);
