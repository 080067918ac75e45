/**
 * The similarity check before review (decision 0045): the editor records the similarity score, the
 * unique content and the report; the policy's limits (seed 000 §2: similarity at most 25%; seed
 * 001 §5: at least 70% unique content) need a confirmation to send to review when exceeded; the
 * plagiarism check comes before review (seed 001 §4). Editors of the journal only; the report is
 * never the author's or a reviewer's.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { giveJournalRole, signInAs, type TestSession } from '../../test/accounts';
import { createJournal } from '../../test/factories';
import { postSimilarityCheck } from '../../test/similarity';
import { workflowCalls } from '../../test/workflow-calls';
import { workflowSuite } from '../../test/workflow-suite';

const suite = workflowSuite(['author', 'editor', 'reviewer']);
const { t, journal, as } = suite;
const { post, get, upload, draft, status } = workflowCalls(suite);

let otherEditor: TestSession;

async function submitted(journalId = journal.id) {
  const id = await draft(as.author, { journalId });
  expect((await upload(`/api/submissions/${id}/upload?kind=manuscript`, as.author.auth)).statusCode).toBe(201);
  expect((await post(`/api/submissions/${id}/submit`, as.author.auth)).statusCode).toBe(200);
  return id;
}
const check = (id: number, similarityPercent: string, uniquePercent: string, who = as.editor) =>
  postSimilarityCheck(t.app, id, who.auth, { similarityPercent, uniquePercent });
const sendToReview = (id: number, extra: object = {}) =>
  post(`/api/submissions/${id}/desk`, as.editor.auth, { action: 'send_to_review', ...extra });

beforeAll(async () => {
  otherEditor = await signInAs(t.app, 'editor');
  const other = await createJournal(t.app.db, { isHouse: true });
  await giveJournalRole(t.app, otherEditor.user.id, other.id, 'editor');
});

describe('sending to review', () => {
  it('is refused (409) while no similarity check is recorded, and the status stays', async () => {
    const id = await submitted();
    const res = await sendToReview(id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/similarity check/i);
    expect(await status(id)).toBe('submitted');
  });

  it('goes through with a check within the policy (25% similarity, 70% unique are still within)', async () => {
    const id = await submitted();
    expect((await check(id, '25', '70')).statusCode).toBe(201);
    expect((await sendToReview(id)).statusCode).toBe(200);
    expect(await status(id)).toBe('under_review');
  });

  it.each([
    ['similarity over 25%', '25.5', '90', /similarity 25.5% is above 25%/],
    ['unique content under 70%', '10', '69.99', /unique content 69.99% is below 70%/],
  ])('needs the confirmation when %s: 409 without, 200 with', async (_case, similarity, unique, message) => {
    const id = await submitted();
    const recorded = await check(id, similarity, unique);
    expect(recorded.statusCode, recorded.body).toBe(201);
    expect(recorded.json().overLimits).toBe(true);
    const refused = await sendToReview(id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(message);
    expect(refused.json().message).toMatch(/confirm/i);
    expect((await sendToReview(id, { confirmSimilarity: false })).statusCode).toBe(409);
    expect(await status(id)).toBe('submitted');
    expect((await sendToReview(id, { confirmSimilarity: true })).statusCode).toBe(200);
    expect(await status(id)).toBe('under_review');
  });

  it('reads the latest check: a new check within the policy needs no confirmation', async () => {
    const id = await submitted();
    await check(id, '40', '50');
    expect((await sendToReview(id)).statusCode).toBe(409);
    await check(id, '8', '92');
    expect((await sendToReview(id)).statusCode).toBe(200);
  });

  it('refuses a confirmation that is not a boolean (400)', async () => {
    const id = await submitted();
    expect((await sendToReview(id, { confirmSimilarity: 'yes' })).statusCode).toBe(400);
  });
});

describe('recording a check', () => {
  it('answers the check with its figures, report and author, and the GET shows it with the limits', async () => {
    const id = await submitted();
    const before = await get(`/api/submissions/${id}/similarity-check`, as.editor.auth);
    expect(before.json()).toEqual({ check: null, limits: { similarityMaxPercent: 25, uniqueMinPercent: 70 } });
    const res = await check(id, '12.5', '81');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      similarityPercent: 12.5,
      uniquePercent: 81,
      overLimits: false,
      reportFilename: 'similarity-report.pdf',
      checkedBy: as.editor.user.name,
    });
    const state = (await get(`/api/submissions/${id}/similarity-check`, as.editor.auth)).json();
    expect(state.check.id).toBe(res.json().id);
    const report = await get(state.check.reportUrl, as.editor.auth);
    expect(report.statusCode).toBe(200);
    expect(report.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it.each([
    [{ similarityPercent: '101', uniquePercent: '50' }, 'similarityPercent'],
    [{ similarityPercent: '-1', uniquePercent: '50' }, 'similarityPercent'],
    [{ similarityPercent: '10', uniquePercent: 'abc' }, 'uniquePercent'],
    [{ similarityPercent: '10' }, 'uniquePercent'],
    [{ similarityPercent: '10', uniquePercent: '90', extra: 'x' }, ''],
  ])('refuses bad figures %j with 400 on the field', async (fields, path) => {
    const id = await submitted();
    const res = await postSimilarityCheck(t.app, id, as.editor.auth, fields);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(path);
  });

  it('needs the report (400 on file) and refuses a file that is not an accepted type', async () => {
    const id = await submitted();
    const none = await postSimilarityCheck(t.app, id, as.editor.auth, undefined, null);
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toContainEqual({ path: 'file', message: 'Attach the similarity report' });
    const exe = await postSimilarityCheck(t.app, id, as.editor.auth, undefined, {
      name: 'report.exe',
      type: 'application/octet-stream',
      data: Buffer.from('MZ not a report'),
    });
    expect(exe.statusCode).toBe(400);
  });

  it('is only before review (409 on a draft and under review)', async () => {
    const id = await draft(as.author);
    expect((await check(id, '10', '90')).statusCode).toBe(409);
    const sent = await submitted();
    await check(sent, '10', '90');
    await sendToReview(sent);
    expect((await check(sent, '10', '90')).statusCode).toBe(409);
  });
});

describe('who', () => {
  it('an editor of another journal: 404 on every call; the author and a reviewer: 403', async () => {
    const id = await submitted();
    const recorded = (await check(id, '10', '90')).json();
    expect((await check(id, '10', '90', otherEditor)).statusCode).toBe(404);
    expect((await get(`/api/submissions/${id}/similarity-check`, otherEditor.auth)).statusCode).toBe(404);
    expect((await get(recorded.reportUrl, otherEditor.auth)).statusCode).toBe(404);
    for (const who of [as.author, as.reviewer]) {
      expect((await check(id, '10', '90', who)).statusCode).toBe(403);
      expect((await get(`/api/submissions/${id}/similarity-check`, who.auth)).statusCode).toBe(403);
      expect((await get(recorded.reportUrl, who.auth)).statusCode).toBe(403);
    }
    // Nor does the author's view of the submission carry the report or its figures.
    const mine = await get(`/api/submissions/${id}`, as.author.auth);
    expect(mine.body).not.toContain('similarity-report.pdf');
    expect(mine.body).not.toContain(recorded.reportUrl);
  });

  it('an editor of another journal cannot send it to review either (404)', async () => {
    const id = await submitted();
    await check(id, '10', '90');
    const res = await post(`/api/submissions/${id}/desk`, otherEditor.auth, { action: 'send_to_review' });
    expect(res.statusCode).toBe(404);
  });
});
