/**
 * Accounts and sessions in the browser (decisions 0008 and 0013): sign up, confirm the address
 * from the mail, sign in, log out, log in; an unconfirmed account's dashboard notice and its
 * resend; a guard sending
 * an anonymous visitor to /portal with `next` and back; a 401 healed by a silent refresh; a
 * password reset through the mail received by the real SMTP server on loopback
 * (scripts/e2e-server.mjs); the admin's portal sign-in and accounts table; axe on each page.
 */
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { allMail, E2E_ADMIN, linkIn, waitForMail } from './support/mailbox';
import { expectNoSeriousViolations, signIn } from './support/page';

const PASSWORD = 'Orchid-Lantern-42';

const newEmail = (prefix: string) => `${prefix}.${randomBytes(4).toString('hex')}@example.org`;

/** Signs up at /signup (no session: decision 0013), then signs in at /login and lands on /dashboard. */
async function signUp(page: Page, name: string, email: string) {
  await page.goto('/signup');
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail to confirm your address' })).toBeVisible();
  await signIn(page, email, PASSWORD, '/login');
  await expect(page).toHaveURL(/\/dashboard$/);
}

test.describe('accounts and sessions', () => {
  test('an author signs up, confirms the address from the mail, signs in, logs out and logs in again', async ({
    page,
  }) => {
    const email = newEmail('ada');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/signup');
    await expectNoSeriousViolations(page);
    await page.getByLabel('Full name').fill('Ada Author');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { name: 'Check your e-mail to confirm your address' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('genesis_access_token'))).toBeNull();
    await expectNoSeriousViolations(page);

    // The mail, from the real SMTP server on loopback: its link confirms the address.
    const mail = await waitForMail(email, 'Confirm your e-mail address for Genesis');
    const link = linkIn(mail, '/verify-email?token=');
    expect(new URL(link).origin).toBe(new URL(page.url()).origin);
    const confirmed = page.waitForResponse((r) => r.url().endsWith('/api/verify-email'));
    const served = await page.goto(link);
    expect(served?.headers()['referrer-policy']).toBe('no-referrer');
    expect((await confirmed).status()).toBe(200);
    await expect(page.getByText('Your e-mail address is confirmed.')).toBeVisible();
    await expectNoSeriousViolations(page);
    // The link works once.
    await page.reload();
    await expect(page.getByRole('alert')).toHaveText('This confirmation link is invalid or has expired.');

    await page.goto('/login');
    await signIn(page, email, PASSWORD, '/login');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Ada Author' })).toBeVisible();
    await expect(page.getByText('Check your e-mail to confirm your address')).toHaveCount(0);
    await expect(page.getByText('Logged in as: Author')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Author', exact: true })).toBeVisible();
    await expectNoSeriousViolations(page);

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Logged in as: Author')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('genesis_access_token'))).toBeNull();

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/login');
    await expectNoSeriousViolations(page);
    await signIn(page, email, 'Wrong-Password-1', '/login');
    await expect(page.getByText('Invalid email or password')).toBeVisible();
    await signIn(page, email, PASSWORD, '/login');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Logged in as: Author')).toBeVisible();
    // A signed-in user sent to /login or /signup lands on the dashboard.
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('an unconfirmed author is asked to confirm on the dashboard, and gets a new link on request', async ({
    page,
  }) => {
    const email = newEmail('una');
    await signUp(page, 'Una Unconfirmed', email);
    const notice = page.getByRole('region', { name: 'Check your e-mail to confirm your address' });
    await expect(notice).toBeVisible();
    await expectNoSeriousViolations(page);
    const first = linkIn(await waitForMail(email, 'Confirm your e-mail address for Genesis'), '/verify-email?token=');
    await notice.getByRole('button', { name: 'Send the link again' }).click();
    await expect(notice.getByRole('status')).toContainText(`We sent a new confirmation link to ${email}`);
    await expect
      .poll(() => allMail().filter((m) => m.to.includes(email) && m.subject.includes('Confirm your e-mail')).length, {
        timeout: 20_000,
      })
      .toBe(2);
    const second = linkIn(await waitForMail(email, 'Confirm your e-mail address for Genesis'), '/verify-email?token=');
    expect(second).not.toBe(first);
    // The newer link confirms; the notice is gone from the dashboard.
    await page.goto(second);
    await expect(page.getByText('Your e-mail address is confirmed.')).toBeVisible();
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Una Unconfirmed' })).toBeVisible();
    await expect(notice).toHaveCount(0);
  });

  test('a guard sends an anonymous visitor to /portal with next, and back there after signing in', async ({
    page,
    request,
  }) => {
    const email = newEmail('gus');
    expect(
      (await request.post('/api/signup', { data: { name: 'Gus Guard', email, password: PASSWORD } })).status(),
    ).toBe(201);

    await page.goto('/dashboard?tab=mine');
    await expect(page).toHaveURL(/\/portal\?next=%2Fdashboard%3Ftab%3Dmine$/);
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    // The portal's submit stays disabled while the email is malformed.
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Email').blur();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeDisabled();
    await expectNoSeriousViolations(page);

    await signIn(page, email, PASSWORD, '/portal');
    await expect(page).toHaveURL(/\/dashboard\?tab=mine$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Gus Guard' })).toBeVisible();
  });

  test('a refused access token is renewed silently through the refresh cookie', async ({ page }) => {
    const email = newEmail('rae');
    await signUp(page, 'Rae Refresh', email);
    const first = await page.evaluate(() => localStorage.getItem('genesis_access_token'));
    // The stored access token goes bad (as when it expires): the next call gets a 401.
    await page.evaluate(() => localStorage.setItem('genesis_access_token', 'eyJhbGciOiJIUzI1NiJ9.e30.invalid'));
    const refreshed = page.waitForResponse((r) => r.url().endsWith('/api/refresh') && r.request().method() === 'POST');
    const me = page.waitForResponse((r) => r.url().endsWith('/api/me') && r.status() === 200);
    await page.reload();
    expect((await refreshed).status()).toBe(200);
    await me;
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Rae Refresh' })).toBeVisible();
    const renewed = await page.evaluate(() => localStorage.getItem('genesis_access_token'));
    expect(renewed).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(renewed).not.toBe(first);
    // The refresh cookie is not readable by the page.
    expect(await page.evaluate(() => document.cookie)).not.toContain('genesis_refresh');
  });

  test('a forgotten password is reset through the e-mailed link', async ({ page, request }) => {
    const email = newEmail('fay');
    expect(
      (await request.post('/api/signup', { data: { name: 'Fay Forgetful', email, password: PASSWORD } })).status(),
    ).toBe(201);

    await page.goto('/forgot-password');
    await expectNoSeriousViolations(page);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText(/expires in 15 minutes/)).toBeVisible();

    const mail = await waitForMail(email, 'Reset your Genesis password');
    const link = linkIn(mail, '/reset-password?token=');
    expect(link.startsWith('http://127.0.0.1:')).toBe(true); // PUBLIC_URL of the e2e server
    await page.goto(link);
    await expect(page.getByRole('textbox', { name: 'New password', exact: true })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Fresh-Start-77');
    await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill('Fresh-Start-78');
    await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).blur();
    await expect(page.getByText("Passwords don't match")).toBeVisible();
    await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill('Fresh-Start-77');
    // Leaving the field clears the mismatch message (and moves the button up) before the click.
    await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).blur();
    await expect(page.getByText("Passwords don't match")).toHaveCount(0);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText('Your password has been reset.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/, { timeout: 6000 }); // after 3 s

    await signIn(page, email, PASSWORD, '/login');
    await expect(page.getByText('Invalid email or password')).toBeVisible();
    await signIn(page, email, 'Fresh-Start-77', '/login');
    await expect(page).toHaveURL(/\/dashboard$/);

    // The link works once: opened again it is invalid and leads back to /forgot-password.
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.goto(link);
    await expect(page.getByText('This password reset link is invalid or has expired.')).toBeVisible();
    await expect(page).toHaveURL(/\/forgot-password$/, { timeout: 6000 });
  });

  test("the admin signs in at /portal, sees the accounts, and the portal's reset button mails the admin", async ({
    page,
  }) => {
    await page.goto('/portal');
    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password, '/portal');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('High Admin User')).toBeVisible();
    const accounts = page.getByRole('region', { name: 'Accounts' });
    await expect(accounts.getByText(E2E_ADMIN.email)).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/portal/forgot-password');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('Reset link sent')).toBeVisible();
    const mail = await waitForMail(E2E_ADMIN.email, 'Reset your Genesis password');
    const link = linkIn(mail, '/portal/reset-password?token=');
    await page.goto(link);
    await expect(page.getByRole('textbox', { name: 'New password', exact: true })).toBeVisible();
    // A reset page without a token goes back to the portal.
    await page.goto('/portal/reset-password');
    await expect(page).toHaveURL(/\/portal$/);
  });
});
