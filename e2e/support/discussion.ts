/**
 * The Discussion panel of a submission (docs/decisions/0072-discussions.md) as the specs use it
 * on the editor's, the author's and the reviewer's pages: open a thread, write in it.
 */
import type { Page } from '@playwright/test';
import { expect } from './test';

/**
 * Opens the thread named `name` of `page`'s Discussion panel (clicked again if the page moved
 * under the click: the panel sits below sections that grow as their data arrives).
 */
export async function openThread(page: Page, name: RegExp): Promise<void> {
  const button = page.getByRole('region', { name: 'Discussion' }).getByRole('button', { name });
  await expect(async () => {
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true', { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
}

/** Writes `text` in the open thread of `page`'s Discussion panel ("Message to {recipient}") and sends it. */
export async function writeMessage(page: Page, recipient: string, text: string): Promise<void> {
  const panel = page.getByRole('region', { name: 'Discussion' });
  await panel.getByRole('textbox', { name: `Message to ${recipient}` }).fill(text);
  await panel.getByRole('button', { name: 'Send' }).click();
  // The toast "Message sent" is the client tests'; here the message in the thread (slow machines: 30 s).
  await expect(panel.getByText(text)).toBeVisible({ timeout: 30_000 });
  await expect(panel.getByRole('textbox', { name: `Message to ${recipient}` })).toHaveValue('');
}
