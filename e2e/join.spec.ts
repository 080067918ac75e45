/**
 * Join applications against the real server (seed 000 §2 "Join applications", §5
 * "Applications", §7 `POST /api/public/contacts/{kind}`, §8): each of the three forms filled
 * as a person would, with a real PDF as CV, sent as multipart (201 from the server), the
 * success message and the reset form; the 400 path of the server (an HTML file named .pdf)
 * with the correction message; axe on the form (no serious or critical violation).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoSeriousViolations } from './support/page';

const CV_PDF = '/work/shared/data/articles/elife/with-pdf/elife-19405-v1/elife-19405-v1.pdf';

const KINDS = [
  { page: 'join-editor', endpoint: 'editor', interest: 'researchInterests' },
  { page: 'join-associate', endpoint: 'associate_editor', interest: 'researchInterest' },
  { page: 'join-reviewer', endpoint: 'reviewer', interest: 'researchInterest' },
] as const;

async function fillApplication(page: Page, email: string) {
  const form = page.locator('#application-form');
  await form.getByLabel('First name').fill('Grace');
  await form.getByLabel('Last name').fill('Hopper');
  await form.getByLabel('Affiliation').fill('Department of Mathematics');
  await form.getByLabel('University').fill('Yale University');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone').fill('+12035550100');
  await form.getByLabel('Street address').fill('1 Hillhouse Avenue');
  await form.getByLabel('City').fill('New Haven');
  await form.getByLabel('State/Province').fill('Connecticut');
  await form.getByLabel('ZIP/Postal code').fill('06511');
  await form.getByLabel('Country').selectOption('United States');
  await form.getByLabel('Journal').selectOption({ label: 'Journal of Mathematics' });
  await form.getByLabel('Research interests').fill('Compilers, programming languages and numerical analysis');
  return form;
}

test.describe('join applications', () => {
  for (const kind of KINDS) {
    test(`${kind.page}: an application with a real PDF CV is received`, async ({ page }) => {
      await page.goto(`/guidelines/${kind.page}#application-form`);
      const form = await fillApplication(page, `grace.${kind.endpoint}@example.org`);
      await expect(form.getByLabel('Research interests')).toHaveAttribute('name', kind.interest);
      await expect(form.getByText('International format starting with +')).toBeVisible();
      await form.getByLabel('CV').setInputFiles(CV_PDF);
      await expect(form.getByText('elife-19405-v1.pdf')).toBeVisible();
      await expect(form.getByText(/\d+\.\d\d MB/)).toBeVisible();
      await expectNoSeriousViolations(page, { include: '#application-form' });

      const responsePromise = page.waitForResponse(
        (r) => r.url().endsWith(`/api/public/contacts/${kind.endpoint}`) && r.request().method() === 'POST',
      );
      await form.getByRole('button', { name: 'Submit Application' }).click();
      const response = await responsePromise;
      expect(response.status()).toBe(201);
      expect(response.request().headers()['idempotency-key']).toBeTruthy();
      expect(response.request().headers()['content-type']).toMatch(/^multipart\/form-data/);

      await expect(
        form.getByText('Application submitted successfully. We will review and contact you soon.'),
      ).toBeVisible();
      await expect(form.getByLabel('First name')).toHaveValue('');
      await expect(form.getByText('elife-19405-v1.pdf')).toHaveCount(0);
      await expectNoSeriousViolations(page, { include: '#application-form' });
    });
  }

  test('join-reviewer: on-blur messages and the server refusing a disguised PDF', async ({ page }) => {
    await page.goto('/guidelines/join-reviewer#application-form');
    const form = page.locator('#application-form');
    await form.getByLabel('Affiliation').focus();
    await form.getByLabel('Affiliation').blur();
    await expect(form.getByText('Affiliation is required')).toBeVisible();
    await expectNoSeriousViolations(page, { include: '#application-form' });

    await fillApplication(page, 'grace.disguised@example.org');
    // Passes the client's name rule; the server checks the content and refuses it.
    await form.getByLabel('CV').setInputFiles({
      name: 'cv.pdf',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from('<html><body>not a pdf</body></html>'),
    });
    const responsePromise = page.waitForResponse((r) => r.url().endsWith('/api/public/contacts/reviewer'));
    await form.getByRole('button', { name: 'Submit Application' }).click();
    const response = await responsePromise;
    expect(response.status()).toBe(400);
    await expect(form.getByText('Please correct the errors and try again.')).toBeVisible();
    await expect(form.getByLabel('CV')).toHaveAttribute('aria-invalid', 'true');
  });
});
