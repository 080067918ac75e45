/**
 * A desk rejection asked first, with a reason that reaches the author (decision 0071,
 * issue "Confirmations with reasons"): an author submits; the editor presses Desk reject, is asked
 * for the reason (refused empty), gives it and confirms; the author gets the letter with the
 * reason and re-reads it in the submission's mail record. Screenshots of the confirmation and
 * of the author's mail record at 390 and 1280 px when SCREENSHOT_DIR is set.
 */
import { randomBytes } from 'node:crypto';
import { expect, test } from './support/test';
import { shoot } from './support/editorial-office';
import { waitForMail } from './support/mailbox';
import { expectNoSeriousViolations, expectToast } from './support/page';
import { chooseSubmission, openSubmission, signInEditor, signUpAndSubmit, tidalManuscript } from './support/workflow';

const word = randomBytes(3).toString('hex');

test('desk reject asks for the reason, which the author reads in the letter sent', async ({ browser }) => {
  test.setTimeout(120_000);
  const authorEmail = `author.${word}@example.org`;
  const { page: author, id } = await signUpAndSubmit(
    browser,
    { name: 'Ada Lovelace', email: authorEmail },
    tidalManuscript(`Tidal heating of icy moons ${word}`),
  );

  const editor = await signInEditor(browser);
  await openSubmission(editor, id, { reload: false });
  await editor.getByRole('button', { name: 'Desk reject' }).click();
  const ask = editor.getByRole('alertdialog');
  await expect(ask).toHaveAccessibleName('Desk reject this submission?');
  await ask.getByRole('button', { name: 'Desk reject and send letter' }).click();
  await expect(ask.getByText('Give the reason for rejecting: it goes into the letter to the author')).toBeVisible();
  const reason = `Outside the scope of the journal ${word}.`;
  await ask.getByLabel('Reason for the desk rejection').fill(reason);
  await expectNoSeriousViolations(editor);
  await shoot(editor, 'desk-reject-confirm');
  await ask.getByRole('button', { name: 'Desk reject and send letter' }).click();
  await expectToast(editor, 'Desk rejected');

  const letter = await waitForMail(authorEmail, `Decision on your submission #${id}`);
  // The received text's line ends are the transport's (CRLF): compare line by line.
  expect(letter.text).toMatch(new RegExp(`The editor's reason:\\s*\\n${reason.replace(/\./g, '\\.')}`));

  await chooseSubmission(author, id);
  const sent = author
    .getByRole('region', { name: 'Mail record' })
    .getByRole('listitem')
    .filter({ hasText: `Decision on your submission #${id}` });
  await sent.getByText('Read the mail').click();
  await expect(sent).toContainText(reason);
  await expectNoSeriousViolations(author);
  await shoot(author, 'author-mail-record-desk-reject');
});
