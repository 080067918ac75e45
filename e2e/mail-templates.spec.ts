/**
 * Editable mail templates (admin, per journal when set) with variables and a preview
 * (decision 0053): the admin of the e2e server (no sign-up: the suite shares the sign-up limit)
 * opens the Mail templates tab, edits the contact acknowledgement,
 * inserts a variable by clicking it, sees the live preview, is told of an unknown variable,
 * saves, then resets after a confirmation. axe checks the tab; screenshots at 390 and 1280 px
 * go to test-results/mail-templates/ (looked at by hand).
 */
import type { Page } from '@playwright/test';
import { E2E_ADMIN } from './support/mailbox';
import { expectNoSeriousViolations, expectToast, signIn } from './support/page';
import { expect, test } from './support/test';

const SHOTS = 'test-results/mail-templates';
const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
];

async function shoot(page: Page, name: string): Promise<void> {
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `${SHOTS}/${name}-${size.name}.png`, fullPage: true });
  }
}

test('an admin edits, previews, saves and resets a mail template', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password, '/portal');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/dashboard/admin');
  await page
    .getByRole('navigation', { name: 'Admin inbox' })
    .getByRole('link', { name: 'Mail templates', exact: true })
    .click();
  await expect(page.getByRole('heading', { name: 'Mail templates' })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByRole('button', { name: 'Edit Message received (to the sender)' }).click();
  const editor = page.getByRole('region', { name: 'Message received (to the sender)' });
  const subject = editor.getByLabel('Subject');
  await expect(subject).toHaveValue('We received your message');
  await subject.fill('Your message reached us, ');
  await editor.getByRole('button', { name: 'Insert {{name}}' }).click();
  await expect(subject).toHaveValue('Your message reached us, {{name}}');
  await expect(editor.getByText('Subject: Your message reached us, Ada Lovelace')).toBeVisible();

  // An unknown variable: the preview says so; saving it is refused at the field.
  const body = editor.getByLabel('Body (plain text)');
  await body.fill('Dear {{nmae}},\n\nThanks.');
  await expect(editor.getByText(/Unknown variable \{\{nmae\}\} in the body/).first()).toBeVisible();
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(body).toHaveAttribute('aria-invalid', 'true');
  await shoot(page, 'editor-error');
  await expectNoSeriousViolations(page);

  await body.fill('Dear {{name}},\n\nThanks, we received your message. We will respond within 24 hours.');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Template saved', 'Message received (to the sender)');
  await expect(page.getByText('Site-wide text').first()).toBeVisible();
  await expect(editor.getByText(/Dear Ada Lovelace,\s+Thanks, we received your message/)).toBeVisible();
  await shoot(page, 'editor-saved');

  await editor.getByRole('button', { name: 'Reset to default' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Reset this template?' });
  await expectNoSeriousViolations(page);
  await dialog.getByRole('button', { name: 'Reset to default' }).click();
  await expectToast(page, 'Template reset', 'Message received (to the sender)');
  await expect(subject).toHaveValue('We received your message');
});
