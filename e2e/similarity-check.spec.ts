/**
 * The similarity check before review (decision 0045; seed 001
 * §4 "Plagiarism check comes before review"; decision 0045), at phone (390 px) and desktop
 * (1280 px) widths: the editor sees the policy's limits, records a check over them (score,
 * unique content, report), and "Send to review" asks for confirmation in an alert dialog;
 * Cancel leaves the manuscript submitted, confirming sends it. Screenshots go to
 * test-results/similarity/ (looked at by hand).
 */
import { randomBytes } from 'node:crypto';
import { expect, test } from './support/test';
import { expectNoSeriousViolations, expectToast } from './support/page';
import { editorPage, submitThroughApi } from './support/arrange';
import { openSubmission, recordSimilarityCheck, tidalManuscript } from './support/workflow';

const word = randomBytes(3).toString('hex');

// One author and one manuscript for both widths: every e2e signup counts against the one address's
// signup limit (10 an hour), which the whole suite shares.
test('an over-limit similarity check needs a confirmation to go to review (phone and desktop)', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  // The sign-up, the submission and the editor's sign-in are arranged through the API
  // (support/arrange.ts): workflow.spec and lifecycle.spec take those steps through the pages.
  const { id } = await submitThroughApi(
    request,
    { name: 'Ada Lovelace', email: `similarity.${word}@example.org` },
    tidalManuscript(`Tidal heating of icy moons ${word}`),
  );
  const editor = await editorPage(browser, { width: 390, submission: id });
  await openSubmission(editor, id, { reload: false });
  await expect(editor.getByText(/similarity at most 25%.*at least 70% unique content/)).toBeVisible();
  await expect(editor.getByText('No similarity check recorded yet.')).toBeVisible();

  await recordSimilarityCheck(editor, '31.5', '64');
  await expect(editor.getByText(/over the policy \(similarity 31.5% is above 25%/)).toBeVisible();
  // The toast would cover the dialog's buttons on a phone in the screenshot: closed first.
  await editor.getByRole('button', { name: 'Close notification' }).click();
  const dialog = editor.getByRole('alertdialog', { name: 'Send to review over the similarity policy?' });
  for (const size of [
    { name: 'phone', width: 390 },
    { name: 'desktop', width: 1280 },
  ]) {
    await editor.setViewportSize({ width: size.width, height: 900 });
    await editor
      .getByRole('group', { name: 'Similarity check' })
      .screenshot({ path: `test-results/similarity/form-${size.name}.png` });
    await expectNoSeriousViolations(editor);
    await editor.getByRole('button', { name: 'Send to review' }).click();
    await expect(dialog).toContainText('unique content 64% is below 70%');
    await editor.screenshot({ path: `test-results/similarity/confirm-${size.name}.png` });
    await expectNoSeriousViolations(editor);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(editor.getByText(/Status: Submitted\./)).toBeVisible();
  }

  await editor.getByRole('button', { name: 'Send to review' }).click();
  await dialog.getByRole('button', { name: 'Send to review anyway' }).click();
  await expectToast(editor, 'Sent to review');
  await expect(editor.getByRole('button', { name: 'Invite reviewer' })).toBeEnabled();
});
