import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_TOTAL_CAP } from '../../../shared/api/catalogue';
import { createTestApp, type TestApp } from '../../test/app';
import { createJournal } from '../../test/factories';
import { withoutSecondaryIndexes } from './bulk-load';

/**
 * Seed 000 §2 Header search (docs/decisions/0004-api-lists-and-links.md, 0019): a header-search
 * keystroke must cost a few kilobytes whatever the size of the catalogue. A large generated
 * catalogue (20,000 articles with long abstracts and author lists, worse than the arXiv corpus) and
 * the header's query shape (limit 5, compact view).
 */
const ARTICLES = 20_000;
let t: TestApp;

beforeAll(async () => {
  // Seeding 20,000 long articles in one statement is test setup, not what is measured: on a
  // busy machine it can outlast the production statement timeout (15 s), so this app's is 5 min.
  t = await createTestApp({ DB_STATEMENT_TIMEOUT_MS: '300000' });
  const journal = await createJournal(t.app.db);
  const authors = Array.from({ length: 60 }, (_, i) => `Author Number${i} Surname${i}`).join(', ');
  // As a bulk load does (decision 0047): the full-text indexes are built once after the rows
  // are in, instead of row by row; the searches below run on the same, migrated indexes.
  await withoutSecondaryIndexes(t.app.db, () =>
    t.app.db.execute(sql`
      insert into articles (journal_id, doi, title, abstract, authors, article_type, source_format, published_date)
      select ${journal.id}, '10.5555/scale.' || g,
        'Neural network study ' || g || ' of protein folding dynamics',
        repeat('Neural networks learn representations of protein structure from sequence data. ', 30),
        ${authors}, 'Research Article', 'jats', date '2000-01-01' + (g % 7000)
      from generate_series(1, ${ARTICLES}) g`),
  );
}, 300_000);
afterAll(async () => t?.close());

describe('header search at scale', () => {
  it('keeps a keystroke under 10 KB with 20,000 matching articles', async () => {
    for (const q of ['ne', 'neu', 'neural', 'neural network', 'protein folding']) {
      const res = await t.app.inject({ url: `/api/articles/search?q=${encodeURIComponent(q)}&limit=5&view=compact` });
      expect(res.statusCode, q).toBe(200);
      expect(res.rawPayload.length, q).toBeLessThan(10 * 1024);
      if (q !== 'ne' && q !== 'neu') {
        expect(res.json(), q).toHaveLength(5);
        // 20,000 matches: the total is capped (decision 0019), never counted to the end.
        expect(Number(res.headers['x-total-count']), q).toBe(SEARCH_TOTAL_CAP);
        expect(res.headers['x-total-count-capped'], q).toBe('true');
      }
    }
  });

  it('would not without the compact view: the full view of the same query is far larger', async () => {
    const full = await t.app.inject({ url: '/api/articles/search?q=neural&limit=5' });
    expect(full.rawPayload.length).toBeGreaterThan(10 * 1024);
  });
});
