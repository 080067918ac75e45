/**
 * Figures readers can see and zoom (docs/decisions/0082-figures-article-assets.md), on the demo's
 * eLife 00353, imported with its figure TIFF: once the server's conversion job has run, the
 * article page shows the figure as an image that loads (naturalWidth > 0, width and height set),
 * a press on it opens the viewer (a modal dialog, axe finds no serious or critical violation with
 * it open), Escape closes it and gives focus back to the figure, and "Download original" gives the
 * TIFF as imported. Screenshots go to test-results/figures/ (looked at by hand).
 */
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
