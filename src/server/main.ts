/**
 * `npm start`, run as the bundle dist/server/main.js (which `npm start`'s prestart builds when
 * missing or stale; docs/decisions/0062-bundle-built-server.md): builds the client when no
 * build exists, opens (and migrates) the database, seeds the house journals, imports the demo
 * articles on first start with an empty catalogue (skip with `--no-demo` or DEMO=0), makes the
 * first admin from ADMIN_EMAIL and ADMIN_PASSWORD when no admin exists, and serves on
 * HOST:PORT. SIGTERM/SIGINT drain within SHUTDOWN_GRACE_MS (decision 0014): the listener closes,
 * requests in flight finish, later ones on open connections answer 503 (plugins/shutdown.ts),
 * then the mail loop stops and the database closes; past the grace the process exits with
 * code 1 anyway.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import closeWithGrace from 'close-with-grace';
import { count } from 'drizzle-orm';
import { buildApp } from './app';
import { prepareCitationStyles } from './features/articles';
import { ConfigError, loadConfig } from './config';
import { REPO_ROOT } from './paths';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/lock';
import { DatabaseNewerError } from './db/migrate';
import { articles, rorOrganizations } from './db/schema';
import { ensureAdmin } from './features/accounts';
import { seedHouseJournals } from './features/journals';
import { importArticles } from './features/scholarly';
import { loadRorDump } from './features/ror';

export const DEMO_DIR = path.join(REPO_ROOT, 'demo');
/** The demo's ROR excerpt (demo/ror/README.md). */
const DEMO_ROR = path.join(DEMO_DIR, 'ror/ror-records-excerpt.json');

/** Longest a shutdown may take before the process exits regardless, in ms. */
export const SHUTDOWN_GRACE_MS = 10_000;

function ensureClientBuilt(clientDir: string): void {
  // A client directory without its server render entry (a hand-made one) serves heads only.
  if (fs.existsSync(path.join(clientDir, 'index.html'))) return;
  process.stdout.write('No client build found: building the client once…\n');
  const args = [path.join(REPO_ROOT, 'scripts/build.mjs'), '--only=client', '--outDir', clientDir];
  const result = spawnSync(process.execPath, args, {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('The client build failed; see the output above.');
}

async function main(): Promise<void> {
  const config = loadConfig();
  const demo = config.demo && !process.argv.includes('--no-demo');
  ensureClientBuilt(config.clientDir);
  fs.mkdirSync(config.dataDir, { recursive: true });

  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    statementTimeoutMs: config.dbStatementTimeoutMs,
  });
  const app = await buildApp({ config, database });
  try {
    const seeded = await seedHouseJournals(database.db);
    if (seeded) app.log.info({ seeded }, 'house journals seeded');
    const admin = await ensureAdmin(database.db, config);
    if (admin !== 'skipped')
      app.log.info({ email: config.adminEmail }, `admin account ${admin} from ADMIN_EMAIL/ADMIN_PASSWORD`);
    const [{ n }] = await database.db.select({ n: count() }).from(articles);
    if (demo && n === 0 && fs.existsSync(DEMO_DIR)) {
      const report = await importArticles({ db: database.db, files: app.files }, [DEMO_DIR]);
      app.log.info(
        {
          imported: report.imported,
          updated: report.updated,
          skipped: report.skipped.length,
          files: report.assetsStored,
          filesNotFound: report.unresolvedAssets.length,
        },
        'demo articles imported',
      );
    }
    // The demo's ROR organisations (a real excerpt of the registry, decision 0090) when none are loaded.
    const [{ orgs }] = await database.db.select({ orgs: count() }).from(rorOrganizations);
    if (demo && orgs === 0 && fs.existsSync(DEMO_ROR)) {
      const report = await loadRorDump(database.db, DEMO_ROR);
      app.log.info(
        { loaded: report.loaded, rejected: report.rejectedCount, ms: report.ms },
        'demo ROR organisations loaded',
      );
    }
  } catch (err) {
    await app.close();
    throw err;
  }

  closeWithGrace({ delay: SHUTDOWN_GRACE_MS }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an uncaught error');
    else app.log.info({ signal, graceMs: SHUTDOWN_GRACE_MS }, 'shutting down');
    await app.close();
    app.log.info('shut down: requests finished, mail loop stopped, database closed');
  });

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Genesis is serving ${config.publicUrl} (database: ${database.kind}, files: ${app.storage.location})`);
  // The citation styles' processors, built now rather than in the first article page's request.
  setImmediate(() => app.log.info(`citation styles prepared in ${Math.round(prepareCitationStyles())} ms`));
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError || err instanceof DatabaseNewerError) {
    process.stderr.write(`${err.message}\n`);
  } else {
    process.stderr.write(`Genesis failed to start: ${(err as Error).stack ?? String(err)}\n`);
  }
  process.exit(1);
});
