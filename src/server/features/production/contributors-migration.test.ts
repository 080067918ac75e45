/**
 * Migration meta_contributors_funding (decision 0089) loses nothing: an article's
 * affiliations written as one-line strings become `{ name }` records in the same order, and
 * saved production metadata is rewritten to the new record (affiliations as records, no roles,
 * no address, no equal contribution; each `{ funder, awardId }` a funder with that award),
 * which the production contract then reads as it reads a record saved today.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productionMetadataRecord } from '../../../shared/api/production';
import { draftRequest } from '../../../shared/validation/submissions';
import { articles, productionMetadata, submissions } from '../../db/schema';
import { prefilledMetadata } from './production-metadata';
import { contributorsOf } from './publish-source';
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
  const dir = new URL('../../db/migrations/', import.meta.url);
  const name = readdirSync(dir).find((f) => f.endsWith('_meta_contributors_funding.sql'));
  if (!name) throw new Error('migration meta_contributors_funding not found');
  const file = readFileSync(new URL(name, dir), 'utf8');
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
    // A record as this migration leaves it, before decision 0095 added its language and translations.
    const record = productionMetadataRecord.partial({ language: true, translations: true }).parse(saved.metadata);
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

describe('from the wizard to the article (decision 0089: nothing typed is lost)', () => {
  it('prefills production metadata with the structured authors, funders and statements, and publishes them', async () => {
    const journal = await createJournal(t.app.db);
    const author = await createTestUser(t.app);
    const draft = draftRequest.parse({
      title: 'Tides',
      abstract: 'Tides heat moons.',
      journalId: journal.id,
      articleType: 'Research Article',
      authors: [
        {
          givenNames: 'Ada',
          surname: 'Lovelace',
          affiliations: [
            { name: 'University College London', rorId: '02jx3x895', department: 'Mathematics', city: 'London' },
            { name: 'University of Oxford', rorId: 'https://ror.org/052gg0110', country: 'United Kingdom' },
          ],
          orcid: '0000-0002-1825-0097',
          corresponding: true,
          email: 'ada@example.org',
          equalContribution: true,
          roles: [{ role: 'conceptualization', degree: 'lead' }, { role: 'software' }],
        },
        { givenNames: 'Grace', surname: 'Hopper', equalContribution: true },
      ],
      funding: [
        { name: 'Wellcome Trust', funderRegistryId: '10.13039/100004440', awards: [{ number: 'W1', title: 'T' }] },
      ],
      dataAvailability: 'On Zenodo.',
      conflictOfInterest: 'None.',
      ethics: 'Approved by the board.',
    });
    const [row] = await t.app.db
      .insert(submissions)
      .values({
        authorId: author.id,
        journalId: journal.id,
        title: draft.title,
        articleType: draft.articleType,
        contributors: draft.authors,
        funding: draft.funding,
        dataAvailability: draft.dataAvailability,
        conflictOfInterest: draft.conflictOfInterest,
        ethicsStatement: draft.ethics,
      })
      .returning();
    const record = await prefilledMetadata(t.app.db, row);
    expect(record.authors).toEqual(draft.authors);
    expect(record.funding).toEqual(draft.funding);
    expect([record.dataAvailability, record.conflictOfInterest, record.ethics]).toEqual([
      'On Zenodo.',
      'None.',
      'Approved by the board.',
    ]);
    const [ada, grace] = contributorsOf(record);
    expect(ada).toEqual({
      name: 'Ada Lovelace',
      givenNames: 'Ada',
      surname: 'Lovelace',
      affiliations: draft.authors[0].affiliations,
      orcid: '0000-0002-1825-0097',
      corresponding: true,
      roles: [
        { role: 'conceptualization', degree: 'lead' },
        { role: 'software', degree: null },
      ],
      equalContribution: true,
      email: 'ada@example.org',
    });
    expect(grace.equalContribution).toBe(true);
  });
});
