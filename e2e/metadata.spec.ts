/**
 * Richer metadata through the pages, held to its owners' schemas (decisions 0089, 0090, 0094):
 * an author fills the wizard with two authors, each with CRediT roles and two affiliations chosen
 * in the ROR combobox (the demo's real ROR records), two funders chosen the same way with their
 * awards, and a data availability statement; submits the Word manuscript; the editor accepts,
 * starts production and uploads the proof; the author approves it; the editor publishes. The
 * published article's Crossref deposit, its journal's DOAJ export, its JATS and its OAI-PMH
 * records (oai_dc and jats) are then fetched and validated with xmllint against the schemas in
 * ../shared/schemas (src/server/test/xml-schemas.ts, as the server tests do), and must carry the
 * ROR IDs, roles, funders and awards typed. The review itself is arranged through the API
 * (support/arrange.ts; workflow.spec drives it through the pages).
 *
 * Several languages (decisions 0095, 0102): the author also gives the title, abstract and keywords
 * in Spanish in the wizard's TranslationsEditor; the editor's submission page shows them; in
 * production the editor adds a Spanish subtitle, reloads the page (the unsaved change is offered
 * back and restored) and saves; the article page offers "Also in: Español"; and the validated
 * Crossref deposit (a second `titles`, `jats:abstract xml:lang="es"`), DOAJ export (`language="spa"`),
 * JATS (`trans-title-group`/`trans-abstract` with `xml:lang="es"`) and oai_dc (`xml:lang="es"`)
 * carry the Spanish.
 *
 * Every page's console must stay clean (the pages of new contexts too), and axe finds no serious
 * violation on the wizard with the ROR list open and on production metadata. Screenshots at 390
 * and 1280 px go to test-results/metadata/ (looked at by hand).
 */
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { schemaErrors } from '../src/server/test/xml-schemas';
import { apiAdmin, editorPage, reviewToAcceptanceThroughApi, signedInPage } from './support/arrange';
import { expectNoSeriousViolations, expectToast } from './support/page';
import { expect, test } from './support/test';
import {
  acceptAndStartProduction,
  approveProof,
  chooseSubmission,
  DOCX_PATH,
  openSubmission,
  PASSWORD,
  publish,
  uploadProof,
} from './support/workflow';

const word = randomBytes(3).toString('hex');
const TITLE = `Tidal heating of icy moons with credit ${word}`;
const SHOTS = 'test-results/metadata';
const DATA_STATEMENT = `The model runs and their inputs are at https://example.org/data/${word}.`;
/** The Spanish translation typed in the wizard (decision 0095), and its subtitle added in production. */
const SPANISH = {
  title: `Calentamiento de marea de lunas heladas ${word}`,
  abstract: 'Modelamos la disipación de marea en las capas de hielo de Europa y Encélado.',
  keywords: 'mareas, lunas heladas',
  subtitle: 'Un modelo de capas',
};

/** ROR records of the demo's excerpt (demo/ror/ror-records-excerpt.json), typed and chosen. */
const CAMBRIDGE = { typed: 'Cambridge', name: 'University of Cambridge', id: 'https://ror.org/013meh722' };
const STANFORD = { typed: 'Stanford', name: 'Stanford University', id: 'https://ror.org/00f54p054' };
const BUENOS_AIRES = { typed: 'Buenos Aires', name: 'Universidad de Buenos Aires', id: 'https://ror.org/0081fs513' };
const NEUROBLASTOMA = { typed: 'Neuroblastoma', name: 'Neuroblastoma UK', id: 'https://ror.org/00wx2xr17' };
const AMED = {
  typed: 'Japan Agency',
  name: 'Japan Agency for Medical Research and Development',
  id: 'https://ror.org/004rtk039',
};

/** Collects the console errors and warnings and the uncaught errors of `page` (as support/test.ts does). */
function watchConsole(page: Page, problems: string[], who: string): Page {
  page.on('console', (message) => {
    const type = message.type();
    if ((type === 'error' || type === 'warning') && !/^Failed to load resource: /.test(message.text())) {
      problems.push(`${who} ${type}: ${message.text()} (${message.location().url})`);
    }
  });
  page.on('pageerror', (error) => problems.push(`${who} uncaught: ${error.message}`));
  return page;
}

/** Types `org.typed` into `combobox` and chooses `org` from the ROR list that opens. */
async function chooseRor(page: Page, combobox: ReturnType<Page['getByRole']>, org: { typed: string; name: string }) {
  await combobox.fill(org.typed);
  const list = page.getByRole('listbox', { name: 'ROR organisations' }).filter({ visible: true });
  await list.getByRole('option', { name: new RegExp(`^${org.name}`) }).click();
  await expect(combobox).toHaveValue(org.name);
}

/** Closes the toasts still showing, so that they cover nothing in a screenshot. */
async function closeToasts(page: Page) {
  const close = page.getByRole('button', { name: 'Close notification' });
  for (let i = 0; i < 5 && (await close.count()) > 0; i++) await close.first().click();
}

/** A screenshot of the whole page at 390 px and at 1280 px wide (the page left at 1280). */
async function shootBoth(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const scroll = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(scroll, `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

test('an article with CRediT roles, ROR affiliations, funders and a Spanish title and abstract is published through the pages; its Crossref, DOAJ, JATS and OAI records validate', async ({
  browser,
  request,
}) => {
  test.setTimeout(420_000);
  const problems: string[] = [];
  const authorEmail = `credit.${word}@example.org`;

  // The author's account (the sign-up pages are workflow.spec's), signed in on a page.
  const signup = await request.post('/api/signup', {
    data: { name: 'Ada Lovelace', email: authorEmail, password: PASSWORD },
  });
  expect(signup.status()).toBe(201);
  const author = watchConsole(await signedInPage(browser, authorEmail, PASSWORD), problems, 'author');

  // The journal the wizard offers first gets an online ISSN for the test (arranged through the
  // admin's API, put back at the end): JATS 1.3's journal-meta needs one (`issn+`), and the house
  // journals are seeded without (the generated JATS of an ISSN-less journal cannot validate).
  const admin = await apiAdmin(request);
  const adminHeaders = { authorization: `Bearer ${admin.token}` };
  const offered = (await (await request.get('/api/journals?limit=100&house=true')).json()) as { id: number }[];
  const journals = (await (await request.get('/api/admin/journals', { headers: adminHeaders })).json()) as Record<
    string,
    unknown
  >[];
  const journal = journals.find((j) => j.id === offered[0].id)!;
  const journalBody = (onlineIssn: string | null) => ({
    title: journal.title,
    abbreviation: journal.abbreviation,
    printIssn: journal.printIssn ?? '',
    onlineIssn: onlineIssn ?? '',
    category: journal.category,
    description: journal.description,
    aimsAndScope: journal.aimsAndScope,
    articleTypes: journal.articleTypes,
    apc: journal.apc,
    acceptsSubmissions: journal.acceptsSubmissions,
    publisher: journal.publisher ?? '',
    reviewResponseDays: journal.reviewResponseDays,
    reviewDueDays: journal.reviewDueDays,
    revisionDays: journal.revisionDays,
  });
  const putJournal = async (onlineIssn: string | null) => {
    const res = await request.put(`/api/admin/journals/${String(journal.id)}`, {
      headers: adminHeaders,
      data: journalBody(onlineIssn),
    });
    expect(res.status(), await res.text()).toBe(200);
  };
  await putJournal('1234-5679');
  try {
    await publishAndValidate();
  } finally {
    await putJournal(journal.onlineIssn as string | null);
  }
  expect(problems, 'console errors and warnings of the pages').toEqual([]);

  async function publishAndValidate() {
    await author.goto('/dashboard/author');
    await expect(author.getByRole('heading', { level: 1, name: 'Author dashboard' })).toBeVisible();

    // 1. The wizard: the manuscript's details.
    await author.getByLabel('Title').fill(TITLE);
    await author.getByLabel('Abstract').fill('We model tidal dissipation in the ice shells of Europa and Enceladus.');
    await author.getByLabel('Journal').selectOption({ index: 1 });
    await author.getByLabel('Article type').selectOption('Research Article');
    await author.getByLabel('Keywords').fill('tides, icy moons');
    await author.getByLabel('Co-authors').fill('Grace Hopper');

    // Two authors, each with two ROR affiliations chosen in the combobox and CRediT roles.
    const authors = [
      {
        given: 'Ada',
        family: 'Lovelace',
        orgs: [CAMBRIDGE, STANFORD],
        roles: { Conceptualization: 'lead', 'Writing – original draft': 'lead' },
      },
      {
        given: 'Grace',
        family: 'Hopper',
        orgs: [BUENOS_AIRES, CAMBRIDGE],
        roles: { Software: 'lead', Investigation: 'supporting' },
      },
    ] as const;
    for (const [i, a] of authors.entries()) {
      await author.getByRole('button', { name: 'Add an author' }).click();
      const block = author.locator(`xpath=//li[p[normalize-space()="Author ${i + 1}"]]`);
      await block.getByLabel(/^Given names/).fill(a.given);
      await block.getByLabel(/^Family name/).fill(a.family);
      if (i === 0) await block.getByLabel(/^Address for correspondence/).fill(authorEmail);
      await chooseRor(author, block.getByRole('combobox', { name: /^Institution/ }).first(), a.orgs[0]);
      await block.getByRole('button', { name: 'Add an affiliation' }).click();
      const second = block.getByRole('combobox', { name: /^Institution/ }).nth(1);
      if (i === 1) {
        // The list open under the second affiliation: photographed, and checked by axe.
        await second.fill(a.orgs[1].typed);
        await expect(author.getByRole('option', { name: new RegExp(`^${a.orgs[1].name}`) })).toBeVisible();
        await second.scrollIntoViewIfNeeded();
        await author.screenshot({ path: `${SHOTS}/wizard-institution-ror-open-1280.png` });
        await expectNoSeriousViolations(author);
        await author.setViewportSize({ width: 390, height: 900 });
        await second.scrollIntoViewIfNeeded();
        await author.screenshot({ path: `${SHOTS}/wizard-institution-ror-open-390.png` });
        await author.setViewportSize({ width: 1280, height: 900 });
        await author.getByRole('option', { name: new RegExp(`^${a.orgs[1].name}`) }).click();
        await expect(second).toHaveValue(a.orgs[1].name);
      } else {
        await chooseRor(author, second, a.orgs[1]);
      }
      await expect(block.getByLabel(/^ROR ID/).nth(1)).toHaveValue(a.orgs[1].id);
      for (const [term, degree] of Object.entries(a.roles))
        await block.getByLabel(term, { exact: true }).selectOption(degree);
    }

    // Two funders chosen from ROR records, each with an award.
    const funders = [
      { org: NEUROBLASTOMA, award: `NB-${word}`, title: 'Tides in young moons' },
      { org: AMED, award: `JP26-${word}`, title: 'Ice shell dissipation' },
    ];
    for (const [i, f] of funders.entries()) {
      await author.getByRole('button', { name: 'Add a funder' }).click();
      const funder = author.getByRole('combobox', { name: new RegExp(`^Funder ${i + 1}`) });
      if (i === 1) {
        await funder.fill(f.org.typed);
        await expect(author.getByRole('option', { name: new RegExp(`^${f.org.name}`) })).toBeVisible();
        await funder.scrollIntoViewIfNeeded();
        await author.screenshot({ path: `${SHOTS}/wizard-funder-ror-open-1280.png` });
        await author.setViewportSize({ width: 390, height: 900 });
        await funder.scrollIntoViewIfNeeded();
        await author.screenshot({ path: `${SHOTS}/wizard-funder-ror-open-390.png` });
        await author.setViewportSize({ width: 1280, height: 900 });
        await author.getByRole('option', { name: new RegExp(`^${f.org.name}`) }).click();
      } else {
        await chooseRor(author, funder, f.org);
      }
      await expect(author.getByLabel(/^ROR ID or Funder Registry ID/).nth(i)).toHaveValue(f.org.id);
      await author.getByRole('button', { name: `Add an award to funder ${i + 1}` }).click();
      await author
        .getByLabel(/^Award number 1/)
        .nth(i)
        .fill(f.award);
      await author
        .getByLabel(/^Award title/)
        .nth(i)
        .fill(f.title);
    }
    await author.getByLabel(/^Data availability statement/).fill(DATA_STATEMENT);

    // The title, abstract and keywords in Spanish, in the wizard's languages part.
    const languages = author.getByRole('group', { name: 'Languages (optional)', exact: true });
    await languages.getByRole('button', { name: 'Add a translation' }).click();
    await languages.getByLabel(/^Language/).selectOption('es');
    await languages.getByLabel(/^Translated title/).fill(SPANISH.title);
    await languages.getByLabel(/^Translated abstract/).fill(SPANISH.abstract);
    await languages.getByLabel(/^Translated keywords/).fill(SPANISH.keywords);
    await expect(languages.getByLabel(/^Primary language/)).toHaveValue('en');
    for (const width of [390, 1280]) {
      await author.setViewportSize({ width, height: 900 });
      await languages.scrollIntoViewIfNeeded();
      await languages.screenshot({ path: `${SHOTS}/wizard-translation-${width}.png` });
    }
    await shootBoth(author, 'wizard-contributors');

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

    // 2. Review (arranged), then acceptance, production and the proof through the pages.
    await reviewToAcceptanceThroughApi(admin, id, `reviewer.credit.${word}@example.org`, 'Sound modelling.');
    const editor = watchConsole(await editorPage(browser, { submission: id }), problems, 'editor');
    await acceptAndStartProduction(editor, id);

    // The editor's submission page: the primary language and the Spanish translation.
    const details = editor.locator('dl', { has: editor.getByText('Primary language', { exact: true }) });
    await expect(
      details.getByText('Primary language', { exact: true }).locator('xpath=following-sibling::dd'),
    ).toHaveText('English');
    const spanishRow = details.locator('div', { has: editor.getByText('In Spanish', { exact: true }) });
    await expect(spanishRow.getByText(SPANISH.title)).toHaveAttribute('lang', 'es');
    await expect(spanishRow.getByText(SPANISH.abstract)).toBeVisible();
    await expect(spanishRow.getByText(SPANISH.keywords)).toBeVisible();
    await closeToasts(editor);
    for (const width of [390, 1280]) {
      await editor.setViewportSize({ width, height: 900 });
      const overflow = await editor.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `the submission page at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
      await details.screenshot({ path: `${SHOTS}/submission-details-translations-${width}.png` });
    }
    await editor.setViewportSize({ width: 1280, height: 900 });

    const metadata = editor.locator('form[aria-label="Production metadata"]');
    await expect(metadata.getByRole('combobox', { name: /^Institution/ }).first()).toHaveValue(CAMBRIDGE.name);
    await expect(metadata.getByRole('combobox', { name: /^Funder 2/ })).toHaveValue(AMED.name);
    await expect(metadata.getByLabel(/^Translated title/)).toHaveValue(SPANISH.title);

    // A Spanish subtitle typed, then the page reloaded before saving: the change is offered back
    // (decision 0102), restored and saved.
    await metadata.getByLabel(/^Translated subtitle/).fill(SPANISH.subtitle);
    await openSubmission(editor, id);
    const offer = editor.getByRole('region', { name: 'Unsaved changes' });
    await expect(offer).toContainText('were not saved. They are kept in this browser.');
    await expect(metadata.getByLabel(/^Translated subtitle/)).toHaveValue('');
    await expectNoSeriousViolations(editor, { include: '[aria-label="Unsaved changes"]' });
    for (const width of [390, 1280]) {
      await editor.setViewportSize({ width, height: 900 });
      await offer.scrollIntoViewIfNeeded();
      await offer.screenshot({ path: `${SHOTS}/production-metadata-unsaved-${width}.png` });
    }
    await editor.setViewportSize({ width: 1280, height: 900 });
    await offer.getByRole('button', { name: 'Restore my changes' }).click();
    await expect(metadata.getByLabel(/^Translated subtitle/)).toHaveValue(SPANISH.subtitle);
    await metadata.getByRole('button', { name: 'Save production metadata' }).click();
    await expectToast(editor, 'Production metadata saved');
    await closeToasts(editor);
    const languagesGroup = metadata.getByRole('group', { name: 'Languages', exact: true });
    for (const width of [390, 1280]) {
      await editor.setViewportSize({ width, height: 900 });
      await languagesGroup.scrollIntoViewIfNeeded();
      await languagesGroup.screenshot({ path: `${SHOTS}/production-metadata-translation-${width}.png` });
    }
    await editor.setViewportSize({ width: 1280, height: 900 });
    await metadata.scrollIntoViewIfNeeded();
    await expectNoSeriousViolations(editor, { include: 'form[aria-label="Production metadata"]' });
    for (const width of [390, 1280]) {
      await editor.setViewportSize({ width, height: 900 });
      const overflow = await editor.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `production metadata at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
      // Two views a screen tall: the first author's affiliations and roles, and the funders.
      await metadata
        .getByRole('combobox', { name: /^Institution/ })
        .first()
        .scrollIntoViewIfNeeded();
      await editor.screenshot({ path: `${SHOTS}/production-metadata-authors-${width}.png` });
      await metadata.getByRole('combobox', { name: /^Funder 1/ }).scrollIntoViewIfNeeded();
      await editor.screenshot({ path: `${SHOTS}/production-metadata-funders-${width}.png` });
    }
    await editor.setViewportSize({ width: 1280, height: 900 });
    await uploadProof(editor);
    await author.goto('/dashboard/author');
    await chooseSubmission(author, id, { reload: false });
    await approveProof(author);
    const articleId = await publish(editor, id);
    expect(articleId).not.toBeNull();

    // The article page: the Spanish title, subtitle, abstract and keywords behind "Also in: Español".
    const reader = watchConsole(await browser.newPage({ viewport: { width: 1280, height: 900 } }), problems, 'reader');
    await reader.goto(`/articles/${articleId}`);
    await expect(reader.getByRole('heading', { level: 1, name: TITLE })).toHaveAttribute('lang', 'en');
    const alsoIn = reader.locator('details', { has: reader.getByText('Also in: Español') });
    await expect(alsoIn.getByText(SPANISH.abstract)).toBeHidden();
    await alsoIn.getByText('Also in: Español').click();
    await expect(alsoIn.getByRole('heading', { level: 3 })).toHaveText(`${SPANISH.title}${SPANISH.subtitle}`);
    await expect(alsoIn.getByText(SPANISH.abstract)).toBeVisible();
    await expect(alsoIn.locator('[lang="es"]').first()).toBeVisible();
    await expectNoSeriousViolations(reader);
    const languagesSection = reader.getByRole('region', { name: 'Languages' });
    for (const width of [390, 1280]) {
      await reader.setViewportSize({ width, height: 900 });
      const overflow = await reader.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `the article page at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
      await languagesSection.screenshot({ path: `${SHOTS}/article-also-in-${width}.png` });
    }
    await reader.close();

    // 3. The published article's records, fetched and validated against the owners' schemas.
    const headers = adminHeaders;
    const article = (await (await request.get(`/api/articles/${articleId}`)).json()) as {
      journalId: number;
      doi: string;
    };
    expect(article.doi).toMatch(/^10\.\d+\/\S+$/);
    const fetchXml = async (url: string, withToken = false) => {
      const res = await request.get(url, withToken ? { headers } : {});
      expect(res.status(), `${url}: ${(await res.text()).slice(0, 300)}`).toBe(200);
      return res.text();
    };
    const crossref = await fetchXml(`/api/admin/deposits/articles/${articleId}/crossref.xml`, true);
    const doaj = await fetchXml(`/api/admin/exports/doaj/journals/${article.journalId}`, true);
    const jats = await fetchXml(`/api/articles/${articleId}/jats`);
    const identifier = `oai:127.0.0.1:article/${articleId}`;
    const oaiDc = await fetchXml(`/oai?verb=GetRecord&metadataPrefix=oai_dc&identifier=${identifier}`);
    const oaiJats = await fetchXml(`/oai?verb=GetRecord&metadataPrefix=jats&identifier=${identifier}`);
    // The JATS XSDs have no namespace (../shared/schemas/README.md): the OAI wrapper's one is dropped.
    const embedded = /<article[\s>][\s\S]*<\/article>/.exec(oaiJats)?.[0] ?? '';
    expect(embedded).not.toBe('');
    const embeddedPlain = `<?xml version="1.0" encoding="UTF-8"?>\n${embedded.replace(/\sxmlns="[^"]*"/, '')}`;

    expect(schemaErrors('crossref', [crossref])).toEqual(['']);
    expect(schemaErrors('doaj', [doaj])).toEqual(['']);
    expect(schemaErrors('jats', [jats, embeddedPlain])).toEqual(['', '']);
    expect(schemaErrors('oai', [oaiDc])).toEqual(['']);

    // What was typed is in them: ROR IDs, roles, funders and awards, the statement.
    for (const org of [CAMBRIDGE, STANFORD, BUENOS_AIRES]) {
      expect(crossref).toContain(`<institution_id type="ror">${org.id}</institution_id>`);
      expect(jats).toContain(`<institution-id institution-id-type="ror">${org.id}</institution-id>`);
    }
    for (const f of funders) {
      expect(crossref).toContain(f.award);
      expect(jats).toContain(f.award);
      expect(jats).toContain(f.org.name);
    }
    expect(jats).toContain('vocab="credit"');
    expect(jats).toContain('Writing – original draft');
    expect(jats).toContain(DATA_STATEMENT);
    expect(doaj).toContain(TITLE);
    expect(oaiDc).toContain(TITLE);
    expect(embedded).toContain(`${NEUROBLASTOMA.id}`);

    // The Spanish in each record (decision 0095): Crossref a second titles and the abstract's
    // xml:lang; DOAJ the ISO 639-2/B language; JATS trans-title-group and trans-abstract; oai_dc xml:lang.
    expect(crossref).toMatch(
      new RegExp(
        `<titles>\\s*<title>${SPANISH.title}</title>\\s*<subtitle>${SPANISH.subtitle}</subtitle>\\s*</titles>`,
      ),
    );
    expect(crossref).toMatch(/<jats:abstract xml:lang="es">\s*<jats:p>Modelamos la disipación/);
    expect(doaj).toContain(`<title language="spa">${SPANISH.title}</title>`);
    expect(doaj).toContain(`<abstract language="spa">${SPANISH.abstract}</abstract>`);
    expect(jats).toMatch(
      new RegExp(
        `<trans-title-group xml:lang="es">\\s*<trans-title>${SPANISH.title}</trans-title>\\s*<trans-subtitle>${SPANISH.subtitle}</trans-subtitle>`,
      ),
    );
    expect(jats).toMatch(/<trans-abstract xml:lang="es">\s*<p>Modelamos la disipación/);
    expect(embedded).toContain('<trans-title-group xml:lang="es">');
    expect(oaiDc).toContain(`<dc:title xml:lang="es">${SPANISH.title}: ${SPANISH.subtitle}</dc:title>`);
    expect(oaiDc).toContain(`<dc:description xml:lang="es">${SPANISH.abstract}</dc:description>`);
    expect(oaiDc).toContain('<dc:subject xml:lang="es">mareas</dc:subject>');
  }
});
