/**
 * Screens that fit (docs/decisions/0075-screens-layout.md): the admin dashboard's sections and the
 * audit log at a 390 px phone and a 1280 px desktop, with no sideways scroll
 * (document.documentElement.scrollWidth <= innerWidth), every section reachable (links from
 * 1024 px, one select of all 12 below), and the users table's Actions visible. Screenshots in
 * test-results/screens/.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { E2E_ADMIN } from './support/mailbox';
import { signIn } from './support/page';

const SHOTS = 'test-results/screens';
const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scroll, inner } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(inner);
}

test('the admin sections and the audit log fit a phone and a desktop', async ({ page }) => {
  // Ten section loads with axe and a screenshot each: about 30 s alone on two cores.
  test.setTimeout(120_000);
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password, '/portal');
  await expect(page).toHaveURL(/\/dashboard$/);
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    for (const section of ['', '/users', '/audit', '/mail-templates', '/journals', '/sign-in']) {
      await page.goto(`/dashboard/admin${section}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
      if (size.width >= 1024) {
        const nav = page.getByRole('navigation', { name: 'Admin inbox' });
        await expect(nav.getByRole('link')).toHaveCount(14);
        for (const link of await nav.getByRole('link').all()) await expect(link).toBeInViewport();
      } else {
        const select = page.getByRole('combobox', { name: 'Section' });
        await expect(select.getByRole('option')).toHaveCount(14);
        await expect(select).toBeInViewport();
      }
      if (section === '/users') {
        const actions = page.getByRole('button', { name: /^(Deactivate|Activate)/ }).first();
        await actions.scrollIntoViewIfNeeded();
        await expect(actions).toBeInViewport();
      }
      if (section === '/audit') await expect(page.getByRole('form', { name: 'Filter the audit log' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoSidewaysScroll(page);
      await page.screenshot({
        path: `${SHOTS}/admin${section.replace('/', '-') || '-public-manuscripts'}-${size.name}.png`,
        fullPage: true,
      });
    }
  }
});
