/**
 * The public shell and the home carousels against the real server (seed 000 §2 Header,
 * Home): the Guidelines mega-menu, the mobile menu with its dimmed overlay, the carousel
 * buttons, and axe on the home page at phone and desktop widths.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoSeriousViolations } from './support/page';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/**
 * Opens `path` and waits for its page (not the first-load fallback, whose header is
 * replaced once the page's module arrives).
 */
async function openPage(page: Page, path = '/') {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** Opens the home page and waits for both carousels to have cards. */
async function openLoadedHome(page: Page) {
  await openPage(page);
  await expect(page.getByRole('region', { name: 'Latest Articles' }).getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Journal Portfolio' }).getByRole('article').first()).toBeVisible();
}

test.describe('Guidelines mega-menu (desktop)', () => {
  test.use({ viewport: DESKTOP });

  test('opens on click, closes on Escape and on an outside click', async ({ page }) => {
    await openPage(page);
    const trigger = page.getByRole('banner').getByRole('button', { name: 'Guidelines' });
    const panelLink = page.getByRole('banner').getByRole('link', { name: 'Join as Associate Editor' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(panelLink).toBeHidden();

    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(panelLink).toBeVisible();
    for (const title of [
      'For Editors',
      'For Associate Editors',
      'For Reviewers',
      'For Authors',
      'Manuscript Guidelines',
    ]) {
      await expect(page.getByRole('banner').getByRole('list', { name: title })).toBeVisible();
    }
    await expectNoSeriousViolations(page);

    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    // A click on the page below the open panel.
    await page.mouse.click(640, 820);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  test('following a link navigates and closes the menu', async ({ page }) => {
    await openPage(page);
    const trigger = page.getByRole('banner').getByRole('button', { name: 'Guidelines' });
    await trigger.click();
    await page.getByRole('banner').getByRole('link', { name: 'Peer Review Process' }).click();
    await expect(page).toHaveURL(/\/guidelines\/peer-review$/);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Peer Review Process' })).toBeHidden();
  });
});

test.describe('mobile menu (390 px)', () => {
  test.use({ viewport: PHONE });

  test('opens over a dimmed overlay and closes on navigation', async ({ page }) => {
    await openPage(page);
    const toggle = page.getByRole('button', { name: 'Menu' });
    const overlay = page.getByTestId('mobile-menu-overlay');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Guidelines' })).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(overlay).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Main' });
    await expect(menu.getByRole('link', { name: 'Search', exact: true })).toHaveAttribute('href', '/search');
    await expect(menu.getByRole('link', { name: 'Guidelines', exact: true })).toHaveAttribute('href', '/guidelines');
    await expectNoSeriousViolations(page);

    await menu.getByRole('link', { name: 'Journals', exact: true }).click();
    await expect(page).toHaveURL(/\/journals$/);
    await expect(overlay).toHaveCount(0);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
  });

  test("fetches the menus' Radix code only when a menu is first wanted (decision 0034)", async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await openPage(page);
    const radixChunk = /\/assets\/(dialog|navigation-menu-radix)-[\w-]+\.js$/;
    expect(scripts.filter((path) => radixChunk.test(path))).toEqual([]);

    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(scripts.some((path) => /\/assets\/dialog-[\w-]+\.js$/.test(path))).toBe(true);
    // Focus is in the panel, and comes back to the (new) button on Escape.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('dialog', { name: 'Menu' }).locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
    await expect(toggle).toBeFocused();
  });

  test('closes on an overlay click', async ({ page }) => {
    await openPage(page);
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    const overlay = page.getByTestId('mobile-menu-overlay');
    await overlay.click({ position: { x: 195, y: 600 } });
    await expect(overlay).toHaveCount(0);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page).toHaveURL(/\/$/);
  });
});

for (const viewport of [DESKTOP, PHONE]) {
  test.describe(`home carousels at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('left disabled at the start, right enabled; a right click enables left', async ({ page }) => {
      await openLoadedHome(page);
      for (const [region, label] of [
        ['Latest Articles', 'Latest articles'],
        ['Journal Portfolio', 'Journal portfolio'],
      ]) {
        const section = page.getByRole('region', { name: region });
        const left = section.getByRole('button', { name: `Scroll ${label} left` });
        const right = section.getByRole('button', { name: `Scroll ${label} right` });
        await expect(left).toBeDisabled();
        await expect(right).toBeEnabled();
        await right.click();
        await expect(left).toBeEnabled();
        const track = section.getByRole('list');
        expect(await track.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
      }
    });

    test('the home page has no serious or critical accessibility violations', async ({ page }) => {
      await openLoadedHome(page);
      await expectNoSeriousViolations(page);
    });
  });
}
