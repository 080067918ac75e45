/**
 * Article screens against the real server and the imported demo articles (seed 000 §2
 * Articles and the article page): the paginated list matches the API, an article
 * with a PDF shows the viewer and a working download, one without shows the disabled
 * 'Read Article' with its tooltip, the journal-scoped route shows the same article, an
 * unknown id shows 'Article Not Found', and axe finds no serious or critical violation.
 * Titles are always read from the API, never hard-coded.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoSeriousViolations } from './support/page';

interface ArticleFromApi {
  id: number;
  title: string;
  journalId: number;
  pdfUrl: string | null;
  publishedDate: string | null;
}

/** One page of GET /api/articles, with the total from X-Total-Count. */
async function listArticles(request: APIRequestContext, limit: number, offset = 0) {
  const response = await request.get(`/api/articles?limit=${limit}&offset=${offset}`);
  expect(response.ok()).toBe(true);
  const total = Number(response.headers()['x-total-count']);
  expect(Number.isInteger(total)).toBe(true);
  return { items: (await response.json()) as ArticleFromApi[], total };
}

/** The first article (newest first) whose PDF is present or absent, scanning the whole catalogue by pages. */
async function findArticle(request: APIRequestContext, withPdf: boolean): Promise<ArticleFromApi> {
  for (let offset = 0; ; offset += 100) {
    const { items, total } = await listArticles(request, 100, offset);
    const found = items.find((a) => (a.pdfUrl !== null) === withPdf);
    if (found) return found;
    if (offset + 100 >= total) throw new Error(`no demo article ${withPdf ? 'with' : 'without'} a PDF`);
  }
}

test.describe('articles list', () => {
  test('lists the newest articles as the API does', async ({ page, request }) => {
    const first = await listArticles(request, 20);
    expect(first.items.length).toBeGreaterThan(0);

    await page.goto('/articles');
    await expect(page.getByRole('heading', { level: 1, name: 'Articles' })).toBeVisible();
    const titles = page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 });
    await expect(titles).toHaveText(first.items.map((a) => a.title));
    await expect(titles.first().getByRole('link')).toHaveAttribute('href', `/articles/${first.items[0].id}`);
    await expect(page.getByRole('link', { name: /Back to Home/ })).toHaveAttribute('href', '/');
    await expectNoSeriousViolations(page);
  });

  test('page 2 lists the next 20 articles, when there is a page 2', async ({ page, request }) => {
    const first = await listArticles(request, 20);
    test.skip(first.total <= 20, 'the catalogue fits on one page');
    const second = await listArticles(request, 20, 20);

    await page.goto('/articles');
    const titles = page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 });
    await expect(titles).toHaveText(first.items.map((a) => a.title));
    await page.getByRole('navigation', { name: 'Article pages' }).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/articles\?page=2$/);
    await expect(titles).toHaveText(second.items.map((a) => a.title));
    await expect(page.getByText(`Showing 21–${20 + second.items.length} of ${first.total} articles`)).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test("each card offers 'Read PDF' in a new tab or a disabled 'PDF Unavailable'", async ({ page, request }) => {
    const { items } = await listArticles(request, 20);
    await page.goto('/articles');
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(items.length);
    for (const [i, article] of items.entries()) {
      const card = cards.nth(i);
      if (article.pdfUrl) {
        const link = card.getByRole('link', { name: /^Read PDF/ });
        await expect(link).toHaveAttribute('href', article.pdfUrl);
        await expect(link).toHaveAttribute('target', '_blank');
      } else {
        await expect(card.getByRole('button', { name: 'PDF Unavailable' })).toBeDisabled();
      }
    }
  });
});

test.describe('article page', () => {
  test('an article with a PDF shows the viewer, and Download PDF gets the PDF', async ({ page, request }) => {
    const article = await findArticle(request, true);
    const pdf = await request.get(article.pdfUrl as string);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');

    await page.goto(`/articles/${article.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
    const frame = page.getByTitle(`PDF of the article: ${article.title}`);
    await expect(frame).toBeVisible();
    await expect(frame).toHaveAttribute('src', article.pdfUrl as string);

    const download = page.getByRole('link', { name: 'Download PDF' });
    await expect(download).toHaveAttribute('href', article.pdfUrl as string);
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toMatch(/\.pdf$/i);
    expect(await file.failure()).toBeNull();

    const cite = page.getByRole('region', { name: 'Cite' });
    await expect(cite.getByRole('link', { name: /BibTeX/ })).toHaveAttribute(
      'href',
      `/api/articles/${article.id}/citation?format=bibtex`,
    );
    await expect(cite.getByRole('link', { name: /RIS/ })).toHaveAttribute(
      'href',
      `/api/articles/${article.id}/citation?format=ris`,
    );
    const [bibtex] = await Promise.all([
      page.waitForEvent('download'),
      cite.getByRole('link', { name: /BibTeX/ }).click(),
    ]);
    expect(bibtex.suggestedFilename()).toMatch(/\.bib$/);
    expect(await bibtex.failure()).toBeNull();

    // Decision 0023: the citation in the reader's style (formatted by the server), usage figures
    // and the related articles (up to five, never the article itself).
    const shown = cite.getByTestId('formatted-citation');
    await expect(shown).toContainText(article.title.slice(0, 20));
    await cite.getByRole('combobox', { name: 'Citation style' }).selectOption('apa');
    await expect(shown).toContainText(`(${(article.publishedDate ?? 'n.d.').slice(0, 4)})`);
    await expect(page.getByRole('region', { name: 'Usage' })).toContainText('Views');
    const related = page.getByRole('region', { name: 'Related articles' }).getByRole('link');
    expect(await related.count()).toBeLessThanOrEqual(5);
    for (const href of await related.evaluateAll((links) => links.map((l) => l.getAttribute('href')))) {
      expect(href).toMatch(/^\/articles\/\d+$/);
      expect(href).not.toBe(`/articles/${article.id}`);
    }
    await expectNoSeriousViolations(page);
  });

  test("an article without a PDF has a disabled 'Read Article' with the tooltip 'PDF not available'", async ({
    page,
    request,
  }) => {
    const article = await findArticle(request, false);
    await page.goto(`/articles/${article.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
    const read = page.getByRole('button', { name: 'Read Article' });
    await expect(read).toHaveAttribute('aria-disabled', 'true');
    await expect(read).toHaveAccessibleDescription('PDF not available');
    await expect(page.getByRole('link', { name: 'Download PDF' })).toHaveCount(0);
    await expect(page.locator('iframe')).toHaveCount(0);

    await read.hover();
    await expect(page.getByRole('tooltip')).toBeVisible();
    await expect(page.getByRole('tooltip')).toHaveText('PDF not available');
    await expectNoSeriousViolations(page);
  });

  test('/journals/{journalId}/articles/{id} renders the same article', async ({ page, request }) => {
    const { items } = await listArticles(request, 1);
    const article = items[0];
    await page.goto(`/journals/${article.journalId}/articles/${article.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
    await expect(page.getByRole('region', { name: 'Article information' })).toBeVisible();
  });

  test("an unknown or invalid id shows 'Article Not Found'", async ({ page }) => {
    const apiCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/articles/')) apiCalls.push(r.url());
    });
    await page.goto('/articles/abc');
    await expect(page.getByRole('heading', { level: 1, name: 'Article Not Found' })).toBeVisible();
    expect(apiCalls).toEqual([]);
    await expectNoSeriousViolations(page);

    await page.goto('/articles/2147483647');
    await expect(page.getByRole('heading', { level: 1, name: 'Article Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Browse Articles' }).click();
    await expect(page).toHaveURL(/\/articles$/);
  });
});
