/**
 * The public pages with JavaScript off (decision 0018): the server's HTML alone carries the
 * content. The article page shows its title, authors with affiliations, abstract, keywords
 * and PDF link; the journal page lists its current articles and its sections are links; the
 * article list pages with links; search works from the URL and from its form; an unknown
 * article answers 404 with the not-found page. Expectations come from the API, never from
 * the page code.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';

test.use({ javaScriptEnabled: false });

interface Contributor {
  name: string;
  /** Affiliation records (decision 0089): the page writes each on one line with its name. */
  affiliations: { name: string }[];
}
interface ArticleDetail {
  id: number;
  title: string;
  abstract: string | null;
  keywords: string[];
  pdfUrl: string | null;
  contributors: Contributor[];
}
interface ArticleSummary {
  id: number;
  title: string;
}

async function getJson<T>(request: APIRequestContext, url: string): Promise<{ body: T; total: number }> {
  const response = await request.get(url);
  expect(response.ok(), url).toBe(true);
  return { body: (await response.json()) as T, total: Number(response.headers()['x-total-count']) };
}

/** The newest article with authors, affiliations, an abstract, keywords and a PDF. */
async function richArticle(request: APIRequestContext): Promise<ArticleDetail> {
  const { body: list } = await getJson<ArticleSummary[]>(request, '/api/articles?limit=100');
  for (const summary of list) {
    const { body: article } = await getJson<ArticleDetail>(request, `/api/articles/${summary.id}`);
    const affiliated = article.contributors.some((c) => c.affiliations.length > 0);
    if (affiliated && article.abstract && article.keywords.length > 0 && article.pdfUrl) return article;
  }
  throw new Error('no demo article with affiliations, abstract, keywords and a PDF');
}

test('an article page shows its content without JavaScript', async ({ page, request }) => {
  const article = await richArticle(request);
  const response = await page.goto(`/articles/${article.id}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
  const main = page.getByRole('main');
  for (const contributor of article.contributors.slice(0, 10)) {
    await expect(main.getByText(contributor.name, { exact: true }).first()).toBeVisible();
  }
  const affiliation = article.contributors.find((c) => c.affiliations.length > 0)!.affiliations[0];
  await expect(main.getByText(affiliation.name, { exact: false }).first()).toBeVisible();
  const firstWords = article.abstract!.split(/\s+/).slice(0, 8).join(' ');
  await expect(main.getByText(firstWords, { exact: false }).first()).toBeVisible();
  const keywords = main.getByRole('region', { name: 'Keywords' });
  for (const keyword of article.keywords) await expect(keywords).toContainText(keyword);
  await expect(main.getByRole('link', { name: 'Download PDF' }).first()).toHaveAttribute('href', article.pdfUrl!);
});

test('an unknown article answers 404 with the not-found page', async ({ page }) => {
  const response = await page.goto('/articles/999999999');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Article Not Found' })).toBeVisible();
});

test('the article list pages with links', async ({ page, request }) => {
  const { body: first, total } = await getJson<ArticleSummary[]>(request, '/api/articles?limit=20&offset=0');
  test.skip(total <= 20, 'the demo data has one page of articles');
  const { body: second } = await getJson<ArticleSummary[]>(request, '/api/articles?limit=20&offset=20');
  await page.goto('/articles');
  await expect(page.getByRole('link', { name: first[0].title }).first()).toBeVisible();
  await page.getByRole('navigation', { name: 'Article pages' }).getByRole('link', { name: /next/i }).click();
  await expect(page).toHaveURL(/\/articles\?page=2$/);
  await expect(page.getByRole('link', { name: second[0].title }).first()).toBeVisible();
});

test('a journal page lists its articles and its sections are links', async ({ page, request }) => {
  const { body: journals } = await getJson<
    { abbreviation: string; title: string; id: number; acceptsSubmissions: boolean }[]
  >(request, '/api/journals?limit=100');
  const { body: newest } = await getJson<(ArticleSummary & { journalId: number })[]>(request, '/api/articles?limit=1');
  const journal = journals.find((j) => j.id === newest[0].journalId)!;
  const response = await page.goto(`/journals/${journal.abbreviation.toLowerCase()}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: journal.title })).toBeVisible();
  expect(await page.getByRole('main').getByRole('article').count()).toBeGreaterThan(0);

  const sections = page.getByRole('navigation', { name: `${journal.title} sections` });
  await sections.getByRole('link', { name: 'Editorial Board' }).click();
  await expect(page).toHaveURL(/\?tab=editorial-board$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 2, name: 'Editorial Board' })).toBeVisible();
  // The three join links only where the journal takes submissions (decision 0030: the demo's
  // articles are other publishers' journals, which take none).
  await expect(page.getByRole('main').getByRole('link', { name: /^Apply to Join/ })).toHaveCount(
    journal.acceptsSubmissions ? 3 : 0,
  );
});

test('search works from the URL and from its form', async ({ page, request }) => {
  const { body: newest } = await getJson<ArticleSummary[]>(request, '/api/articles?limit=1');
  const query = (newest[0].title.match(/\p{L}{5,}/gu) ?? []).slice(0, 2).join(' ');
  const { body: results } = await getJson<ArticleSummary[]>(
    request,
    `/api/articles/search?q=${encodeURIComponent(query)}&limit=20&offset=0`,
  );
  expect(results.length).toBeGreaterThan(0);

  await page.goto(`/search?q=${encodeURIComponent(query)}`);
  await expect(page.getByRole('main').getByRole('link', { name: results[0].title }).first()).toBeVisible();

  await page.goto('/search');
  const form = page.getByRole('search', { name: 'Search articles' });
  await form.getByRole('searchbox').fill(query);
  await form.getByRole('searchbox').press('Enter');
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${encodeURIComponent(query).replace(/%20/g, '\\+')}$`));
  await expect(page.getByRole('main').getByRole('link', { name: results[0].title }).first()).toBeVisible();
});

test("the header's Search button leads to the search page (decision 0078)", async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/search');
  await expect(page.getByRole('search', { name: 'Search articles' }).getByRole('searchbox')).toBeVisible();
});

test('a FAQ answer opens without JavaScript, and a link to a question lands on it (decision 0083)', async ({
  page,
}) => {
  await page.goto('/faqs');
  const details = page.locator('details', {
    has: page.getByRole('heading', { name: /How long does it take to publish an article/ }),
  });
  const answer = details.getByText('Short notes, case reports and case series: 10-16 days');
  await expect(answer).toBeHidden();
  await details.locator('summary').click();
  await expect(answer).toBeVisible();
  const dir = process.env.SCREENSHOT_DIR;
  for (const width of dir ? [390, 1280] : []) {
    await page.setViewportSize({ width, height: 900 });
    await details.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${dir}/faq-no-js-${width}.png` });
  }
  await details.locator('summary').click();
  await expect(answer).toBeHidden();
  await page.goto('/faqs#faq-refund');
  await expect(page.locator('details#faq-refund summary')).toBeInViewport();
  await page.locator('details#faq-refund summary').click();
  await expect(page.locator('details#faq-refund')).toContainText('within 10-14 business days');
});

test("the header's Menu opens its links without JavaScript, and a link leads to its page (decision 0083)", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const header = page.getByRole('banner');
  // The seed's menu entries (seed 000 §2 Header), as links once the Menu is opened.
  const entries = [
    'Home',
    'About Us',
    'Open Access',
    'Journals',
    'Guidelines',
    'Submit Manuscript',
    'Contact',
    'Search',
  ];
  // The dialog's button could open nothing: the <details> menu takes its place.
  await expect(header.getByRole('button', { name: 'Menu' })).toBeHidden();
  const menu = header.locator('summary', { hasText: /^Menu$/ });
  await expect(menu).toBeVisible();
  await expect(header.getByRole('link', { name: 'Journals', exact: true })).toBeHidden();
  await menu.click();
  const nav = header.getByRole('navigation', { name: 'Main' });
  for (const name of entries) await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  await nav.getByRole('link', { name: 'Journals', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/journals');
});
