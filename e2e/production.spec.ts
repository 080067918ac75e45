/**
 * A workflow article as rich as an imported one (decision 0028: an article taken through the
 * workflow from a real DOCX manuscript is published with full text, structured authors and
 * references; one workflow-published article is read with screenshots at phone and desktop
 * widths). An author submits a real Word manuscript; after review the editor completes
 * the production metadata (affiliation, ORCID iD, a reference with a DOI) and uploads the
 * proof; the author sees the web version beside the PDF proof and approves it; the editor
 * publishes; a visitor reads the article's sections, table and references on a phone and a
 * desktop. Screenshots go to test-results/full-text/ (looked at by hand).
 */
import { randomBytes } from 'node:crypto';
import { expect, test } from './support/test';
import {
  acceptAndStartProductionThroughApi,
  apiAdmin,
  editorPage,
  reviewToAcceptanceThroughApi,
  signedInPage,
  submitThroughApi,
} from './support/arrange';
import { expectNoSeriousViolations, expectToast } from './support/page';
import {
  approveProof,
  chooseSubmission,
  newPage,
  openSubmission,
  PASSWORD,
  publish,
  tidalManuscript,
  uploadProof,
} from './support/workflow';

const word = randomBytes(3).toString('hex');
const TITLE = `Tidal heating of icy moons ${word}`;
const REFERENCE =
  'Peale SJ, Cassen P. Contribution of tidal dissipation to lunar thermal history. Icarus. 1978;36:245-269. doi:10.1016/0019-1035(78)90109-4';

test('a Word manuscript is published with structured authors, full text and references', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const authorEmail = `author.${word}@example.org`;
  const reviewerEmail = `reviewer.${word}@example.org`;

  // 1.–2. Arranged through the API (support/arrange.ts): the author signs up and submits the Word
  // manuscript; it is reviewed (sent to review, the reviewer accepts, sets a password,
  // recommends acceptance); the editor accepts and starts production. workflow.spec and
  // lifecycle.spec take those steps through the pages.
  const { id } = await submitThroughApi(request, { name: 'Ada Lovelace', email: authorEmail }, tidalManuscript(TITLE));
  const admin = await apiAdmin(request);
  await reviewToAcceptanceThroughApi(admin, id, reviewerEmail, 'Sound modelling.');
  await acceptAndStartProductionThroughApi(admin, id);

  // 3. The editor completes the production metadata and uploads the proof.
  const editor = await editorPage(browser, { submission: id });
  await openSubmission(editor, id, { reload: false });
  const web = editor.getByRole('region', { name: 'Web version of the article' });
  // Opened cold, the page loads the submission, then converts the DOCX for its web version
  // (slow machines: 20 s).
  await expect(web.getByRole('heading', { name: 'Introduction' })).toBeVisible({ timeout: 20_000 });
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
  await uploadProof(editor);

  // 4. The author sees the web version beside the PDF proof, and approves.
  const author = await signedInPage(browser, authorEmail, PASSWORD);
  await author.goto('/dashboard/author');
  await chooseSubmission(author, id, { reload: false });
  await expect(author.getByRole('heading', { name: 'Proof for approval' })).toBeVisible();
  await expect(
    author.getByRole('region', { name: 'Web version of the article' }).getByRole('heading', { name: 'Methods' }),
  ).toBeVisible();
  await expect(author.getByLabel(/^ORCID iD/).first()).toHaveValue('0000-0002-1825-0097');
  await expectNoSeriousViolations(author);
  await author.screenshot({ path: 'test-results/full-text/workflow-proof-desktop.png', fullPage: true });
  await approveProof(author);

  // 5. The editor publishes.
  const articleId = await publish(editor, id);

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
