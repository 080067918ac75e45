/**
 * Home page against the real server and imported demo articles (seed 000 §2 Home):
 * journals and the latest articles come from the API, 'View All Journals' leads to
 * /journals, and axe finds no serious or critical violation.
 */
import { expect, test } from './support/test';
import { expectNoSeriousViolations } from './support/page';

interface ArticleFromApi {
  id: number;
  title: string;
}

test.describe('home page', () => {
  test('shows journal cards and the latest articles from the API', async ({ page, request }) => {
    const response = await request.get('/api/articles?limit=6');
    expect(response.ok()).toBe(true);
    const articles = (await response.json()) as ArticleFromApi[];
    expect(articles.length).toBeGreaterThan(0);
    expect(articles.length).toBeLessThanOrEqual(6);

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Submit Your Research' })).toHaveAttribute(
      'href',
      '/submit-manuscript',
    );
    await expect(page.getByRole('link', { name: 'Browse Journals' })).toHaveAttribute('href', '/journals');

    const latest = page.getByRole('region', { name: 'Latest Articles' });
    const articleCards = latest.getByRole('article');
    await expect(articleCards).toHaveCount(articles.length);
    const firstTitle = articleCards.first().getByRole('heading', { level: 3 });
    await expect(firstTitle).toHaveText(articles[0].title);
    await expect(firstTitle.getByRole('link')).toHaveAttribute('href', `/articles/${articles[0].id}`);

    const portfolio = page.getByRole('region', { name: 'Journal Portfolio' });
    await expect(portfolio.getByRole('article').first()).toBeVisible();
    await expect(portfolio.getByRole('article').first().getByRole('link')).toHaveAttribute(
      'href',
      /^\/journals\/[a-z0-9-]+$/,
    );
  });

  test("'View All Journals' navigates to /journals", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'View All Journals' }).click();
    await expect(page).toHaveURL(/\/journals$/);
  });

  test('has no serious or critical accessibility violations', async ({ page }) => {
    await page.goto('/');
    // Audit the loaded page, not the loading state.
    await expect(page.getByRole('region', { name: 'Latest Articles' }).getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Journal Portfolio' }).getByRole('article').first()).toBeVisible();

    await expectNoSeriousViolations(page);
  });
});
