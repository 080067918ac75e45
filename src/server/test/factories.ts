/**
 * Factories for the records a test needs, each with unique data (no shared fixtures).
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import { articles, journals, type ContributorRecord } from '../db/schema';
import { eq } from 'drizzle-orm';
import { insertArticle, type ArticleValues } from '../features/articles';

const unique = () => randomBytes(4).toString('hex');

export async function createJournal(db: Db, overrides: Partial<typeof journals.$inferInsert> = {}) {
  const u = unique();
  const [row] = await db
    .insert(journals)
    .values({
      title: `Test Journal ${u}`,
      abbreviation: `TJ-${u}`,
      slug: `test-journal-${u}`,
      category: 'Life Sciences',
      // As the migration backfills it: only the publisher's own journals take submissions.
      acceptsSubmissions: overrides.isHouse ?? false,
      ...overrides,
    })
    .returning();
  return row;
}

/** Saves an article through the articles writer (so it is attached to its issue record, decision 0029). */
export async function createArticle(
  db: Db,
  journalId: number,
  // A test may also fix the id or the last change (OAI datestamps): columns the writer leaves
  // to the database, passed through to its insert as they are.
  overrides: Partial<ArticleValues> & { id?: number; updatedAt?: Date } = {},
) {
  const u = unique();
  const contributors: ContributorRecord[] = overrides.contributors ?? [
    {
      name: 'Ada Lovelace',
      givenNames: 'Ada',
      surname: 'Lovelace',
      affiliations: [
        { name: 'Analytical Society, London, UK', rorId: null, department: null, city: null, country: null },
      ],
      orcid: null,
      corresponding: true,
    },
  ];
  const { id } = await insertArticle(db, {
    journalId,
    doi: `10.5555/test.${u}`,
    title: `Test article ${u}`,
    abstract: `Abstract of test article ${u}.`,
    articleType: 'Research Article',
    sourceFormat: 'jats',
    publishedDate: '2020-01-01',
    authors: contributors.map((c) => c.name).join(', '),
    ...overrides,
    contributors,
  } as ArticleValues);
  const [row] = await db.select().from(articles).where(eq(articles.id, id));
  return row;
}

/**
 * The twelve house journals of a new install (seed 000 §3), as `npm start` seeds them: the
 * public intake forms accept only journals in the database (decision 0046), so tests that send them
 * seed these first. Idempotent.
 */
export { seedHouseJournals } from '../features/journals';
