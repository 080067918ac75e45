#!/usr/bin/env node
/**
 * The server Playwright tests run against (playwright.config.ts → webServer.command).
 *
 * Removes and recreates a fresh data dir `.tmp/e2e-data`, then runs the real start script
 * (`src/server/main.ts`, which applies migrations, imports the demo articles into the
 * empty database and serves the built client from dist/client) on 127.0.0.1:3100.
 * Signals are passed on to the server, and its exit code becomes ours.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = process.env.E2E_PORT ?? '3100';
const DATA_DIR = `.tmp/e2e-data-${PORT}`;

rmSync(path.join(ROOT, DATA_DIR), { recursive: true, force: true });
mkdirSync(path.join(ROOT, DATA_DIR), { recursive: true });

if (!existsSync(path.join(ROOT, 'dist/client/index.html'))) {
  process.stderr.write('e2e-server: dist/client/index.html is missing; run `npx vite build` first\n');
}

const tsx = path.join(ROOT, 'node_modules/.bin/tsx');
const [command, args] = existsSync(tsx)
  ? [tsx, ['src/server/main.ts']]
  : ['npx', ['--no-install', 'tsx', 'src/server/main.ts']];

const env = { ...process.env };
delete env.DATABASE_URL; // the e2e server always uses its own fresh embedded database
Object.assign(env, {
  PORT,
  HOST: '127.0.0.1',
  DATA_DIR,
  PUBLIC_URL: `http://127.0.0.1:${PORT}`,
  LOG_LEVEL: 'warn',
});

const child = spawn(command, args, { cwd: ROOT, env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (child.exitCode === null) child.kill(signal);
  });
}
child.on('error', (error) => {
  process.stderr.write(`e2e-server: cannot start ${command}: ${error.message}\n`);
  process.exit(127);
});
child.on('exit', (code, signal) => {
  process.exit(code ?? (signal ? 1 : 0));
});
