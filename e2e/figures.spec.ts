/**
 * Figures readers can see and zoom (docs/decisions/0082-figures-article-assets.md), on the demo's
 * eLife 00353, imported with its figure TIFF: once the server's conversion job has run, the
 * article page shows the figure as an image that loads (naturalWidth > 0, width and height set),
 * a press on it opens the viewer (a modal dialog, axe finds no serious or critical violation with
 * it open), Escape closes it and gives focus back to the figure, and "Download original" gives the
 * TIFF as imported. Screenshots go to test-results/figures/ (looked at by hand).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test';
import { demoArticleId, expectNoSeriousViolations } from './support/page';

const DOI = '10.7554/eLife.00353';

for (const size of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
]) {
  test(`a figure shows its image and opens in the viewer on a ${size.name}`, async ({ page, request }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    const id = await demoArticleId(request, DOI);
    // The images are converted by a job once the server listens: wait for the full text to show them.
    await expect
      .poll(
        async () => ((await (await request.get(`/api/articles/${id}/full-text`)).json()) as { html: string }).html,
        {
          timeout: 60_000,
        },
      )
      .toContain('<picture');

    await page.goto(`/articles/${id}`);
    const figure = page.locator('figure.jats-fig').first();
    const image = figure.locator('picture img');
    await image.scrollIntoViewIfNeeded();
    await expect(image).toHaveAttribute('width', /^\d+$/);
    await expect(image).toHaveAttribute('height', /^\d+$/);
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await page.screenshot({ path: `test-results/figures/figure-${size.name}.png` });

    const open = figure.locator('a.jats-fig-open');
    await open.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('img')).toBeVisible();
    await expect(dialog.getByText(/^Licence:/)).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: `test-results/figures/viewer-${size.name}.png` });

    await dialog.getByRole('button', { name: 'Zoom in' }).click();
    await expect(dialog.getByText('150%')).toBeVisible();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('link', { name: /Download original/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('elife-00353-fig1-v1.tif');

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
  });
}

/**
 * The demo article with the most figure images, checked as Lighthouse's accessibility audit checks
 * it on its phone (axe over the whole page once loaded, WCAG 2.2 AA with the target size): every
 * element's box is where it is painted, so no text is judged on the footer's background and no
 * link is "partially obscured" by text laid out beyond a placeholder (decision 0099), and every
 * footer link is a 24 × 24 px target (WCAG 2.2 SC 2.5.8).
 */
test('the article with the most figures passes axe with WCAG 2.2 AA on a phone, as Lighthouse checks it', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 412, height: 823 });
  const id = await demoArticleId(request, '10.21203/rs.3.rs-2197876/v1');
  await page.goto(`/articles/${id}`);
  await expect(page.locator('.jats-body section').first()).toBeAttached();
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  const footerLinks = await page
    .getByRole('contentinfo')
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((link) => {
        const box = link.getBoundingClientRect();
        return { name: link.textContent?.trim(), width: Math.round(box.width), height: Math.round(box.height) };
      }),
    );
  expect(footerLinks.length).toBeGreaterThan(10);
  expect(footerLinks.filter((link) => link.width < 24 || link.height < 24)).toEqual([]);
});
