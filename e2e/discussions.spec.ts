/**
 * A submission's correspondence (docs/decisions/0072-discussions.md), through the pages:
 * the editor writes to the author, who follows the mail's link and replies in the portal; the
 * editor writes to the reviewer, who follows the mail's link and replies; the author never sees
 * the reviewer's thread, and the reviewer sees the editor as "Editor". With SCREENSHOT_DIR, the
 * Discussion panel of each of the three pages at 390 and 1280 px (never scrolling sideways at 390).
 */
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { openThread, writeMessage as write } from './support/discussion';
import { linkIn, waitForMail } from './support/mailbox';
import { expectNoSeriousViolations } from './support/page';
import {
  acceptAsNewReviewerThroughApi,
  apiAdmin,
  editorPage,
  sendToReviewAndInviteThroughApi,
  signedInPage,
  submitThroughApi,
} from './support/arrange';
import { openSubmission, PASSWORD, tidalManuscript } from './support/workflow';

const word = randomBytes(3).toString('hex');

/** The page never scrolls sideways at 390 px; with SCREENSHOT_DIR, the panel at 390 and 1280 px. */
async function shootPanel(page: Page, name: string): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    if (width === 390) {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${name} overflows at 390 px`).toBeLessThanOrEqual(0);
    }
    if (dir) await page.locator('#discussion').screenshot({ path: path.join(dir, `${name}-${width}.png`) });
  }
}

test('editors write to the author and to a reviewer; each replies in the portal; never author ↔ reviewer', async ({
  browser,
  request,
}) => {
  test.setTimeout(480_000);
  const authorEmail = `talk.author.${word}@example.org`;
  const reviewerEmail = `talk.reviewer.${word}@example.org`;
  // Arranged through the API (support/arrange.ts): the author signs up and submits; the editor
  // sends it to review and invites a reviewer; the sign-ins. workflow.spec and lifecycle.spec
  // take those steps through the pages.
  const { id } = await submitThroughApi(
    request,
    { name: 'Ada Lovelace', email: authorEmail },
    tidalManuscript(`Tidal heating of icy moons ${word}`),
  );
  await sendToReviewAndInviteThroughApi(await apiAdmin(request), id, reviewerEmail);
  const author = await signedInPage(browser, authorEmail, PASSWORD);
  const editor = await editorPage(browser, { submission: id });
  await openSubmission(editor, id, { reload: false });

  // Editor → author.
  const panel = editor.getByRole('region', { name: 'Discussion' });
  await openThread(editor, /Editors ↔ Author/);
  const toAuthor = `Could you send the raw tidal data? ${word}`;
  await write(editor, 'the author', toAuthor);

  const mail = await waitForMail(authorEmail, `New message about submission #${id}`);
  expect(mail.text).toContain(toAuthor);
  await author.goto(linkIn(mail, '/dashboard/author?submission='));
  const authorPanel = author.getByRole('region', { name: 'Discussion' });
  // Slow machines: the page's several calls answer in turn.
  await expect(authorPanel.getByText(toAuthor)).toBeVisible({ timeout: 20_000 });
  await expect(authorPanel.getByText('Editor', { exact: true })).toBeVisible();
  // The author's panel has the one thread with the editors, never a reviewer's.
  await expect(authorPanel.getByRole('button', { name: /Editors/ })).toHaveCount(1);
  await expect(authorPanel.getByText(/Reviewer/)).toHaveCount(0);
  await write(author, 'the editors', `The data set is attached to the paper. ${word}`);
  await expectNoSeriousViolations(author);
  await shootPanel(author, 'discussion-author');

  // Reviewer accepts, sets a password and signs in (through the API, as above).
  const reviewer = await acceptAsNewReviewerThroughApi(browser, request, reviewerEmail);

  // Editor → reviewer, then the reviewer follows the mail's link and replies.
  await openSubmission(editor, id);
  await expect(panel.getByText('1 unread')).toBeVisible({ timeout: 20_000 });
  await openThread(editor, /Editors ↔ Reviewer/);
  const toReviewer = `Please look closely at the appendix. ${word}`;
  await write(editor, 'the reviewer', toReviewer);
  const reviewerMail = await waitForMail(reviewerEmail, `New message about submission #${id}`);
  expect(reviewerMail.text).not.toContain('Ada Lovelace');
  await reviewer.goto(linkIn(reviewerMail, '/dashboard/reviewer?inviteId='));
  const reviewerPanel = reviewer.getByRole('region', { name: 'Discussion' });
  await expect(reviewerPanel.getByText(toReviewer)).toBeVisible({ timeout: 20_000 });
  await expect(reviewerPanel.getByText('Editor', { exact: true })).toBeVisible();
  await expect(reviewer.getByText('Ada Lovelace')).toHaveCount(0);
  await write(reviewer, 'the editors', `Will do; one question on Table 2. ${word}`);
  await expectNoSeriousViolations(reviewer);
  await shootPanel(reviewer, 'discussion-reviewer');

  // The editor reads the reply, named by reviewer; the author still sees only their thread.
  await openSubmission(editor, id);
  await openThread(editor, /Editors ↔ Reviewer/);
  await expect(panel.getByText(`Will do; one question on Table 2. ${word}`)).toBeVisible();
  await openThread(editor, /Editors ↔ Author/);
  await expect(panel.getByText(`The data set is attached to the paper. ${word}`)).toBeVisible();
  await expectNoSeriousViolations(editor);
  await shootPanel(editor, 'discussion-editor');

  await author.reload();
  await expect(authorPanel.getByText(toAuthor)).toBeVisible({ timeout: 20_000 });
  await expect(author.getByText(toReviewer)).toHaveCount(0);
  await expect(author.getByText(/Table 2/)).toHaveCount(0);
});
