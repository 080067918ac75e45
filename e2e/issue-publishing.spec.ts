/**
 * Issues as the editorial office manages them (issue 18 Done when: "a manuscript is submitted to
 * it, published into its first issue, and appears in that issue's table of contents (e2e, with
 * screenshots at phone and desktop widths)"; decision 0032). The editor announces a future issue,
 * assigns the accepted manuscript to it in production with the "Issue" select, publishes it (it
 * is held: "Scheduled"), then publishes the issue; a visitor finds the article in
 * /journals/{abbr}/issues/{volume}/{number} on a phone and a desktop. Screenshots go to
 * test-results/issues/ (looked at by hand).
 */
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { E2E_ADMIN, linkIn, waitForMail } from './support/mailbox';
import { expectNoSeriousViolations, expectToast, signIn } from './support/page';

/** A JSON call with the signed-in user's token, from `page`. */
async function api(page: Page, method: string, url: string, body?: unknown) {
  return page.evaluate(
    async ({ method, url, body }) => {
      const res = await fetch(url, {
        method,
        headers: {
          authorization: `Bearer ${localStorage.getItem('genesis_access_token')}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, json: (await res.json()) as Record<string, unknown> };
    },
    { method, url, body },
  );
}

const DOCX_PATH = path.resolve(import.meta.dirname, '../src/server/test/fixtures/workflow-manuscript.docx');
const PDF_PATH = path.resolve(
  import.meta.dirname,
  '../../shared/data/articles/elife/with-pdf/elife-19405-v1/elife-19405-v1.pdf',
);
const PASSWORD = 'Orchid-Lantern-42';
const word = randomBytes(3).toString('hex');
const TITLE = `Tidal heating of icy moons ${word}`;
const VOLUME = `9${parseInt(word, 16) % 1000}`;

async function newPage(browser: Browser, width = 1280, height = 900): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height } });
  return context.newPage();
}

test('a manuscript assigned to a future issue is published with that issue into its table of contents', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const authorEmail = `author.${word}@example.org`;
  const reviewerEmail = `reviewer.${word}@example.org`;

  // 1. The author signs up and submits the Word manuscript.
  const author = await newPage(browser);
  await author.goto('/signup');
  await author.getByLabel('Full name').fill('Ada Lovelace');
  await author.getByLabel('Email').fill(authorEmail);
  await author.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await author.getByRole('button', { name: 'Create account' }).click();
  await expect(author.getByRole('heading', { name: 'Check your e-mail to confirm your address' })).toBeVisible();
  await signIn(author, authorEmail, PASSWORD, '/login');
  await expect(author).toHaveURL(/\/dashboard$/);
  await author.goto('/dashboard/author');
  await expect(author.getByRole('heading', { level: 1, name: 'Author dashboard' })).toBeVisible();
  await author.getByLabel('Title').fill(TITLE);
  await author.getByLabel('Abstract').fill('We model tidal dissipation in the ice shells of Europa and Enceladus.');
  await author.getByLabel('Journal').selectOption({ index: 1 });
  await author.getByLabel('Article type').selectOption('Research Article');
  await author.getByLabel('Keywords').fill('tides, icy moons');
  await author.getByLabel('Co-authors').fill('Grace Hopper, Yale University');
  await author.getByRole('button', { name: 'Create Draft' }).click();
  await expectToast(author, 'Draft created');
  await author.getByLabel('Manuscript file').setInputFiles(DOCX_PATH);
  await author.getByRole('button', { name: 'Upload manuscript and continue' }).click();
  await expectToast(author, 'Uploaded');
  await author.getByRole('button', { name: 'Submit for review' }).click();
  await expectToast(author, 'Submitted');
  const id = await author.evaluate(async () => {
    const res = await fetch('/api/author/submissions', {
      headers: { authorization: `Bearer ${localStorage.getItem('genesis_access_token')}` },
    });
    return ((await res.json()) as { id: number }[])[0].id;
  });

  // 2. Review (as in workflow.spec.ts): sent to review, the reviewer accepts, sets a password, recommends.
  const editor = await newPage(browser);
  await signIn(editor, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(editor).toHaveURL(/\/dashboard$/);
  await editor.goto('/dashboard/editor');
  const openSubmission = async () => {
    await editor.getByRole('button', { name: `View Details of submission #${id}` }).click();
    await expect(editor.getByRole('heading', { name: `Submission #${id}` })).toBeVisible();
  };
  await openSubmission();
  await editor.getByRole('button', { name: 'Send to review' }).click();
  await expectToast(editor, 'Sent to review');
  await editor.getByLabel('Reviewer email').fill(reviewerEmail);
  await editor.getByRole('button', { name: 'Invite reviewer' }).click();
  await expectToast(editor, 'Invited reviewer');
  const reviewer = await newPage(browser);
  await reviewer.goto(linkIn(await waitForMail(reviewerEmail, 'Invitation to review'), '/invites/accept?token='));
  await reviewer.getByRole('button', { name: 'Accept Invitation' }).click();
  await expect(reviewer.getByRole('heading', { level: 1, name: 'Invitation Accepted' })).toBeVisible();
  const account = await waitForMail(reviewerEmail, 'Your Genesis reviewer account');
  await reviewer.goto(linkIn(account, '/reset-password?token='));
  await reviewer.getByRole('textbox', { name: 'New password', exact: true }).fill(PASSWORD);
  await reviewer.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill(PASSWORD);
  await reviewer.getByRole('textbox', { name: 'Confirm new password', exact: true }).blur();
  await reviewer.getByRole('button', { name: 'Reset password' }).click();
  await expect(reviewer).toHaveURL(/\/login$/, { timeout: 8000 });
  await signIn(reviewer, reviewerEmail, PASSWORD);
  await expect(reviewer).toHaveURL(/\/dashboard$/);
  await reviewer.goto('/dashboard/reviewer');
  await reviewer
    .getByRole('button', { name: /^Details of invite #/ })
    .first()
    .click();
  await reviewer.getByLabel('Recommendation').selectOption('accept');
  await reviewer.getByRole('textbox', { name: 'Comments for the authors' }).fill('Sound modelling.');
  await reviewer.getByRole('radio', { name: /no conflict of interest/ }).check();
  await reviewer.getByLabel('Attachment').setInputFiles(PDF_PATH);
  await reviewer.getByRole('button', { name: 'Submit Review' }).click();
  await expectToast(reviewer, 'Review submitted');

  // 3. The editor announces a future issue of the journal, accepts and starts production.
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
  await editor.reload();
  await openSubmission();
  await editor.getByLabel('Decision').selectOption('accept');
  await editor.getByRole('button', { name: 'Record decision' }).click();
  await expectToast(editor, 'Decision: accept');
  await editor.getByRole('button', { name: 'Start production' }).click();
  await expectToast(editor, 'Production started');
  await editor
    .getByLabel('Issue', { exact: true })
    .selectOption({ label: `Volume ${VOLUME}, Issue 1: Ice worlds ${word} (future issue)` });
  await expect(editor.getByLabel('Issue', { exact: true })).toHaveValue(String(created.json.id));
  await expectNoSeriousViolations(editor);
  await editor.screenshot({ path: 'test-results/issues/production-issue-desktop.png', fullPage: true });
  await editor.getByLabel('Proof file').setInputFiles(PDF_PATH);
  await editor.getByRole('button', { name: 'Upload proof' }).click();
  await expectToast(editor, 'Proof uploaded');

  // 4. The author approves the proof.
  await author.reload();
  await author.getByRole('combobox', { name: 'Submission', exact: true }).selectOption(String(id));
  await author.getByRole('button', { name: 'Approve Proof' }).click();
  await expectToast(author, 'Proof approved');

  // 5. The editor publishes: held for the future issue; then the issue is published.
  await editor.reload();
  await openSubmission();
  await editor.getByRole('button', { name: 'Publish' }).click();
  await expectToast(editor, 'Scheduled');
  await expect(editor.getByText('Scheduled: published with its issue when the issue is published.')).toBeVisible();
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
