/**
 * What reviewers receive (docs/decisions/0070-files-kinds-and-reviewer-files.md), through HTTP:
 * a public submission with a manuscript and a cover letter file is converted into a manuscript
 * and a cover letter (labelled apart); its reviewer receives the manuscript only, by default;
 * a cover letter cannot be chosen for a reviewer (every Genesis journal is double-blind); the
 * editor's choice of files is enforced on the list, view and download routes (others 404).
 */
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileLabel, SUBMISSION_FILE_KINDS } from '../../../shared/domain/submission-workflow';
import { invitations } from '../../db/schema';
import { invitationTokenOf } from '../../test/workflow-calls';
import { hashPassword, setPasswordHash } from '../accounts';
import { giveJournalRole, signInAs, type TestSession } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { createJournal } from '../../test/factories';
import { manuscriptFields, multipart, nextAddress } from '../../test/intake';
import { passSimilarityCheck } from '../../test/similarity';

type Auth = { authorization: string };
let t: TestApp;
let admin: TestSession;
let editor: TestSession;
let author: TestSession;
let journalId: number;

beforeAll(async () => {
  t = await createTestApp();
  // The manuscript form names its journal by title (the intake test helpers' journal).
  journalId = (await createJournal(t.app.db, { title: 'Journal of Mathematics', slug: 'jmath-files', isHouse: true }))
    .id;
  admin = await signInAs(t.app, 'admin');
  editor = await signInAs(t.app, 'editor');
  author = await signInAs(t.app, 'author');
  await giveJournalRole(t.app, editor.user.id, journalId);
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, auth: Auth) => t.app.inject({ method: 'GET', url, headers: auth });
const send = (method: 'POST' | 'PUT', url: string, auth: Auth | null, payload?: object) =>
  t.app.inject({ method, url, headers: auth ?? {}, ...(payload ? { payload } : {}) });

/** A PDF of `pages` pages: the page count tells the files apart once cleaned. */
async function pdfOfPages(pages: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  for (let p = 0; p < pages; p++) doc.addPage().drawText(`Page ${p + 1}`);
  return Buffer.from(await doc.save());
}
const pageCount = async (bytes: Buffer) => (await PDFDocument.load(bytes)).getPageCount();

/**
 * A public submission with a 2-page manuscript under `files` and a 1-page cover letter under
 * `coverLetterFile`, converted.
 */
async function convertedWithCoverLetter(): Promise<number> {
  const body = multipart(manuscriptFields(), [
    { field: 'files', name: 'paper.pdf', type: 'application/pdf', data: await pdfOfPages(2) },
    { field: 'coverLetterFile', name: 'cover-letter-signed.pdf', type: 'application/pdf', data: await pdfOfPages(1) },
  ]);
  const intake = await t.app.inject({
    method: 'POST',
    url: '/api/public/manuscripts',
    headers: body.headers,
    payload: body.payload,
    remoteAddress: nextAddress(),
  });
  expect(intake.statusCode, intake.body).toBe(201);
  const converted = await send('POST', `/api/admin/public-manuscripts/${intake.json().id}/triage`, admin.auth, {
    action: 'convert',
  });
  expect(converted.statusCode, converted.body).toBe(200);
  return converted.json().submissionId as number;
}

/** Sends submission `id` to review, invites a reviewer (with `extra` in the body), who accepts and signs in. */
async function invitedReviewer(id: number, extra: object = {}) {
  const invite = await send('POST', `/api/submissions/${id}/invites`, editor.auth, {
    reviewerEmail: `files.${Date.now()}.${Math.random()}@example.org`,
    ...extra,
  });
  expect(invite.statusCode, invite.body).toBe(201);
  const inviteId = invite.json().inviteId as number;
  const token = await invitationTokenOf(t.app.db, inviteId);
  expect((await send('POST', '/api/public/invites/accept', null, { token })).statusCode).toBe(200);
  const [inv] = await t.app.db.select().from(invitations).where(eq(invitations.id, inviteId));
  await setPasswordHash(t.app.db, inv.reviewerId!, await hashPassword('Reviewer-Pass-1'));
  const login = await send('POST', '/api/login', null, { email: inv.reviewerEmail, password: 'Reviewer-Pass-1' });
  return { inviteId, reviewer: { authorization: `Bearer ${login.json().token}` } };
}

async function toReview(id: number) {
  await passSimilarityCheck(t.app, id, editor.auth);
  expect(
    (await send('POST', `/api/submissions/${id}/desk`, editor.auth, { action: 'send_to_review' })).statusCode,
  ).toBe(200);
}

type FileEntry = { id: number; kind: string; label: string };
const filesOf = async (id: number): Promise<FileEntry[]> =>
  (await get(`/api/submissions/${id}`, editor.auth)).json().files;

describe('file kinds and labels (decision 0070)', () => {
  it('labels each kind in words, with the round where the kind changes by round', () => {
    const labels = Object.fromEntries(SUBMISSION_FILE_KINDS.map((kind) => [kind, fileLabel({ kind, round: 1 })]));
    expect(labels).toEqual({
      manuscript: 'Manuscript (round 1)',
      // A revision answers round 1's decision and is reviewed in round 2.
      revision: 'Revised manuscript (round 2)',
      proof: 'Proof (round 1)',
      review_attachment: 'Review attachment (round 1)',
      cover_letter: 'Cover letter',
      figure: 'Figure',
      supplementary: 'Supplementary file',
      response_to_reviewers: 'Response to reviewers (round 2)',
    });
  });

  it('converts a public cover letter file into a cover letter, apart from the manuscript', async () => {
    const id = await convertedWithCoverLetter();
    const files = await filesOf(id);
    expect(files.map((f) => [f.kind, f.label])).toEqual([
      ['manuscript', 'Manuscript (round 1)'],
      ['cover_letter', 'Cover letter'],
    ]);
  });

  it('refuses a second cover letter file on the public form', async () => {
    const pdf = await pdfOfPages(1);
    const body = multipart(manuscriptFields(), [
      { field: 'files', name: 'paper.pdf', type: 'application/pdf', data: pdf },
      { field: 'coverLetterFile', name: 'a.pdf', type: 'application/pdf', data: await pdfOfPages(2) },
      { field: 'coverLetterFile', name: 'b.pdf', type: 'application/pdf', data: await pdfOfPages(3) },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/public/manuscripts',
      headers: body.headers,
      payload: body.payload,
      remoteAddress: nextAddress(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ path: 'coverLetterFile.1', message: 'Please select only one file' });
  });
});

describe('what a reviewer receives (decision 0070)', () => {
  it('by default: the manuscript, never the cover letter, on every reviewer file route', async () => {
    const id = await convertedWithCoverLetter();
    const [manuscript, cover] = await filesOf(id);
    await toReview(id);
    const { inviteId, reviewer } = await invitedReviewer(id);

    const list = await get(`/api/invites/${inviteId}/files`, reviewer);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toEqual([
      {
        id: manuscript.id,
        kind: 'manuscript',
        label: 'Manuscript (round 1)',
        filename: `manuscript-${id}-round-1.pdf`,
        url: `/api/invites/${inviteId}/files/${manuscript.id}`,
      },
    ]);
    expect((await get(`/api/invites/${inviteId}`, reviewer)).json().files).toEqual(list.json());
    // The seed's manuscript route gives the manuscript (2 pages), not the cover letter (1 page).
    const viewed = await get(`/api/invites/${inviteId}/manuscript`, reviewer);
    expect(viewed.statusCode).toBe(200);
    expect(await pageCount(viewed.rawPayload)).toBe(2);
    const downloaded = await get(`/api/invites/${inviteId}/files/${manuscript.id}?download=1`, reviewer);
    expect(downloaded.statusCode).toBe(200);
    expect(downloaded.headers['content-disposition']).toMatch(/^attachment; filename="manuscript-\d+-round-1\.pdf"$/);
    expect(await pageCount(downloaded.rawPayload)).toBe(2);
    expect((await get(`/api/invites/${inviteId}/files/${cover.id}`, reviewer)).statusCode).toBe(404);
    // The editor's view says what this reviewer receives.
    const detail = (await get(`/api/submissions/${id}`, editor.auth)).json();
    expect(detail.invitations.find((i: { inviteId: number }) => i.inviteId === inviteId)).toMatchObject({
      fileIds: [manuscript.id],
      filesChosen: false,
    });
  });

  it('refuses a cover letter for a reviewer, when inviting and afterwards (double-blind)', async () => {
    const id = await convertedWithCoverLetter();
    const [manuscript, cover] = await filesOf(id);
    await toReview(id);
    const invite = await send('POST', `/api/submissions/${id}/invites`, editor.auth, {
      reviewerEmail: `cover.${Date.now()}@example.org`,
      fileIds: [manuscript.id, cover.id],
    });
    expect(invite.statusCode).toBe(400);
    expect(invite.json().errors).toEqual([
      {
        path: 'fileIds',
        message: 'A cover letter cannot be sent to a reviewer: review is double-blind and the letter names the authors',
      },
    ]);
    const { inviteId } = await invitedReviewer(id);
    const chosen = await send('PUT', `/api/submissions/${id}/invites/${inviteId}/files`, editor.auth, {
      fileIds: [cover.id],
    });
    expect(chosen.statusCode).toBe(400);
    expect(chosen.json().message).toMatch(/double-blind/);
  });

  it("enforces the editor's choice on the list, view and download, and refuses it once the invitation is closed", async () => {
    const created = await send('POST', '/api/submissions/draft', author.auth, {
      title: 'Chosen files',
      abstract: 'Which files cross.',
      journalId,
      articleType: 'Research Article',
    });
    const id = created.json().id as number;
    const upload = async (kind: string, pages: number) => {
      const body = multipart({}, [
        { field: 'file', name: `${kind}.pdf`, type: 'application/pdf', data: await pdfOfPages(pages) },
      ]);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/submissions/${id}/upload?kind=${kind}`,
        headers: { ...author.auth, ...body.headers },
        payload: body.payload,
      });
      expect(res.statusCode, res.body).toBe(201);
    };
    await upload('manuscript', 2);
    await upload('supplementary', 3);
    await upload('cover_letter', 1);
    expect((await send('POST', `/api/submissions/${id}/submit`, author.auth)).statusCode).toBe(200);
    const [manuscript, supplementary, cover] = await filesOf(id);
    expect([manuscript.label, supplementary.label, cover.label]).toEqual([
      'Manuscript (round 1)',
      'Supplementary file',
      'Cover letter',
    ]);
    await toReview(id);

    // Chosen when inviting: the supplementary file alone.
    const first = await invitedReviewer(id, { fileIds: [supplementary.id] });
    const listed = (await get(`/api/invites/${first.inviteId}/files`, first.reviewer)).json() as FileEntry[];
    expect(listed.map((f) => [f.id, f.label])).toEqual([[supplementary.id, 'Supplementary file']]);
    const supp = await get(`/api/invites/${first.inviteId}/files/${supplementary.id}`, first.reviewer);
    expect(supp.statusCode).toBe(200);
    expect(await pageCount(supp.rawPayload)).toBe(3);
    expect((await get(`/api/invites/${first.inviteId}/files/${manuscript.id}`, first.reviewer)).statusCode).toBe(404);
    expect((await get(`/api/invites/${first.inviteId}/manuscript`, first.reviewer)).statusCode).toBe(404);

    // The default for another reviewer: the manuscript and the supplementary file, not the cover letter.
    const second = await invitedReviewer(id);
    const defaults = (await get(`/api/invites/${second.inviteId}/files`, second.reviewer)).json() as FileEntry[];
    expect(defaults.map((f) => f.id)).toEqual([manuscript.id, supplementary.id]);

    // Changed afterwards: the manuscript only.
    const changed = await send('PUT', `/api/submissions/${id}/invites/${second.inviteId}/files`, editor.auth, {
      fileIds: [manuscript.id],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({ inviteId: second.inviteId, fileIds: [manuscript.id] });
    expect(
      ((await get(`/api/invites/${second.inviteId}/files`, second.reviewer)).json() as FileEntry[]).map((f) => f.id),
    ).toEqual([manuscript.id]);
    expect((await get(`/api/invites/${second.inviteId}/files/${supplementary.id}`, second.reviewer)).statusCode).toBe(
      404,
    );

    // Another reviewer's files are not this reviewer's; a file of another submission is refused.
    expect((await get(`/api/invites/${first.inviteId}/files`, second.reviewer)).statusCode).toBe(404);
    const foreign = await send('PUT', `/api/submissions/${id}/invites/${second.inviteId}/files`, editor.auth, {
      fileIds: [999_999],
    });
    expect(foreign.statusCode).toBe(400);

    // Once cancelled, the choice can no longer change.
    expect(
      (await send('POST', `/api/submissions/${id}/invites/${first.inviteId}/cancel`, editor.auth)).statusCode,
    ).toBe(200);
    const late = await send('PUT', `/api/submissions/${id}/invites/${first.inviteId}/files`, editor.auth, {
      fileIds: [manuscript.id],
    });
    expect(late.statusCode).toBe(409);
  });
});
