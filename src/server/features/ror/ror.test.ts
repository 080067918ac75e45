/**
 * ROR organisations (docs/decisions/0090-ror-and-languages.md) on a real excerpt of the
 * registry (demo/ror/ror-records-excerpt.json, 343 records of ROR's schema v2 from
 * ror-community/ror-records): the loader (counts, an idempotent second run, malformed records
 * reported and skipped), the search API, and the matcher (exact name, alias, label, acronym,
 * case and accents folded; ambiguous or unknown text matches nothing).
 */
import fs from 'node:fs';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runRorCommand } from '../../cli/ror-command';
import { rorOrganizations } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { matchRor } from './search';

const EXCERPT = path.resolve(import.meta.dirname, '../../../../demo/ror/ror-records-excerpt.json');
const EXCERPT_RECORDS = (JSON.parse(fs.readFileSync(EXCERPT, 'utf8')) as unknown[]).length;

let t: TestApp;
const lines: { out: string[]; err: string[] } = { out: [], err: [] };
const io = { out: (l: string) => void lines.out.push(l), err: (l: string) => void lines.err.push(l) };
const rows = async () => (await t.app.db.select({ n: count() }).from(rorOrganizations))[0].n;
const search = (query: string) => t.app.inject({ method: 'GET', url: `/api/ror/search?${query}` });

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('npm run ror -- load', () => {
  it('loads every record of the excerpt and prints the counts', async () => {
    expect(EXCERPT_RECORDS).toBe(343);
    expect(await runRorCommand(t.app.db, ['load', EXCERPT], io)).toBe(0);
    expect(lines.out.at(-1)).toMatch(/^ROR: 343 records read, 343 loaded, 0 rejected, in \d+\.\d s$/);
    expect(await rows()).toBe(343);
  });

  it('is idempotent: a second run updates the same rows', async () => {
    expect(await runRorCommand(t.app.db, ['load', EXCERPT], io)).toBe(0);
    expect(await rows()).toBe(343);
  });

  it('reports malformed records and loads the rest', async () => {
    const good = {
      id: 'https://ror.org/05f0yaq80',
      names: [
        { value: 'Stockholm University', types: ['ror_display', 'label'], lang: 'en' },
        { value: 'Stockholms universitet', types: ['label'], lang: 'sv' },
        { value: 'SU', types: ['acronym'], lang: null },
      ],
      status: 'active',
      types: ['education'],
      locations: [{ geonames_id: 2673730, geonames_details: { country_code: 'SE', name: 'Stockholm' } }],
    };
    const file = path.join(t.dataDir, 'mixed.json');
    fs.writeFileSync(
      file,
      JSON.stringify([
        { id: 'not-a-ror-id', names: [], status: 'active' },
        42,
        good,
        { id: 'https://ror.org/00f54p054', name: 'Stanford University (a v1 record)', status: 'active' },
      ]),
    );
    lines.err.length = 0;
    expect(await runRorCommand(t.app.db, ['load', file], io)).toBe(0);
    expect(lines.out.at(-1)).toMatch(/^ROR: 4 records read, 1 loaded, 3 rejected/);
    expect(lines.err).toEqual([
      'record 0 rejected: no valid ROR id ("not-a-ror-id")',
      'record 1 rejected: not a JSON object',
      'record 3 rejected: https://ror.org/00f54p054: no names (is this a v1 record?)',
    ]);
    expect(await rows()).toBe(344);
  });

  it('fails with status 1 on a file that is not a JSON array to its end, or no file', async () => {
    const file = path.join(t.dataDir, 'cut.json');
    fs.writeFileSync(file, fs.readFileSync(EXCERPT, 'utf8').slice(0, 5000));
    lines.err.length = 0;
    expect(await runRorCommand(t.app.db, ['load', file], io)).toBe(1);
    expect(lines.err.at(-1)).toMatch(/^ROR load failed: /);
    expect(await runRorCommand(t.app.db, ['load', path.join(t.dataDir, 'none.json')], io)).toBe(1);
    expect(await runRorCommand(t.app.db, ['drop'], io)).toBe(1);
  });
});

describe('GET /api/ror/search', () => {
  it('finds by name, label in another language, alias and acronym, case and accents ignored', async () => {
    const first = async (q: string) => {
      const res = await search(`q=${encodeURIComponent(q)}`);
      expect(res.statusCode, q).toBe(200);
      return (res.json() as { id: string }[])[0]?.id;
    };
    expect(await first('Universidade de São Paulo')).toBe('https://ror.org/036rp1748');
    expect(await first('universidade de sao paulo')).toBe('https://ror.org/036rp1748');
    expect(await first('USP')).toBe('https://ror.org/036rp1748');
    expect(await first('Université de Buenos Aires')).toBe('https://ror.org/0081fs513');
    expect(await first('universite de buenos')).toBe('https://ror.org/0081fs513');
    expect(await first('京都大学')).toBe('https://ror.org/02kpeqv85');
    expect(await first('Cambridge')).toBe('https://ror.org/013meh722');
  });

  it('answers the id as a URL, the display name, the country and the other names', async () => {
    const res = await search('q=yale');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const yale = (res.json() as unknown[])[0];
    expect(yale).toEqual({
      id: 'https://ror.org/03v76x132',
      name: 'Yale University',
      country: 'US',
      aliases: expect.arrayContaining(['Yale College', 'Universidad Yale']),
    });
  });

  it('lists each organisation an acronym names, the exact one first, up to limit', async () => {
    const res = await search('q=MIT&limit=50');
    const ids = (res.json() as { id: string }[]).map((r) => r.id);
    expect(ids.slice(0, 3).sort()).toEqual([
      'https://ror.org/0132xxe06',
      'https://ror.org/042nb2s44',
      'https://ror.org/058hj4z31',
    ]);
    expect((await search('q=university&limit=2')).json()).toHaveLength(2);
    expect((await search('q=zzqqxx')).json()).toEqual([]);
  });

  it('answers 400 for an empty or too long text and a bad limit', async () => {
    for (const query of [
      'q=',
      'q=%20%20',
      '',
      `q=${'a'.repeat(201)}`,
      'q=yale&limit=0',
      'q=yale&limit=51',
      'q=yale&limit=x',
    ]) {
      expect((await search(query)).statusCode, query).toBe(400);
    }
    expect((await search('q=')).json().errors).toEqual([{ path: 'q', message: 'Type part of an organisation’s name' }]);
    // LIKE's wildcards are text like any other.
    expect((await search('q=%25')).json()).toEqual([]);
  });
});

describe('matchRor', () => {
  const match = async (typed: string) => (await matchRor(t.app.db, typed))?.id ?? null;

  it('matches an exact display name, alias, label or unique acronym, folded', async () => {
    expect(await match('Yale University')).toBe('https://ror.org/03v76x132');
    expect(await match('  yale   UNIVERSITY ')).toBe('https://ror.org/03v76x132');
    expect(await match('Universidade de Sao Paulo')).toBe('https://ror.org/036rp1748');
    expect(await match('University of São Paulo')).toBe('https://ror.org/036rp1748');
    expect(await match('Prifysgol Caergrawnt')).toBe('https://ror.org/013meh722');
    expect(await match('CNRS')).toBe('https://ror.org/02feahw73');
    expect(await match('Stockholms universitet')).toBe('https://ror.org/05f0yaq80');
    expect(await matchRor(t.app.db, 'Max Planck Society')).toEqual({
      id: 'https://ror.org/01hhn8329',
      name: 'Max Planck Society',
      country: 'DE',
    });
  });

  it('matches nothing when the text names several organisations, none, or only a withdrawn one', async () => {
    expect(await match('MIT')).toBeNull();
    expect(await match('Yale')).toBeNull();
    expect(await match('Department of Physics, Yale University')).toBeNull();
    expect(await match('')).toBeNull();
    expect(await match('Evolving Nano-Process Infrastructure Development Center')).toBeNull();
  });
});
