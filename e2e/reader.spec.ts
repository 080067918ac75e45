/**
 * What a reader finds on the public pages (decision 0083), against the built app and the demo
 * catalogue: the header dropdown lists the journals a text names; eLife, which has no issue
 * numbers, names its current issue "Volume N" alone; the journal page's open tab is in view in
 * its sideways-scrolling row at 390 px without the page moving; an article dated by year alone
 * says "2024"; an align="char" column lines its decimal points up. Screenshots at 390 and 1280 px
 * go to SCREENSHOT_DIR when it is set.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { demoArticleId, expectNoSeriousViolations } from './support/page';

async function shot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: path.join(dir, `${name}.png`) });
}

test.describe('reader leftovers (decision 0083)', () => {
  test('the header dropdown lists the Acta Crystallographica journals and leads to one', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const button = page.getByRole('banner').getByRole('button', { name: 'Search', exact: true });
    await button.click();
    const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search articles' });
    await expect(box).toBeFocused();
    for (const words of ['Biological Crystallography', 'Acta', 'Acta Crystallographica']) {
      await box.fill(words);
      await expect(page.getByRole('banner').getByText(/^Found \d+ articles?$/)).toBeVisible();
      const journals = page.getByRole('banner').getByRole('list', { name: 'Journals' });
      await expect(journals.getByRole('link').first()).toContainText(/Acta Crystallographica/);
    }
    const journals = page.getByRole('banner').getByRole('list', { name: 'Journals' });
    await expect.poll(() => journals.getByRole('link').count()).toBeGreaterThanOrEqual(2);
    // The seed's article results are still there, below the journals.
    await expect(page.getByRole('banner').getByText(/^Found \d+ articles?$/)).toBeVisible();
    await expectNoSeriousViolations(page, { include: 'header' });
    await shot(page, 'header-search-journals-1280');
    const first = journals.getByRole('link').first();
    const title = (await first.locator('span').first().textContent())!.trim();
    await first.click();
    await expect(page).toHaveURL(/\/journals\/acta-/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });

  test("eLife's current issue is 'Volume N' alone; JOSE keeps volume and issue", async ({ page }) => {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/journals/elife');
      const current = page.locator('dt', { hasText: 'Current issue' }).locator('xpath=following-sibling::dd');
      await expect(current).toHaveText(/^Volume \d+$/);
      await shot(page, `journal-elife-${width}`);
    }
    await page.goto('/journals/jose');
    const jose = page.locator('dt', { hasText: 'Current issue' }).locator('xpath=following-sibling::dd');
    await expect(jose).toHaveText(/^Volume \d+, Issue \d+$/);
  });

  test('the open journal tab is in view in its row at 390 px, and the page does not move', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto('/journals/elife?tab=archive');
    const nav = page.getByRole('navigation', { name: /sections$/ });
    const open = nav.locator('[aria-current="page"]');
    await expect(open).toHaveText('Archive');
    await expect
      .poll(async () => {
        const row = (await nav.locator('ul').boundingBox())!;
        const tab = (await open.boundingBox())!;
        return tab.x >= row.x - 1 && tab.x + tab.width <= row.x + row.width + 1;
      })
      .toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await open.scrollIntoViewIfNeeded();
    await shot(page, 'journal-tabs-archive-390');
  });

  test('an article dated by year alone says "2024", never "Jan 01, 2024"', async ({ page, request }) => {
    const id = await demoArticleId(request, '10.1101/2024.01.24.24301711');
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/articles/${id}`);
      await expect(page.getByText('Published 2024', { exact: true })).toBeVisible();
      await expect(page.locator('time[datetime="2024"]').first()).toHaveText('2024');
      await expect(page.getByText('Jan 01, 2024')).toHaveCount(0);
      await shot(page, `article-year-only-${width}`);
    }
  });

  test('an align="char" column lines its decimal points up, without JavaScript too', async ({ browser, request }) => {
    const id = await demoArticleId(request, '10.1371/journal.pmed.1001786');
    for (const javaScriptEnabled of [true, false]) {
      const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await page.goto(`/articles/${id}`);
      // The decimal points of the first column with several aligned cells share one x (±1 px).
      const xs = await page.evaluate(() => {
        const cells = [...document.querySelectorAll<HTMLTableCellElement>('td.jats-align-char')].filter(
          (cell) => cell.firstChild?.nodeType === Node.TEXT_NODE && cell.firstChild.textContent!.includes('.'),
        );
        const byColumn = new Map<string, HTMLTableCellElement[]>();
        const tables = [...document.querySelectorAll('table')];
        for (const cell of cells) {
          const key = `${tables.indexOf(cell.closest('table')!)}:${cell.cellIndex}`;
          byColumn.set(key, [...(byColumn.get(key) ?? []), cell]);
        }
        // A column whose rows have no rowspan before it (cellIndex is then the column).
        const column = [...byColumn.values()].find((list) => list.length >= 3)!;
        column[0].scrollIntoView({ block: 'center' });
        return column.slice(0, 6).map((cell) => {
          const text = cell.firstChild!;
          const range = document.createRange();
          const at = text.textContent!.indexOf('.');
          range.setStart(text, at);
          range.setEnd(text, at + 1);
          return range.getBoundingClientRect().left;
        });
      });
      expect(xs.length).toBeGreaterThanOrEqual(3);
      for (const x of xs) expect(Math.abs(x - xs[0])).toBeLessThanOrEqual(1);
      if (javaScriptEnabled) {
        await page.locator('td.jats-align-char').first().scrollIntoViewIfNeeded();
        await shot(page, 'table-align-char-1280');
        await page.setViewportSize({ width: 390, height: 900 });
        await page.locator('td.jats-align-char').first().scrollIntoViewIfNeeded();
        await shot(page, 'table-align-char-390');
      }
      await context.close();
    }
  });
});
