/**
 * Feeds checked with Debian's python3-feedparser, no parse error and items complete
 * (docs/decisions/0026-sitemaps-feeds-signposting.md): the app listens on loopback, and Universal
 * Feed Parser, which no one here wrote, fetches each feed over HTTP (feedparser-read.py). Every
 * feed must parse without error (`bozo` false) in its own format, and every entry must have its id,
 * title, authors, summary, article link, DOI link, publication and update times and categories.
 *
 * Without python3-feedparser the test is skipped locally, but fails under CI=true (the CI
 * image installs it: .ci/run).
 */
import { execFile, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { createArticle, createJournal } from '../../test/factories';

const SCRIPT = path.join(import.meta.dirname, 'feedparser-read.py');
const ORIGIN = 'https://journals.example.org';

/** A Python with feedparser: FEEDPARSER_PYTHON, Debian's own, or the first on PATH. */
function findPython(): string | null {
  for (const candidate of [process.env.FEEDPARSER_PYTHON, '/usr/bin/python3', 'python3']) {
    if (!candidate) continue;
    const probe = spawnSync(candidate, ['-c', 'import feedparser'], { stdio: 'ignore' });
    if (probe.status === 0) return candidate;
  }
  return null;
}

const python = findPython();
const required = process.env.CI === 'true';

interface ParsedEntry {
  id: string | null;
  title: string | null;
  authors: (string | null)[];
  summary: string | null;
  link: string | null;
  links: { rel: string; href: string }[];
  published: string | null;
  updated: string | null;
  tags: (string | null)[];
}
interface Parsed {
  bozo: boolean;
  bozoException: string;
  status: number;
  version: string;
  title: string | null;
  entries: ParsedEntry[];
}

/** Runs feedparser-read.py on `url`, asynchronously: the server answering it runs in this process. */
async function feedparser(url: string): Promise<Parsed> {
  const { stdout } = await promisify(execFile)(python!, [SCRIPT, url], { encoding: 'utf8', timeout: 60_000 });
  return JSON.parse(stdout) as Parsed;
}

describe.skipIf(!python && !required)("feeds read by Debian's python3-feedparser", () => {
  let t: TestApp;
  let base: string;
  const expected = new Map<string, { title: string; doi: string | null }>();

  beforeAll(async () => {
    t = await createTestApp();
    const journal = await createJournal(t.app.db, { title: 'Journal of Open Source Education', abbreviation: 'JOSE' });
    // Text that breaks hand-written XML: markup characters, entities, a control character, non-Latin letters.
    const samples = [
      { title: 'Growth & decay of <b>bold</b> "claims"', abstract: 'Uses a < b && c > d;\u000b see ©.' },
      { title: 'Ωmega: Ünïcode ümlauts and 中文', abstract: 'Résumé of the work.' },
      { title: 'An article without an abstract', abstract: null },
      { title: 'A group-authored article', abstract: 'By a consortium.', contributors: [], authors: 'The Consortium' },
    ];
    for (const [i, sample] of samples.entries()) {
      const row = await createArticle(t.app.db, journal.id, {
        ...sample,
        publishedDate: `2022-0${i + 1}-15`,
        keywords: ['open source', 'education'],
        ...(sample.contributors ? { contributors: sample.contributors } : {}),
      });
      expected.set(`${ORIGIN}/articles/${row.id}`, { title: sample.title, doi: row.doi });
    }
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    base = address;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is installed (CI=true requires it)', () => {
    expect(python, 'python3-feedparser is missing: apt-get install python3-feedparser').not.toBeNull();
  });

  for (const [url, version] of [
    ['/feeds/rss.xml', 'rss20'],
    ['/feeds/atom.xml', 'atom10'],
    ['/journals/jose/rss.xml', 'rss20'],
    ['/journals/JOSE/atom.xml', 'atom10'],
  ] as const) {
    it(`${url}: parses as ${version} without error, every entry complete`, async () => {
      const parsed = await feedparser(`${base}${url}`);
      expect(parsed.bozoException).toBe('');
      expect(parsed.bozo).toBe(false);
      expect(parsed.status).toBe(200);
      expect(parsed.version).toBe(version);
      expect(parsed.title).toMatch(/latest articles/);
      expect(parsed.entries).toHaveLength(expected.size);
      for (const entry of parsed.entries) {
        const want = expected.get(entry.link ?? '');
        expect(want, `entry link ${entry.link}`).toBeDefined();
        expect(entry.id).toBe(entry.link);
        expect(entry.title).toBe(want!.title);
        expect(entry.authors.length, entry.title!).toBeGreaterThan(0);
        for (const name of entry.authors) expect(name).toMatch(/\S/);
        expect(entry.summary, entry.title!).toMatch(/\S/);
        expect(entry.links).toContainEqual({ rel: 'related', href: `https://doi.org/${want!.doi}` });
        expect(entry.published).toMatch(/^2022-0\d-15T00:00:00Z$/);
        expect(entry.updated).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
        expect(entry.tags).toEqual(expect.arrayContaining(['open source', 'education']));
      }
      // Newest first.
      const published = parsed.entries.map((e) => e.published!);
      expect(published).toEqual([...published].sort().reverse());
    });
  }
});
