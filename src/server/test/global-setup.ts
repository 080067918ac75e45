/**
 * Vitest global setup: migrates one template database per run, which every test file then
 * clones (a fresh PGlite takes seconds to create and migrate; a clone a fraction of that).
 * PGlite pass: the migrated data directory is dumped to a tarball. PostgreSQL pass
 * (TEST_DATABASE_URL set): a migrated template database that test files copy with
 * CREATE DATABASE … TEMPLATE.
 *
 * First it brings the server bundle up to date (built-server.ts), which the tests that start the
 * server or a command as a process run.
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

declare module 'vitest' {
  export interface ProvidedContext {
    testDb: { kind: 'pglite'; dumpPath: string } | { kind: 'postgres'; adminUrl: string; template: string };
  }
}

export default async function setup(project: TestProject) {
  ensureServerBundle();
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    // One template per project (the `server` and `server-isolated` projects each run this setup).
    const template = `genesis_template_${process.pid}_${project.name.replace(/\W/g, '_')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${template}`);
    await admin.query(`CREATE DATABASE ${template}`);
    const url = new URL(adminUrl);
    url.pathname = `/${template}`;
    const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 1 });
    await database.close();
    project.provide('testDb', { kind: 'postgres', adminUrl, template });
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await admin.end();
    };
  }

  const pglite = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const database = await openDatabase({ pglite });
  const dump = await pglite.dumpDataDir('none');
  await database.close();
  const dumpPath = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'genesis-template-')), 'template.tar');
  fs.writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  project.provide('testDb', { kind: 'pglite', dumpPath });
  return () => fs.rmSync(path.dirname(dumpPath), { recursive: true, force: true });
}
