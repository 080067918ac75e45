/**
 * Journal screens against the real server and the imported demo journals (seed 000 §2
 * "Journals list", "Journals coming soon", "Journal detail"; §5 journal list search):
 * filtering by typing and by category, Clear filters, a journal's five tabs, the
 * not-found view, and axe on each page (no serious or critical violation).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoSeriousViolations } from './support/page';

interface JournalFromApi {
  id: number;
  title: string;
  abbreviation: string;
  description: string;
  category: string;
  currentVolume: number;
  currentIssue: number;
}

interface ArticleFromApi {
  id: number;
  title: string;
}

async function allJournals(request: APIRequestContext): Promise<JournalFromApi[]> {
  const response = await request.get('/api/journals?limit=100');
  expect(response.ok()).toBe(true);
  return (await response.json()) as JournalFromApi[];
}

interface VolumesFromApi {
  current: { volume: string; number: string } | null;
  volumes: { volume: string; issues: unknown[] }[];
}

/** The journal's volumes and current issue (decision 0029). */
async function volumesOf(request: APIRequestContext, journal: JournalFromApi): Promise<VolumesFromApi> {
  const response = await request.get(`/api/journals/${journal.abbreviation.toLowerCase()}/issues`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as VolumesFromApi;
}

/** The articles the Current Issue tab should show: the current issue's (decision 0029), else the latest 12. */
async function currentIssueArticles(request: APIRequestContext, journal: JournalFromApi): Promise<ArticleFromApi[]> {
  const { current } = await volumesOf(request, journal);
  const url = current
    ? `/api/journals/${journal.abbreviation.toLowerCase()}/issues/${current.volume}${current.number ? `/${current.number}` : ''}`
    : `/api/articles/journal/${journal.id}?limit=12`;
  const response = await request.get(url);
  expect(response.ok()).toBe(true);
  if (!current) return (await response.json()) as ArticleFromApi[];
  const contents = (await response.json()) as { sections: { articles: ArticleFromApi[] }[] };
  return contents.sections.flatMap((section) => section.articles);
}

const cards = (page: Page) => page.getByRole('main').getByRole('article');

test.describe('journals list', () => {
  test('filters by typing and by category, and Clear filters shows every journal again', async ({ page, request }) => {
    const journals = await allJournals(request);
    expect(journals.length).toBeGreaterThan(12);
    await page.goto('/journals');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(cards(page)).toHaveCount(journals.length);

    // Typing: the JOSE abbreviation, padded and in another case (seed 000 §5).
    const jose = journals.find((j) => j.abbreviation === 'JOSE');
    expect(jose).toBeDefined();
    const search = page.getByPlaceholder('Search journals...');
    await search.fill('  jose ');
    const needle = 'jose';
    const bySearch = journals.filter((j) =>
      [j.title, j.abbreviation, j.description].some((field) => field.toLowerCase().includes(needle)),
    );
    await expect(cards(page)).toHaveCount(bySearch.length);
    await expect(cards(page).getByRole('heading', { name: jose!.title })).toBeVisible();

    // Category: Life Sciences, from the imported journals.
    await search.fill('');
    await page.getByLabel('Category').selectOption('Life Sciences');
    const life = journals.filter((j) => j.category.toLowerCase() === 'life sciences');
    expect(life.length).toBeGreaterThan(0);
    await expect(cards(page)).toHaveCount(life.length);

    // Both together, matching nothing; then Clear filters.
    await search.fill('no journal is called this');
    await expect(page.getByText('No journals match your search criteria.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(search).toHaveValue('');
    await expect(page.getByLabel('Category')).toHaveValue('');
    await expect(cards(page)).toHaveCount(journals.length);
  });

  test('has no serious or critical accessibility violations', async ({ page }) => {
    await page.goto('/journals');
    await expect(cards(page).first()).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});

test.describe('journal page', () => {
  test('opens a journal from the list and goes through its five tabs', async ({ page, request }) => {
    const journals = await allJournals(request);
    const elife = journals.find((j) => j.abbreviation.toLowerCase() === 'elife');
    expect(elife).toBeDefined();
    const expected = await currentIssueArticles(request, elife!);
    expect(expected.length).toBeGreaterThan(0);

    await page.goto('/journals');
    await page.getByRole('link', { name: `View Journal ${elife!.title}` }).click();
    await expect(page).toHaveURL(/\/journals\/elife$/);
    await expect(page.getByRole('heading', { level: 1, name: elife!.title })).toBeVisible();
    // eLife is another publisher's journal: it takes no submissions here (decision 0030), so its page
    // offers neither Submit Article nor Join as Reviewer.
    await expect(page.getByRole('main').getByRole('link', { name: 'Submit Article' })).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('link', { name: 'Join as Reviewer' })).toHaveCount(0);

    const sections = page.getByRole('navigation', { name: `${elife!.title} sections` });
    const currentTab = sections.getByRole('link', { name: 'Current Issue' });
    await expect(currentTab).toHaveAttribute('aria-current', 'page');
    const panel = page.getByRole('main');
    await expect(panel.getByRole('article')).toHaveCount(expected.length);
    await expect(panel.getByRole('link', { name: expected[0].title })).toHaveAttribute(
      'href',
      `/articles/${expected[0].id}`,
    );
    await expectNoSeriousViolations(page);

    await sections.getByRole('link', { name: 'Articles in Press' }).click();
    await expect(page).toHaveURL(/\/journals\/elife\?tab=in-press$/);
    await expect(panel.getByRole('heading', { name: 'Coming Soon' })).toBeVisible();

    await sections.getByRole('link', { name: 'Editorial Board' }).click();
    // The board's roles are described, without Apply to Join: eLife takes no applications here.
    await expect(panel.getByRole('heading', { name: 'Editor-in-Chief' })).toBeVisible();
    await expect(panel.getByRole('link', { name: /^Apply to Join/ })).toHaveCount(0);

    await sections.getByRole('link', { name: 'Areas Focused' }).click();
    await expect(panel.getByText('Original Research Articles')).toBeVisible();

    await sections.getByRole('link', { name: 'Archive' }).click();
    const { volumes } = await volumesOf(request, elife!);
    await expect(panel.getByRole('link', { name: /^Browse Volume/ })).toHaveCount(volumes.length);
    await expect(panel.getByText(`Current volume with ${volumes[0].issues.length} issue(s)`)).toBeVisible();
    await expectNoSeriousViolations(page);

    // Each section is a page: its URL opens it directly.
    await page.goto('/journals/elife?tab=editorial-board');
    await expect(panel.getByRole('heading', { name: 'Editorial Board' })).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Editor-in-Chief' })).toBeVisible();
  });

  test("a journal without articles sorts last and says 'New journal'", async ({ page, request }, info) => {
    const journals = (await allJournals(request)) as (JournalFromApi & { articleCount: number })[];
    const fresh = journals.filter((j) => j.articleCount === 0);
    expect(fresh.length).toBeGreaterThan(0);
    expect(journals.slice(-fresh.length)).toEqual(fresh);

    await page.goto('/journals');
    await expect(cards(page)).toHaveCount(journals.length);
    const badged = cards(page).filter({ has: page.getByText('New journal', { exact: true }) });
    await expect(badged).toHaveCount(fresh.length);
    await expect(cards(page).last().getByText('New journal', { exact: true })).toBeVisible();
    await expect(cards(page).first().getByText('New journal', { exact: true })).toHaveCount(0);

    const journal = fresh[0];
    const href = `/journals/${journal.abbreviation.toLowerCase()}`;
    // Server-rendered (decision 0018): the notice is in the HTML before any script runs.
    const html = await (await request.get(href)).text();
    expect(html).toMatch(/>New journal<\/h3>\s*<p[^>]*>No issues published yet\./);
    await page.goto(href);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'New journal' })).toBeVisible();
    await expect(main.getByText('No issues published yet.', { exact: false })).toBeVisible();
    await expect(main.getByText('No Articles Published')).toHaveCount(0);
    await expectNoSeriousViolations(page);
    for (const size of [
      { name: 'phone', width: 390, height: 844 },
      { name: 'desktop', width: 1280, height: 900 },
    ]) {
      await page.setViewportSize(size);
      await page.goto('/journals');
      await cards(page).last().scrollIntoViewIfNeeded();
      await page.screenshot({ path: info.outputPath(`new-journal-card-${size.name}.png`) });
      await page.goto(href);
      await page.screenshot({ path: info.outputPath(`new-journal-page-${size.name}.png`), fullPage: true });
      await page.goto(`${href}?tab=archive`);
      await expect(main.getByText('No issues published yet.', { exact: false })).toBeVisible();
      await expectNoSeriousViolations(page);
      await page.screenshot({ path: info.outputPath(`new-journal-archive-${size.name}.png`), fullPage: true });
    }
  });

  test('an unknown abbreviation shows Journal Not Found', async ({ page }) => {
    await page.goto('/journals/no-such-journal');
    await expect(page.getByRole('heading', { level: 1, name: 'Journal Not Found' })).toBeVisible();
    await expect(page.getByText('The journal "no-such-journal" could not be found.')).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByRole('link', { name: 'Back to Journals' }).click();
    await expect(page).toHaveURL(/\/journals$/);
  });

  test('the coming-soon page links to manuscript submission', async ({ page }) => {
    await page.goto('/journals/coming-soon');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Submit Your Manuscript' })).toHaveAttribute(
      'href',
      '/submit-manuscript',
    );
    await expectNoSeriousViolations(page);
  });
});
