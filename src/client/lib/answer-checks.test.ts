// @vitest-environment node
/**
 * The public pages' answer checks (docs/decisions/0064-endpoint-table.md, "Public pages"): the
 * generated JSON Schemas are those of the endpoint table's entries, the checker accepts what the
 * entry's zod schema accepts and refuses what it refuses, and a public read throws
 * `INVALID_RESPONSE` for an answer that breaks the contract instead of handing it to the page.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { answerChecksSource, GENERATED_PATH } from '../../../scripts/answer-checks';
import type { Journal } from '../../shared/api/catalogue';
import * as catalogue from '../../shared/api/endpoints/catalogue';
import { getJournal } from '../features/journals/api/get-journal';
import { getJournals } from '../features/journals/api/get-journals';
import { mockApi, ok, on, unchecked } from '../test/msw';
import * as answers from './answer-checks.generated';
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
    expect(readFileSync(GENERATED_PATH, 'utf8')).toBe(await answerChecksSource());
  }, 30_000);

  it("accept what the entry's schema accepts and refuse what it refuses", () => {
    const detail = catalogue.getJournal.responses[200];
    const values: unknown[] = [
      journal,
      { ...journal, articleTypes: ['Research'], apc: { amount: 100, currency: 'EUR' } },
      { ...journal, apc: null },
      { ...journal, extra: 'ignored' },
      { ...journal, id: 1.5 },
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
      expect(answers.getJournal(value), JSON.stringify(value)).toBe(detail.safeParse(value).success);
    }
  });

  it('a public read returns a valid answer and refuses one that breaks the contract with INVALID_RESPONSE', async () => {
    mockApi(on('GET /api/journals/abbrev/JT', ok({ ...journal, apc: null })));
    expect(await getJournal('JT')).toEqual({ ...journal, apc: null });

    mockApi(on('GET /api/journals', unchecked(200, [{ ...journal, articleCount: 'many' }])));
    const error = await getJournals().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(200);
    expect((error as ApiError).body.code).toBe('INVALID_RESPONSE');
  });
});
