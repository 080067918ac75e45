/**
 * The admin's Sign-in providers section (decisions 0087, 0094), against the built server: the
 * admin adds an institution's OpenID Connect provider, its sign-in button shows on /login, an
 * edit shows no secret, deleting asks first (Cancel keeps it), and a confirmed delete takes the
 * button away. Axe on the section, its dialogs and the sign-in page; no page may log an error;
 * no page scrolls sideways at 390 or 1280 px. Screenshots go to test-results/sign-in-providers/
 * (looked at by hand).
 */
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { signedInPage } from './support/arrange';
import { E2E_ADMIN } from './support/mailbox';
import { expectNoSeriousViolations, expectToast } from './support/page';
import { expect, test } from './support/test';
import { newPage } from './support/workflow';

const SHOTS = 'test-results/sign-in-providers';
const NAME = `University of Example ${randomBytes(2).toString('hex')}`;

/** Collects the console errors and warnings and the uncaught errors of `page` (as support/test.ts does). */
function watchConsole(page: Page, problems: string[]): Page {
  page.on('console', (message) => {
    const type = message.type();
    if ((type === 'error' || type === 'warning') && !/^Failed to load resource: /.test(message.text())) {
      problems.push(`${type}: ${message.text()} (${message.location().url})`);
    }
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return page;
}

/** The page photographed at 390 and 1280 px, after checking that neither scrolls sideways. */
async function shootBoth(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
}

test("the admin adds an institution's provider, its button shows on /login, and deleting it asks first", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const problems: string[] = [];
  const admin = watchConsole(await signedInPage(browser, E2E_ADMIN.email, E2E_ADMIN.password), problems);
  await admin.goto('/dashboard/admin/sign-in');
  const section = admin.getByRole('region', { name: 'Sign-in providers' });
  await expect(section.getByRole('heading', { name: 'Sign-in providers' })).toBeVisible();

  // Adding: a wrong issuer is refused at its field, then the provider is added.
  await section.getByRole('button', { name: 'Add a provider' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Add a sign-in provider' });
  await dialog.getByLabel(/^Name/).fill(NAME);
  await dialog.getByLabel(/^Issuer URL/).fill('http://login.uni.example');
  await dialog.getByLabel(/^Client ID/).fill('genesis-portal');
  await dialog.getByLabel(/^Client secret/).fill(`secret-${randomBytes(8).toString('hex')}`);
  await dialog.getByLabel(/^Allowed domains/).fill('uni.example, alumni.uni.example');
  await dialog.getByRole('button', { name: 'Add provider' }).click();
  await expect(dialog.getByLabel(/^Issuer URL/)).toHaveAccessibleDescription(
    /Must be an https URL without query or fragment/,
  );
  await expectNoSeriousViolations(admin);
  await shootBoth(admin, 'add-dialog-error');
  await dialog.getByLabel(/^Issuer URL/).fill('https://login.uni.example');
  await dialog.getByRole('button', { name: 'Add provider' }).click();
  await expectToast(admin, 'Provider added', NAME);
  const item = section.getByRole('listitem').filter({ hasText: NAME });
  await expect(item).toContainText('uni.example, alumni.uni.example');
  await expectNoSeriousViolations(admin);
  await shootBoth(admin, 'providers');

  // The secret is never shown back.
  await item.getByRole('button', { name: `Edit ${NAME}` }).click();
  const edit = admin.getByRole('dialog', { name: `Edit ${NAME}` });
  await expect(edit.getByLabel(/^Client secret/)).toHaveValue('');
  await edit.getByRole('button', { name: 'Close' }).click();

  // The sign-in page offers it.
  const visitor = watchConsole(await newPage(browser), problems);
  await visitor.goto('/login');
  await expect(visitor.getByRole('button', { name: `Sign in with ${NAME}` })).toBeVisible();
  await expectNoSeriousViolations(visitor);
  await shootBoth(visitor, 'login-with-provider');

  // Deleting asks first; Cancel keeps it.
  await item.getByRole('button', { name: `Delete ${NAME}` }).click();
  const confirm = admin.getByRole('alertdialog', { name: `Delete ${NAME}?` });
  await expect(confirm).toContainText('nobody can sign in through');
  await expectNoSeriousViolations(admin);
  await shootBoth(admin, 'delete-confirmation');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(item).toBeVisible();

  await item.getByRole('button', { name: `Delete ${NAME}` }).click();
  await admin
    .getByRole('alertdialog', { name: `Delete ${NAME}?` })
    .getByRole('button', { name: 'Delete provider' })
    .click();
  await expectToast(admin, 'Provider deleted', NAME);
  await expect(section.getByRole('listitem').filter({ hasText: NAME })).toHaveCount(0);
  await visitor.goto('/login');
  await expect(visitor.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  await expect(visitor.getByRole('button', { name: `Sign in with ${NAME}` })).toHaveCount(0);

  expect(problems, 'console errors and warnings of the pages').toEqual([]);
});

// Decision 0105: nothing typed is lost ("drafts survive a reload, and a destructive action asks
// first"); the client secret is never stored in the browser.
test('what was typed in the provider dialog survives Escape and a reload, never the secret; discarding asks first', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const problems: string[] = [];
  const admin = watchConsole(await signedInPage(browser, E2E_ADMIN.email, E2E_ADMIN.password), problems);
  await admin.goto('/dashboard/admin/sign-in');
  const section = admin.getByRole('region', { name: 'Sign-in providers' });
  const secret = `secret-${randomBytes(8).toString('hex')}`;
  await section.getByRole('button', { name: 'Add a provider' }).click();
  let dialog = admin.getByRole('dialog', { name: 'Add a sign-in provider' });
  await dialog.getByLabel(/^Name/).fill('Institute of Drafts');
  await dialog.getByLabel(/^Issuer URL/).fill('https://login.drafts.example');
  await dialog.getByLabel(/^Client secret/).fill(secret);
  await admin.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  expect(await admin.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain(secret);

  await admin.reload();
  await section.getByRole('button', { name: 'Add a provider' }).click();
  dialog = admin.getByRole('dialog', { name: 'Add a sign-in provider' });
  await expect(dialog.getByLabel(/^Name/)).toHaveValue('Institute of Drafts');
  await expect(dialog.getByLabel(/^Issuer URL/)).toHaveValue('https://login.drafts.example');
  await expect(dialog.getByLabel(/^Client secret/)).toHaveValue('');
  await expect(dialog).toContainText('Your unsaved changes are back.');
  await expectNoSeriousViolations(admin);
  await shootBoth(admin, 'add-dialog-restored');

  await dialog.getByRole('button', { name: 'Discard changes' }).click();
  const ask = admin.getByRole('alertdialog', { name: 'Discard your changes?' });
  await expect(ask.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoSeriousViolations(admin);
  await shootBoth(admin, 'discard-changes');
  await ask.getByRole('button', { name: 'Discard changes' }).click();
  await expect(ask).toHaveCount(0);
  await expect(dialog.getByLabel(/^Name/)).toHaveValue('');
  await expect(dialog).not.toContainText('Your unsaved changes are back.');

  // Another form dialog: typing, then Escape, asks before it is dropped.
  await admin.goto('/dashboard/admin');
  await admin
    .getByRole('navigation', { name: 'Admin inbox' })
    .getByRole('link', { name: 'Journals', exact: true })
    .click();
  await admin.getByRole('button', { name: 'New journal' }).click();
  const form = admin.getByRole('dialog', { name: 'New journal' });
  await form.getByLabel(/^Title/).fill('Journal of Kept Typing');
  await admin.keyboard.press('Escape');
  const discard = admin.getByRole('alertdialog', { name: 'Discard what you typed?' });
  await expect(discard.getByRole('button', { name: 'Keep editing' })).toBeFocused();
  await expectNoSeriousViolations(admin);
  await shootBoth(admin, 'journal-discard-typing');
  await discard.getByRole('button', { name: 'Keep editing' }).click();
  await expect(form.getByLabel(/^Title/)).toHaveValue('Journal of Kept Typing');

  expect(problems, 'console errors and warnings of the pages').toEqual([]);
});
