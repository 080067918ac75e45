/**
 * The admin's OJS import screen (decision 0101), on OJS's own exports in ../shared/data/ojs: an
 * admin opens Import from OJS, chooses the Therapeutic Journal, uploads an OJS 3.2 export (refused
 * with the reason) and discards it after a confirmation, uploads OJS's 3.4 export, reads the
 * preview, imports it after the confirmation, sees the report and opens an imported article; its
 * old OJS URL answers 301. Each state is checked at 390 and 1280 px (axe clean, no horizontal
 * scroll) and screenshotted to test-results/ojs-import/ (looked at by hand); at 390 px the toasts
 * "Upload discarded" and "Import started" cover no control of the page (decision 0114).
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { E2E_ADMIN } from './support/mailbox';
import { coveredControls, expectNoSeriousViolations, expectToast } from './support/page';
import { signedInPage } from './support/arrange';

const SHOTS = 'test-results/ojs-import';
const OJS = path.resolve('..', 'shared/data/ojs');
const V34 = path.join(OJS, 'exports-pkp-datasets/native-export-3_4_0-4-reconstructed.xml');
const V32 = path.join(OJS, 'exports-pkp-ojs/stable-3_2_1/cypress/fixtures/export-issues.xml');
const WIDTHS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];

/**
 * At both widths no horizontal scroll and a screenshot `{state}-{width}.png`; axe clean at the
 * phone's (once per state: the same markup at both, and the gate's e2e time is over budget).
 */
async function look(page: Page, state: string): Promise<void> {
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    if (size.width < 500) await expectNoSeriousViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    await page.screenshot({ path: `${SHOTS}/${state}-${size.name}.png`, fullPage: true });
  }
  await page.setViewportSize(WIDTHS[0]);
}

test('an admin previews and imports an OJS export; its old article link answers 301', async ({ browser }) => {
  test.setTimeout(90_000);
  const page = await signedInPage(browser, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.goto('/dashboard/admin/ojs-import');
  await page.getByLabel('Journal', { exact: true }).selectOption({ label: 'Therapeutic Journal (THER)' });
  await expect(page.getByLabel(/Journal path in OJS/)).toHaveValue('ther');
  await look(page, 'form');

  // An OJS 3.2 export is refused, with the reason; discarding it brings the form back.
  await page.getByLabel(/OJS export \(XML\)/).setInputFiles(V32);
  await page.getByRole('button', { name: 'Upload and preview' }).click();
  await expect(page.getByText('This file cannot be imported. Nothing was written.')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/OJS 3\.2 export/)).toBeVisible();
  await look(page, 'refused');
  // Discard deletes the uploaded file: it asks first (decision 0114).
  await page.getByRole('button', { name: 'Discard' }).click();
  const discard = page.getByRole('alertdialog', { name: 'Discard this upload?' });
  await expect(discard).toContainText('export-issues.xml');
  await look(page, 'discard-confirm');
  await page.setViewportSize(WIDTHS[1]);
  await discard.getByRole('button', { name: 'Discard' }).click();
  await expect(discard).toBeHidden();
  // At 390 px the toast leaves the form free: the file field is what comes next (decision 0114).
  await expectToast(page, 'Upload discarded');
  await expect(page.getByRole('button', { name: 'Upload and preview' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/discarded-toast-phone.png` });
  expect(await coveredControls(page)).toEqual([]);
  // From 640 px up the toasts stay at the bottom right, beside the content.
  await page.setViewportSize(WIDTHS[0]);
  const toast = page
    .getByRole('region', { name: /^Notifications/ })
    .getByRole('listitem')
    .first();
  const box = (await toast.boundingBox())!;
  expect(box.x).toBeGreaterThan(WIDTHS[0].width / 2);
  expect(box.y + box.height).toBeGreaterThan(WIDTHS[0].height - 40);
  await page.screenshot({ path: `${SHOTS}/discarded-toast-desktop.png` });

  await page.getByLabel(/OJS export \(XML\)/).setInputFiles(V34);
  await page.getByRole('button', { name: 'Upload and preview' }).click();
  const preview = page.getByRole('table');
  await expect(preview).toBeVisible({ timeout: 15_000 });
  await expect(preview.getByRole('row', { name: /^Articles 2 / })).toBeVisible();
  await expect(preview.getByRole('row', { name: /^Files 8 / })).toBeVisible();
  await look(page, 'preview');

  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Import into the live journal?' });
  await expect(dialog).toContainText('Therapeutic Journal');
  await page.setViewportSize(WIDTHS[1]);
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expectToast(page, 'Import started');
  await page.screenshot({ path: `${SHOTS}/import-started-toast-phone.png` });
  expect(await coveredControls(page)).toEqual([]);
  await page.setViewportSize(WIDTHS[0]);
  await expect(page.getByText('Imported into Therapeutic Journal.')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('columnheader', { name: 'Created' })).toBeVisible();
  await look(page, 'done');

  // The progress state is too short on this small file to be caught: for its screenshot only, the
  // list answers the same upload as importing, 5 of its 14 records written.
  await page.route('**/api/admin/journals/THER/ojs-imports', async (route) => {
    const answer = (await (await route.fetch()).json()) as { uploads: Record<string, unknown>[] };
    answer.uploads[0] = {
      ...answer.uploads[0],
      state: 'importing',
      report: null,
      progress: { records: 5, total: 14, bytes: 60_000, totalBytes: 180_000 },
    };
    await route.fulfill({ json: answer });
  });
  await page.reload();
  // The journal is in the address: the reload finds the same uploads.
  await expect(page.getByLabel('Journal', { exact: true })).toHaveValue('THER');
  await expect(page.getByText(/5 of 14 records written/)).toBeVisible();
  await look(page, 'progress');
  await page.unroute('**/api/admin/journals/THER/ojs-imports');
  await page.reload();
  await expect(page.getByText('Imported into Therapeutic Journal.')).toBeVisible();

  const article = page.getByRole('link', { name: 'The Signalling Theory Dividends' });
  const href = await article.getAttribute('href');
  expect(href).toMatch(/^\/articles\/\d+$/);
  await article.click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('The Signalling Theory Dividends');

  // OJS's URL of that article (its internal id 1 in the export) answers 301 to its page.
  const old = await page.request.get('/index.php/ther/article/view/1', { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers().location).toBe(href);
  await page.context().close();
});
