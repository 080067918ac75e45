/**
 * Issues as the editorial office manages them (decision 0032: a manuscript
 * is submitted to a journal, published into its first issue, and appears in that issue's table of
 * contents, with screenshots at phone and desktop widths). The editor announces a future issue,
 * assigns the accepted manuscript to it in production with the "Issue" select, publishes it (it
 * is held: "Scheduled"), then publishes the issue; a visitor finds the article in
 * /journals/{abbr}/issues/{volume}/{number} on a phone and a desktop. Screenshots go to
 * test-results/issues/ (looked at by hand).
 */
import { randomBytes } from 'node:crypto';
import { expect, test } from './support/test';
import {
  acceptAndStartProductionThroughApi,
  apiAdmin,
  approveProofThroughApi,
  editorPage,
  reviewToAcceptanceThroughApi,
  submitThroughApi,
  uploadProofThroughApi,
} from './support/arrange';
import { expectNoSeriousViolations } from './support/page';
import { api, newPage, openSubmission, publish, tidalManuscript } from './support/workflow';

const word = randomBytes(3).toString('hex');
const TITLE = `Tidal heating of icy moons ${word}`;
const VOLUME = `9${parseInt(word, 16) % 1000}`;

test('a manuscript assigned to a future issue is published with that issue into its table of contents', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const authorEmail = `author.${word}@example.org`;
  const reviewerEmail = `reviewer.${word}@example.org`;

  // 1.–2. Arranged through the API (support/arrange.ts): the author signs up and submits the Word
  // manuscript; it is reviewed (sent to review, the reviewer accepts, sets a password,
  // recommends acceptance). workflow.spec and lifecycle.spec take those steps through the pages.
  const { author, id } = await submitThroughApi(
    request,
    { name: 'Ada Lovelace', email: authorEmail },
    tidalManuscript(TITLE),
  );
  const admin = await apiAdmin(request);
  await reviewToAcceptanceThroughApi(admin, id, reviewerEmail, 'Sound modelling.');

  // 3. The editor accepts and starts production (through the API: workflow.spec and
  // lifecycle.spec click them), announces a future issue of the journal and assigns it.
  await acceptAndStartProductionThroughApi(admin, id);
  const editor = await editorPage(browser, { submission: id });
  const detail = await api(editor, 'GET', `/api/submissions/${id}`);
  const journals = await api(editor, 'GET', '/api/journals?limit=100');
  const journal = (journals.json as unknown as { id: number; abbreviation: string }[]).find(
    (j) => j.id === detail.json.journalId,
  )!;
  const created = await api(editor, 'POST', `/api/admin/journals/${journal.abbreviation}/issues`, {
    volume: VOLUME,
    number: '1',
    year: 2026,
    title: `Ice worlds ${word}`,
  });
  expect(created.status).toBe(201);
  await openSubmission(editor, id, { reload: false });
  await editor
    .getByLabel('Issue', { exact: true })
    .selectOption({ label: `Volume ${VOLUME}, Issue 1: Ice worlds ${word} (future issue)` });
  await expect(editor.getByLabel('Issue', { exact: true })).toHaveValue(String(created.json.id));
  await expectNoSeriousViolations(editor);
  await editor.screenshot({ path: 'test-results/issues/production-issue-desktop.png', fullPage: true });

  // 4. The proof is uploaded and the author approves it, through the API (production.spec,
  // workflow.spec and lifecycle.spec drive both through the pages).
  await uploadProofThroughApi(admin, id);
  await approveProofThroughApi(author, id);

  // 5. The editor publishes: held for the future issue; then the issue is published.
  await publish(editor, id, { scheduled: true });
  const issueUrl = `/journals/${journal.abbreviation}/issues/${VOLUME}/1`;
  const before = await api(editor, 'GET', `/api/journals/${journal.abbreviation}/issues/${VOLUME}/1`);
  expect(before.status).toBe(404);
  const published = await api(
    editor,
    'POST',
    `/api/admin/journals/${journal.abbreviation}/issues/${String(created.json.id)}/publish`,
  );
  expect(published.status).toBe(200);

  // 6. A visitor finds it in the issue's table of contents on a phone and on a desktop.
  for (const size of [
    { name: 'phone', width: 390, height: 844 },
    { name: 'desktop', width: 1280, height: 900 },
  ]) {
    const visitor = await newPage(browser, size.width, size.height);
    await visitor.goto(issueUrl);
    await expect(visitor.getByRole('link', { name: TITLE }).first()).toBeVisible();
    const overflow = await visitor.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await visitor.screenshot({ path: `test-results/issues/issue-contents-${size.name}.png`, fullPage: true });
    if (size.name === 'desktop') await expectNoSeriousViolations(visitor);
    await visitor.context().close();
  }
});
