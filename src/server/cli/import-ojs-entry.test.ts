/**
 * The `import:ojs` entry (src/server/cli/import-ojs.ts) run end to end as its own process, as
 * `npm run import:ojs` runs it (the bundle dist/server/import-ojs.js, test/built-server.ts), on a fresh
 * install of its own (DATA_DIR, PGlite): bad usage exits 2 before the database is opened; an OJS users export
 * (OJS's 3.5 sample, decision 0096) with `--notify` makes the accounts and queues their
 * set-password mails (exit 0); a second run changes nothing.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { builtArgs } from '../test/built-server';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const SAMPLE_35 = path.resolve(
  ROOT,
  '../shared/data/ojs/exports-pkp-ojs/stable-3_5_0/plugins/importexport/users/sample.xml',
);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'import-ojs-entry-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** Runs the entry with `args`; resolves with its exit code and output. */
function entry(args: string[]): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve, reject) => {
    // The bundle that `npm run import:ojs` runs (decision 0113: it ran the sources under tsx,
    // which compiled them at each of the three starts).
    const child = spawn(process.execPath, builtArgs('import-ojs', ...args), {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        DATA_DIR: dataDir,
        PUBLIC_URL: 'https://journals.example.org',
        LOG_LEVEL: 'silent',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out, err }));
  });
}

describe('npm run import:ojs, as a process', () => {
  it('exits 2 with the reason and the usage on bad arguments, before opening the database', async () => {
    const r = await entry(['--notify', 'x.xml', '--journal', 'JLS']);
    expect(r.code).toBe(2);
    expect(r.err).toContain('--notify goes with --users. Nothing was imported.');
    expect(r.err).toContain('npm run import:ojs -- --users <users.xml> --journal ABBREVIATION [--notify]');
    expect(fs.readdirSync(dataDir)).toEqual([]);
  }, 60_000);

  it('imports an OJS users export with --notify, then a second run changes nothing', async () => {
    const first = await entry(['--users', SAMPLE_35, '--journal', 'JLS', '--notify']);
    expect(first.err).toBe('');
    expect(first.code).toBe(0);
    expect(first.out).toContain(
      'OJS 3.5 users, into JLS: 3 in the file, 3 created, 0 linked to existing accounts, 0 already imported, 0 not linked, 0 skipped; 3 set-password mails queued',
    );
    expect(first.out).toContain('  editor <john@editor.com>: created as editor (editor_in_chief of JLS)');
    const second = await entry(['--users', SAMPLE_35, '--journal', 'JLS', '--notify']);
    expect(second.code).toBe(0);
    expect(second.out).toContain('3 in the file, 0 created, 0 linked to existing accounts, 3 already imported');
    expect(second.out).toContain('0 set-password mails queued');
  }, 240_000);
});
