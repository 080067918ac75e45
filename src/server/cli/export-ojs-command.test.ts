/**
 * `npm run export:ojs` (docs/decisions/0092-ojs-export.md): bad usage refused before anything
 * is written (exit 2), an unknown journal or another journal's issue refused (exit 2, no file),
 * and a journal written to FILE in the chosen format, FILE.partial gone.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { createArticle, createJournal } from '../test/factories';
import { parseExportOjsArgs, runExportOjsCommand } from './export-ojs-command';

let t: TestApp;
let dir: string;
let journal: { id: number; abbreviation: string };
let issueId: number;
let otherIssueId: number;
beforeAll(async () => {
  t = await createTestApp();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'export-ojs-cli-'));
  journal = await createJournal(t.app.db);
  issueId = (await createArticle(t.app.db, journal.id, { volume: '2', issue: '1' })).issueId!;
  await createArticle(t.app.db, journal.id, { volume: '2', issue: '2' });
  const other = await createJournal(t.app.db);
  otherIssueId = (await createArticle(t.app.db, other.id, { volume: '1', issue: '1' })).issueId!;
});
afterAll(async () => {
  await t?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

async function run(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runExportOjsCommand({ db: t.app.db, storage: t.app.storage }, argv, {
    out: (l) => out.push(l),
    err: (l) => err.push(l),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('npm run export:ojs', () => {
  it('refuses bad usage: no journal, no --out, an unknown format or option, a bad issue id, --issue with --outside-issues', () => {
    const out = path.join(dir, 'x.xml');
    for (const argv of [
      ['--out', out],
      ['--journal', 'JLS'],
      ['--journal', 'JLS', '--out', out, '--format', '3.3'],
      ['--journal', 'JLS', '--out', out, '--bogus'],
      ['--journal', 'JLS', '--out', out, '--issue', 'two'],
      ['--journal', 'JLS', '--out', out, '--issue', '3', '--outside-issues'],
      ['--journal', '--out', out],
    ])
      expect(parseExportOjsArgs(argv).ok, argv.join(' ')).toBe(false);
    expect(parseExportOjsArgs(['--', '--journal=JLS', '--out', out, '--issue', '4', '--issue=5'])).toEqual({
      ok: true,
      journal: 'JLS',
      issueIds: [4, 5],
      outsideIssues: false,
      format: '3.5',
      out,
    });
  });

  it('refuses an unknown journal and an issue of another journal, writing no file', async () => {
    const out = path.join(dir, 'refused.xml');
    const unknown = await run('--journal', 'NO-SUCH-JOURNAL', '--out', out);
    expect(unknown.code).toBe(2);
    expect(unknown.err).toMatch(/No journal with the abbreviation NO-SUCH-JOURNAL/);
    const other = await run('--journal', journal.abbreviation, '--issue', String(otherIssueId), '--out', out);
    expect(other.code).toBe(2);
    expect(other.err).toMatch(/Issue not found/);
    expect(fs.existsSync(out)).toBe(false);
    expect(fs.existsSync(`${out}.partial`)).toBe(false);
  });

  it('writes the whole journal, or one issue, in the chosen format', async () => {
    const whole = path.join(dir, 'whole.xml');
    const r = await run('--journal', journal.abbreviation.toLowerCase(), '--format', '3.4', '--out', whole);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/OJS 3\.4 Native XML, <issues>\): 2 issues, 2 articles, 2 authors/);
    expect(fs.readFileSync(whole, 'utf8').match(/<issue /g)).toHaveLength(2);
    expect(fs.existsSync(`${whole}.partial`)).toBe(false);
    const one = path.join(dir, 'one.xml');
    expect((await run('--journal', journal.abbreviation, '--issue', String(issueId), '--out', one)).code).toBe(0);
    expect(fs.readFileSync(one, 'utf8').match(/<issue /g)).toHaveLength(1);
  });
});
