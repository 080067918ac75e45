/**
 * The editorial workflow's steps as the workflow, production, issue-publishing and journal
 * lifecycle specs take them (seed 001 §2 and §5: draft, submit, review, decision, production,
 * proof, publish), each through the pages a person uses. A spec strings the steps together and
 * checks what it is about in between; `axe: true` runs the accessibility check at the step's
 * pages as the workflow spec does.
 */
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expect } from './test';
import { E2E_ADMIN, linkIn, waitForMail } from './mailbox';
import { expectNoSeriousViolations, expectToast, signIn } from './page';

/** A real Word manuscript (four sections, a table) and a real PDF (an eLife article). */
export const DOCX_PATH = path.resolve(import.meta.dirname, '../../src/server/test/fixtures/workflow-manuscript.docx');

/** The Word manuscript the workflow specs submit (tidal heating of icy moons), under `title`. */
export function tidalManuscript(title: string, extra: Partial<Manuscript> = {}): Manuscript {
  return {
    title,
    abstract: 'We model tidal dissipation in the ice shells of Europa and Enceladus.',
    keywords: 'tides, icy moons',
    coAuthors: 'Grace Hopper, Yale University',
    file: DOCX_PATH,
    ...extra,
  };
}
export const PDF_PATH = path.resolve(
  import.meta.dirname,
  '../../../shared/data/articles/elife/with-pdf/elife-19405-v1/elife-19405-v1.pdf',
);
/** The password every account made by the workflow specs gets. */
export const PASSWORD = 'Orchid-Lantern-42';

/** A page in a fresh browser context (its own session) at `width` × `height` CSS pixels. */
export async function newPage(browser: Browser, width = 1280, height = 900): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height } });
  return context.newPage();
}

/** A JSON call with the signed-in user's token, from `page`; answers the status and body. */
export async function api(page: Page, method: string, url: string, body?: unknown) {
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

export interface Manuscript {
  title: string;
  abstract: string;
  /** The Journal option's label; the first journal offered when left out. */
  journal?: string;
  keywords: string;
  coAuthors: string;
  /** DOCX_PATH or PDF_PATH. */
  file: string;
}

/**
 * A new author signs up, signs in and submits `manuscript` from the author dashboard (draft,
 * upload, submit). Answers the author's page and the submission's id.
 */
export async function signUpAndSubmit(
  browser: Browser,
  author: { name: string; email: string },
  manuscript: Manuscript,
  options: { axe?: boolean } = {},
): Promise<{ page: Page; id: number }> {
  const page = await newPage(browser);
  await page.goto('/signup');
  await page.getByLabel('Full name').fill(author.name);
  await page.getByLabel('Email').fill(author.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail to confirm your address' })).toBeVisible();
  await signIn(page, author.email, PASSWORD, '/login');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('link', { name: 'Author Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Author dashboard' })).toBeVisible();
  if (options.axe) await expectNoSeriousViolations(page);
  await page.getByLabel('Title').fill(manuscript.title);
  await page.getByLabel('Abstract').fill(manuscript.abstract);
  const journal = page.getByLabel('Journal');
  await (manuscript.journal ? journal.selectOption({ label: manuscript.journal }) : journal.selectOption({ index: 1 }));
  await page.getByLabel('Article type').selectOption('Research Article');
  await page.getByLabel('Keywords').fill(manuscript.keywords);
  await page.getByLabel('Co-authors').fill(manuscript.coAuthors);
  await page.getByRole('button', { name: 'Create Draft' }).click();
  await expectToast(page, 'Draft created');
  await page.getByLabel('Manuscript file').setInputFiles(manuscript.file);
  await page.getByRole('button', { name: 'Upload manuscript and continue' }).click();
  await expectToast(page, 'Uploaded');
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expectToast(page, 'Submitted');
  const id = await page.evaluate(async () => {
    const res = await fetch('/api/author/submissions', {
      headers: { authorization: `Bearer ${localStorage.getItem('genesis_access_token')}` },
    });
    return ((await res.json()) as { id: number }[])[0].id;
  });
  return { page, id };
}

/** The admin (who may edit), signed in on a new page (`width` CSS pixels wide) at the editor dashboard. */
export async function signInEditor(browser: Browser, width = 1280): Promise<Page> {
  const page = await newPage(browser, width);
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/dashboard/editor');
  return page;
}

/** Opens submission `id` in the editor dashboard (reloaded first, so it shows the latest state). */
export async function openSubmission(editor: Page, id: number, options: { reload?: boolean } = {}): Promise<void> {
  // The queue is paged, newest change first (decision 0076): its search by "#id" finds it on any page.
  if (options.reload ?? true) await editor.goto(`/dashboard/editor?q=${encodeURIComponent(`#${id}`)}`);
  await editor.getByRole('button', { name: `View Details of submission #${id}` }).click();
  await expect(editor.getByRole('heading', { name: `Submission #${id}` })).toBeVisible();
}

/**
 * The editor records the similarity check of the open submission (decision 0045: it comes before
 * review): the score and unique content in %, and the PDF report.
 */
export async function recordSimilarityCheck(editor: Page, similarity = '12', unique = '88'): Promise<void> {
  await editor.getByLabel('Similarity score (%)').fill(similarity);
  await editor.getByLabel('Unique content (%)').fill(unique);
  await editor.getByLabel('Similarity report').setInputFiles(PDF_PATH);
  await editor.getByRole('button', { name: 'Record check' }).click();
  await expectToast(editor, 'Similarity check recorded');
}

/**
 * The editor records a similarity check within the policy, sends submission `id` to review and
 * invites `reviewerEmail`; the reviewer accepts through the e-mailed link, sets a password from
 * the second mail, signs in and recommends acceptance with `comments` and a PDF attachment.
 * Answers the reviewer's page.
 */
export async function reviewToAcceptance(
  browser: Browser,
  editor: Page,
  id: number,
  reviewerEmail: string,
  comments: string,
  options: { axe?: boolean; authorName?: string } = {},
): Promise<Page> {
  await openSubmission(editor, id, { reload: false });
  if (options.axe) await expectNoSeriousViolations(editor);
  await sendToReviewAndInvite(editor, reviewerEmail);
  const reviewer = await acceptAsNewReviewer(browser, reviewerEmail, options);
  await reviewer.goto('/dashboard/reviewer');
  await expect(reviewer.getByRole('heading', { level: 1, name: 'Reviewer Dashboard' })).toBeVisible();
  if (options.authorName) await expect(reviewer.getByText(options.authorName)).toHaveCount(0);
  await reviewer
    .getByRole('button', { name: /^Details of invite #/ })
    .first()
    .click();
  await expect(reviewer.getByLabel('Recommendation')).toBeVisible();
  if (options.axe) await expectNoSeriousViolations(reviewer);
  await reviewer.getByLabel('Recommendation').selectOption('accept');
  await reviewer.getByRole('textbox', { name: 'Comments for the authors' }).fill(comments);
  await reviewer.getByRole('radio', { name: /no conflict of interest/ }).check();
  await reviewer.getByRole('button', { name: 'Attachment', exact: true }).setInputFiles(PDF_PATH);
  await reviewer.getByRole('button', { name: 'Submit Review' }).click();
  await expectToast(reviewer, 'Review submitted');
  return reviewer;
}

/** Due dates of an invitation ('YYYY-MM-DD'; the journal's defaults when left out; decision 0036). */
export interface InvitationDates {
  respondBy?: string;
  reviewDue?: string;
}

/**
 * On the editor's open submission: the similarity check, "Send to review", then an invitation to
 * `reviewerEmail` (toasts 'Sent to review' and 'Invited reviewer'), with `dates` when given.
 */
export async function sendToReviewAndInvite(
  editor: Page,
  reviewerEmail: string,
  dates: InvitationDates = {},
): Promise<void> {
  await recordSimilarityCheck(editor);
  await editor.getByRole('button', { name: 'Send to review' }).click();
  await expectToast(editor, 'Sent to review');
  await inviteReviewer(editor, reviewerEmail, dates);
}

/**
 * On the editor's open submission in review: invites `reviewerEmail` by address, with `dates`
 * (Respond by, Review due) when given; waits for the toast 'Invited reviewer'.
 */
export async function inviteReviewer(editor: Page, reviewerEmail: string, dates: InvitationDates = {}): Promise<void> {
  await editor.getByLabel('Reviewer email').fill(reviewerEmail);
  if (dates.respondBy) await editor.getByLabel('Respond by').fill(dates.respondBy);
  if (dates.reviewDue) await editor.getByLabel('Review due').fill(dates.reviewDue);
  await editor.getByRole('button', { name: 'Invite reviewer' }).click();
  await expectToast(editor, 'Invited reviewer');
}

/**
 * A reviewer without an account follows the invitation mail's link, accepts, sets the password
 * of the account the acceptance made (its mail's link), and signs in; answers their page, on
 * /dashboard. `axe` checks the accept and set-password pages; `authorName` must not be in the
 * invitation (double-blind).
 */
export async function acceptAsNewReviewer(
  browser: Browser,
  reviewerEmail: string,
  options: { axe?: boolean; authorName?: string } = {},
): Promise<Page> {
  const invitation = await waitForMail(reviewerEmail, 'Invitation to review');
  // Blind review: the invitation does not name the author.
  if (options.authorName) expect(invitation.text).not.toContain(options.authorName);
  const reviewer = await newPage(browser);
  await reviewer.goto(linkIn(invitation, '/invites/accept?token='));
  await expect(reviewer.getByRole('button', { name: 'Accept Invitation' })).toBeVisible();
  if (options.axe) await expectNoSeriousViolations(reviewer);
  await reviewer.getByRole('button', { name: 'Accept Invitation' }).click();
  await expect(reviewer.getByRole('heading', { level: 1, name: 'Invitation Accepted' })).toBeVisible();
  const account = await waitForMail(reviewerEmail, 'Your Genesis reviewer account');
  await reviewer.goto(linkIn(account, '/reset-password?token='));
  await expect(reviewer.getByRole('textbox', { name: 'New password', exact: true })).toBeVisible();
  if (options.axe) await expectNoSeriousViolations(reviewer);
  await reviewer.getByRole('textbox', { name: 'New password', exact: true }).fill(PASSWORD);
  await reviewer.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill(PASSWORD);
  await reviewer.getByRole('textbox', { name: 'Confirm new password', exact: true }).blur();
  await reviewer.getByRole('button', { name: 'Reset password' }).click();
  await expect(reviewer).toHaveURL(/\/login$/, { timeout: 8000 });
  await signIn(reviewer, reviewerEmail, PASSWORD);
  await expect(reviewer).toHaveURL(/\/dashboard$/);
  return reviewer;
}

/**
 * The editor shows stage `stage` of the submission open: its step in the stepper of stages
 * (decision 0075; the page shows one stage's actions at a time, the current one first).
 */
export async function showStage(
  editor: Page,
  stage: 'Submission' | 'Review' | 'Decision' | 'Production' | 'Publication',
): Promise<void> {
  const step = editor
    .getByRole('navigation', { name: 'Stages' })
    .getByRole('button', { name: new RegExp(`^${stage}`) });
  await step.click();
  await expect(step).toHaveAttribute('aria-pressed', 'true');
}

/**
 * The editor records a decision on the submission open (in its decision stage): "Record
 * decision", then the confirmation that shows the letter to be sent (decision 0071) once it is built.
 */
export async function recordDecision(editor: Page, decision: 'minor' | 'major' | 'accept' | 'reject'): Promise<void> {
  await showStage(editor, 'Decision');
  await editor.getByRole('combobox', { name: 'Decision' }).selectOption(decision);
  await editor.getByRole('button', { name: /^Record decision/ }).click();
  const confirm = editor.getByRole('alertdialog');
  await expect(confirm.getByLabel('Letter text')).toBeVisible();
  await confirm.getByRole('button', { name: 'Send letter and record decision' }).click();
  await expectToast(editor, `Decision: ${decision}`);
}

/** The editor records the decision "accept" on submission `id` and starts production. */
export async function acceptAndStartProduction(editor: Page, id: number): Promise<void> {
  await openSubmission(editor, id);
  await recordDecision(editor, 'accept');
  await editor.getByRole('button', { name: 'Start production' }).click();
  await expectToast(editor, 'Production started');
}

/** The editor uploads the PDF proof of the submission open in production. */
export async function uploadProof(editor: Page): Promise<void> {
  await editor.getByLabel('Proof file').setInputFiles(PDF_PATH);
  await editor.getByRole('button', { name: 'Upload proof' }).click();
  await expectToast(editor, 'Proof uploaded');
}

/**
 * The author chooses submission `id` in the author dashboard to see its proof: the page reloaded
 * first (so it shows the latest state) unless `reload: false` (a dashboard just loaded).
 */
export async function chooseSubmission(author: Page, id: number, options: { reload?: boolean } = {}): Promise<void> {
  if (options.reload ?? true) await author.reload();
  await author.getByRole('combobox', { name: 'Submission', exact: true }).selectOption(String(id));
}

/** The author approves the proof of the submission chosen in the author dashboard. */
export async function approveProof(author: Page): Promise<void> {
  await author.getByRole('button', { name: 'Approve Proof' }).click();
  // Approving asks first (decision 0069).
  await author
    .getByRole('alertdialog', { name: 'Approve the proof?' })
    .getByRole('button', { name: 'Approve proof' })
    .click();
  await expectToast(author, 'Proof approved');
}

/**
 * The editor presses "Publish" on submission `id`. Published at once (the default): answers the
 * new article's id from the "Published. Article ID: N" note. Held for a future issue
 * (`scheduled: true`): checks the "Scheduled" toast and note, answers null.
 */
export async function publish(editor: Page, id: number, options: { scheduled?: boolean } = {}): Promise<number | null> {
  await openSubmission(editor, id);
  await editor.getByRole('button', { name: 'Publish' }).click();
  // Publishing asks first (decision 0069).
  await editor
    .getByRole('alertdialog', { name: 'Publish this article?' })
    .getByRole('button', { name: 'Publish now' })
    .click();
  if (options.scheduled) {
    await expectToast(editor, 'Scheduled');
    await expect(editor.getByText('Scheduled: published with its issue when the issue is published.')).toBeVisible();
    return null;
  }
  await expectToast(editor, 'Published');
  const published = editor.getByText(/Published\. Article ID: \d+/);
  await expect(published).toBeVisible();
  return Number(/Article ID: (\d+)/.exec((await published.textContent()) ?? '')![1]);
}
