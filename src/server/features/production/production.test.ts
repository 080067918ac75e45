/**
 * Production metadata and the web proof through the API (decision 0028: in production the editor
 * (and the author, at proof) completes structured metadata … ORCID iDs (checksum validated)
 * … The web full text is made from the accepted Word manuscript … and shown in the proof for
 * approval), and that an article taken through the workflow from a real DOCX manuscript is
 * published with full text, structured authors and references.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { invitations, reviews, submissions } from '../../db/schema';
import { signInAs, type TestSession } from '../../test/accounts';
import { multipart } from '../../test/multipart';
import { workflowCalls } from '../../test/workflow-calls';
import { workflowSuite } from '../../test/workflow-suite';
import { passSimilarityCheck } from '../../test/similarity';

const DOCX = fs.readFileSync(
  path.join(path.dirname(fileURLToPath(import.meta.url)), '../../test/fixtures/workflow-manuscript.docx'),
);
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const suite = workflowSuite(['author', 'editor']);
const {
  t,
  as: { author, editor },
} = suite;
const { post, get, upload, draft, status } = workflowCalls(suite);
let otherAuthor: TestSession;
beforeAll(async () => {
  otherAuthor = await signInAs(t.app, 'author');
});

const put = (id: number, who: { authorization: string } | null, payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/submissions/${id}/production-metadata`,
    headers: who ?? {},
    payload,
  });

/** A complete, valid record (what the editor's form sends). */
const METADATA = {
  authors: [
    {
      givenNames: 'Ada',
      surname: 'Lovelace',
      affiliations: ['Department of Mathematics, University of London, London, UK'],
      orcid: 'https://orcid.org/0000-0002-1825-0097',
      corresponding: true,
    },
    {
      givenNames: 'Grace',
      surname: 'Hopper',
      affiliations: ['Yale University, New Haven, USA'],
      orcid: '0000-0001-5109-3700',
      corresponding: false,
    },
  ],
  keywords: ['tides', 'icy moons'],
  funding: [{ funder: 'National Science Foundation', awardId: 'AST-1234567' }],
  license: 'CC BY 4.0',
  conflictOfInterest: 'The authors declare no competing interests.',
  dataAvailability: 'All model outputs are openly available.',
  references:
    'Peale SJ, Cassen P. Contribution of tidal dissipation to lunar thermal history. Icarus. 1978;36:245-269. doi:10.1016/0019-1035(78)90109-4\n\n' +
    'A report with no identifier, 2019.\n',
};

/**
 * A submission of `author` with the DOCX manuscript, accepted after one review and put into
 * production. The review is recorded directly (the reviewer's own path is workflow.test.ts's).
 */
async function inProduction(): Promise<number> {
  const id = await draft();
  const body = multipart({}, [{ field: 'file', name: 'manuscript.docx', type: DOCX_TYPE, data: DOCX }]);
  const manuscript = await t.app.inject({
    method: 'POST',
    url: `/api/submissions/${id}/upload?kind=manuscript`,
    headers: { ...author.auth, ...body.headers },
    payload: body.payload,
  });
  expect(manuscript.json()).toMatchObject({ status: 'draft' });
  expect((await post(`/api/submissions/${id}/submit`, author.auth)).statusCode).toBe(200);
  await passSimilarityCheck(t.app, id, editor.auth);
  expect((await post(`/api/submissions/${id}/desk`, editor.auth, { action: 'send_to_review' })).statusCode).toBe(200);
  const [invite] = await t.app.db
    .insert(invitations)
    .values({
      submissionId: id,
      round: 1,
      reviewerEmail: `r${id}@example.org`,
      tokenHash: `h-${id}-${Math.random()}`,
      status: 'submitted',
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning({ id: invitations.id });
  await t.app.db
    .insert(reviews)
    .values({ invitationId: invite.id, submissionId: id, round: 1, recommendation: 'accept', comments: 'Fine.' });
  expect((await post(`/api/submissions/${id}/decision`, editor.auth, { decision: 'accept' })).statusCode).toBe(200);
  expect((await post(`/api/submissions/${id}/production`, editor.auth)).statusCode).toBe(200);
  return id;
}

async function withProof(id: number) {
  expect((await upload(`/api/submissions/${id}/proof`, editor.auth, 'file', 'proof.pdf')).statusCode).toBe(201);
}

describe('production metadata: prefill, save, validation', () => {
  it('is prefilled from the submission until saved: the author (corresponding), the co-authors, the keywords, CC BY 4.0', async () => {
    const id = await inProduction();
    const res = await get(`/api/submissions/${id}/production-metadata`, editor.auth);
    expect(res.statusCode).toBe(200);
    const [given, ...rest] = author.user.name.split(' ');
    expect(res.json()).toMatchObject({
      saved: false,
      editable: true,
      license: 'CC BY 4.0',
      keywords: ['tides', 'ice', 'moons'],
      references: [],
      authors: [
        { corresponding: true, orcid: null },
        { givenNames: 'Grace', surname: 'Hopper', corresponding: false },
        { givenNames: 'Katherine', surname: 'Johnson', corresponding: false },
      ],
    });
    expect(`${res.json().authors[0].givenNames} ${res.json().authors[0].surname}`).toBe([given, ...rest].join(' '));
  });

  it('saves the whole record: ORCID iDs in bare form, references one per line with their DOIs', async () => {
    const id = await inProduction();
    const saved = await put(id, editor.auth, METADATA);
    expect(saved.statusCode).toBe(200);
    const read = (await get(`/api/submissions/${id}/production-metadata`, editor.auth)).json();
    expect(read).toMatchObject({ saved: true, editable: true, license: 'CC BY 4.0', keywords: ['tides', 'icy moons'] });
    expect(read.authors.map((a: { orcid: string | null }) => a.orcid)).toEqual([
      '0000-0002-1825-0097',
      '0000-0001-5109-3700',
    ]);
    expect(read.references).toHaveLength(2);
    expect(read.referenceDois).toEqual(['10.1016/0019-1035(78)90109-4', null]);
    // Decision 0089: the { funder, awardId } sent is stored as a funder with that award.
    expect(read.funding).toEqual([
      {
        name: 'National Science Foundation',
        rorId: null,
        funderRegistryId: null,
        awards: [{ number: 'AST-1234567', title: null }],
      },
    ]);
  });

  it.each([
    [
      'an ORCID iD whose check character is wrong',
      { authors: [{ ...METADATA.authors[0], orcid: '0000-0002-1825-0098' }] },
      { path: 'authors.0.orcid', message: 'Invalid ORCID checksum' },
    ],
    [
      'an ORCID iD of the wrong shape',
      { authors: [{ ...METADATA.authors[0], orcid: '1825-0097' }] },
      { path: 'authors.0.orcid', message: 'Invalid ORCID format' },
    ],
    [
      'no corresponding author',
      { authors: [{ ...METADATA.authors[0], corresponding: false }] },
      { path: 'authors', message: 'Mark one author as the corresponding author' },
    ],
    ['no author', { authors: [] }, { path: 'authors', message: 'Add at least one author' }],
    [
      'an author without a family name',
      { authors: [{ ...METADATA.authors[0], surname: '  ' }] },
      { path: 'authors.0.surname', message: 'Family name is required' },
    ],
    [
      'a licence that is not offered',
      { license: 'All rights reserved' },
      { path: 'license', message: 'Choose a licence' },
    ],
    [
      'an award without a funder',
      { funding: [{ funder: '', awardId: 'X-1' }] },
      // Decision 0089: read as a funder with that award, whose name is missing.
      { path: 'funding.0.name', message: 'Funder is required' },
    ],
    [
      'more than 1000 references',
      { references: Array.from({ length: 1001 }, (_, i) => `Reference ${i}`).join('\n') },
      { path: 'references', message: 'At most 1000 references' },
    ],
  ])('refuses %s with 400 naming the field, and keeps nothing', async (_what, change, error) => {
    const id = await inProduction();
    const res = await put(id, editor.auth, { ...METADATA, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(res.json().errors).toContainEqual(error);
    expect((await get(`/api/submissions/${id}/production-metadata`, editor.auth)).json().saved).toBe(false);
  });

  it('refuses an unknown field', async () => {
    const id = await inProduction();
    const res = await put(id, editor.auth, { ...METADATA, doi: '10.1/x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Unknown field: doi');
  });
});

describe('who may read and change it, and when', () => {
  it('the editor in production; the author only while the proof awaits approval; nobody after approval', async () => {
    const id = await inProduction();
    // In production: the author may not yet (409), another author never (404), a visitor 401.
    expect((await get(`/api/submissions/${id}/production-metadata`, author.auth)).statusCode).toBe(409);
    expect((await put(id, author.auth, METADATA)).json()).toMatchObject({
      code: 'CONFLICT',
      currentStatus: 'in_production',
    });
    expect((await get(`/api/submissions/${id}/production-metadata`, otherAuthor.auth)).statusCode).toBe(404);
    expect((await put(id, otherAuthor.auth, METADATA)).statusCode).toBe(404);
    expect((await get(`/api/submissions/${id}/production-metadata`, null)).statusCode).toBe(401);
    expect((await put(id, null, METADATA)).statusCode).toBe(401);

    await withProof(id);
    // At proof: the author reads and corrects it; another author still 404.
    const read = await get(`/api/submissions/${id}/production-metadata`, author.auth);
    expect(read.statusCode).toBe(200);
    expect(read.json().editable).toBe(true);
    expect((await put(id, author.auth, METADATA)).statusCode).toBe(200);
    expect((await put(id, otherAuthor.auth, METADATA)).statusCode).toBe(404);
    expect((await get(`/api/submissions/${id}/web-proof`, otherAuthor.auth)).statusCode).toBe(404);

    expect((await post(`/api/submissions/${id}/proof/approve`, author.auth)).statusCode).toBe(200);
    // Approved: what the author approved is what is published.
    expect((await put(id, author.auth, METADATA)).statusCode).toBe(409);
    expect((await put(id, editor.auth, METADATA)).statusCode).toBe(409);
    const editorRead = await get(`/api/submissions/${id}/production-metadata`, editor.auth);
    expect(editorRead.statusCode).toBe(200);
    expect(editorRead.json().editable).toBe(false);
    expect((await get(`/api/submissions/${id}/production-metadata`, author.auth)).statusCode).toBe(409);
  });

  it('is not open before production', async () => {
    const id = await draft();
    const res = await get(`/api/submissions/${id}/production-metadata`, editor.auth);
    expect(res.statusCode).toBe(409);
    expect(res.json().currentStatus).toBe('draft');
  });
});

describe('the web proof', () => {
  it('shows the accepted Word manuscript as sanitized HTML, to the editor and to the author at proof', async () => {
    const id = await inProduction();
    const res = await get(`/api/submissions/${id}/web-proof`, editor.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ sourceFilename: 'manuscript.docx' });
    expect(res.json().html).toContain('<h2>Introduction</h2>');
    expect(res.json().html).toContain('<i>Europa</i>');
    await withProof(id);
    const forAuthor = await get(`/api/submissions/${id}/web-proof`, author.auth);
    expect(forAuthor.json().html).toBe(res.json().html);
  });

  it('says why there is none when the manuscript is a PDF', async () => {
    const id = await draft();
    await upload(`/api/submissions/${id}/upload?kind=manuscript`, author.auth);
    await t.app.db.update(submissions).set({ status: 'in_production' }).where(eq(submissions.id, id));
    const res = await get(`/api/submissions/${id}/web-proof`, editor.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json().html).toBeNull();
    expect(res.json().messages[0]).toMatch(/Word \(\.docx\) manuscript/);
  });
});

describe('published from a real DOCX manuscript (decision 0028)', () => {
  it('has structured authors, keywords, licence, full text with sections, and references on the article', async () => {
    const id = await inProduction();
    expect((await put(id, editor.auth, METADATA)).statusCode).toBe(200);
    await withProof(id);
    expect((await post(`/api/submissions/${id}/proof/approve`, author.auth)).statusCode).toBe(200);
    const published = await post(`/api/submissions/${id}/publish`, editor.auth);
    expect(published.statusCode).toBe(200);
    expect(await status(id)).toBe('published');
    const { articleId } = published.json();

    const article = (await get(`/api/articles/${articleId}`, null)).json();
    expect(article.contributors).toEqual([
      {
        name: 'Ada Lovelace',
        givenNames: 'Ada',
        surname: 'Lovelace',
        affiliations: [
          {
            name: 'Department of Mathematics, University of London, London, UK',
            rorId: null,
            department: null,
            city: null,
            country: null,
          },
        ],
        orcid: '0000-0002-1825-0097',
        corresponding: true,
        roles: [],
        equalContribution: false,
        email: null,
      },
      {
        name: 'Grace Hopper',
        givenNames: 'Grace',
        surname: 'Hopper',
        affiliations: [
          { name: 'Yale University, New Haven, USA', rorId: null, department: null, city: null, country: null },
        ],
        orcid: '0000-0001-5109-3700',
        corresponding: false,
        roles: [],
        equalContribution: false,
        email: null,
      },
    ]);
    expect(article.authors).toBe('Ada Lovelace, Grace Hopper');
    expect(article.keywords).toEqual(['tides', 'icy moons']);
    expect(article).toMatchObject({
      license: 'CC BY 4.0',
      licenseUrl: 'https://creativecommons.org/licenses/by/4.0/',
      sourceFormat: 'workflow',
    });

    const fullText = await get(`/api/articles/${articleId}/full-text`, null);
    expect(fullText.statusCode).toBe(200);
    const { toc, html, references } = fullText.json();
    expect(toc.map((h: { title: string }) => h.title)).toEqual([
      'Introduction',
      'Methods',
      'Model',
      'Results',
      'Data availability',
      'Competing interests',
      'Funding',
    ]);
    expect(html).toContain('<i>Europa</i>');
    expect(html).toMatch(/<td>Europa<\/td><td>1561<\/td>/);
    expect(references).toHaveLength(2);
    expect(references[0]).toMatchObject({ number: 1, doi: '10.1016/0019-1035(78)90109-4' });
    expect(references[1]).toMatchObject({ number: 2, doi: null });

    // The generated JATS is the article's JATS export (decision 0026), with the structured authors.
    const jats = await get(`/api/articles/${articleId}/jats`, null);
    expect(jats.statusCode).toBe(200);
    expect(jats.headers['content-type']).toContain('application/jats+xml');
    expect(jats.body).toMatch(/<article[\s>]/);
    expect(jats.body).toContain('<surname>');
    expect(jats.body).toContain('<ref-list');

    const history = (await get(`/api/submissions/${id}`, editor.auth))
      .json()
      .events.map((e: { action: string }) => e.action);
    expect(history).toContain('save_production_metadata');
  });
});
