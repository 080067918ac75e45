/**
 * The whole peer-review path in the browser (issue 7): an author signs up and submits a real
 * PDF; the editor sends it to review and invites a reviewer; the reviewer accepts through the
 * e-mailed link (read from the SMTP server on loopback), sets a password from the second mail,
 * reviews and recommends; the editor accepts, starts production and uploads the proof; the
 * author approves it; the editor publishes; a visitor finds the article on the public site and
 * by search, and opens its PDF. The steps are the shared ones of e2e/support/workflow.ts, with
 * axe on every page they pass.
 */
import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { expect, test } from './support/test';
import { expectNoSeriousViolations } from './support/page';
import {
  PDF_PATH,
  acceptAndStartProduction,
  approveProof,
  chooseSubmission,
  newPage,
  publish,
  reviewToAcceptance,
  signInEditor,
  signUpAndSubmit,
  uploadProof,
} from './support/workflow';

const word = randomBytes(3).toString('hex');
const TITLE = `Circadian gating of sleep spindles in zebrafish ${word}`;

test('a manuscript goes from signup to a published, findable article', async ({ browser }) => {
  test.setTimeout(180_000);
  const authorEmail = `author.${word}@example.org`;
  const reviewerEmail = `reviewer.${word}@example.org`;

  // 1. The author signs up and submits through the wizard.
  const { page: author, id } = await signUpAndSubmit(
    browser,
    { name: 'Ada Author', email: authorEmail },
    {
      title: TITLE,
      abstract: 'Sleep spindles in larval zebrafish are gated by the circadian clock.',
      keywords: 'sleep, zebrafish, circadian',
      coAuthors: 'Grace Hopper',
      file: PDF_PATH,
    },
    { axe: true },
  );

  // 2-3. The editor (the admin may edit) sends it to review and invites a reviewer, who accepts
  // through the e-mailed link, sets a password from the second mail and recommends; the review
  // is blind (neither the invitation nor the reviewer dashboard names the author).
  const editor = await signInEditor(browser);
  await reviewToAcceptance(
    browser,
    editor,
    id,
    reviewerEmail,
    'A careful study; the circadian analysis is convincing.',
    { axe: true, authorName: 'Ada Author' },
  );

  // 4. The editor accepts, starts production and uploads the proof.
  await acceptAndStartProduction(editor, id);
  await uploadProof(editor);

  // 5. The author approves the proof (after the decision the review comments are visible).
  await chooseSubmission(author, id);
  await approveProof(author);

  // 6. The editor publishes.
  const articleId = await publish(editor, id);
  await expectNoSeriousViolations(editor);

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
