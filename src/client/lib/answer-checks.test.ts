// @vitest-environment jsdom
/**
 * The public pages' answer checks (docs/decisions/0064-endpoint-table.md, "Public pages"): the
 * generated JSON Schemas are those of the endpoint table's entries, the checker accepts what the
 * entry's zod schema accepts and refuses what it refuses, and a public read throws
 * `INVALID_RESPONSE` for an answer that breaks the contract instead of handing it to the page.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { answerCheckModules, GENERATED_DIR } from '../../../scripts/answer-checks';
import type { Journal } from '../../shared/api/catalogue';
import * as catalogue from '../../shared/api/endpoints/catalogue';
import { getJournal } from '../features/journals/api/get-journal';
import { getJournals } from '../features/journals/api/get-journals';
import { mockApi, ok, on, unchecked } from '../test/msw';
import { getJournalAnswer } from './answer-checks/get-journal';
import { ApiError } from './api-client';

const journal: Journal = {
  id: 1,
  title: 'Journal of Tests',
  abbreviation: 'JT',
  slug: 'jt',
  description: 'About tests',
  category: 'Science',
  coverImage: null,
  issn: '1234-5678',
  publisher: null,
  currentVolume: 3,
  currentIssue: 2,
  articleCount: 10,
  acceptsSubmissions: true,
};

describe('answer checks of the public pages (decision 0064)', () => {
  it('are generated from the endpoint table as it is (npx tsx scripts/answer-checks.ts)', async () => {
    const modules = await answerCheckModules();
    expect(readdirSync(GENERATED_DIR).sort()).toEqual([...modules.keys()].sort());
    for (const [file, text] of modules) expect(readFileSync(path.join(GENERATED_DIR, file), 'utf8'), file).toBe(text);
  }, 60_000);

  it("accept what the entry's schema accepts and refuse what it refuses", () => {
    const detail = catalogue.getJournal.responses[200];
    const values: unknown[] = [
      journal,
      { ...journal, articleTypes: ['Research'], apc: { amount: 100, currency: 'EUR' } },
      { ...journal, apc: null },
      { ...journal, extra: 'ignored' },
      { ...journal, id: 1.5 },
      { ...journal, id: 2 ** 53 },
      { ...journal, id: '1' },
      { ...journal, coverImage: undefined },
      { ...journal, title: null },
      { ...journal, apc: { amount: 'a lot', currency: 'EUR' } },
      { ...journal, articleTypes: [1] },
      [journal],
      null,
      'journal',
    ];
    for (const value of values) {
      // As the value would come over the wire (JSON has no undefined).
      const answer: unknown = JSON.parse(JSON.stringify(value));
      expect(getJournalAnswer(answer), JSON.stringify(value)).toBe(detail.safeParse(answer).success);
    }
  });

  it('a public read returns a valid answer and refuses one that breaks the contract with INVALID_RESPONSE', async () => {
    mockApi(on('GET /api/journals/abbrev/jt', ok({ ...journal, apc: null })));
    expect(await getJournal('JT')).toEqual({ ...journal, apc: null });

    mockApi(on('GET /api/journals', unchecked(200, [{ ...journal, articleCount: 'many' }])));
    const error = await getJournals().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(200);
    expect((error as ApiError).body.code).toBe('INVALID_RESPONSE');
  });
});
