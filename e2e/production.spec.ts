/**
 * A workflow article as rich as an imported one (decision 0028: an article taken through the
 * workflow from a real DOCX manuscript is published with full text, structured authors and
 * references; one workflow-published article is read with screenshots at phone and desktop
 * widths). An author submits a real Word manuscript; after review the editor completes
 * the production metadata (affiliation, ORCID iD, a reference with a DOI) and uploads the
 * proof; the author sees the web version beside the PDF proof and approves it; the editor
 * publishes; a visitor reads the article's sections, table and references on a phone and a
 * desktop. Screenshots go to test-results/full-text/ (looked at by hand). Decision 0089: the
 * editor adds two ROR affiliations, CRediT roles, two funders with awards and statements, which
 * the article page shows (screenshots in test-results/contributors/, with the wizard's author
 * part).
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
  // Decision 0089: two affiliations with ROR IDs, CRediT roles, two funders with awards, statements.
  const first = editor.locator('form[aria-label="Production metadata"] ol > li').first();
  await first.getByRole('button', { name: 'Add an affiliation' }).click();
  await first
    .getByLabel(/^Institution/)
    .first()
    .fill('University of London');
  await first
    .getByLabel(/^Department/)
    .first()
    .fill('Department of Mathematics');
  await first.getByLabel(/^City/).first().fill('London');
  await first
    .getByLabel(/^Country/)
    .first()
    .fill('UK');
  await first
    .getByLabel(/^ROR ID/)
    .first()
    .fill('ror.org/04cw6st05');
  await first.getByRole('button', { name: 'Add an affiliation' }).click();
  await first
    .getByLabel(/^Institution/)
    .nth(1)
    .fill('University College London');
  await first
    .getByLabel(/^ROR ID/)
    .nth(1)
    .fill('https://ror.org/02jx3x895');
  await first.getByLabel('Conceptualization').selectOption('lead');
  await first.getByLabel('Writing – original draft').selectOption('equal');
  await first.getByLabel('Address for correspondence').fill(authorEmail);
  await editor.getByRole('button', { name: 'Add a funder' }).click();
  await editor.getByLabel(/^Funder 1/).fill('Wellcome Trust');
  await editor
    .getByLabel(/^ROR ID or Funder Registry ID/)
    .first()
    .fill('10.13039/100004440');
  await editor.getByRole('button', { name: 'Add an award to funder 1' }).click();
  await editor
    .getByLabel(/^Award number 1/)
    .first()
    .fill('212345/Z/18/Z');
  await editor.getByRole('button', { name: 'Add a funder' }).click();
  await editor.getByLabel(/^Funder 2/).fill('European Research Council');
  await editor
    .getByLabel(/^ROR ID or Funder Registry ID/)
    .nth(1)
    .fill('https://ror.org/0472cxd90');
  await editor.getByRole('button', { name: 'Add an award to funder 2' }).click();
  await editor
    .getByLabel(/^Award number 1/)
    .nth(1)
    .fill('ERC-2020-STG 948562');
  await editor.getByLabel(/^Data availability statement/).fill('All model outputs are openly available.');
  await editor.getByLabel(/^Ethics statement/).fill('No human or animal subjects were involved.');
  await editor.getByLabel(/^References/).fill(REFERENCE);
  await editor.getByRole('button', { name: 'Save production metadata' }).click();
  await expectToast(editor, 'Production metadata saved');
  await expectNoSeriousViolations(editor);
  const form = editor.locator('form[aria-label="Production metadata"]');
  await form.screenshot({ path: 'test-results/contributors/production-metadata-1280.png' });
  await editor.setViewportSize({ width: 390, height: 844 });
  expect(await editor.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await form.screenshot({ path: 'test-results/contributors/production-metadata-390.png' });
  await editor.setViewportSize({ width: 1280, height: 900 });
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
    // Decision 0089: the ROR record of each affiliation, the address, the roles, funders and statements.
    await expect(visitor.locator('a[href="https://ror.org/04cw6st05"]')).toHaveCount(1);
    await expect(visitor.locator('a[href="https://ror.org/02jx3x895"]')).toHaveCount(1);
    await expect(visitor.getByRole('link', { name: authorEmail }).first()).toBeVisible();
    await expect(visitor.getByText(/Conceptualization \(lead\), Writing – original draft \(equal\)/)).toBeVisible();
    await expect(visitor.getByText(/Wellcome Trust/).first()).toBeVisible();
    await expect(visitor.getByText(/European Research Council/).first()).toBeVisible();
    await expect(visitor.getByText('No human or animal subjects were involved.')).toBeVisible();
    const contents = visitor.getByRole('navigation', { name: 'Contents' });
    await expect(contents.getByRole('link', { name: /Introduction/ })).toBeVisible();
    await expect(contents.getByRole('link', { name: 'References' })).toBeVisible();
    const body = visitor.locator('.jats-body');
    await expect(body.locator('section.jats-sec')).toHaveCount(6); // 4 sections, data availability and ethics
    await expect(body.locator('figure.jats-table-wrap')).toHaveCount(1);
    await expect(visitor.locator('ol.ft-references > li')).toHaveCount(1);
    await expect(
      visitor.locator('ol.ft-references a[href="https://doi.org/10.1016/0019-1035(78)90109-4"]'),
    ).toHaveCount(1);
    const overflow = await visitor.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await visitor.screenshot({ path: `test-results/full-text/workflow-article-${size.name}.png`, fullPage: true });
    await visitor.screenshot({ path: `test-results/contributors/article-${size.width}.png` });
    if (size.name === 'desktop') await expectNoSeriousViolations(visitor);
    await visitor.context().close();
  }
});

test('the wizard takes the authors structured, with roles, funders and statements (decision 0089)', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const email = `wizard.${word}@example.org`;
  await submitThroughApi(request, { name: 'Ada Lovelace', email }, tidalManuscript(`Earlier ${TITLE}`));
  for (const width of [1280, 390]) {
    const author = await signedInPage(browser, email, PASSWORD, width, 900);
    await author.goto('/dashboard/author');
    await expect(author.getByRole('heading', { level: 1, name: 'Author dashboard' })).toBeVisible();
    await author.getByRole('button', { name: 'Add an author' }).click();
    const group = author.getByRole('group', { name: 'Authors and contributions (optional)' });
    await group.getByLabel(/^Given names/).fill('Ada');
    await group.getByLabel(/^Family name/).fill('Lovelace');
    await group.getByLabel(/^Institution/).fill('University College London');
    await group.getByLabel(/^ROR ID/).fill('https://ror.org/02jx3x895');
    await group.getByLabel(/^Country/).fill('United Kingdom');
    await group.getByLabel('Investigation').selectOption('lead');
    await group.getByLabel('Address for correspondence').fill(email);
    expect(await author.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
      0,
    );
    await group.screenshot({ path: `test-results/contributors/wizard-authors-${width}.png` });
    if (width === 1280) {
      await expectNoSeriousViolations(author);
      await author.getByLabel('Title').first().fill(`Structured ${TITLE}`);
      await author.getByLabel('Abstract').fill('Tides heat moons.');
      await author.getByLabel('Journal').selectOption({ index: 1 });
      await author.getByLabel('Article type').selectOption('Research Article');
      await author.getByRole('button', { name: 'Create Draft' }).click();
      await expectToast(author, 'Draft created');
    }
    await author.context().close();
  }
});
