#!/usr/bin/env node
/**
 * Throwaway PostgreSQL cluster for the test suite's PostgreSQL pass.
 *
 * Library:
 *   import { startCluster } from './pg-cluster.mjs';
 *   const cluster = await startCluster(); // null when no initdb/pg_ctl is installed
 *   // cluster.url  → 'postgres://postgres@127.0.0.1:<port>/postgres'
 *   await cluster.stop();                // pg_ctl stop -m fast, then rm -rf the temp dir
 *
 * CLI:
 *   node scripts/pg-cluster.mjs                 prints the URL, runs until SIGINT/SIGTERM
 *   node scripts/pg-cluster.mjs -- CMD ARGS...  runs CMD with TEST_DATABASE_URL=<url>,
 *                                               stops the cluster and exits with CMD's code
 *
 * Binaries: the highest /usr/lib/postgresql/<version>/bin holding initdb and pg_ctl,
 * else initdb and pg_ctl on PATH. initdb refuses to run as root, so as root every
 * server command runs as the `postgres` user (runuser), in a temp dir owned by it.
 * The cluster is durable-less (fsync off) and trusts every local connection: tests only.
 * It is also stopped when the parent process exits or receives SIGINT/SIGTERM/SIGHUP.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, chownSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const SERVER_USER = 'postgres';
const SIGNALS = /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP']);

/**
 * Locates initdb and pg_ctl.
 * @returns {{ initdb: string, pgCtl: string, binDir: string } | null}
 */
export function findPgBinaries() {
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root)
      .filter((name) => /^\d+(\.\d+)?$/.test(name))
      .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a));
    for (const version of versions) {
      const binDir = path.join(root, version, 'bin');
      const initdb = path.join(binDir, 'initdb');
      const pgCtl = path.join(binDir, 'pg_ctl');
      if (existsSync(initdb) && existsSync(pgCtl)) return { initdb, pgCtl, binDir };
    }
  }
  const initdb = whichSync('initdb');
  const pgCtl = whichSync('pg_ctl');
  if (initdb && pgCtl) return { initdb, pgCtl, binDir: path.dirname(pgCtl) };
  return null;
}

function whichSync(command) {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, command);
    if (existsSync(candidate)) return candidate;
  }
  return null;
}

/** Asks the kernel for a free TCP port on 127.0.0.1 (bind port 0, read it, close). */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

function lookupUser(name) {
  const uid = spawnSync('id', ['-u', name], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', name], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0) return null;
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/**
 * Builds a runner that executes server binaries as the right user.
 * @returns {{ argv: (cmd: string, args: string[]) => [string, string[]], spawnOptions: object,
 * owner: {uid:number,gid:number} | null }}
 */
function makeRunner() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    return { argv: (cmd, args) => [cmd, args], spawnOptions: {}, owner: null };
  }
  const owner = lookupUser(SERVER_USER);
  if (!owner) {
    throw new Error(
      `running as root, but there is no '${SERVER_USER}' user to run initdb as ` +
        `(create one, or run the tests as a non-root user)`,
    );
  }
  const runuser = ['/usr/sbin/runuser', '/sbin/runuser', '/usr/bin/runuser'].find(existsSync);
  if (runuser) {
    return {
      argv: (cmd, args) => [runuser, ['-u', SERVER_USER, '--', cmd, ...args]],
      spawnOptions: {},
      owner,
    };
  }
  // No runuser: let Node drop privileges itself.
  return { argv: (cmd, args) => [cmd, args], spawnOptions: { uid: owner.uid, gid: owner.gid }, owner };
}

function runSync(runner, cmd, args, extra = {}) {
  const [file, argv] = runner.argv(cmd, args);
  return spawnSync(file, argv, {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    cwd: '/', // a dir the server user can always enter (never root's cwd)
    env: { ...process.env, LC_ALL: 'C.UTF-8', LANG: 'C.UTF-8' },
    ...runner.spawnOptions,
    ...extra,
  });
}

function tail(file, lines = 30) {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

function describe(result) {
  if (result.error) return String(result.error);
  return `exit ${result.status}${result.signal ? ` (${result.signal})` : ''}\n${result.stdout ?? ''}${result.stderr ?? ''}`;
}

/**
 * Starts a throwaway PostgreSQL cluster on a free loopback port.
 * @param {{ log?: (line: string) => void }} [options]
 * @returns {Promise<{ url: string, port: number, dir: string, stop: () => Promise<void> } | null>}
 *   null when no PostgreSQL binaries are installed; throws when they are but the cluster
 *   cannot be created or started (with the server log's tail in the message).
 */
export async function startCluster(options = {}) {
  const log = options.log ?? (() => {});
  const bins = findPgBinaries();
  if (!bins) return null;
  const runner = makeRunner();

  let dir = mkdtempSync(path.join(os.tmpdir(), 'genesis-pg-'));
  if (runner.owner) {
    chownSync(dir, runner.owner.uid, runner.owner.gid);
    // TMPDIR may sit under a folder the server user cannot enter (e.g. /root/tmp).
    if (runSync(runner, 'test', ['-w', dir]).status !== 0 && os.tmpdir() !== '/tmp') {
      rmSync(dir, { recursive: true, force: true });
      dir = mkdtempSync('/tmp/genesis-pg-');
      chownSync(dir, runner.owner.uid, runner.owner.gid);
    }
  }
  const dataDir = path.join(dir, 'data');
  const logFile = path.join(dir, 'postgres.log');

  let started = false;
  let stopped = false;
  const stopSync = () => {
    if (stopped) return;
    stopped = true;
    process.removeListener('exit', onExit);
    for (const signal of SIGNALS) process.removeListener(signal, onSignal);
    if (started) {
      const result = runSync(runner, bins.pgCtl, ['stop', '-D', dataDir, '-m', 'fast', '-w', '-t', '60']);
      if (result.status !== 0) {
        // Last resort: immediate shutdown, so no server outlives the run.
        runSync(runner, bins.pgCtl, ['stop', '-D', dataDir, '-m', 'immediate', '-w', '-t', '30']);
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const onExit = () => stopSync();
  const onSignal = (signal) => {
    stopSync();
    // Re-raise once our handler is gone so the default action (exit) and code apply,
    // unless somebody else is listening and wants to decide.
    if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
  };
  process.on('exit', onExit);
  for (const signal of SIGNALS) process.on(signal, onSignal);

  try {
    log(`initdb (${bins.binDir}) in ${dir}`);
    const baseInit = ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8'];
    let init = runSync(runner, bins.initdb, [...baseInit, '--locale=C.UTF-8']);
    if (init.status !== 0) {
      rmSync(dataDir, { recursive: true, force: true });
      init = runSync(runner, bins.initdb, [...baseInit, '--locale=C']);
    }
    if (init.status !== 0) throw new Error(`initdb failed: ${describe(init)}`);

    let lastError = '';
    for (let attempt = 1; attempt <= 3; attempt++) {
      const port = await freePort();
      const serverOptions = [
        `-p ${port}`,
        `-k ${dir}`,
        '-c listen_addresses=127.0.0.1',
        '-c fsync=off',
        '-c synchronous_commit=off',
        '-c full_page_writes=off',
        '-c max_connections=200',
      ].join(' ');
      const start = runSync(runner, bins.pgCtl, [
        'start',
        '-D',
        dataDir,
        '-l',
        logFile,
        '-w',
        '-t',
        '60',
        '-o',
        serverOptions,
      ]);
      if (start.status === 0) {
        started = true;
        const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
        log(`PostgreSQL ready at ${url}`);
        return {
          url,
          port,
          dir,
          stop: async () => stopSync(),
        };
      }
      lastError = `${describe(start)}\n--- ${logFile} ---\n${tail(logFile)}`;
      // A port grabbed between our probe and the bind: make sure nothing is half-up, retry.
      runSync(runner, bins.pgCtl, ['stop', '-D', dataDir, '-m', 'immediate', '-w', '-t', '30']);
    }
    throw new Error(`pg_ctl start failed: ${lastError}`);
  } catch (error) {
    stopSync();
    throw error;
  }
}

async function main(argv) {
  const dashdash = argv.indexOf('--');
  const command = dashdash === -1 ? [] : argv.slice(dashdash + 1);
  if (argv.includes('--help') || argv.includes('-h')) {
    process.stdout.write(
      'usage: node scripts/pg-cluster.mjs [-- CMD ARGS...]\n' +
        '  no command: print the URL and keep the cluster up until SIGINT/SIGTERM\n' +
        '  with a command: run it with TEST_DATABASE_URL set, then stop the cluster\n',
    );
    return 0;
  }
  let cluster;
  try {
    cluster = await startCluster({ log: (line) => process.stderr.write(`[pg-cluster] ${line}\n`) });
  } catch (error) {
    process.stderr.write(`[pg-cluster] ${error instanceof Error ? error.message : error}\n`);
    return 1;
  }
  if (!cluster) {
    process.stderr.write('PostgreSQL pass skipped: no initdb/pg_ctl found\n');
    return command.length ? 0 : 2;
  }
  if (command.length === 0) {
    process.stdout.write(`${cluster.url}\n`);
    process.stderr.write(`[pg-cluster] data in ${cluster.dir}; Ctrl-C (SIGINT) or SIGTERM stops it\n`);
    // Keep the event loop alive until a signal arrives; the signal handler stops the cluster.
    setInterval(() => {}, 1 << 30);
    return await new Promise(() => {});
  }
  const child = spawn(command[0], command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: cluster.url },
  });
  const code = await new Promise((resolve) => {
    child.on('error', (error) => {
      process.stderr.write(`[pg-cluster] cannot run ${command[0]}: ${error.message}\n`);
      resolve(127);
    });
    child.on('exit', (status, signal) => resolve(status ?? (signal ? 128 : 1)));
  });
  await cluster.stop();
  return code;
}

const invokedDirectly =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (invokedDirectly) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error) => {
      process.stderr.write(`${error?.stack ?? error}\n`);
      process.exit(1);
    },
  );
}
