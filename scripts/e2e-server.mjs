#!/usr/bin/env node
/**
 * The server Playwright tests run against (playwright.config.ts → webServer.command).
 *
 * Removes and recreates a fresh data dir `.tmp/e2e-data-{E2E_PORT}`, then runs the server as it ships:
 * the bundle `dist/server/main.js` under `node --enable-source-maps`, as `npm start` and the
 * systemd unit do (docs/decisions/0062-bundle-built-server.md), built first when missing or
 * older than its sources (`scripts/build.mjs --only=server --if-needed`). It applies
 * migrations, imports the demo articles into the empty database and serves the built client
 * from dist/client on 127.0.0.1:{E2E_PORT} (3100 by default). scripts/e2e-servers.mjs starts one
 * per Playwright worker, on consecutive ports (playwright.config.ts, decision 0067).
 * Signals are passed on to the server, and its exit code becomes ours.
 *
 * Mail: the SMTP sink of scripts/mail-sink.mjs (smtp-server on loopback) receives what the app
 * sends through SMTP_URL and writes each message as `{DATA_DIR}/mail/{n}.eml`, where the
 * specs read it (e2e/support/mailbox.ts). The first admin comes from ADMIN_EMAIL and
 * ADMIN_PASSWORD (E2E_ADMIN below, also used by the specs). TEST_CLOCK=1 lets a spec move the
 * deadline reminders' clock forward instead of waiting (features/invitations/test-clock-routes.ts).
 * DOI_PREFIX is 10.55555 unless given: workflow articles get DOIs, and so Crossref deposit XML.
 *
 * ORCID: a loopback ORCID (e2e/support/orcid-stack.ts: an OpenID Connect provider shaped like
 * ORCID, with the member API stand-in under the same base) is started first, in a process of its
 * own under tsx, and the server is configured with it as a member (ORCID_CLIENT_ID,
 * ORCID_CLIENT_SECRET, ORCID_ENVIRONMENT = its URL, ORCID_API=member), as a journal with ORCID
 * runs: every spec meets the ORCID buttons, and e2e/orcid-authors.spec.ts needs no server of its
 * own (decision 0100). Its issuer is written to `{DATA_DIR}/orcid.json` for the specs.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startMailSink } from './mail-sink.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = process.env.E2E_PORT ?? '3100';
const DATA_DIR = `.tmp/e2e-data-${PORT}`;

rmSync(path.join(ROOT, DATA_DIR), { recursive: true, force: true });
mkdirSync(path.join(ROOT, DATA_DIR), { recursive: true });

if (!existsSync(path.join(ROOT, 'dist/client/index.html'))) {
  process.stderr.write('e2e-server: dist/client/index.html is missing; run `npm run build` first\n');
}

/** The admin account of the e2e server (e2e/support/accounts.ts reads the same values). */
const E2E_ADMIN = { email: 'admin@genesis.test', password: 'Orchid-Lantern-E2e-7' };

const MAIL_DIR = path.join(ROOT, DATA_DIR, 'mail');
mkdirSync(MAIL_DIR, { recursive: true });
const mailSink = await startMailSink(MAIL_DIR);

// Several e2e servers start at once (one per Playwright worker, scripts/e2e-servers.mjs): one at a
// time checks (and if needed makes) the server build, so two never write dist/server together.
const BUILD_LOCK = path.join(ROOT, '.tmp/e2e-server-build.lock');
mkdirSync(path.dirname(BUILD_LOCK), { recursive: true });
for (;;) {
  try {
    mkdirSync(BUILD_LOCK);
    break;
  } catch (error) {
    if (error.code !== 'EEXIST') throw error;
    // A lock left by a killed start is at most a few minutes old: a build takes seconds.
    if (Date.now() - statSync(BUILD_LOCK, { throwIfNoEntry: false })?.mtimeMs > 300_000) {
      rmSync(BUILD_LOCK, { recursive: true, force: true });
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
let built;
try {
  built = spawnSync(process.execPath, ['scripts/build.mjs', '--only=server', '--if-needed'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
} finally {
  rmSync(BUILD_LOCK, { recursive: true, force: true });
}
if (built.status !== 0) {
  process.stderr.write('e2e-server: the server build failed\n');
  process.exit(1);
}
const [command, args] = [process.execPath, ['--enable-source-maps', 'dist/server/main.js']];

/** The loopback ORCID (e2e/support/orcid-stack.ts), up before the server that is configured with it. */
const orcidStack = spawn(process.execPath, ['--import', 'tsx', 'e2e/support/orcid-stack.ts'], {
  cwd: ROOT,
  env: { ...process.env, E2E_PORT: PORT },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const orcidIssuer = await new Promise((resolve) => {
  let seen = '';
  orcidStack.stdout.on('data', (chunk) => {
    seen += chunk.toString();
    const ready = /orcid stack ready (\{.*\})\n/.exec(seen);
    if (ready) resolve(JSON.parse(ready[1]).issuer);
  });
  orcidStack.on('exit', () => resolve(null));
});
if (!orcidIssuer) {
  process.stderr.write('e2e-server: the loopback ORCID did not start\n');
  process.exit(1);
}

const env = { ...process.env };
delete env.DATABASE_URL; // the e2e server always uses its own fresh embedded database
Object.assign(env, {
  PORT,
  HOST: '127.0.0.1',
  DATA_DIR,
  PUBLIC_URL: `http://127.0.0.1:${PORT}`,
  LOG_LEVEL: 'warn',
  SMTP_URL: mailSink.url,
  ADMIN_EMAIL: E2E_ADMIN.email,
  ADMIN_PASSWORD: E2E_ADMIN.password,
  // The specs may run the reminder pass as if days later (POST /api/test/reminders, decision 0045).
  TEST_CLOCK: '1',
  // Articles published through the workflow get a DOI under this prefix (decision 0027), so their
  // Crossref deposit XML exists (metadata.spec validates it; decision 0094). No deposit is sent:
  // CROSSREF_* are unset. A DOI_PREFIX in the environment wins.
  DOI_PREFIX: process.env.DOI_PREFIX ?? '10.55555',
  // Each test is a visitor of its own address (e2e/support/test.ts sends X-Forwarded-For from the
  // loopback proxy it plays), as people at different addresses are: the per-address limits
  // (sign-up: 10 an hour, decision 0008) then count one test's requests, not the whole suite's.
  TRUST_PROXY: '127.0.0.1',
  // ORCID as a member, at the loopback ORCID (decision 0100).
  ORCID_CLIENT_ID: 'APP-E2E-LOOPBACK',
  ORCID_CLIENT_SECRET: 'e2e-orcid-client-secret',
  ORCID_ENVIRONMENT: orcidIssuer,
  ORCID_API: 'member',
});

const child = spawn(command, args, { cwd: ROOT, env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (child.exitCode === null) child.kill(signal);
    if (orcidStack.exitCode === null) orcidStack.kill(signal);
  });
}
child.on('error', (error) => {
  process.stderr.write(`e2e-server: cannot start ${command}: ${error.message}\n`);
  process.exit(127);
});
child.on('exit', (code, signal) => {
  if (orcidStack.exitCode === null) orcidStack.kill('SIGTERM');
  void mailSink.close().then(() => process.exit(code ?? (signal ? 1 : 0)));
});
