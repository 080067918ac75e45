/**
 * Vitest global setup: migrates one template database per run, which every test file then
 * clones (a fresh PGlite takes seconds to create and migrate; a clone a fraction of that).
 * PGlite pass: the migrated data directory is dumped to a tarball. PostgreSQL pass
 * (TEST_DATABASE_URL set): a migrated template database that test files copy with
 * CREATE DATABASE … TEMPLATE.
 *
 * First it brings the server bundle up to date (built-server.ts), which the tests that start the
 * server or a command as a process run.
 *
 * Both server projects (`server` and `server-isolated`, vitest.config.ts) name this file, and
 * vitest runs a project's global setup once per project: the first project of a run makes the
 * template (and checks the bundle), the second is given the same one, and the last project's
 * teardown removes it (decision 0113: one migration and one bundle check per run instead of two).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { PGLITE_EXTENSIONS } from '../db/pglite-extensions';
import { ensureServerBundle } from './built-server';

type TestDb = { kind: 'pglite'; dumpPath: string } | { kind: 'postgres'; adminUrl: string; template: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDb: TestDb;
  }
}

/** The run's template and how many projects still use it. */
interface SharedTemplate {
  testDb: TestDb;
  users: number;
  remove(): Promise<void>;
}

/**
 * Where the run's template is kept between the projects' setups: on the process, since vitest
 * may load this module once per project (each project has its own module runner).
 */
const SHARED = Symbol.for('genesis.test-template');
type Holder = { [SHARED]?: Promise<SharedTemplate> };

/** Checks the bundle and migrates the template (PostgreSQL when TEST_DATABASE_URL is set, else PGlite). */
async function makeTemplate(): Promise<SharedTemplate> {
  ensureServerBundle();
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const template = `genesis_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${template}`);
    await admin.query(`CREATE DATABASE ${template}`);
    const url = new URL(adminUrl);
    url.pathname = `/${template}`;
    const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 1 });
    await database.close();
    return {
      testDb: { kind: 'postgres', adminUrl, template },
      users: 0,
      async remove() {
        await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
        await admin.end();
      },
    };
  }

  const pglite = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const database = await openDatabase({ pglite });
  const dump = await pglite.dumpDataDir('none');
  await database.close();
  const dumpPath = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'genesis-template-')), 'template.tar');
  fs.writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  return {
    testDb: { kind: 'pglite', dumpPath },
    users: 0,
    async remove() {
      fs.rmSync(path.dirname(dumpPath), { recursive: true, force: true });
    },
  };
}

export default async function setup(project: TestProject) {
  const holder = globalThis as Holder;
  holder[SHARED] ??= makeTemplate();
  const shared = await holder[SHARED];
  shared.users += 1;
  project.provide('testDb', shared.testDb);
  return async () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    if (holder[SHARED] !== undefined) delete holder[SHARED];
    await shared.remove();
  };
}
