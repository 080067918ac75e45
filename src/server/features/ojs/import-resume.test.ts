/**
 * An OJS import interrupted in the middle of a file, and run again (docs/decisions/0097): the
 * shipped command (`npm run import:ojs`, dist/server/import-ojs.js) is killed with SIGKILL while
 * it writes (no clean-up can run: the bytes of the files it stored stay, its transaction is never
 * committed), then run again on the same data directory. Everything of the export must then be
 * there exactly once, and every stored file must be a recorded one: the killed run's bytes are
 * reused (written again under the same keys), not left as orphans beside new copies.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { articles, journals, ojsImportedRecords, storedFiles } from '../../db/schema';
import { builtArgs } from '../../test/built-server';

const REPO = path.resolve(import.meta.dirname, '../../../..');
const ARTICLES = 10;
const PAYLOAD = 1024 * 1024;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ojs-resume-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** An OJS 3.4 issue of ARTICLES articles, each with a PDF galley of PAYLOAD random bytes embedded. */
function writeExport(file: string): void {
  const parts = [
    `<?xml version="1.0"?>
<issue xmlns="http://pkp.sfu.ca" published="1" current="1" access_status="1" url_path="">
  <id type="internal" advice="ignore">7</id>
  <issue_identification><volume>3</volume><number>2</number><year>2024</year></issue_identification>
  <date_published>2024-06-01</date_published>
  <last_modified>2024-06-01</last_modified>
  <sections><section ref="ART" seq="0"><id type="internal" advice="ignore">1</id><abbrev locale="en">ART</abbrev><title locale="en">Articles</title></section></sections>
  <articles>
`,
  ];
  for (let i = 1; i <= ARTICLES; i += 1)
    parts.push(`<article locale="en" date_submitted="2024-01-01" status="3" submission_progress="" current_publication_id="${100 + i}" stage="production">
  <id type="internal" advice="ignore">${i}</id>
  <submission_file id="${200 + i}" created_at="2024-01-01" date_created="" file_id="${200 + i}" stage="proof" updated_at="2024-01-01" viewable="false" genre="Article Text" uploader="admin">
    <name locale="en">article-${i}.pdf</name>
    <file id="${200 + i}" filesize="${PAYLOAD}" extension="pdf"><embed encoding="base64">${randomBytes(PAYLOAD).toString('base64')}</embed></file>
  </submission_file>
  <publication version="1" status="3" primary_contact_id="${300 + i}" url_path="" seq="0" access_status="0" date_published="2024-06-01" section_ref="ART">
    <id type="internal" advice="ignore">${100 + i}</id>
    <id type="doi" advice="update">10.5555/resume.${i}</id>
    <title locale="en">Resumed article ${i}</title>
    <authors><author include_in_browse="true" user_group_ref="Author" seq="0" id="${300 + i}"><givenname locale="en">Ada</givenname><familyname locale="en">Lovelace</familyname><email>ada@example.org</email></author></authors>
    <article_galley locale="en" url_path="" approved="false"><id type="internal" advice="ignore">${400 + i}</id><name locale="en">PDF</name><seq>0</seq><submission_file_ref id="${200 + i}"/></article_galley>
  </publication>
</article>
`);
  parts.push('  </articles>\n</issue>\n');
  fs.writeFileSync(file, parts.join(''));
}

const env = { ...process.env, DATA_DIR: path.join(dir, 'data'), DATABASE_URL: '', S3_BUCKET: '' };
const args = (file: string) => builtArgs('import-ojs', file, '--journal', 'JLS');
/** The stored files' keys in the data directory's storage (DATA_DIR/files/{ab}/{key}). */
const storedKeys = (): string[] =>
  fs.existsSync(path.join(dir, 'data', 'files'))
    ? fs
        .readdirSync(path.join(dir, 'data', 'files'), { recursive: true })
        .map(String)
        .filter((n) => /(^|\/)[A-Za-z0-9_-]{22}$/.test(n))
        .map((n) => path.basename(n))
    : [];

describe('an OJS import killed in the middle of a file', () => {
  it('imports everything exactly once when run again, the killed run’s stored bytes reused', async () => {
    const file = path.join(dir, 'export.xml');
    writeExport(file);

    // 1. Killed once a third of the file is read: past some articles, before the commit.
    const child = spawn(process.execPath, args(file), { cwd: REPO, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let killedAt: string | null = null;
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      for (const m of chunk.toString().matchAll(/: (\d+)% \(.*\), \d+ records written/g))
        if (killedAt === null && Number(m[1]) >= 30) {
          killedAt = m[0];
          child.kill('SIGKILL');
        }
    });
    let err = '';
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    const exit = await new Promise<{ code: number | null; signal: string | null }>((resolve) =>
      child.on('exit', (code, signal) => resolve({ code, signal })),
    );
    expect(err).toBe('');
    expect(exit.signal, `the run ended before it was killed: ${out}`).toBe('SIGKILL');
    expect(Number(/(\d+)%/.exec(killedAt!)![1])).toBeLessThan(100);
    // The killed run had stored files it never recorded.
    const leftByKill = storedKeys();
    expect(leftByKill.length).toBeGreaterThan(0);

    // 2. Run again to the end.
    const again = spawnSync(process.execPath, args(file), { cwd: REPO, env, encoding: 'utf8', timeout: 120_000 });
    expect(again.stderr).toBe('');
    expect(again.status).toBe(0);
    expect(again.stdout).toContain(`articles: ${ARTICLES} in the file, ${ARTICLES} created, 0 already there`);

    // 3. Everything once; every stored file recorded; the killed run's bytes among them.
    const database = await openDatabase({ dataDir: path.join(dir, 'data') });
    try {
      const db = database.db;
      const [journal] = await db.select({ id: journals.id }).from(journals).where(eq(journals.abbreviation, 'JLS'));
      const rows = await db.select({ doi: articles.doi }).from(articles).where(eq(articles.journalId, journal.id));
      expect(rows.map((r) => r.doi).sort()).toEqual(
        Array.from({ length: ARTICLES }, (_, i) => `10.5555/resume.${i + 1}`).sort(),
      );
      const [{ n }] = await db
        .select({ n: count() })
        .from(ojsImportedRecords)
        .where(eq(ojsImportedRecords.kind, 'submission_file'));
      expect(n).toBe(ARTICLES);
      const recorded = (await db.select({ key: storedFiles.key, size: storedFiles.byteSize }).from(storedFiles)).filter(
        (f) => f.size === PAYLOAD,
      );
      expect(recorded).toHaveLength(ARTICLES);
      const onDisk = storedKeys();
      expect(onDisk.sort()).toEqual(recorded.map((r) => r.key).sort());
      for (const key of leftByKill) expect(onDisk).toContain(key);
    } finally {
      await database.close();
    }
  }, 240_000);
});
