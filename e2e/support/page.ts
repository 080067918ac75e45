/**
 * What the specs do on a page again and again: check it with axe, sign in, wait for a toast.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * No serious or critical axe violation on the page (or inside `include`, a CSS selector); a
 * failure lists each rule with the elements it found.
 *
 * Axe runs in the page itself (AxeBuilder's legacy mode), its frames included: the app's only
 * frame is the same-origin PDF viewer. The default mode would also finish each run in a new blank
 * page of the context (for cross-origin frames, which the app has none of): a new renderer per
 * check, which measured about twice the CPU of the check itself (decision 0050, amendment
 * "Browser steps beside the unit passes").
 */
export async function expectNoSeriousViolations(page: Page, options: { include?: string } = {}): Promise<void> {
  const builder = new AxeBuilder({ page }).setLegacyMode(true);
  const results = await (options.include ? builder.include(options.include) : builder).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/** Fills and sends the sign-in form of `path` (/login by default; opened unless already there). */
export async function signIn(
  page: Page,
  email: string,
  password: string,
  path: '/login' | '/portal' = '/login',
): Promise<void> {
  if (new URL(page.url(), 'http://x').pathname !== path) await page.goto(path);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/**
 * Waits for the toast `title` (seed 001 §8), and its `description` when given: the toast itself,
 * an item of the "Notifications" region, shown for the toast's duration (5 s). Not the screen
 * reader's announcement (a `status` that Radix keeps for about a second, missed on a loaded
 * machine).
 */
export async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  const item = page
    .getByRole('region', { name: /^Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: title })
    .first();
  await expect(item).toBeVisible();
  if (description) await expect(item).toContainText(description);
}

/**
 * The names of the controls (links, buttons, fields) of the page's `main` shown in the viewport
 * that something else covers at their centre, such as a toast (decision 0114); [] when a tap on
 * each reaches it.
 */
export async function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const covered: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>(
      'main a[href], main button, main input:not([type=hidden]), main select, main textarea',
    );
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (box.width === 0 || box.height === 0 || y < 0 || y > window.innerHeight || x < 0 || x > window.innerWidth)
        continue;
      const hit = document.elementFromPoint(x, y);
      if (hit && (hit === control || control.contains(hit) || hit.contains(control))) continue;
      const label = control.getAttribute('aria-label') ?? control.textContent?.trim() ?? '';
      covered.push(`${control.tagName.toLowerCase()} ${label || control.getAttribute('name') || control.id}`);
    }
    return covered;
  });
}

/**
 * The id of the demo article with this DOI (compared case-insensitively), read from the
 * catalogue the pages use (`GET /api/articles`, 100 a page). @throws when no article has it
 */
export async function demoArticleId(request: APIRequestContext, doi: string): Promise<number> {
  for (let offset = 0; ; offset += 100) {
    const response = await request.get(`/api/articles?limit=100&offset=${offset}`);
    const items = (await response.json()) as { id: number; doi: string | null }[];
    const found = items.find((a) => a.doi?.toLowerCase() === doi.toLowerCase());
    if (found) return found.id;
    if (items.length < 100) throw new Error(`no demo article ${doi}`);
  }
}
