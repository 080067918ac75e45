/**
 * A workflow article as rich as an imported one (issue 16 Done when: "an article taken through
 * the workflow from a real DOCX manuscript is published with full text, structured authors and
 * references; the e2e reads … one workflow-published article with screenshots at phone and
 * desktop widths"). An author submits a real Word manuscript; after review the editor completes
 * the production metadata (affiliation, ORCID iD, a reference with a DOI) and uploads the
 * proof; the author sees the web version beside the PDF proof and approves it; the editor
 * publishes; a visitor reads the article's sections, table and references on a phone and a
 * desktop. Screenshots go to test-results/full-text/ (looked at by hand).
 */
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { E2E_ADMIN, linkIn, waitForMail } from './support/mailbox';
import { expectNoSeriousViolations, expectToast, signIn } from './support/page';

const DOCX_PATH = path.resolve(import.meta.dirname, '../src/server/test/fixtures/workflow-manuscript.docx');
const PDF_PATH = path.resolve(
  import.meta.dirname,
  '../../shared/data/articles/elife/with-pdf/elife-19405-v1/elife-19405-v1.pdf',
);
const PASSWORD = 'Orchid-Lantern-42';
const word = randomBytes(3).toString('hex');
const TITLE = `Tidal heating of icy moons ${word}`;
const REFERENCE =
  'Peale SJ, Cassen P. Contribution of tidal dissipation to lunar thermal history. Icarus. 1978;36:245-269. doi:10.1016/0019-1035(78)90109-4';

async function newPage(browser: Browser, width = 1280, height = 900): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height } });
  return context.newPage();
}

test('a Word manuscript is published with structured authors, full text and references', async ({ browser }) => {
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

  // 3. The editor accepts, starts production, completes the metadata and uploads the proof.
  await editor.reload();
  await openSubmission();
  await editor.getByLabel('Decision').selectOption('accept');
  await editor.getByRole('button', { name: 'Record decision' }).click();
  await expectToast(editor, 'Decision: accept');
  await editor.getByRole('button', { name: 'Start production' }).click();
  await expectToast(editor, 'Production started');
  const web = editor.getByRole('region', { name: 'Web version of the article' });
  await expect(web.getByRole('heading', { name: 'Introduction' })).toBeVisible();
  const orcid = editor.getByLabel(/^ORCID iD/).first();
  // A wrong check character is refused on its field.
  await orcid.fill('0000-0002-1825-0098');
  await editor.getByRole('button', { name: 'Save production metadata' }).click();
  await expect(editor.getByText('Invalid ORCID checksum').first()).toBeVisible();
  await orcid.fill('0000-0002-1825-0097');
  await editor
    .getByLabel(/^Affiliations/)
    .first()
    .fill('Department of Mathematics, University of London, London, UK');
  await editor.getByLabel(/^Data availability statement/).fill('All model outputs are openly available.');
  await editor.getByLabel(/^References/).fill(REFERENCE);
  await editor.getByRole('button', { name: 'Save production metadata' }).click();
  await expectToast(editor, 'Production metadata saved');
  await expectNoSeriousViolations(editor);
  await editor.getByLabel('Proof file').setInputFiles(PDF_PATH);
  await editor.getByRole('button', { name: 'Upload proof' }).click();
  await expectToast(editor, 'Proof uploaded');

  // 4. The author sees the web version beside the PDF proof, and approves.
  await author.reload();
  await author.getByRole('combobox', { name: 'Submission', exact: true }).selectOption(String(id));
  await expect(author.getByRole('heading', { name: 'Proof for approval' })).toBeVisible();
  await expect(
    author.getByRole('region', { name: 'Web version of the article' }).getByRole('heading', { name: 'Methods' }),
  ).toBeVisible();
  await expect(author.getByLabel(/^ORCID iD/).first()).toHaveValue('0000-0002-1825-0097');
  await expectNoSeriousViolations(author);
  await author.screenshot({ path: 'test-results/full-text/workflow-proof-desktop.png', fullPage: true });
  await author.getByRole('button', { name: 'Approve Proof' }).click();
  await expectToast(author, 'Proof approved');

  // 5. The editor publishes.
  await editor.reload();
  await openSubmission();
  await editor.getByRole('button', { name: 'Publish' }).click();
  await expectToast(editor, 'Published');
  const published = editor.getByText(/Published\. Article ID: \d+/);
  await expect(published).toBeVisible();
  const articleId = Number(/Article ID: (\d+)/.exec((await published.textContent()) ?? '')![1]);

  // 6. A visitor reads it on a phone and on a desktop.
  for (const size of [
    { name: 'phone', width: 390, height: 844 },
    { name: 'desktop', width: 1280, height: 900 },
  ]) {
    const visitor = await newPage(browser, size.width, size.height);
    await visitor.goto(`/articles/${articleId}`);
    await expect(visitor.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(visitor.getByText('Department of Mathematics, University of London, London, UK')).toBeVisible();
    await expect(visitor.getByText('Yale University')).toBeVisible();
    const contents = visitor.getByRole('navigation', { name: 'Contents' });
    await expect(contents.getByRole('link', { name: /Introduction/ })).toBeVisible();
    await expect(contents.getByRole('link', { name: 'References' })).toBeVisible();
    const body = visitor.locator('.jats-body');
    await expect(body.locator('section.jats-sec')).toHaveCount(5); // 4 sections and the data availability
    await expect(body.locator('figure.jats-table-wrap')).toHaveCount(1);
    await expect(visitor.locator('ol.ft-references > li')).toHaveCount(1);
    await expect(
      visitor.locator('ol.ft-references a[href="https://doi.org/10.1016/0019-1035(78)90109-4"]'),
    ).toHaveCount(1);
    const overflow = await visitor.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await visitor.screenshot({ path: `test-results/full-text/workflow-article-${size.name}.png`, fullPage: true });
    if (size.name === 'desktop') await expectNoSeriousViolations(visitor);
    await visitor.context().close();
  }
});
