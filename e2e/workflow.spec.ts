/**
 * The whole peer-review path in the browser (decision 0009): an author signs up and submits a real
 * PDF; the editor sends it to review and invites a reviewer; the reviewer accepts through the
 * e-mailed link (read from the SMTP server on loopback), sets a password from the second mail,
 * reviews and recommends; the editor accepts, starts production and uploads the proof; the
 * author approves it; the editor publishes; a visitor finds the article on the public site and
 * by search, and opens its PDF.
 *
 * Decision 0036 on the same path: the editor invites with a response deadline and a review due date,
 * which the accept page names; a second invitation is cancelled in the UI and its link says so;
 * the review carries confidential comments for the editor and a conflict-of-interest
 * declaration, which the editor sees and the author never does; the decision reads in words;
 * the author asks for proof corrections, the editor uploads a new proof, the author approves.
 * Time is moved forward past the response deadline (the e2e server runs with TEST_CLOCK=1): the
 * silent reviewer gets one reminder, whose fresh link is the one that works; the editor's
 * decision letter is composed from its template with the review's comments for the authors,
 * edited, and reaches the author as edited, without the confidential comments.
 * The editorial office (decision 0037): the admin invites the journal's editor-in-chief and an editor
 * by address (no sign-up), the editor-in-chief assigns the editor as handling editor, who finds
 * it under "Assigned to me" and handles it: invites a second reviewer from the reviewer database
 * (an account the admin made with the reviewer role) with its due date, checks the database's
 * journal filter, asks for a major revision with the letter, reads the author's response to reviewers
 * with the revised manuscript, then accepts.
 * With SCREENSHOT_DIR set, the new screens are photographed at 390 and 1280 px; at 390 px no
 * page scrolls sideways (tables scroll inside their own region).
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { E2E_ADMIN, linkIn, waitForMail } from './support/mailbox';
import { expectNoSeriousViolations, expectToast, signIn } from './support/page';
import { api, recordDecision, recordSimilarityCheck, showStage } from './support/workflow';
import { inviteAccount, shoot, shootBoardEditDialog, staffJournal } from './support/editorial-office';

const PDF_PATH = path.resolve(
  import.meta.dirname,
  '../../shared/data/articles/elife/with-pdf/elife-19405-v1/elife-19405-v1.pdf',
);
const PASSWORD = 'Orchid-Lantern-42';
const word = randomBytes(3).toString('hex');
const TITLE = `Circadian gating of sleep spindles in zebrafish ${word}`;
/** `word` in letters only (names allow no digits). */
const letters = word.replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)]);

/** 'YYYY-MM-DD' `days` from today (UTC), as the date inputs take it. */
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  return context.newPage();
}

test('a manuscript goes from signup to a published, findable article', async ({ browser }) => {
  test.setTimeout(480_000);
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
  // The journal's title (the option reads "Title (ABBR)").
  const journal = (await author.getByLabel('Journal').locator('option:checked').textContent())!
    .trim()
    .replace(/\s*\([^)]*\)$/, '');
  await author.getByLabel('Article type').selectOption('Research Article');
  await author.getByLabel('Keywords').fill('sleep, zebrafish, circadian');
  await author.getByLabel('Co-authors').fill('Grace Hopper');
  await author.getByRole('button', { name: 'Create Draft' }).click();
  await expectToast(author, 'Draft created');
  await author.getByLabel('Manuscript file').setInputFiles(PDF_PATH);
  await author.getByRole('button', { name: 'Upload manuscript and continue' }).click();
  await expectToast(author, 'Uploaded');
  // Decision 0070: a cover letter beside the manuscript (the draft upload's kind=cover_letter);
  // reviewers never receive it.
  const coverLetter = fs.readFileSync(PDF_PATH).toString('base64');
  const coverStatus = await author.evaluate(async (base64) => {
    const headers = { authorization: `Bearer ${localStorage.getItem('genesis_access_token')}` };
    const [draft] = (await (await fetch('/api/author/submissions', { headers })).json()) as { id: number }[];
    const body = new FormData();
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    body.append('file', new Blob([bytes], { type: 'application/pdf' }), 'cover-letter-signed.pdf');
    return (await fetch(`/api/submissions/${draft.id}/upload?kind=cover_letter`, { method: 'POST', headers, body }))
      .status;
  }, coverLetter);
  expect(coverStatus).toBe(201);
  await author.getByRole('button', { name: 'Submit for review' }).click();
  await expectToast(author, 'Submitted');
  const id = await author.evaluate(async () => {
    const res = await fetch('/api/author/submissions', {
      headers: { authorization: `Bearer ${localStorage.getItem('genesis_access_token')}` },
    });
    return ((await res.json()) as { id: number }[])[0].id;
  });

  // 2. The editorial office: the admin invites the journal's editor-in-chief and an editor; the
  // editor-in-chief assigns the editor as handling editor, who finds it under "Assigned to me".
  const admin = await newPage(browser);
  await signIn(admin, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(admin).toHaveURL(/\/dashboard$/);
  await shootBoardEditDialog(admin, journal, `Josiah Carberry ${letters}`);
  const handlingName = `Hana Handler ${letters}`;
  const handlingEmail = `handler.${word}@example.org`;
  const staff = await staffJournal(
    browser,
    admin,
    { name: `Edith Chief ${letters}`, email: `chief.${word}@example.org`, journal, journalRole: 'Editor-in-Chief' },
    { name: handlingName, email: handlingEmail, journal, journalRole: 'Editor' },
  );
  const chief = staff.chief;
  // A reviewer account for the reviewer database (no sign-up: the admin invites it by address).
  const rosterName = `Rhea Roster ${letters}`;
  const otherEmail = `roster.${word}@example.org`;
  await inviteAccount(admin, { name: rosterName, email: otherEmail, role: 'Reviewer' });
  await chief.getByRole('button', { name: `View Details of submission #${id}` }).click();
  const editors = chief.getByRole('region', { name: 'Editors' });
  await expect(editors).toContainText('Handling editor: Not assigned');
  await editors.getByLabel('Choose the handling editor').selectOption({ label: `${handlingName} (Editor)` });
  await editors.getByRole('button', { name: 'Assign handling editor' }).click();
  await expectToast(chief, 'Editor assigned');
  await expect(editors).toContainText(`Handling editor: ${handlingName} (${handlingEmail})`);
  await expectNoSeriousViolations(chief);
  await shoot(chief, 'editor-assignment');
  await waitForMail(handlingEmail, `You are the handling editor of submission #${id}`);
  const editor = staff.editor;
  await editor.getByRole('checkbox', { name: 'Assigned to me' }).check();
  await expect(editor).toHaveURL(/assigned=me/);
  await editor.getByRole('button', { name: `View Details of submission #${id}` }).click();
  await expect(editor.getByRole('region', { name: 'Editors' })).toContainText(`Handling editor: ${handlingName}`);
  await shoot(editor, 'editor-assigned-to-me');

  // 3. The handling editor sends it to review and invites a reviewer.
  await expect(editor.getByRole('heading', { name: `Submission #${id}` })).toBeVisible();
  await expectNoSeriousViolations(editor);
  // Decision 0045: the similarity check first; over the policy, sending to review asks for confirmation.
  await recordSimilarityCheck(editor, '31', '65');
  await editor.getByRole('button', { name: 'Send to review' }).click();
  const confirm = editor.getByRole('alertdialog', { name: 'Send to review over the similarity policy?' });
  await expect(confirm).toContainText('similarity 31% is above 25%');
  await expectNoSeriousViolations(editor);
  await confirm.getByRole('button', { name: 'Send to review anyway' }).click();
  await expectToast(editor, 'Sent to review');
  await editor.getByLabel('Reviewer email').fill(reviewerEmail);
  await editor.getByLabel('Respond by').fill(dayFromNow(5));
  await editor.getByLabel('Review due').fill(dayFromNow(30));
  // Decision 0070: the files the reviewer receives, the manuscript by default; never the cover letter.
  const chooser = editor.getByRole('group', { name: 'Files the reviewer receives' });
  await expect(chooser.getByRole('checkbox', { name: /^Manuscript \(round 1\)/ })).toBeChecked();
  await expect(chooser.getByRole('checkbox', { name: /^Cover letter/ })).toBeDisabled();
  await expectNoSeriousViolations(editor);
  await shoot(editor, 'editor-invite-files');
  await editor.getByRole('button', { name: 'Invite reviewer' }).click();
  await expectToast(editor, 'Invited reviewer');
  await editor.getByRole('button', { name: `Choose the files for ${reviewerEmail}` }).click();
  const filesDialog = editor.getByRole('dialog', { name: 'Files the reviewer receives' });
  await expect(filesDialog.getByRole('checkbox', { name: /^Cover letter/ })).toBeDisabled();
  await expectNoSeriousViolations(editor);
  await shoot(editor, 'editor-invitation-files');
  // Drawn again at 1280 px (the row of the table, no longer the card): focus is back inside it.
  await expect(filesDialog.locator(':focus')).toHaveCount(1);
  await editor.keyboard.press('Escape');
  await expect(filesDialog).toHaveCount(0);
  // A second reviewer comes from the reviewer database (an account with the reviewer role, made by
  // the admin above): found by name, invited with its own due date, then cancelled in the UI.
  const finder = editor.getByRole('search', { name: 'Find a reviewer' });
  await finder.getByRole('searchbox', { name: /Find a reviewer/ }).fill(rosterName);
  await finder.getByRole('button', { name: 'Search reviewers' }).click();
  const found = editor.getByRole('list', { name: 'Reviewer candidates' }).getByRole('listitem');
  await expect(found).toHaveCount(1);
  await expect(found).toContainText(otherEmail);
  await found.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(editor.getByLabel('Reviewer email')).toHaveValue(otherEmail);
  await editor.getByLabel('Respond by').fill(dayFromNow(5));
  await editor.getByLabel('Review due').fill(dayFromNow(21));
  await editor.getByRole('button', { name: 'Invite reviewer' }).click();
  await expectToast(editor, 'Invited reviewer');
  await expect(editor.getByText(otherEmail).first()).toBeVisible();
  await shoot(editor, 'editor-invitations');
  // Searched again, the candidate is marked as invited this round; the journal filter keeps only
  // the journal's reviewers (applicants, board), which a site-wide reviewer account is not.
  await finder.getByRole('button', { name: 'Search reviewers' }).click();
  await expect(found).toHaveCount(1);
  await expect(found).toContainText('Already invited this round');
  await expectNoSeriousViolations(editor);
  await shoot(editor, 'editor-reviewer-search');
  await finder.getByLabel(/^Reviewers for journal/).selectOption({ label: journal });
  await finder.getByRole('button', { name: 'Search reviewers' }).click();
  await expect(editor.getByText('No reviewer matches.')).toBeVisible();
  await editor.getByRole('button', { name: `Cancel invitation of ${otherEmail}` }).click();
  await expect(editor.getByRole('dialog', { name: 'Cancel this invitation?' })).toBeVisible();
  await expectNoSeriousViolations(editor);
  await editor.getByRole('button', { name: 'Cancel invitation' }).click();
  await expectToast(editor, 'Invitation cancelled');
  await expect(editor.getByText('cancelled by the editor')).toBeVisible();
  const otherInvitation = await waitForMail(otherEmail, 'Invitation to review');
  const otherPage = await newPage(browser);
  await otherPage.goto(linkIn(otherInvitation, '/invites/accept?token='));
  await otherPage.getByRole('button', { name: 'Accept Invitation' }).click();
  await expect(otherPage.getByText('This invitation was cancelled by the editor.', { exact: false })).toBeVisible();

  // 3. The reviewer stays silent past the response deadline (5 days): time moves 6 days forward and
  // the reminder comes, once, with a fresh link (the first mail's link no longer works).
  const invitation = await waitForMail(reviewerEmail, 'Invitation to review');
  expect(invitation.text).not.toContain('Ada Author');
  const moved = await api(admin, 'POST', '/api/test/reminders', { advanceDays: 6 });
  expect(moved.status).toBe(200);
  expect((moved.json.sent as { unanswered: number }).unanswered).toBeGreaterThanOrEqual(1);
  const reminder = await waitForMail(reviewerEmail, 'Reminder: invitation to review');
  expect(reminder.text).not.toContain('Ada Author');
  expect((await api(admin, 'POST', '/api/test/reminders', { advanceDays: 7 })).status).toBe(200);
  const reviewer = await newPage(browser);
  await reviewer.goto(linkIn(invitation, '/invites/accept?token='));
  await reviewer.getByRole('button', { name: 'Accept Invitation' }).click();
  await expect(reviewer.getByText('This invitation link is invalid or has expired.')).toBeVisible();
  // The reviewer accepts through the reminder's link, then sets a password from the next mail.
  await reviewer.goto(linkIn(reminder, '/invites/accept?token='));
  await expect(reviewer.getByRole('button', { name: 'Accept Invitation' })).toBeVisible();
  const due = new Date(`${dayFromNow(30)}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  await expect(reviewer.getByText(`your review is due by ${due}`)).toBeVisible();
  await expectNoSeriousViolations(reviewer);
  await shoot(reviewer, 'accept-invitation');
  await reviewer.getByRole('button', { name: 'Accept Invitation' }).click();
  await expect(reviewer.getByRole('heading', { level: 1, name: 'Invitation Accepted' })).toBeVisible();
  // The link opened again says it was answered, with no Accept button (decision 0069).
  await reviewer.goto(linkIn(reminder, '/invites/accept?token='));
  await expect(reviewer.getByRole('heading', { level: 1, name: 'Invitation Already Answered' })).toBeVisible();
  await expect(reviewer.getByRole('button', { name: 'Accept Invitation' })).toHaveCount(0);
  await shoot(reviewer, 'accept-invitation-answered');
  const account = await waitForMail(reviewerEmail, 'Your Genesis reviewer account');
  await reviewer.goto(linkIn(account, '/reset-password?token='));
  await expect(reviewer.getByRole('textbox', { name: 'New password', exact: true })).toBeVisible();
  // A new account's link sets a first password (decision 0069).
  await expect(reviewer.getByRole('heading', { level: 1, name: 'Set Your Password' })).toBeVisible();
  await shoot(reviewer, 'set-password');
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
  // Decision 0070: the reviewer receives the manuscript, never the cover letter.
  const filesToReview = reviewer.getByRole('region', { name: 'Files to review' });
  await expect(filesToReview.getByRole('listitem')).toHaveCount(1);
  await expect(filesToReview).toContainText(`Manuscript (round 1): manuscript-${id}-round-1.pdf`);
  await expect(reviewer.getByText('Cover letter')).toHaveCount(0);
  await expectNoSeriousViolations(reviewer);
  await shoot(reviewer, 'reviewer-files');
  await reviewer.getByLabel('Recommendation').selectOption('accept');
  await reviewer
    .getByRole('textbox', { name: 'Comments for the authors' })
    .fill('A careful study; the circadian analysis is convincing.');
  await reviewer
    .getByRole('textbox', { name: 'Confidential comments for the editor' })
    .fill(`Confidential ${word}: I reviewed an earlier version for another journal.`);
  await reviewer.getByRole('radio', { name: /I have a conflict of interest to declare/ }).check();
  await reviewer
    .getByLabel('Describe the conflict of interest')
    .fill(`Conflict ${word}: same institute as a co-author.`);
  await expectNoSeriousViolations(reviewer);
  await shoot(reviewer, 'review-form');
  await reviewer.getByRole('button', { name: 'Attachment', exact: true }).setInputFiles(PDF_PATH);
  await reviewer.getByRole('button', { name: 'Submit Review' }).click();
  await expectToast(reviewer, 'Review submitted');

  // 4. The editor asks for a major revision with a letter built from the template (the review's
  // comments for the authors, edited); the author uploads the revision with a response to the
  // reviewers, which the editor reads; the editor accepts, starts production and uploads the proof.
  await editor.reload();
  await editor.getByRole('button', { name: `View Details of submission #${id}` }).click();
  await expect(editor.getByText(`Confidential ${word}`)).toBeVisible();
  await expect(editor.getByText(`Declared — Conflict ${word}`)).toBeVisible();
  await shoot(editor, 'editor-reviews');
  await showStage(editor, 'Decision');
  const decisionBox = editor.getByRole('combobox', { name: 'Decision' });
  await decisionBox.selectOption('major');
  await editor.getByRole('button', { name: 'Compose letter' }).click();
  const letter = editor.getByLabel('Decision letter (Major revision)');
  await expect(letter).toHaveValue(/Reviewer 1:[\s\S]*A careful study; the circadian analysis is convincing\./);
  expect(await letter.inputValue()).not.toContain(`Confidential ${word}`);
  await letter.fill(`${await letter.inputValue()}\n\nP.S. Letter edited ${word}.`);
  await expectNoSeriousViolations(editor);
  await shoot(editor, 'decision-letter');
  // One draft per decision (decision 0071): leaving the edited letter asks first, and
  // coming back to Major revision brings the edited text back.
  await decisionBox.selectOption('minor');
  const ask = editor.getByRole('alertdialog');
  await expect(ask).toHaveAccessibleName('Switch to Minor revision?');
  await shoot(editor, 'decision-switch-confirm');
  await ask.getByRole('button', { name: 'Switch decision' }).click();
  await expect(decisionBox).toHaveValue('minor');
  await decisionBox.selectOption('major');
  await expect(letter).toHaveValue(new RegExp(`P\\.S\\. Letter edited ${word}\\.$`));
  await editor.getByRole('button', { name: 'Record decision and send letter' }).click();
  const preview = editor.getByRole('alertdialog');
  await expect(preview).toHaveAccessibleName('Record the decision: Major revision?');
  await expect(preview.getByLabel('Letter text')).toContainText(`P.S. Letter edited ${word}.`);
  await expect(preview).toContainText(authorEmail);
  await expectNoSeriousViolations(editor);
  await shoot(editor, 'decision-preview');
  await preview.getByRole('button', { name: 'Send letter and record decision' }).click();
  await expectToast(editor, 'Decision: major');
  const decisionMail = await waitForMail(authorEmail, `Decision on your submission #${id}`);
  expect(decisionMail.text).toContain(`P.S. Letter edited ${word}.`);
  expect(decisionMail.text).toContain('A careful study; the circadian analysis is convincing.');
  expect(decisionMail.text).not.toContain(`Confidential ${word}`);
  expect(decisionMail.text).not.toContain(reviewerEmail);
  await author.reload();
  await author.getByRole('combobox', { name: 'Submission', exact: true }).selectOption(String(id));
  await expect(author.getByText('Decision: Major revision').first()).toBeVisible();
  // The author re-reads the letter as it was sent (decision 0071).
  const sentLetter = author
    .getByRole('region', { name: 'Mail record' })
    .getByRole('listitem')
    .filter({ hasText: `Decision on your submission #${id}` });
  await sentLetter.getByText('Read the mail').click();
  await expect(sentLetter).toContainText(`P.S. Letter edited ${word}.`);
  await shoot(author, 'author-mail-record');
  await author.getByLabel('Response to reviewers').fill(`Response ${word}: the circadian analysis now spans 72 h.`);
  await author.getByLabel('Manuscript or revision file').setInputFiles(PDF_PATH);
  await expectNoSeriousViolations(author);
  await shoot(author, 'author-revision');
  await author.getByRole('button', { name: 'Upload revision' }).click();
  await expectToast(author, 'Uploaded');
  await editor.reload();
  await editor.getByRole('button', { name: `View Details of submission #${id}` }).click();
  await expect(editor.getByText(`Response ${word}: the circadian analysis now spans 72 h.`)).toBeVisible();
  await expectNoSeriousViolations(editor);
  await shoot(editor, 'editor-revision-response');
  await recordDecision(editor, 'accept');
  await editor.getByRole('button', { name: 'Start production' }).click();
  await expectToast(editor, 'Production started');
  await editor.getByLabel('Proof file').setInputFiles(PDF_PATH);
  await editor.getByRole('button', { name: 'Upload proof' }).click();
  await expectToast(editor, 'Proof uploaded');

  // 5. The author asks for proof corrections, the editor uploads a new proof, the author approves it
  // (after the decision the review comments are visible, never the confidential part).
  await author.reload();
  await author.getByRole('combobox', { name: 'Submission', exact: true }).selectOption(String(id));
  await expect(author.getByText('Latest decision')).toBeVisible();
  await expect(author.getByText('Decision: Accept').first()).toBeVisible();
  await expect(author.getByText(`Confidential ${word}`)).toHaveCount(0);
  await expect(author.getByText(`Conflict ${word}`)).toHaveCount(0);
  await author.getByLabel('Proof corrections').fill('Figure 2: the scale bar is missing.');
  await expectNoSeriousViolations(author);
  await shoot(author, 'author-proof-corrections');
  await author.getByRole('button', { name: 'Request corrections' }).click();
  await expectToast(author, 'Corrections requested');
  await editor.reload();
  await editor.getByRole('button', { name: `View Details of submission #${id}` }).click();
  await expect(editor.getByText('Figure 2: the scale bar is missing.')).toBeVisible();
  await editor.getByLabel('Proof file').setInputFiles(PDF_PATH);
  await editor.getByRole('button', { name: 'Upload proof' }).click();
  await expectToast(editor, 'Proof uploaded');
  await author.reload();
  await author.getByRole('combobox', { name: 'Submission', exact: true }).selectOption(String(id));
  // The author's history holds author-facing steps only, in words (decision 0069).
  await expect(author.getByText('Sent to review: Submitted → Under review')).toBeVisible();
  for (const hidden of ['Reviewer invited', 'Invitation accepted by the reviewer', 'Similarity check recorded'])
    await expect(author.getByText(hidden)).toHaveCount(0);
  await author.getByRole('button', { name: 'Approve Proof' }).click();
  // Approving asks first (decision 0069).
  await shoot(author, 'approve-proof-confirm');
  await author
    .getByRole('alertdialog', { name: 'Approve the proof?' })
    .getByRole('button', { name: 'Approve proof' })
    .click();
  await expectToast(author, 'Proof approved');

  // 6. The editor publishes.
  await editor.reload();
  await editor.getByRole('button', { name: `View Details of submission #${id}` }).click();
  await editor.getByRole('button', { name: 'Publish' }).click();
  // Publishing asks first (decision 0069).
  await shoot(editor, 'publish-confirm');
  await editor
    .getByRole('alertdialog', { name: 'Publish this article?' })
    .getByRole('button', { name: 'Publish now' })
    .click();
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
