/**
 * /submit-manuscript against the real server (seed 000 §2 "Submit manuscript", §5, §7, §8;
 * decision 0007): a visitor fills the form at 1280 px as a person would, attaches a real PDF,
 * sends it and sees the success note (the server answers 201 with the intake's id; there
 * is no public read API for intakes); a bad email gets the shared message on blur; a fake
 * PDF is refused before sending; axe finds no serious or critical violation.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoSeriousViolations } from './support/page';

const PDF = path.join(
  import.meta.dirname,
  '../../shared/data/articles/elife/with-pdf/elife-19405-v1/elife-19405-v1.pdf',
);
const SUCCESS = 'Thanks! We will review your submission and reach out via email.';

async function typeInto(page: Page, label: string, value: string) {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await input.pressSequentially(value);
}

test.describe('submit manuscript', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a visitor submits a real PDF without an account and sees the success note', async ({ page }) => {
    await page.goto('/submit-manuscript');
    await expect(page.getByRole('heading', { level: 1, name: 'Submit Your Manuscript' })).toBeVisible();
    await expect(page).toHaveTitle(/Submit Your Manuscript/);
    const submit = page.getByRole('button', { name: 'Submit Manuscript' });
    await expect(submit).toBeDisabled();

    await typeInto(page, 'Post title', 'Dr');
    await typeInto(page, 'First name', 'Ada');
    await typeInto(page, 'Last name', 'Lovelace');
    await typeInto(page, 'University', 'University of London');
    await typeInto(page, 'Email', `ada.${Date.now()}@example.org`);
    await typeInto(page, 'Phone', '+44 20 7946 0958');
    await typeInto(page, 'Address line 1', '12 St James Square');
    await typeInto(page, 'City', 'London');
    await typeInto(page, 'State/Province/Region', 'Greater London');
    await typeInto(page, 'ZIP/Postal code', 'SW1Y 4JH');
    await page.getByLabel('Country', { exact: true }).selectOption('United Kingdom');
    await page.getByLabel('Journal', { exact: true }).selectOption('Journal of Life Sciences');
    await page.getByLabel('Article type', { exact: true }).selectOption('Research Article');
    await typeInto(page, 'Manuscript title', 'Neural circuits of fly courtship');
    await page.getByLabel(/^Abstract/).fill('A short abstract of the manuscript.');
    await page.getByLabel('Manuscript files').setInputFiles(PDF);

    const list = page.getByRole('list', { name: 'Selected files' });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list).toContainText('elife-19405-v1.pdf');
    await expect(list).toContainText(/\(\d+\.\d\d MB\)/);
    await expect(submit).toBeEnabled();

    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/public/manuscripts') && r.request().method() === 'POST'),
      submit.click(),
    ]);
    expect(response.status()).toBe(201);
    const body = (await response.json()) as { id: number; intakeId: number };
    expect(body.intakeId).toEqual(expect.any(Number));
    expect(response.request().headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);

    await expect(page.getByText(SUCCESS)).toBeVisible();
    await expect(page.getByText(SUCCESS)).toBeInViewport();
    await expect(page.getByLabel('First name', { exact: true })).toHaveValue('');
    await expect(list).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('a bad email gets the shared message on blur; a fake PDF is refused', async ({ page }) => {
    await page.goto('/submit-manuscript');
    const email = page.getByLabel('Email', { exact: true });
    await email.click();
    await email.pressSequentially('ada@example');
    await expect(page.getByText('Invalid email format')).toHaveCount(0);
    await page.keyboard.press('Tab');
    await expect(page.getByText('Invalid email format')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Manuscript files').setInputFiles({
      name: 'fake.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('<html><body>not a pdf</body></html>'),
    });
    await expect(page.getByText('Please upload a valid PDF: fake.pdf')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Selected files' })).toHaveCount(0);
  });

  test('axe: no serious or critical violation, empty and with errors', async ({ page }) => {
    await page.goto('/submit-manuscript');
    await expect(page.getByRole('heading', { level: 1, name: 'Submit Your Manuscript' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByLabel('Post title', { exact: true }).click();
    await page.keyboard.press('Tab');
    await expect(page.getByText('Post Title is required')).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});
