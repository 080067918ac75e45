/**
 * The whole peer-review path in the browser (issue 7): an author signs up and submits a real
 * PDF; the editor sends it to review and invites a reviewer; the reviewer accepts through the
 * e-mailed link (read from the SMTP server on loopback), sets a password from the second mail,
 * reviews and recommends; the editor accepts, starts production and uploads the proof; the
 * author approves it; the editor publishes; a visitor finds the article on the public site and
 * by search, and opens its PDF.
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { E2E_ADMIN, linkIn, waitForMail } from './support/mailbox';
import { expectNoSeriousViolations, expectToast, signIn } from './support/page';

const PDF_PATH = path.resolve(
  import.meta.dirname,
  '../../shared/data/articles/elife/with-pdf/elife-19405-v1/elife-19405-v1.pdf',
);
const PASSWORD = 'Orchid-Lantern-42';
const word = randomBytes(3).toString('hex');
const TITLE = `Circadian gating of sleep spindles in zebrafish ${word}`;

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  return context.newPage();
}

test('a manuscript goes from signup to a published, findable article', async ({ browser }) => {
  test.setTimeout(180_000);
  const authorEmail = `author.${word}@example.org`;
  const reviewerEmail = `reviewer.${word}@example.org`;

  // 1. The author signs up and submits through the wizard.
  const author = await newPage(browser);
  await author.goto('/signup');
  await author.getByLabel('Full name').fill('Ada Author');
  await author.getByLabel('Email').fill(authorEmail);
  await author.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await author.getByRole('button', { name: 'Create account' }).click();
  await expect(author.getByRole('heading', { name: 'Check your e-mail to confirm your address' })).toBeVisible();
  await signIn(author, authorEmail, PASSWORD, '/login');
  await expect(author).toHaveURL(/\/dashboard$/);
  await author.getByRole('link', { name: 'Author Dashboard' }).click();
  await expect(author.getByRole('heading', { level: 1, name: 'Author dashboard' })).toBeVisible();
  await expectNoSeriousViolations(author);
  await author.getByLabel('Title').fill(TITLE);
  await author.getByLabel('Abstract').fill('Sleep spindles in larval zebrafish are gated by the circadian clock.');
  await author.getByLabel('Journal').selectOption({ index: 1 });
  await author.getByLabel('Article type').selectOption('Research Article');
  await author.getByLabel('Keywords').fill('sleep, zebrafish, circadian');
  await author.getByLabel('Co-authors').fill('Grace Hopper');
  await author.getByRole('button', { name: 'Create Draft' }).click();
  await expectToast(author, 'Draft created');
  await author.getByLabel('Manuscript file').setInputFiles(PDF_PATH);
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

  // 2. The editor (the admin may edit) sends it to review and invites a reviewer.
  const editor = await newPage(browser);
  await signIn(editor, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(editor).toHaveURL(/\/dashboard$/);
  await editor.goto('/dashboard/editor');
  await editor.getByRole('button', { name: `View Details of submission #${id}` }).click();
  await expect(editor.getByRole('heading', { name: `Submission #${id}` })).toBeVisible();
  await expectNoSeriousViolations(editor);
  await editor.getByRole('button', { name: 'Send to review' }).click();
  await expectToast(editor, 'Sent to review');
  await editor.getByLabel('Reviewer email').fill(reviewerEmail);
  await editor.getByRole('button', { name: 'Invite reviewer' }).click();
  await expectToast(editor, 'Invited reviewer');

  // 3. The reviewer accepts through the e-mailed link, then sets a password from the second mail.
  const invitation = await waitForMail(reviewerEmail, 'Invitation to review');
  expect(invitation.text).not.toContain('Ada Author');
  const reviewer = await newPage(browser);
  await reviewer.goto(linkIn(invitation, '/invites/accept?token='));
  await expect(reviewer.getByRole('button', { name: 'Accept Invitation' })).toBeVisible();
  await expectNoSeriousViolations(reviewer);
  await reviewer.getByRole('button', { name: 'Accept Invitation' }).click();
  await expect(reviewer.getByRole('heading', { level: 1, name: 'Invitation Accepted' })).toBeVisible();
  const account = await waitForMail(reviewerEmail, 'Your Genesis reviewer account');
  await reviewer.goto(linkIn(account, '/reset-password?token='));
  await expect(reviewer.getByRole('textbox', { name: 'New password', exact: true })).toBeVisible();
  await expectNoSeriousViolations(reviewer);
  await reviewer.getByRole('textbox', { name: 'New password', exact: true }).fill(PASSWORD);
  await reviewer.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill(PASSWORD);
  await reviewer.getByRole('textbox', { name: 'Confirm new password', exact: true }).blur();
  await reviewer.getByRole('button', { name: 'Reset password' }).click();
  await expect(reviewer).toHaveURL(/\/login$/, { timeout: 8000 });
  await signIn(reviewer, reviewerEmail, PASSWORD);
  await expect(reviewer).toHaveURL(/\/dashboard$/);
  await reviewer.goto('/dashboard/reviewer');
  await expect(reviewer.getByRole('heading', { level: 1, name: 'Reviewer Dashboard' })).toBeVisible();
  await expect(reviewer.getByText('Ada Author')).toHaveCount(0);
  await reviewer
    .getByRole('button', { name: /^Details of invite #/ })
    .first()
    .click();
  await expect(reviewer.getByLabel('Recommendation')).toBeVisible();
  await expectNoSeriousViolations(reviewer);
  await reviewer.getByLabel('Recommendation').selectOption('accept');
  await reviewer.getByLabel('Comments').fill('A careful study; the circadian analysis is convincing.');
  await reviewer.getByLabel('Attachment').setInputFiles(PDF_PATH);
  await reviewer.getByRole('button', { name: 'Submit Review' }).click();
  await expectToast(reviewer, 'Review submitted');

  // 4. The editor accepts, starts production and uploads the proof.
  await editor.reload();
  await editor.getByRole('button', { name: `View Details of submission #${id}` }).click();
  await editor.getByLabel('Decision').selectOption('accept');
  await editor.getByRole('button', { name: 'Record decision' }).click();
  await expectToast(editor, 'Decision: accept');
  await editor.getByRole('button', { name: 'Start production' }).click();
  await expectToast(editor, 'Production started');
  await editor.getByLabel('Proof file').setInputFiles(PDF_PATH);
  await editor.getByRole('button', { name: 'Upload proof' }).click();
  await expectToast(editor, 'Proof uploaded');

  // 5. The author approves the proof (after the decision the review comments are visible).
  await author.reload();
  await author.getByRole('combobox', { name: 'Submission', exact: true }).selectOption(String(id));
  await author.getByRole('button', { name: 'Approve Proof' }).click();
  await expectToast(author, 'Proof approved');

  // 6. The editor publishes.
  await editor.reload();
  await editor.getByRole('button', { name: `View Details of submission #${id}` }).click();
  await editor.getByRole('button', { name: 'Publish' }).click();
  await expectToast(editor, 'Published');
  const published = editor.getByText(/Published\. Article ID: \d+/);
  await expect(published).toBeVisible();
  await expectNoSeriousViolations(editor);
  const articleId = Number(/Article ID: (\d+)/.exec((await published.textContent()) ?? '')![1]);

  // 7. A visitor finds it on the public site and by search, and opens its PDF.
  const visitor = await newPage(browser);
  await visitor.goto(`/search?q=${encodeURIComponent(`circadian spindles zebrafish ${word}`)}`);
  await visitor.getByRole('link', { name: TITLE }).first().click();
  await expect(visitor.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(visitor.getByText('Ada Author').first()).toBeVisible();
  await expectNoSeriousViolations(visitor);
  await visitor.goto(`/articles/${articleId}`);
  const pdfHref = await visitor.evaluate(async (aid) => {
    const res = await fetch(`/api/articles/${aid}`);
    return ((await res.json()) as { pdfUrl: string | null }).pdfUrl;
  }, articleId);
  expect(pdfHref).toBeTruthy();
  const pdf = await visitor.request.get(pdfHref!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).equals(fs.readFileSync(PDF_PATH))).toBe(true);
});
