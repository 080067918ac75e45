/**
 * The gate's hand-kept file lists stay true to the tree (decision 0050): a list entry whose file
 * was renamed or deleted fails here instead of silently changing what the gate runs.
 *
 * - scripts/database-test-files.mjs PGLITE_ONLY: each entry is an existing `server` project test
 *   file that reaches the database under test (otherwise it would not be in the PostgreSQL pass
 *   and the entry would mean nothing), with a reason.
 * - POSTGRES_WHEN_PRESENT: each entry is a database test file of the PostgreSQL pass, not also
 *   PGLITE_ONLY (it would then run nowhere when the PostgreSQL pass runs), with a reason.
 * - scripts/vitest-sequencer.mts SLOW_FILES: each entry is an existing test file (a stale entry
 *   only changes the order, but the table is the record of the measured slow files).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  PGLITE_ONLY,
  POSTGRES_WHEN_PRESENT,
  postgresPassFiles,
  serverTestFiles,
} from '../scripts/database-test-files.mjs';
import { SLOW_FILES } from '../scripts/vitest-sequencer.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');

describe('PGLITE_ONLY (database files run on PGlite only)', () => {
  const entries = Object.entries(PGLITE_ONLY);
  const { postgres, pgliteOnly } = postgresPassFiles(ROOT);

  it('names existing server test files that reach the database, each with a reason', () => {
    expect(entries.length).toBeGreaterThan(0);
    const serverFiles = serverTestFiles(ROOT);
    for (const [file, reason] of entries) {
      expect(serverFiles, file).toContain(file);
      expect(pgliteOnly, `${file} does not reach the database under test`).toContain(file);
      expect(reason.length, file).toBeGreaterThan(40);
    }
  });

  it('keeps them out of the PostgreSQL pass, and only them', () => {
    for (const file of Object.keys(PGLITE_ONLY)) expect(postgres).not.toContain(file);
    expect(postgres.length).toBeGreaterThan(50);
  });
});

describe('POSTGRES_WHEN_PRESENT (database files run once, on PostgreSQL when the gate has it)', () => {
  it('names existing database test files of the PostgreSQL pass, none of them PGLITE_ONLY, each with a reason', () => {
    const { postgres } = postgresPassFiles(ROOT);
    const entries = Object.entries(POSTGRES_WHEN_PRESENT);
    expect(entries.length).toBeGreaterThan(0);
    for (const [file, reason] of entries) {
      expect(postgres, `${file} is not in the PostgreSQL pass`).toContain(file);
      expect(Object.keys(PGLITE_ONLY)).not.toContain(file);
      expect(reason.length, file).toBeGreaterThan(40);
    }
  });
});

describe('SLOW_FILES (the sequencer order)', () => {
  it('names existing test files', () => {
    for (const file of Object.keys(SLOW_FILES)) expect(fs.existsSync(path.join(ROOT, file)), file).toBe(true);
  });
});
