/**
 * The export to OJS Native XML in journal management (decision 0092): an admin opens the Issues
 * tab, chooses the demo JOSE journal, sees the OJS version select, "Export journal to OJS" and an
 * "Export to OJS" button per issue (axe clean, nothing clipped, no horizontal scroll at 390 and
 * 1280 px), and downloads the journal and one issue: OJS Native XML with the PDFs embedded.
 * Screenshots go to test-results/ojs-export/ (looked at by hand).
 */
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { E2E_ADMIN } from './support/mailbox';
import { expectNoSeriousViolations } from './support/page';
import { signedInPage } from './support/arrange';

const SHOTS = 'test-results/ojs-export';
const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
];

async function openIssues(page: Page): Promise<void> {
  await page.goto('/dashboard/admin');
  await page
    .getByRole('navigation', { name: 'Admin inbox' })
    .getByRole('link', { name: 'Issues', exact: true })
    .click();
  await page.getByLabel('Journal', { exact: true }).selectOption({ label: 'Journal of Open Source Education (JOSE)' });
  await expect(page.getByRole('button', { name: 'Export journal to OJS' })).toBeVisible();
}

test('an admin exports the JOSE journal and one of its issues to OJS Native XML', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await signedInPage(browser, E2E_ADMIN.email, E2E_ADMIN.password);
  await openIssues(page);
  const exportOne = page.getByRole('button', { name: /^Export to OJS Volume/ }).first();
  for (const size of [...WIDTHS].reverse()) {
    await page.setViewportSize(size);
    await expect(exportOne).toBeVisible();
    await expectNoSeriousViolations(page);
    // No horizontal scroll; the export controls inside the viewport.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    for (const control of [exportOne, page.getByRole('button', { name: 'Export journal to OJS' })]) {
      const box = await control.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(size.width);
    }
    await page.screenshot({ path: `${SHOTS}/issues-tab-${size.name}.png`, fullPage: true });
  }
  await page.setViewportSize(WIDTHS[1]);

  const whole = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export journal to OJS' }).click();
  const download = await whole;
  expect(download.suggestedFilename()).toBe('ojs-jose-3.5.xml');
  const xml = fs.readFileSync((await download.path())!, 'utf8');
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<issues xmlns="http:\/\/pkp\.sfu\.ca"/);
  expect(xml).toContain('<embed encoding="base64" mime_type="application/pdf">JVBER');

  await page.getByLabel('OJS version').selectOption('3.4');
  const one = page.waitForEvent('download');
  await exportOne.click();
  const issue = await one;
  expect(issue.suggestedFilename()).toMatch(/^ojs-jose-issue-\d+-3\.4\.xml$/);
  expect((fs.readFileSync((await issue.path())!, 'utf8').match(/<issue /g) ?? []).length).toBe(1);
  await page.context().close();
});
