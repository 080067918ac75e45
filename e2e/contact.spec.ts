/**
 * Contact page against the real server (seed 000 §2 "Contact", §4 contact form and toasts,
 * §5 "Contact", §7 `POST /api/contacts`): the details, the on-blur messages, the required
 * privacy checkbox, a message sent as a person would (201 from the server), the success
 * message and the 'Message sent' toast; axe on the empty, error and success states (no
 * serious or critical violation).
 */
import { expect, test } from './support/test';
import { expectNoSeriousViolations } from './support/page';

test.describe('contact', () => {
  test('shows the contact details and the form', async ({ page }) => {
    await page.goto('/contact');
    await expect(page).toHaveTitle(/Contact Us/);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByText(/response within 24 hours/)).toBeVisible();
    await expect(main.getByText(/Monday.Friday, 9 AM.6 PM EST/)).toBeVisible();
    await expect(main.locator('address')).toContainText('Cambridge');
    await expect(page.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/policies#privacy');
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    await expectNoSeriousViolations(page);
  });

  test('validates on blur and requires the privacy checkbox', async ({ page }) => {
    let posted = false;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/contacts') && r.method() === 'POST') posted = true;
    });
    await page.goto('/contact');
    await page.getByLabel('First name').focus();
    await page.getByLabel('First name').blur();
    await expect(page.getByText('Name is required')).toBeVisible();
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Email').blur();
    await expect(page.getByText('Invalid email format')).toBeVisible();
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Message is required')).toBeVisible();
    await expect(page.getByText('You must accept the privacy policy')).toBeVisible();
    await expectNoSeriousViolations(page);
    expect(posted).toBe(false);
  });

  test('sends a message and shows the success message and toast', async ({ page }) => {
    await page.goto('/contact');
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByLabel('Email').fill('ada.lovelace@example.org');
    await page.getByLabel('Phone').fill('+44 20 7946 0958');
    await page
      .getByLabel('Your query')
      .fill('Could you tell me when the next issue of the Journal of Mathematics appears?');
    await expect(page.getByText('76/2000')).toBeVisible();
    await page.getByLabel(/I have read and accept the/).check();

    const responsePromise = page.waitForResponse(
      (r) => r.url().endsWith('/api/contacts') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Send Message' }).click();
    const response = await responsePromise;
    expect(response.status()).toBe(201);
    const body = response.request().postDataJSON() as Record<string, unknown>;
    expect(body).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada.lovelace@example.org',
      phone: '+442079460958',
      inquiryType: 'general',
      message: 'Could you tell me when the next issue of the Journal of Mathematics appears?',
    });
    expect(response.request().headers()['idempotency-key']).toBeTruthy();

    await expect(page.getByText('Thanks, we received your message')).toBeVisible();
    const toast = page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');
    await expect(toast).toHaveCount(1);
    await expect(toast).toContainText('Message sent');
    await expect(toast).toContainText('We will respond within 24 hours.');
    await expect(page.getByLabel('First name')).toHaveValue('');
    await expect(page.getByLabel(/I have read and accept the/)).not.toBeChecked();
    await expectNoSeriousViolations(page);

    // F8 moves focus to the notifications region (seed 000 §9).
    await page.keyboard.press('F8');
    await expect(page.getByRole('region', { name: /Notifications/ }).getByRole('list')).toBeFocused();
  });

  test('an unexpected answer shows the destructive "Failed to send" toast and keeps the form', async ({ page }) => {
    await page.route('**/api/contacts', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":"INTERNAL","message":"boom"}' }),
    );
    await page.goto('/contact');
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByLabel('Email').fill('ada.lovelace@example.org');
    await page.getByLabel('Your query').fill('Hello');
    await page.getByLabel(/I have read and accept the/).check();
    await page.getByRole('button', { name: 'Send Message' }).click();
    const toast = page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');
    await expect(toast).toContainText('Failed to send');
    await expect(toast).toContainText('Unexpected response');
    await expect(toast).toHaveAttribute('data-variant', 'destructive');
    await expect(page.getByLabel('First name')).toHaveValue('Ada');
    await expect(page.getByText('Thanks, we received your message')).toHaveCount(0);
  });
});
