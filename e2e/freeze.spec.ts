/**
 * The public-content freeze build (VITE_PUBLIC_CONTENT_FREEZE=1; seed 000 §2, §9): no
 * catalogue data is requested or shown; the home, journals and articles pages show their
 * "coming soon" variants. Runs in the `freeze` Playwright project against dist/client-freeze.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoSeriousViolations } from './support/page';

const FIXED_JOURNALS = [
  'Journal of Life Sciences',
  'Journal of Health Sciences',
  'Journal of Mathematics',
  'Journal of Agriculture',
  'Archives of AI',
  'Journal of Anesthesia',
  'Archives of Biomedicine',
  'Journal of Cell Science',
  'Dentistry Journal',
  'Journal of Neonatal Science',
  'Archives of Neuroscience',
  'Therapeutic Journal',
];

/** Records the catalogue API calls a page makes. */
function watchCatalogueCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (req) => {
    const { pathname } = new URL(req.url());
    if (pathname.startsWith('/api/articles') || pathname.startsWith('/api/journals')) calls.push(pathname);
  });
  return calls;
}

test('home shows Coming Soon and Portfolio in Development, with no catalogue request', async ({ page }) => {
  const calls = watchCatalogueCalls(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Coming Soon' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Portfolio in Development' })).toBeVisible();
  await expect(
    page
      .getByRole('main')
      .getByRole('link', { name: /submit/i })
      .first(),
  ).toHaveAttribute('href', '/submit-manuscript');
  await page.waitForLoadState('networkidle');
  expect(calls).toEqual([]);
  await expectNoSeriousViolations(page);
});

test('journals shows the 12 fixed cards leading to coming soon, with no search or filter', async ({ page }) => {
  const calls = watchCatalogueCalls(page);
  await page.goto('/journals');
  for (const title of FIXED_JOURNALS)
    await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
  const learnMore = page.getByRole('link', { name: /Learn More/ });
  await expect(learnMore).toHaveCount(12);
  for (const href of await learnMore.evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
    expect(href).toBe('/journals/coming-soon');
  }
  await expect(page.getByPlaceholder('Search journals...')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(calls).toEqual([]);
  await learnMore.first().click();
  await expect(page).toHaveURL(/\/journals\/coming-soon$/);
  await expect(page.getByRole('link', { name: /submit/i }).first()).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('articles appears empty with its Coming Soon state', async ({ page }) => {
  const calls = watchCatalogueCalls(page);
  await page.goto('/articles');
  await expect(page.getByRole('heading', { name: 'Coming Soon' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(calls).toEqual([]);
});
