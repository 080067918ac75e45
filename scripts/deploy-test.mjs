#!/usr/bin/env node
/**
 * `npm run test:deploy` (docs/deploy.md, docs/decisions/0049):
 * the production layout on loopback, then the e2e workflow through it while one server dies.
 *
 * Starts a throwaway PostgreSQL 15 cluster (scripts/pg-cluster.mjs), redis-server, the S3
 * stand-in (s3rver, one bucket), an SMTP sink (smtp-server; each message to
 * `.tmp/e2e-data-{nginx port}/mail/NNNN.eml`, where e2e/support/mailbox.ts reads it), two
 * Genesis servers (A, then B: the bundle `dist/server/main.js`, as the systemd unit runs it;
 * same DATABASE_URL, REDIS_URL, S3_*, TRUST_PROXY=127.0.0.1, PUBLIC_URL = nginx's https
 * origin) and Debian's nginx (non-daemon, its own prefix in a temp dir) with a self-signed
 * certificate (openssl) in front of both, running the documented site deploy/nginx/genesis.conf
 * (scripts/deploy-config.mjs moves its ports and certificate to loopback).
 * Then runs e2e-deploy/multi-server.spec.ts (e2e-deploy/playwright.config.ts) against
 * https://127.0.0.1:{port}. The spec kills and restarts server A through a control endpoint
 * of this script (DEPLOY_CONTROL: POST /kill-a sends SIGKILL; POST /start-a starts A again
 * and answers once /api/ready says 200). Exit code: Playwright's (1 when the layout cannot
 * start). Needs `npm run build` first; builds the client when dist/client is missing and the
 * server when dist/server is missing or older than its sources (`scripts/build.mjs --if-needed`).
 * The backup and restore at the end run the bundled commands (dist/server/backup.js, restore.js).
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { nginxSiteOnLoopback, nginxTestConfig } from './deploy-config.mjs';
import { startMailSink } from './mail-sink.mjs';
import { startCluster } from './pg-cluster.mjs';
import { startS3rver } from './s3-stand-in.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TMP = mkdtempSync(path.join(os.tmpdir(), 'genesis-deploy-'));
const children = [];
const cleanups = [];
const log = (line) => process.stdout.write(`deploy-test: ${line}\n`);

async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Polls `url` (http) until it answers 200, up to `ms`. */
async function waitReady(url, ms) {
  const deadline = Date.now() + ms;
  for (;;) {
    const ok = await fetch(url).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`${url} not ready after ${ms} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

function start(name, command, args, env = process.env) {
  const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'inherit', 'inherit'] });
  child.on('error', (error) => log(`${name}: ${error.message}`));
  children.push(child);
  return child;
}

async function stopAll() {
  for (const child of children.reverse()) {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
  }
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  rmSync(TMP, { recursive: true, force: true });
}

async function main() {
  for (const tool of ['nginx', 'openssl', 'redis-server']) {
    if (spawnSync('sh', ['-c', `command -v ${tool} || test -x /usr/sbin/${tool}`]).status !== 0) {
      throw new Error(`${tool} is not installed (apt-get install ${tool === 'nginx' ? 'nginx-light' : tool})`);
    }
  }
  // The client when dist/client is missing, the server when dist/server is missing or stale.
  if (spawnSync(process.execPath, ['scripts/build.mjs', '--if-needed'], { cwd: ROOT, stdio: 'inherit' }).status !== 0) {
    throw new Error('build failed');
  }

  // PostgreSQL, Redis, S3, SMTP.
  const cluster = await startCluster();
  if (!cluster) throw new Error('no PostgreSQL (initdb/pg_ctl) installed');
  cleanups.push(() => cluster.stop());
  const redisPort = await freePort();
  start('redis', 'redis-server', [
    '--port',
    String(redisPort),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
    '--dir',
    TMP,
  ]);
  const s3 = await startS3rver({ directory: path.join(TMP, 's3') });
  cleanups.push(() => s3.close());
  const { S3Client, CreateBucketCommand } = await import('@aws-sdk/client-s3');
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  const s3Endpoint = s3.endpoint;
  const client = new S3Client({ region: 'us-east-1', endpoint: s3Endpoint, forcePathStyle: true, credentials });
  await client.send(new CreateBucketCommand({ Bucket: 'genesis' }));
  client.destroy();

  const nginxPort = Number(process.env.DEPLOY_PORT ?? (await freePort()));
  const mailDir = path.join(ROOT, `.tmp/e2e-data-${nginxPort}/mail`);
  rmSync(path.dirname(mailDir), { recursive: true, force: true });
  mkdirSync(mailDir, { recursive: true });
  const mailSink = await startMailSink(mailDir);
  cleanups.push(mailSink.close);

  // Two Genesis servers on one PostgreSQL, one Redis, one bucket.
  const publicUrl = `https://127.0.0.1:${nginxPort}`;
  const ports = { a: await freePort(), b: await freePort() };
  const serverEnv = (name) => {
    const env = { ...process.env };
    for (const key of Object.keys(env)) if (/^(S3_|REDIS_URL|DATABASE_URL|TRUST_PROXY)/.test(key)) delete env[key];
    return Object.assign(env, {
      PORT: String(ports[name]),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(TMP, `data-${name}`),
      DATABASE_URL: cluster.url,
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      S3_BUCKET: 'genesis',
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: s3Endpoint,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: '1',
      TRUST_PROXY: '127.0.0.1',
      PUBLIC_URL: publicUrl,
      LOG_LEVEL: 'warn',
      SMTP_URL: mailSink.url,
      ADMIN_EMAIL: 'admin@genesis.test',
      ADMIN_PASSWORD: 'Orchid-Lantern-E2e-7',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    });
  };
  const servers = {};
  const startServer = async (name) => {
    // node itself, not npm: its PID is the server's, so SIGKILL kills the server.
    const child = start(
      `server ${name}`,
      process.execPath,
      ['--enable-source-maps', 'dist/server/main.js'],
      serverEnv(name),
    );
    servers[name] = child;
    // A server that dies at start (a port still taken…) fails the run, whoever else answers.
    const died = new Promise((_, reject) =>
      child.once('exit', (code, signal) => reject(new Error(`server ${name} exited (${code ?? signal})`))),
    );
    died.catch(() => {});
    await Promise.race([waitReady(`http://127.0.0.1:${ports[name]}/api/ready`, 240_000), died]);
    log(`server ${name} ready on 127.0.0.1:${ports[name]}`);
  };
  await startServer('a'); // A migrates and imports the demo articles; B finds them done
  await startServer('b');

  // nginx with a self-signed certificate in front of both.
  const prefix = path.join(TMP, 'nginx');
  mkdirSync(path.join(prefix, 'logs'), { recursive: true });
  const cert = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-keyout',
      path.join(prefix, 'key.pem'),
      '-out',
      path.join(prefix, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  if (cert.status !== 0) throw new Error('openssl could not make the certificate');
  // The documented site (deploy/nginx/genesis.conf), moved to loopback (scripts/deploy-config.mjs).
  const site = nginxSiteOnLoopback({
    upstreams: [`127.0.0.1:${ports.a}`, `127.0.0.1:${ports.b}`],
    listen: `127.0.0.1:${nginxPort}`,
    redirectListen: `127.0.0.1:${await freePort()}`,
    certificate: path.join(prefix, 'cert.pem'),
    key: path.join(prefix, 'key.pem'),
  });
  const user = process.getuid?.() === 0 ? 'root' : undefined;
  writeFileSync(path.join(prefix, 'nginx.conf'), nginxTestConfig({ prefix, site, user }));
  const nginxBin = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
  start('nginx', nginxBin, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-g', 'daemon off;']);
  await new Promise((r) => setTimeout(r, 500));
  for (let i = 0; ; i += 1) {
    const ok = await new Promise((resolve) =>
      https
        .get(`${publicUrl}/api/ready`, { rejectUnauthorized: false }, (res) => resolve(res.statusCode === 200))
        .on('error', () => resolve(false)),
    );
    if (ok) break;
    if (i > 40) throw new Error('nginx does not answer');
    await new Promise((r) => setTimeout(r, 250));
  }
  log(`nginx on ${publicUrl} → 127.0.0.1:${ports.a}, 127.0.0.1:${ports.b}`);

  // The spec's control: kill and restart server A.
  const control = http.createServer((req, res) => {
    const answer = (status, body) => res.writeHead(status, { 'content-type': 'text/plain' }).end(body);
    if (req.method === 'POST' && req.url === '/kill-a') {
      servers.a.once('exit', (_code, signal) => answer(signal === 'SIGKILL' ? 200 : 500, `exit ${signal}`));
      servers.a.kill('SIGKILL');
      log('server A killed (SIGKILL)');
    } else if (req.method === 'POST' && req.url === '/start-a') {
      startServer('a').then(
        () => answer(200, 'ready'),
        (error) => answer(500, error.message),
      );
    } else answer(404, 'unknown');
  });
  await new Promise((resolve) => control.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise((resolve) => control.close(resolve)));

  const playwright = spawn(
    path.join(ROOT, 'node_modules/.bin/playwright'),
    ['test', '-c', 'e2e-deploy/playwright.config.ts', ...process.argv.slice(2)],
    {
      cwd: ROOT,
      stdio: 'inherit',
      env: {
        ...process.env,
        E2E_PORT: String(nginxPort),
        DEPLOY_BASE_URL: publicUrl,
        DEPLOY_CONTROL: `http://127.0.0.1:${control.address().port}`,
        DEPLOY_UPSTREAMS: `127.0.0.1:${ports.a},127.0.0.1:${ports.b}`,
        DEPLOY_ACCESS_LOG: path.join(prefix, 'logs/access.log'),
      },
    },
  );
  const code = await new Promise((resolve) => playwright.on('exit', (code) => resolve(code ?? 1)));
  if (code !== 0) return code;

  // Backup and restore of the install the workflow has filled (docs/decisions/0042): both servers
  // stopped (a strictly consistent pair), `npm run backup`, then `npm run restore` into a fresh
  // database and an empty bucket; every table's rows and every object's sha256 must be equal.
  for (const name of ['a', 'b']) {
    const exited = new Promise((resolve) => servers[name].once('exit', resolve));
    servers[name].kill('SIGTERM');
    await exited;
  }
  const restoredUrl = await createDatabase(cluster.url, 'restored');
  const admin = new S3Client({ region: 'us-east-1', endpoint: s3Endpoint, forcePathStyle: true, credentials });
  await admin.send(new CreateBucketCommand({ Bucket: 'restored' }));
  const backupDir = path.join(TMP, 'backup');
  const cliEnv = (extra) => ({ ...serverEnv('a'), DATA_DIR: path.join(TMP, 'data-cli'), ...extra });
  for (const [command, env] of [
    ['backup', cliEnv({})],
    ['restore', cliEnv({ DATABASE_URL: restoredUrl, S3_BUCKET: 'restored' })],
  ]) {
    // Asynchronous: the S3 stand-in answers from this very process.
    const child = spawn(process.execPath, ['--enable-source-maps', `dist/server/${command}.js`, backupDir], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const status = await new Promise((resolve) => child.on('exit', (c) => resolve(c ?? 1)));
    log(`${command}: ${output.trim()}`);
    if (status !== 0) return 1;
  }
  const [sourceRows, restoredRows] = [await tableRows(cluster.url), await tableRows(restoredUrl)];
  const [sourceFiles, restoredFiles] = [await bucketSums(admin, 'genesis'), await bucketSums(admin, 'restored')];
  admin.destroy();
  const problems = [];
  for (const table of new Set([...Object.keys(sourceRows), ...Object.keys(restoredRows)])) {
    if (JSON.stringify(sourceRows[table]) !== JSON.stringify(restoredRows[table]))
      problems.push(`table ${table} differs`);
  }
  for (const key of new Set([...sourceFiles.keys(), ...restoredFiles.keys()])) {
    if (sourceFiles.get(key) !== restoredFiles.get(key)) problems.push(`object ${key} differs`);
  }
  const rowCount = Object.values(sourceRows).reduce((n, rows) => n + rows.length, 0);
  if (problems.length) {
    log(`backup round trip: ${problems.length} difference(s): ${problems.slice(0, 20).join('; ')}`);
    return 1;
  }
  log(
    `backup round trip: ${Object.keys(sourceRows).length} tables (${rowCount} rows) and ${sourceFiles.size} objects restored equal`,
  );
  return 0;
}

/** Creates database `name` on the cluster of `url`; its URL. */
async function createDatabase(url, name) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

/** Every row of every table of the public and drizzle schemas of `url`, as sorted JSON texts. */
async function tableRows(url) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query(
      `select schemaname || '.' || tablename as name from pg_tables where schemaname in ('public', 'drizzle') order by 1`,
    );
    const rows = {};
    for (const { name } of tables.rows) {
      const found = await client.query(`select row_to_json(t)::text as r from ${name} t order by 1`);
      rows[name] = found.rows.map((row) => row.r);
    }
    return rows;
  } finally {
    await client.end();
  }
}

/** The sha256 (hex) of every object of `bucket`, by key. */
async function bucketSums(client, bucket) {
  const { paginateListObjectsV2, GetObjectCommand } = await import('@aws-sdk/client-s3');
  const sums = new Map();
  for await (const page of paginateListObjectsV2({ client }, { Bucket: bucket })) {
    for (const object of page.Contents ?? []) {
      const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: object.Key }));
      const hash = createHash('sha256');
      for await (const chunk of answer.Body) hash.update(chunk);
      sums.set(object.Key, hash.digest('hex'));
    }
  }
  return sums;
}

let code = 1;
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll().then(() => process.exit(130)));
try {
  code = await main();
} catch (error) {
  log(`error: ${error.message}`);
}
await stopAll();
process.exit(code);
