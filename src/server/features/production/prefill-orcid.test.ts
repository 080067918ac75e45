/**
 * The production metadata prefilled from a submission (decision 0088): the submitting author's
 * iD connected through ORCID sign-in (a live grant linked to the account, decision 0087) comes
 * with the authenticated mark; without one, no iD.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submissions } from '../../db/schema';
import { createTestUser } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { createJournal } from '../../test/factories';
import { saveOrcidAuthorization } from '../orcid';
import { prefilledMetadata } from './production-metadata';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => {
  await t?.close();
});

async function submissionBy(authorId: number) {
  const journal = await createJournal(t.app.db);
  const [row] = await t.app.db
    .insert(submissions)
    .values({
      authorId,
      journalId: journal.id,
      title: 'T',
      articleType: 'Research Article',
      coAuthors: 'Grace Hopper, Yale',
    })
    .returning();
  return row;
}

describe('prefilled production metadata', () => {
  it('gives the submitting author the iD their account connected, authenticated', async () => {
    const author = await createTestUser(t.app, { role: 'author', name: 'Josiah Carberry' });
    await saveOrcidAuthorization(t.app.db, {
      orcid: '0000-0002-1825-0097',
      accountId: author.id,
      scope: '/authenticate',
      accessToken: 'token',
      expiresInSeconds: 3600,
    });
    const record = await prefilledMetadata(t.app.db, await submissionBy(author.id));
    expect(record.authors.map((a) => [a.surname, a.orcid, a.orcidAuthenticated ?? false])).toEqual([
      ['Carberry', '0000-0002-1825-0097', true],
      ['Hopper', null, false],
    ]);
  });

  it('gives no iD to an author who connected none', async () => {
    const author = await createTestUser(t.app, { role: 'author', name: 'Ada Lovelace' });
    const record = await prefilledMetadata(t.app.db, await submissionBy(author.id));
    expect([record.authors[0].orcid, record.authors[0].orcidAuthenticated]).toEqual([null, undefined]);
  });
});
