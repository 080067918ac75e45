/**
 * Links into an article land on their element with JavaScript on (decision 0081; HTML Living
 * Standard, "scroll to the fragment"; `scroll-margin-top` clears the sticky header): a deep
 * link to a figure, a table and the references of the longest demo article, and the Contents
 * link to References. "Lands" is measured: the element's top is at its scroll margin (just
 * below the sticky site header) within a few px, once the page has hydrated and after a
 * moment more (it stays there). The body's `content-visibility: auto` placeholders used to
 * leave the References jump hundreds (on this article, thousands) of px past the heading.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { demoArticleId } from './support/page';

/** The longest demo article (eLife, 17 figures, 10 tables, 68 references). */
const LONG_ARTICLE_DOI = '10.7554/eLife.14093';

interface FullText {
  html: string;
  references: { id: string }[];
}

/** The last id of a figure (`jats-fig`) or a table (`jats-table-wrap`) in the full text. */
function lastId(html: string, cls: string): string {
  const ids = [...html.matchAll(new RegExp(`<figure class="${cls}" id="([^"]+)"`, 'g'))].map((m) => m[1]);
  expect(ids.length).toBeGreaterThan(0);
  return ids[ids.length - 1];
}

/** The element's top, and where it should be: its scroll-margin-top, below the sticky header. */
async function placement(page: Page, id: string) {
  return page.evaluate((targetId) => {
    const target = document.getElementById(targetId);
    if (!target) throw new Error(`no #${targetId}`);
    const header = document.querySelector('body header');
    return {
      top: target.getBoundingClientRect().top,
      margin: Number.parseFloat(getComputedStyle(target).scrollMarginTop) || 0,
      headerBottom: header ? header.getBoundingClientRect().bottom : 0,
    };
  }, id);
}

/** The element sits at its scroll margin, not under the header, and stays there. */
async function expectLanded(page: Page, id: string) {
  await expect
    .poll(async () => {
      const { top, margin } = await placement(page, id);
      return Math.abs(top - margin);
    })
    .toBeLessThanOrEqual(4);
  await page.waitForTimeout(1000);
  const { top, margin, headerBottom } = await placement(page, id);
  expect(Math.abs(top - margin)).toBeLessThanOrEqual(4);
  expect(top).toBeGreaterThanOrEqual(headerBottom - 1);
}

for (const size of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
]) {
  test.describe(`links into a long article land on a ${size.name}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
    });

    test('a deep link to a figure, a table and the references lands on each', async ({ page, request }) => {
      test.setTimeout(120_000); // three loads of a 1 MB page on a shared machine
      const id = await demoArticleId(request, LONG_ARTICLE_DOI);
      const fullText = (await (await request.get(`/api/articles/${id}/full-text`)).json()) as FullText;
      for (const target of [
        lastId(fullText.html, 'jats-fig'),
        lastId(fullText.html, 'jats-table-wrap'),
        'article-references',
      ]) {
        await page.goto('about:blank'); // each a fresh load of the page, as a link from elsewhere
        await page.goto(`/articles/${id}#${target}`);
        await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
        await expectLanded(page, target);
      }
    });

    test('Contents → References lands on the References heading', async ({ page, request }) => {
      const id = await demoArticleId(request, LONG_ARTICLE_DOI);
      await page.goto(`/articles/${id}`);
      await page.getByRole('navigation', { name: 'Contents' }).getByRole('link', { name: 'References' }).click();
      await expect(page).toHaveURL(/#article-references$/);
      await expectLanded(page, 'article-references');
      await expect(page.getByRole('heading', { name: 'References', level: 2 })).toBeInViewport();
    });
  });
}

test.describe('the contents stay in view and mark the section being read', () => {
  test('at 1280 px the contents are beside the text deep into it, with the section read marked', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    const id = await demoArticleId(request, LONG_ARTICLE_DOI);
    const contents = page.getByRole('navigation', { name: 'Contents' });
    await page.goto(`/articles/${id}`);
    // The third top-level part: follow its Contents link, then read on a little.
    const third = contents.locator('ol > li > a').nth(2);
    const section = decodeURIComponent(((await third.getAttribute('href')) ?? '').slice(1));
    await third.click();
    await expectLanded(page, section);
    await page.mouse.wheel(0, 300);
    await expect(contents).toBeInViewport();
    const box = await contents.boundingBox();
    expect(box?.x ?? 0).toBeGreaterThan(640); // the right column
    await expect(contents.locator('a[aria-current="true"]')).toHaveCount(1);
    await expect(contents.locator('a[aria-current="true"]')).toHaveAttribute('href', `#${section}`);
  });

  test('at 390 px the DOI, licence and Cite are under the title, before the abstract', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const id = await demoArticleId(request, LONG_ARTICLE_DOI);
    await page.goto(`/articles/${id}`);
    const doi = page.getByRole('link', { name: LONG_ARTICLE_DOI, exact: true });
    const abstract = page.getByRole('heading', { name: 'Abstract', level: 2 });
    await expect(doi).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cite this article' })).toBeVisible();
    await expect(page.locator('a[rel="license"]:visible').first()).toBeVisible();
    const [doiBox, abstractBox] = [await doi.boundingBox(), await abstract.boundingBox()];
    expect(doiBox!.y).toBeLessThan(abstractBox!.y);
    await page.getByRole('link', { name: 'Cite this article' }).click();
    await expectLanded(page, 'cite-article');
  });
});

test('the longest article page carries its full text once, and hydrates without asking for it again', async ({
  page,
  request,
}) => {
  const id = await demoArticleId(request, LONG_ARTICLE_DOI);
  const html = await (await request.get(`/articles/${id}`)).text();
  const state = /<script[^>]*id="genesis-state"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  expect(state).toContain('"api","articles"'); // the page's state is there, without the full text
  expect(state).not.toContain('jats-sec');
  expect(state).not.toContain('ft-references');
  // 1.15 MB before (655 KB of it the state); the rest is the article's own markup (decision 0081).
  expect(html.length).toBeLessThan(600_000);

  const fullTextRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/full-text')) fullTextRequests.push(r.url());
  });
  await page.goto(`/articles/${id}`);
  await expect(page.locator('.jats-body section.jats-sec').first()).toBeVisible();
  await expect(page.locator('ol.ft-references > li').first()).toBeAttached();
  expect(fullTextRequests).toEqual([]);
});
