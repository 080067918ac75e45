/**
 * The editorial office's whole life cycle in one run (issue "An editorial office that can be
 * trusted with a day's work", its "Done when"; decisions 0045, 0069–0075):
 * 1. a public submission with a manuscript and a cover letter (0070: the form's `files` and
 *    `coverLetterFile`) is converted by the office, checked for similarity and sent to review; two
 *    reviewers are invited with due dates; one declines, one accepts and receives the manuscript,
 *    never the cover letter (its list, and its file route refusing the letter's id);
 * 2. the reviewer's review goes through the seed's own call (seed 001 §7: multipart
 *    `recommendation`, `comments`, `attachments`, no conflict-of-interest field) and the editor
 *    reads "Not declared" (0069);
 * 3. the editor composes a Minor revision letter with a due date, edits it, is warned before
 *    switching decision (0071), and sends it: the author's mail has the edited text;
 * 4. the editor writes to the author, who replies in the portal; each message is mailed with a
 *    deep link (0072);
 * 5. time moves past the revision's due date (the test clock): the author is reminded, once
 *    (0074); the revision is uploaded; the seed's decision call (`{decision}` only) accepts; the
 *    proof is approved and the article published (both confirmed) into an issue, with a DOI when
 *    the server has a DOI prefix (DOI_PREFIX; the e2e server has 10.55555 unless given another);
 * 6. a second submission is desk-rejected with a reason typed in the confirmation: the letter
 *    carries it;
 * 7. the author's view of the first submission shows no reviewer activity (0045, 0069).
 * Every screen passed is photographed at 390 and 1280 px (`shoot`; PNGs with SCREENSHOT_DIR), and
 * none scrolls sideways at 390 px.
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { acceptAccountInvite, shoot } from './support/editorial-office';
import { openThread, writeMessage } from './support/discussion';
import { sendPublicManuscript } from './support/intake';
import { allMail, linkIn, type ReceivedMail, waitForMail } from './support/mailbox';
import { expectNoSeriousViolations, expectToast } from './support/page';
import {
  acceptAsNewReviewer,
  api,
  approveProof,
  chooseSubmission,
  inviteReviewer,
  newPage,
  openSubmission,
  PDF_PATH,
  publish,
  sendToReviewAndInvite,
  showStage,
  signInEditor,
  uploadProof,
} from './support/workflow';

const word = randomBytes(3).toString('hex');
const TITLE = `Tidal locking of exomoons ${word}`;
const VOLUME = `8${parseInt(word, 16) % 1000}`;
/** A second real PDF (another eLife article), so the cover letter is not the manuscript's bytes. */
const COVER_LETTER_PATH = path.resolve(
  import.meta.dirname,
  '../../shared/data/articles/elife/with-pdf/elife-00353-v1/elife-00353-v1.pdf',
);
/** 'YYYY-MM-DD' `days` from today (UTC), as the date inputs take it. */
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
/** A day as the letters write it ("9 December 2026"). */
const inWords = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/**
 * A visitor sends the public manuscript form (seed 000 §2) with the manuscript and, when
 * `coverLetter`, a signed cover letter (decision 0070; the form's screen has no cover-letter field
 * yet, so the multipart body is sent as the form would). Answers the intake's id.
 */
function sendManuscript(
  request: APIRequestContext,
  title: string,
  email: string,
  coverLetter: boolean,
): Promise<number> {
  return sendPublicManuscript(request, {
    title,
    email,
    abstract: 'We follow the tidal evolution of moons around giant exoplanets.',
    keywords: 'exomoons, tides',
    manuscript: { name: 'manuscript.pdf', mimeType: 'application/pdf', buffer: fs.readFileSync(PDF_PATH) },
    ...(coverLetter
      ? {
          coverLetter: {
            name: 'cover-letter-signed.pdf',
            mimeType: 'application/pdf',
            buffer: fs.readFileSync(COVER_LETTER_PATH),
          },
        }
      : {}),
  });
}

/** The office converts intake `intakeId` on its detail page; answers the new submission's id (from the toast). */
async function convertIntake(office: Page, intakeId: number, shotName?: string): Promise<number> {
  await office.goto(`/dashboard/admin/public-manuscripts/${intakeId}`);
  await expect(office.getByRole('heading', { level: 1, name: 'Manuscript Details' })).toBeVisible();
  if (shotName) {
    await expectNoSeriousViolations(office);
    await shoot(office, shotName);
  }
  await office.getByRole('button', { name: 'Convert to Submission' }).click();
  await office.getByRole('dialog').getByRole('button', { name: 'Convert', exact: true }).click();
  const toast = office
    .getByRole('region', { name: /^Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: 'Created submission #' })
    .first();
  await expect(toast).toBeVisible();
  return Number(/submission #(\d+)/.exec((await toast.textContent()) ?? '')![1]);
}

/** The HTTP status of a GET of `url` with the signed-in user's token (files are not JSON). */
async function statusOf(page: Page, url: string): Promise<number> {
  return page.evaluate(async (u) => {
    const res = await fetch(u, {
      headers: { authorization: `Bearer ${localStorage.getItem('genesis_access_token')}` },
    });
    return res.status;
  }, url);
}

/** The first object under `value` (an issue's table of contents) whose `title` is `title`. */
function findByTitle(value: unknown, title: string): { id: number } | undefined {
  if (Array.isArray(value)) return value.map((v) => findByTitle(v, title)).find(Boolean);
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (record.title === title && typeof record.id === 'number') return { id: record.id };
    return findByTitle(Object.values(record), title);
  }
  return undefined;
}

test('an office takes a public submission from intake to an issue, and desk-rejects another with a reason', async ({
  browser,
  request,
}) => {
  test.setTimeout(600_000);
  const authorEmail = `life.author.${word}@example.org`;
  const declinerEmail = `life.decliner.${word}@example.org`;
  const reviewerEmail = `life.reviewer.${word}@example.org`;

  // 1. A public submission with a cover letter; the office converts it.
  const intakeId = await sendManuscript(request, TITLE, authorEmail, true);
  const editor = await signInEditor(browser);
  const id = await convertIntake(editor, intakeId, 'lifecycle-intake-detail');
  // The submitter's author account (made by the conversion): a password from its mail, then sign in.
  const author = await acceptAccountInvite(browser, authorEmail, 'author');

  // The editor's page: the two files by kind; the similarity check; two invitations with due dates.
  await editor.goto('/dashboard/editor');
  await openSubmission(editor, id, { reload: false });
  const detail = await api(editor, 'GET', `/api/submissions/${id}`);
  const files = detail.json.files as { id: number; kind: string; label: string }[];
  const cover = files.find((f) => f.kind === 'cover_letter')!;
  const manuscript = files.find((f) => f.kind === 'manuscript')!;
  expect(cover.label).toBe('Cover letter');
  expect(manuscript.label).toBe('Manuscript (round 1)');
  await expectNoSeriousViolations(editor);
  await shoot(editor, 'lifecycle-editor-submission');
  const respondBy = dayFromNow(5);
  await sendToReviewAndInvite(editor, declinerEmail, { respondBy, reviewDue: dayFromNow(21) });
  const chooser = editor.getByRole('group', { name: 'Files the reviewer receives' });
  await expect(chooser.getByRole('checkbox', { name: /^Manuscript \(round 1\)/ })).toBeChecked();
  await expect(chooser.getByRole('checkbox', { name: /^Cover letter/ })).toBeDisabled();
  await inviteReviewer(editor, reviewerEmail, { respondBy, reviewDue: dayFromNow(21) });
  await shoot(editor, 'lifecycle-editor-invitations');

  // One reviewer declines through the mail's decline link.
  const declineMail = await waitForMail(declinerEmail, 'Invitation to review');
  expect(declineMail.text).not.toContain('Okafor');
  const decliner = await newPage(browser);
  await decliner.goto(linkIn(declineMail, '/invites/decline?token='));
  await decliner.getByLabel('Reason for declining').fill('Travelling all month.');
  await shoot(decliner, 'lifecycle-decline');
  await decliner.getByRole('button', { name: 'Decline Invitation' }).click();
  await expect(decliner.getByRole('heading', { name: 'Response Recorded' })).toBeVisible();
  await decliner.context().close();

  // The other accepts and receives the manuscript, never the cover letter.
  const reviewer = await acceptAsNewReviewer(browser, reviewerEmail, { authorName: 'Okafor' });
  await reviewer.goto('/dashboard/reviewer');
  await reviewer
    .getByRole('button', { name: /^Details of invite #/ })
    .first()
    .click();
  const filesToReview = reviewer.getByRole('region', { name: 'Files to review' });
  await expect(filesToReview.getByRole('listitem')).toHaveCount(1);
  await expect(filesToReview).toContainText(`Manuscript (round 1): manuscript-${id}-round-1.pdf`);
  await expect(reviewer.getByText('Cover letter')).toHaveCount(0);
  await expect(reviewer.getByText('Okafor')).toHaveCount(0);
  await expectNoSeriousViolations(reviewer);
  await shoot(reviewer, 'lifecycle-reviewer-files');
  const invites = await api(reviewer, 'GET', '/api/reviewer/invites');
  const inviteId = (invites.json as unknown as { inviteId: number }[])[0].inviteId;
  const delivered = await api(reviewer, 'GET', `/api/invites/${inviteId}/files`);
  expect(delivered.status, JSON.stringify(delivered.json)).toBe(200);
  expect((delivered.json as unknown as { id: number }[]).map((f) => f.id)).toEqual([manuscript.id]);
  expect(await statusOf(reviewer, `/api/invites/${inviteId}/files/${manuscript.id}`)).toBe(200);
  expect(await statusOf(reviewer, `/api/invites/${inviteId}/files/${cover.id}`)).toBe(404);
  expect(await statusOf(reviewer, `/api/invites/${inviteId}/files/${cover.id}?download=1`)).toBe(404);

  // 2. The review through the seed's call, without a conflict-of-interest field.
  const comments = `The orbital model is sound; extend the integration ${word}.`;
  const reviewStatus = await reviewer.evaluate(
    async ({ inviteId, comments, pdf }) => {
      const body = new FormData();
      body.append('recommendation', 'minor');
      body.append('comments', comments);
      const bytes = Uint8Array.from(atob(pdf), (c) => c.charCodeAt(0));
      body.append('attachments', new Blob([bytes], { type: 'application/pdf' }), 'review-notes.pdf');
      const res = await fetch(`/api/invites/${inviteId}/reviews`, {
        method: 'POST',
        headers: { authorization: `Bearer ${localStorage.getItem('genesis_access_token')}` },
        body,
      });
      return res.status;
    },
    { inviteId, comments, pdf: fs.readFileSync(PDF_PATH).toString('base64') },
  );
  expect(reviewStatus).toBe(201);
  await openSubmission(editor, id);
  await showStage(editor, 'Review');
  await expect(editor.getByText(comments).first()).toBeVisible();
  await expect(editor.getByText('Not declared').first()).toBeVisible();
  await shoot(editor, 'lifecycle-editor-reviews');

  // 3. A Minor revision letter with a due date, edited; switching decision asks first; sent as edited.
  await showStage(editor, 'Decision');
  const decisionBox = editor.getByRole('combobox', { name: 'Decision' });
  await decisionBox.selectOption('minor');
  const revisionDue = dayFromNow(10);
  await editor.getByLabel('Revision due').fill(revisionDue);
  await editor.getByRole('button', { name: 'Compose letter' }).click();
  const letter = editor.getByLabel('Decision letter (Minor revision)');
  await expect(letter).toHaveValue(new RegExp(comments.replace(/[.;]/g, '\\$&')));
  const edit = `P.S. Please add the long integration we discussed ${word}.`;
  await letter.fill(`${await letter.inputValue()}\n\n${edit}`);
  await shoot(editor, 'lifecycle-decision-composer');
  await decisionBox.selectOption('major');
  const ask = editor.getByRole('alertdialog');
  await expect(ask).toHaveAccessibleName('Switch to Major revision?');
  await expect(ask).toContainText('You edited the Minor revision letter.');
  await shoot(editor, 'lifecycle-decision-switch-warning');
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(decisionBox).toHaveValue('minor');
  await expect(letter).toHaveValue(new RegExp(`${edit.replace(/\./g, '\\.')}$`));
  await editor.getByRole('button', { name: 'Record decision and send letter' }).click();
  const preview = editor.getByRole('alertdialog');
  await expect(preview).toHaveAccessibleName('Record the decision: Minor revision?');
  await expect(preview.getByLabel('Letter text')).toContainText(edit);
  await expect(preview).toContainText(inWords(revisionDue));
  await expectNoSeriousViolations(editor);
  await shoot(editor, 'lifecycle-decision-preview');
  await preview.getByRole('button', { name: 'Send letter and record decision' }).click();
  await expectToast(editor, 'Decision: minor');
  const decisionMail = await waitForMail(authorEmail, `Decision on your submission #${id}`);
  expect(decisionMail.text).toContain(edit);
  expect(decisionMail.text).toContain(inWords(revisionDue));
  expect(decisionMail.text).not.toContain(reviewerEmail);

  // 4. Editor → author, and the author's reply in the portal, each mailed with a deep link.
  await openThread(editor, /Editors ↔ Author/);
  const toAuthor = `Could you also share the N-body set-up? ${word}`;
  await writeMessage(editor, 'the author', toAuthor);
  const toAuthorMail = await waitForMail(authorEmail, `New message about submission #${id}`);
  expect(toAuthorMail.text).toContain(toAuthor);
  await author.goto(linkIn(toAuthorMail, `/dashboard/author?submission=${id}`));
  const authorPanel = author.getByRole('region', { name: 'Discussion' });
  await expect(authorPanel.getByText(toAuthor)).toBeVisible({ timeout: 20_000 });
  const reply = `The set-up is in the supplement, section 2. ${word}`;
  await writeMessage(author, 'the editors', reply);
  await expectNoSeriousViolations(author);
  await shoot(author, 'lifecycle-author-discussion');
  let toEditors: ReceivedMail | undefined;
  await expect
    .poll(
      () => {
        toEditors = allMail().find(
          (m) => m.subject.includes(`New message about submission #${id}`) && m.text.includes(reply),
        );
        return toEditors?.to ?? '';
      },
      { timeout: 20_000, intervals: [100] },
    )
    .not.toBe('');
  expect(toEditors!.to.toLowerCase()).not.toContain(authorEmail);
  await editor.goto(linkIn(toEditors!, `/dashboard/editor/submissions/${id}`));
  await expect(editor.getByRole('region', { name: 'Discussion' }).getByText(reply)).toBeVisible({ timeout: 20_000 });
  await shoot(editor, 'lifecycle-editor-discussion');

  // 5. Time moves past the due date: the author is reminded, once; then the revision.
  const overdueSubject = `Your revision of submission #${id} is overdue`;
  const moved = await api(editor, 'POST', '/api/test/reminders', { advanceDays: 11 });
  expect(moved.status).toBe(200);
  const reminder = await waitForMail(authorEmail, overdueSubject);
  expect(reminder.text).toContain(inWords(revisionDue));
  // Three days later (the test clock counts from now, not from the last move): no second overdue reminder.
  const later = await api(editor, 'POST', '/api/test/reminders', { advanceDays: 14 });
  expect(later.status).toBe(200);
  expect(later.json.sent).toMatchObject({ revision_overdue: 0, revision_due_soon: 0 });
  // The runner delivers every second: a second reminder would be in the sink by the time the
  // article is published, many steps later; counted there.
  const overdueCount = () =>
    allMail().filter((m) => m.to.includes(authorEmail) && m.subject.includes(overdueSubject)).length;
  await chooseSubmission(author, id);
  await author.getByLabel('Response to reviewers').fill(`Response ${word}: the integration now spans 10 Gyr.`);
  await author.getByLabel('Manuscript or revision file').setInputFiles(PDF_PATH);
  await shoot(author, 'lifecycle-author-revision');
  await author.getByRole('button', { name: 'Upload revision' }).click();
  await expectToast(author, 'Uploaded');

  // The seed's decision call, `{decision}` only.
  const accepted = await api(editor, 'POST', `/api/submissions/${id}/decision`, { decision: 'accept' });
  expect(accepted.status).toBe(200);

  // Production into a future issue: proof, the author's approval, publication, the issue.
  const journals = await api(editor, 'GET', '/api/journals?limit=100');
  const journal = (journals.json as unknown as { id: number; abbreviation: string }[]).find(
    (j) => j.id === detail.json.journalId,
  )!;
  const issue = await api(editor, 'POST', `/api/admin/journals/${journal.abbreviation}/issues`, {
    volume: VOLUME,
    number: '1',
    year: 2026,
    title: `Moons ${word}`,
  });
  expect(issue.status).toBe(201);
  await openSubmission(editor, id);
  await editor.getByRole('button', { name: 'Start production' }).click();
  await expectToast(editor, 'Production started');
  await editor
    .getByLabel('Issue', { exact: true })
    .selectOption({ label: `Volume ${VOLUME}, Issue 1: Moons ${word} (future issue)` });
  await uploadProof(editor);
  await shoot(editor, 'lifecycle-editor-production');
  await chooseSubmission(author, id);
  await expect(author.getByRole('heading', { name: 'Proof for approval' })).toBeVisible();
  await shoot(author, 'lifecycle-author-proof');
  await approveProof(author);
  await publish(editor, id, { scheduled: true });
  await shoot(editor, 'lifecycle-editor-scheduled');
  const issuePublished = await api(
    editor,
    'POST',
    `/api/admin/journals/${journal.abbreviation}/issues/${String(issue.json.id)}/publish`,
  );
  expect(issuePublished.status).toBe(200);
  const contents = await api(editor, 'GET', `/api/journals/${journal.abbreviation}/issues/${VOLUME}/1`);
  expect(contents.status).toBe(200);
  const listed = findByTitle(contents.json, TITLE);
  expect(listed, 'the article in the issue').toBeDefined();
  const article = await api(editor, 'GET', `/api/articles/${String(listed!.id)}`);
  // A DOI is assigned at publication under the site's DOI_PREFIX (decision 0027; the e2e server
  // has 10.55555 unless given another, scripts/e2e-server.mjs); without one the article has none.
  const settings = await api(editor, 'GET', '/api/admin/deposits/settings');
  const prefix = settings.json.doiPrefix as string | null;
  if (prefix) expect(article.json.doi).toMatch(new RegExp(`^${prefix.replace(/\./g, '\\.')}/\\S+$`));
  else expect(article.json.doi).toBeNull();
  expect(overdueCount()).toBe(1);

  // 6. A second submission, desk-rejected with the reason typed in the confirmation.
  const secondIntake = await sendManuscript(request, `Exomoon habitability ${word}`, authorEmail, false);
  const second = await convertIntake(editor, secondIntake);
  await editor.goto('/dashboard/editor');
  await openSubmission(editor, second, { reload: false });
  await editor.getByRole('button', { name: 'Desk reject' }).click();
  const reject = editor.getByRole('alertdialog', { name: 'Desk reject this submission?' });
  const reason = `Habitability is outside the journal's scope ${word}.`;
  await reject.getByLabel('Reason for the desk rejection').fill(reason);
  await shoot(editor, 'lifecycle-desk-reject');
  await reject.getByRole('button', { name: 'Desk reject and send letter' }).click();
  await expectToast(editor, 'Desk rejected');
  const rejection = await waitForMail(authorEmail, `Decision on your submission #${second}`);
  expect(rejection.text).toMatch(new RegExp(`The editor's reason:\\s*\\n${reason.replace(/\./g, '\\.')}`));

  // 7. The author's view of the first submission: history, files and mail record without reviewer activity.
  await chooseSubmission(author, id);
  await expect(author.getByText('Sent to review: Submitted → Under review')).toBeVisible();
  for (const hidden of [
    'Reviewer invited',
    'Invitation accepted by the reviewer',
    'Invitation declined by the reviewer',
    'Similarity check recorded',
    'Similarity report',
    'Invitation to review',
    reviewerEmail,
    declinerEmail,
    'Travelling all month.',
  ])
    await expect(author.getByText(hidden)).toHaveCount(0);
  await expectNoSeriousViolations(author);
  await shoot(author, 'lifecycle-author-submission');
});
