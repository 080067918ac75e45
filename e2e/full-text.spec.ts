/**
 * The full text of imported JATS articles (decision 0022): a
 * PLOS and an eLife article read on a phone (390 px) and a desktop (1280 px). The page shows
 * the table of contents, the sections, figures, tables and references the API gives (in the
 * server-rendered HTML too, so it reads without JavaScript), in-text citations jump to their
 * reference and back, nothing makes the page wider than a phone, and axe finds no serious
 * or critical violation. Screenshots go to test-results/full-text/ (looked at by hand).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { demoArticleId, expectNoSeriousViolations } from './support/page';

interface FullText {
  html: string;
  toc: { id: string; title: string; level: number }[];
  references: { id: string; citedFrom: string[] }[];
}

const ARTICLES = [
  { publisher: 'plos', doi: '10.1371/journal.pcbi.1004152' },
  { publisher: 'elife', doi: '10.7554/eLife.00013' },
];

const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
];

function count(html: string, cls: string): number {
  return (html.match(new RegExp(`class="${cls}"`, 'g')) ?? []).length;
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/full-text/${name}.png` });
}

for (const { publisher, doi } of ARTICLES) {
  test.describe(`full text of a ${publisher} article`, () => {
    test('is in the server-rendered page, so it reads without JavaScript', async ({ request }) => {
      const id = await demoArticleId(request, doi);
      const fullText = (await (await request.get(`/api/articles/${id}/full-text`)).json()) as FullText;
      const html = await (await request.get(`/articles/${id}`)).text();
      expect(html).toContain('class="jats-body"');
      expect(count(html, 'jats-sec')).toBe(count(fullText.html, 'jats-sec'));
      expect(html).toContain(`id="${fullText.references[0].id}"`);
    });

    for (const size of WIDTHS) {
      test(`reads on a ${size.name} (${size.width} px)`, async ({ page, request }) => {
        test.setTimeout(180_000); // axe on a whole research article takes a while on a busy machine
        const id = await demoArticleId(request, doi);
        const fullText = (await (await request.get(`/api/articles/${id}/full-text`)).json()) as FullText;
        expect(count(fullText.html, 'jats-sec')).toBeGreaterThan(3);

        await page.setViewportSize({ width: size.width, height: size.height });
        await page.goto(`/articles/${id}`);
        const contents = page.getByRole('navigation', { name: 'Contents' });
        await expect(contents).toBeVisible();
        await expect(contents.getByRole('link', { name: 'References' })).toBeVisible();

        const body = page.locator('.jats-body');
        await expect(body.locator('section.jats-sec')).toHaveCount(count(fullText.html, 'jats-sec'));
        await expect(body.locator('figure.jats-fig')).toHaveCount(count(fullText.html, 'jats-fig'));
        await expect(body.locator('figure.jats-table-wrap')).toHaveCount(count(fullText.html, 'jats-table-wrap'));
        await expect(page.locator('ol.ft-references > li')).toHaveCount(fullText.references.length);

        // Nothing is wider than the screen: wide tables and formulas scroll inside their box.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);

        await contents.scrollIntoViewIfNeeded();
        await shot(page, `${publisher}-${size.name}-contents`);
        const firstTop = fullText.toc[0];
        await contents.getByRole('link').first().click();
        await expect(page).toHaveURL(new RegExp(`#${firstTop.id}$`));
        await shot(page, `${publisher}-${size.name}-text`);

        const table = body.locator('figure.jats-table-wrap').first();
        if ((await table.count()) > 0) {
          await table.scrollIntoViewIfNeeded();
          await shot(page, `${publisher}-${size.name}-table`);
        }
        const figure = body.locator('figure.jats-fig').first();
        await figure.scrollIntoViewIfNeeded();
        await shot(page, `${publisher}-${size.name}-figure`);

        // A citation jumps to its reference, and the reference links back to it.
        const cited = fullText.references.find((r) => r.citedFrom.length > 0)!;
        await page.locator(`#${cited.citedFrom[0]}`).click();
        await expect(page).toHaveURL(new RegExp(`#${cited.id}$`));
        const reference = page.locator(`[id="${cited.id}"]`);
        await expect(reference).toBeInViewport();
        await shot(page, `${publisher}-${size.name}-reference`);
        await reference.locator(`a[href="#${cited.citedFrom[0]}"]`).click();
        await expect(page.locator(`#${cited.citedFrom[0]}`)).toBeInViewport();

        await expectNoSeriousViolations(page);
      });
    }
  });
}
