/**
 * DOIs and the Crossref deposit (docs/decisions/0027-dois-and-deposits.md), end to end: with
 * DOI_PREFIX and CROSSREF_* set, publishing through peer review gives the article
 * `{prefix}/{journal abbreviation}.{year}.{n}` (lower case, never reused, even after a deletion),
 * the DOI shows in the article API and its citation exports, and the deposit reaches a Crossref
 * stand-in on loopback as multipart/form-data (operation=doMDUpload, login_id, login_passwd, fname)
 * holding the article's deposit XML; a failing answer is kept and retried, then the deposit is
 * sent.
 */
import { DOMParser } from '@xmldom/xmldom';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, deposits, jobs } from '../../db/schema';
import { signInAs } from '../../test/accounts';
import { createTestApp } from '../../test/app';
import { approvedProof } from '../../test/approved-proof';
import { startCrossrefEndpoint, type CrossrefEndpoint } from '../../test/crossref-endpoint';
import { createJournal } from '../../test/factories';
import { workflowCalls } from '../../test/workflow-calls';
import type { WorkflowSuite } from '../../test/workflow-suite';

const CROSSREF_NS = 'http://www.crossref.org/schema/5.3.0';
const suite = { t: {}, journal: {}, as: { author: {}, editor: {} } } as WorkflowSuite<'author' | 'editor'>;
const calls = workflowCalls(suite);
let endpoint: CrossrefEndpoint;
let admin: { authorization: string };
const year = new Date().getUTCFullYear();

beforeAll(async () => {
  endpoint = await startCrossrefEndpoint();
  Object.assign(
    suite.t,
    await createTestApp({
      DOI_PREFIX: '10.55555',
      CROSSREF_USER: 'genesis-test',
      CROSSREF_PASSWORD: 'pa55-word',
      CROSSREF_DEPOSIT_URL: endpoint.url,
      CROSSREF_DEPOSITOR_NAME: 'Genesis Press',
      CROSSREF_DEPOSITOR_EMAIL: 'doi@genesis.example',
    }),
  );
  Object.assign(suite.journal, {
    id: (await createJournal(suite.t.app.db, { isHouse: true, abbreviation: 'JQX', issn: '2049-3630' })).id,
  });
  Object.assign(suite.as.author, await signInAs(suite.t.app, 'author'));
  Object.assign(suite.as.editor, await signInAs(suite.t.app, 'editor'));
  admin = (await signInAs(suite.t.app, 'admin')).auth;
}, 60_000);
afterAll(async () => {
  await suite.t.close?.();
  await endpoint?.close();
});

async function publish(): Promise<number> {
  const id = await approvedProof(suite, calls);
  const res = await calls.post(`/api/submissions/${id}/publish`, suite.as.editor.auth);
  expect(res.statusCode).toBe(200);
  return res.json().articleId as number;
}

const text = (doc: Document, name: string) => doc.getElementsByTagNameNS(CROSSREF_NS, name)[0]?.textContent;

describe('publishing with DOI_PREFIX and CROSSREF_* set', () => {
  let firstId: number;

  it('assigns the DOI, shows it in the API and the citation exports, and queues one deposit', async () => {
    firstId = await publish();
    const doi = `10.55555/jqx.${year}.1`;
    const article = await calls.get(`/api/articles/${firstId}`, null);
    expect(article.json().doi).toBe(doi);
    const bibtex = await calls.get(`/api/articles/${firstId}/citation?format=bibtex`, null);
    expect(bibtex.body).toContain(doi);
    // …and in the JATS generated at publication (decision 0028), the article's JATS export.
    const jats = await calls.get(`/api/articles/${firstId}/jats`, null);
    expect(jats.body).toContain(`<article-id pub-id-type="doi">${doi}</article-id>`);
    const queued = await suite.t.app.db.select().from(deposits).where(eq(deposits.articleId, firstId));
    expect(queued).toMatchObject([{ doi, status: 'pending', attempts: 0 }]);
    expect(endpoint.received).toHaveLength(0);
  }, 60_000);

  it('sends the deposit as Crossref expects, keeps a failure answer, and succeeds on retry', async () => {
    endpoint.answers.push({ status: 503, body: 'Crossref is down for maintenance' });
    expect(await suite.t.app.deposits.runOnce()).toBe(0);
    expect(endpoint.received).toHaveLength(1);
    const [failed] = await suite.t.app.db.select().from(deposits).where(eq(deposits.articleId, firstId));
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, responseStatus: 503 });
    expect(failed.lastError).toContain('503');
    expect(failed.responseBody).toBe('Crossref is down for maintenance');
    expect(failed.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 30_000);
    // Not due yet: nothing is sent.
    expect(await suite.t.app.deposits.runOnce()).toBe(0);
    expect(endpoint.received).toHaveLength(1);

    // The backoff has passed (the deposit's job is due).
    await suite.t.app.db
      .update(jobs)
      .set({ runAt: sql`now() - interval '1 second'` })
      .where(eq(jobs.kind, 'deposit.send'));
    expect(await suite.t.app.deposits.runOnce()).toBe(1);
    expect(endpoint.received).toHaveLength(2);
    const [sent] = await suite.t.app.db.select().from(deposits).where(eq(deposits.articleId, firstId));
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, responseStatus: 200, lastError: null });
    expect(sent.responseBody).toContain('SUCCESS');

    const request = endpoint.received[1];
    expect(request.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(request.fields).toEqual({ operation: 'doMDUpload', login_id: 'genesis-test', login_passwd: 'pa55-word' });
    expect(request.file).toMatchObject({ field: 'fname', filename: `${sent.batchId}.xml` });
    const doc = new DOMParser({
      onError: (level, msg) => {
        throw new Error(`${level}: ${msg}`);
      },
    }).parseFromString(request.file!.text, 'text/xml') as unknown as Document;
    expect(doc.documentElement.namespaceURI).toBe(CROSSREF_NS);
    expect(doc.documentElement.getAttribute('version')).toBe('5.3.0');
    expect(text(doc, 'doi_batch_id')).toBe(sent.batchId);
    expect(text(doc, 'depositor_name')).toBe('Genesis Press');
    expect(text(doc, 'email_address')).toBe('doi@genesis.example');
    expect(text(doc, 'doi')).toBe(`10.55555/jqx.${year}.1`);
    expect(text(doc, 'resource')).toBe(`https://journals.example.org/articles/${firstId}`);
    expect(text(doc, 'title')).toBe('Tidal heating of icy moons');
    expect(doc.getElementsByTagNameNS(CROSSREF_NS, 'issn')[0].getAttribute('media_type')).toBe('electronic');
    expect(text(doc, 'issn')).toBe('2049-3630');
    const [row] = await suite.t.app.db.select().from(articles).where(eq(articles.id, firstId));
    expect(text(doc, 'volume')).toBe(row.volume);
    // The author and the two co-authors typed in the draft, first then additional.
    const people = [...doc.getElementsByTagNameNS(CROSSREF_NS, 'person_name')] as unknown as Element[];
    expect(
      people.map((p) => [p.getAttribute('sequence'), p.getElementsByTagNameNS(CROSSREF_NS, 'surname')[0].textContent]),
    ).toEqual([
      ['first', row.contributors[0].surname],
      ['additional', 'Hopper'],
      ['additional', 'Johnson'],
    ]);
    const pdf = doc.getElementsByTagNameNS(CROSSREF_NS, 'collection')[0];
    expect(pdf.getAttribute('property')).toBe('text-mining');
    expect(pdf.textContent).toBe(`https://journals.example.org/api/files/${row.pdfFileKey}`);
    const licence = doc.getElementsByTagNameNS('http://www.crossref.org/AccessIndicators.xsd', 'license_ref')[0];
    expect(licence.textContent).toBe('https://creativecommons.org/licenses/by/4.0/');
  });

  it('lists the deposit with Crossref’s answer to the admin, and redeposits on request', async () => {
    const list = await calls.get(`/api/admin/deposits?articleId=${firstId}`, admin);
    expect(list.statusCode).toBe(200);
    expect(list.headers['x-total-count']).toBe('1');
    expect(list.json()[0]).toMatchObject({
      articleId: firstId,
      doi: `10.55555/jqx.${year}.1`,
      status: 'sent',
      attempts: 2,
      responseStatus: 200,
      xmlUrl: `/api/admin/deposits/articles/${firstId}/crossref.xml`,
    });
    const again = await calls.post(`/api/admin/deposits/articles/${firstId}/redeposit`, admin);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ articleId: firstId, status: 'pending', attempts: 0 });
    const twice = await calls.post(`/api/admin/deposits/articles/${firstId}/redeposit`, admin);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('A deposit of this article is already waiting to be sent');
    expect(await suite.t.app.deposits.runOnce()).toBe(1);
    expect(endpoint.received).toHaveLength(3);
    const settings = await calls.get('/api/admin/deposits/settings', admin);
    expect(settings.json()).toEqual({ doiPrefix: '10.55555', sending: true });
  });

  it('never gives a number twice, even after the article holding it is deleted', async () => {
    const second = await publish();
    expect((await calls.get(`/api/articles/${second}`, null)).json().doi).toBe(`10.55555/jqx.${year}.2`);
    await suite.t.app.db.delete(articles).where(eq(articles.id, second));
    const third = await publish();
    expect((await calls.get(`/api/articles/${third}`, null)).json().doi).toBe(`10.55555/jqx.${year}.3`);
  }, 120_000);
});
