/**
 * A revision with a due date, reminded when late, and a review that survives a reload
 * (docs/decisions/0074-revision-deadlines-and-drafts.md): a reviewer types a review, reloads the
 * page and finds the text again (drafts kept on the server), then submits it; the editor asks for
 * a minor revision with a due date chosen in the composer; time moves past it (the test clock,
 * decision 0045) and the author gets the overdue reminder, once. Screenshots of the review form
 * and of the composer with its due date at 390 and 1280 px when SCREENSHOT_DIR is set.
 */
import { randomBytes } from 'node:crypto';
import { expect, test } from './support/test';
import {
  acceptAsNewReviewerThroughApi,
  apiAdmin,
  editorPage,
  sendToReviewAndInviteThroughApi,
  submitThroughApi,
} from './support/arrange';
import { shoot } from './support/editorial-office';
import { waitForMail } from './support/mailbox';
import { expectToast } from './support/page';
import { api, openSubmission, PDF_PATH, showStage, tidalManuscript } from './support/workflow';

const word = randomBytes(3).toString('hex');
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('a review typed survives a reload; a late revision is reminded', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const authorEmail = `author.${word}@example.org`;
  const reviewerEmail = `reviewer.${word}@example.org`;
  // Arranged through the API (support/arrange.ts): signing up, submitting, the similarity check,
  // sending to review, inviting, the reviewer's acceptance and first password and the sign-ins;
  // workflow.spec and lifecycle.spec take those steps through the pages.
  const { id } = await submitThroughApi(
    request,
    { name: 'Ada Lovelace', email: authorEmail },
    tidalManuscript(`Tidal heating of icy moons ${word}`),
  );
  await sendToReviewAndInviteThroughApi(await apiAdmin(request), id, reviewerEmail);
  const reviewer = await acceptAsNewReviewerThroughApi(browser, request, reviewerEmail);

  // A review typed, the page reloaded: the text is still there (kept on the server).
  const openForm = async () => {
    await reviewer.goto('/dashboard/reviewer');
    await reviewer
      .getByRole('button', { name: /^Details of invite #/ })
      .first()
      .click();
    await expect(reviewer.getByLabel('Recommendation')).toBeVisible();
  };
  await openForm();
  const comments = `The ice shell model is convincing ${word}.`;
  await reviewer.getByLabel('Recommendation').selectOption('minor');
  await reviewer.getByRole('textbox', { name: 'Comments for the authors' }).fill(comments);
  await expect(reviewer.getByText('Draft saved')).toBeVisible();
  await shoot(reviewer, 'review-form-draft-saved');
  await reviewer.reload();
  await openForm();
  await expect(reviewer.getByRole('textbox', { name: 'Comments for the authors' })).toHaveValue(comments);
  await expect(reviewer.getByLabel('Recommendation')).toHaveValue('minor');
  await reviewer.getByRole('radio', { name: /no conflict of interest/ }).check();
  await reviewer.getByRole('button', { name: 'Attachment', exact: true }).setInputFiles(PDF_PATH);
  await reviewer.getByRole('button', { name: 'Submit Review' }).click();
  await expectToast(reviewer, 'Review submitted');

  // The editor asks for a minor revision due in 10 days.
  const editor = await editorPage(browser, { submission: id });
  await openSubmission(editor, id, { reload: false });
  // Under review, the page shows the review stage; the composer is the decision stage's (decision 0075).
  await showStage(editor, 'Decision');
  await editor.getByRole('combobox', { name: 'Decision' }).selectOption('minor');
  const due = dayFromNow(10);
  await editor.getByLabel('Revision due').fill(due);
  await shoot(editor, 'decision-composer-revision-due');
  await editor.getByRole('button', { name: /^Record decision/ }).click();
  const confirm = editor.getByRole('alertdialog');
  await expect(confirm.getByLabel('Letter text')).toBeVisible();
  await confirm.getByRole('button', { name: 'Send letter and record decision' }).click();
  await expectToast(editor, 'Decision: minor');
  const letter = await waitForMail(authorEmail, `Decision on your submission #${id}`);
  const dueWords = new Date(`${due}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  expect(letter.text).toContain(dueWords);

  // Time moves past the due date: the author is reminded that the revision is overdue.
  const moved = await api(editor, 'POST', '/api/test/reminders', { advanceDays: 11 });
  expect(moved.status).toBe(200);
  expect((moved.json.sent as { revision_overdue: number }).revision_overdue).toBeGreaterThanOrEqual(1);
  const reminder = await waitForMail(authorEmail, `Your revision of submission #${id} is overdue`);
  expect(reminder.text).toContain(dueWords);
});
