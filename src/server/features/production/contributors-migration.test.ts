/**
 * Migration meta_contributors_funding (decision 0089) loses nothing: an article's
 * affiliations written as one-line strings become `{ name }` records in the same order, and
 * saved production metadata is rewritten to the new record (affiliations as records, no roles,
 * no address, no equal contribution; each `{ funder, awardId }` a funder with that award),
 * which the production contract then reads as it reads a record saved today.
 */
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productionMetadataRecord } from '../../../shared/api/production';
import { articles, productionMetadata, submissions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createTestUser } from '../../test/accounts';
import { createArticle, createJournal } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** The migration's hand-written statements (the UPDATEs after the generated ALTERs). */
function backfill(): string[] {
  const file = readFileSync(new URL('../../db/migrations/0043_meta_contributors_funding.sql', import.meta.url), 'utf8');
  return file.split('--> statement-breakpoint').filter((s) => s.includes('UPDATE "'));
}

describe('migration meta_contributors_funding', () => {
  it('turns string affiliations into records and old production metadata into the new record', async () => {
    const journal = await createJournal(t.app.db);
    const article = await createArticle(t.app.db, journal.id);
    // As before the migration: affiliations as strings.
    const old = [
      {
        name: 'Ada Lovelace',
        givenNames: 'Ada',
        surname: 'Lovelace',
        affiliations: ['UCL, London', 'Royal Society'],
        orcid: null,
        corresponding: true,
      },
      { name: 'Group X', givenNames: null, surname: null, affiliations: [], orcid: null, corresponding: false },
    ];
    await t.app.db.execute(
      sql`update articles set contributors = ${JSON.stringify(old)}::jsonb where id = ${article.id}`,
    );
    const author = await createTestUser(t.app);
    const [submission] = await t.app.db
      .insert(submissions)
      .values({ authorId: author.id, journalId: journal.id, title: 'T', articleType: 'Research Article' })
      .returning();
    const oldMetadata = {
      authors: [
        { givenNames: 'Ada', surname: 'Lovelace', affiliations: ['UCL, London'], orcid: null, corresponding: true },
      ],
      keywords: ['tides'],
      funding: [
        { funder: 'NSF', awardId: 'AST-1' },
        { funder: 'Leverhulme', awardId: null },
      ],
      license: 'CC BY 4.0',
      conflictOfInterest: null,
      dataAvailability: 'On Zenodo.',
      references: ['A reference.'],
    };
    await t.app.db.execute(
      sql`insert into production_metadata (submission_id, metadata) values (${submission.id}, ${JSON.stringify(oldMetadata)}::jsonb)`,
    );

    const statements = backfill();
    expect(statements).toHaveLength(2);
    for (const statement of statements) await t.app.db.execute(sql.raw(statement));
    // Twice: a row already in the new form is left as it is.
    for (const statement of statements) await t.app.db.execute(sql.raw(statement));

    const [row] = await t.app.db.select().from(articles).where(eq(articles.id, article.id));
    expect(row.contributors.map((c) => c.affiliations)).toEqual([
      [
        { name: 'UCL, London', rorId: null, department: null, city: null, country: null },
        { name: 'Royal Society', rorId: null, department: null, city: null, country: null },
      ],
      [],
    ]);
    expect(row.contributors[0]).toMatchObject({ name: 'Ada Lovelace', corresponding: true });

    const [saved] = await t.app.db
      .select()
      .from(productionMetadata)
      .where(eq(productionMetadata.submissionId, submission.id));
    const record = productionMetadataRecord.parse(saved.metadata);
    expect(record.authors).toEqual([
      {
        givenNames: 'Ada',
        surname: 'Lovelace',
        affiliations: [{ name: 'UCL, London', rorId: null, department: null, city: null, country: null }],
        orcid: null,
        corresponding: true,
        roles: [],
        equalContribution: false,
        email: null,
      },
    ]);
    expect(record.funding).toEqual([
      { name: 'NSF', rorId: null, funderRegistryId: null, awards: [{ number: 'AST-1', title: null }] },
      { name: 'Leverhulme', rorId: null, funderRegistryId: null, awards: [] },
    ]);
    expect(record).toMatchObject({
      keywords: ['tides'],
      dataAvailability: 'On Zenodo.',
      ethics: null,
      references: ['A reference.'],
    });
  });
});
