/**
 * Not-found page (seed 000 §2 route table: any other path shows '404 Page Not Found'),
 * inside the public shell and inside the portal shell (noindex, seed 000 §2 Layout).
 */
import { expect, test } from './support/test';
import { expectNoSeriousViolations } from './support/page';

test.describe('not-found page', () => {
  test('an unknown path shows 404 Page Not Found with a way home', async ({ page }) => {
    const response = await page.goto('/no-such-page/at-all');
    // Whatever the SPA fallback answers; the page itself is what the visitor sees.
    expect([200, 404]).toContain(response?.status());
    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    await page.getByRole('main').getByRole('link', { name: 'Go to the homepage' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toHaveCount(0);
  });

  test('an unknown portal path keeps the portal shell, marked noindex', async ({ page }) => {
    await page.goto('/portal/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });

  test('has no serious or critical accessibility violations', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});
