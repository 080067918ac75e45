/**
 * Tables that fit (docs/decisions/0077-tables-responsive.md): every list table of the portal at a
 * 390 px phone and a 1280 px desktop. At each width the page never scrolls sideways
 * (document.documentElement.scrollWidth <= clientWidth), each row's key action is wholly in the
 * viewport once scrolled to vertically (never sideways: a clipped or scrolled-away button fails),
 * axe finds nothing serious, and up to 640 px the rows are cards (no table in the region) while
 * at 1280 px they stay a table. The other list screens of the admin area and the public site (card
 * lists, not tables) are checked for sideways scroll too. With SCREENSHOT_DIR, full-page shots
 * of each screen at both widths (e2e/support/editorial-office.ts `shoot`).
 */
import { randomBytes } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { shoot } from './support/editorial-office';
import { E2E_ADMIN } from './support/mailbox';
import { expectNoSeriousViolations } from './support/page';
import {
  acceptAsNewReviewerThroughApi,
  apiAdmin,
  sendToReviewAndInviteThroughApi,
  signedInPage,
  signInThroughApi,
  submitThroughApi,
} from './support/arrange';
import { PASSWORD, tidalManuscript } from './support/workflow';

const WIDTHS = [390, 1280] as const;

async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll, `${what} scrolls sideways`).toBeLessThanOrEqual(client);
}

/** Scrolls the window vertically (only) to `button`, then expects all of it in the viewport. */
async function expectReachable(page: Page, button: Locator): Promise<void> {
  const top = await button.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  await page.evaluate((y) => window.scrollTo(window.scrollX, Math.max(0, y - 200)), top);
  await expect(button).toBeInViewport({ ratio: 1 });
}

interface TableScreen {
  /** Screenshot name. */
  name: string;
  url: string;
  /** The DataTable's region (its accessible name) and what shows it has loaded. */
  region: string;
  ready: (page: Page) => Locator;
  /** Every row's key action: each button these names match must be reachable. */
  actions: RegExp[];
}

/** Opens `screen` at 390 and 1280 px and checks it as the file's header says. */
async function checkTable(page: Page, screen: TableScreen): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(screen.url);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(screen.ready(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The DataTable's own region (the innermost of that name: a card may carry the same name).
    const region = page.getByRole('region', { name: screen.region, exact: true }).last();
    if (width <= 640) {
      await expect(region.getByRole('table')).toHaveCount(0);
      await expect(region.getByRole('listitem').first()).toBeVisible();
    } else {
      await expect(region.getByRole('table')).toHaveCount(1);
    }
    await expectNoSidewaysScroll(page, `${screen.name} at ${width} px`);
    for (const name of screen.actions) {
      const buttons = region.getByRole('button', { name });
      const count = await buttons.count();
      expect(count, `${screen.name}: buttons ${name} at ${width} px`).toBeGreaterThan(0);
      for (let i = 0; i < count; i += 1) await expectReachable(page, buttons.nth(i));
    }
    await expectNoSeriousViolations(page);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, `tables-${screen.name}`);
}

test('every list table keeps its key column and actions at 390 and 1280 px', async ({ browser, page, request }) => {
  // The whole walk (a submission, an invitation, a reviewer, 11 screens at two widths) on a shared machine.
  test.setTimeout(600_000);
  const tag = randomBytes(3).toString('hex');
  const reviewerEmail = `tables-reviewer-${tag}@example.org`;
  const authorEmail = `tables-author-${tag}@example.org`;

  // An author's submission, sent to review with one invitation that the reviewer accepts, and
  // the sign-ins: arranged through the API (support/arrange.ts); workflow.spec and
  // lifecycle.spec take those steps through the pages.
  const { id } = await submitThroughApi(
    request,
    { name: 'Tabitha Table', email: authorEmail },
    tidalManuscript(`Tidal heating of icy moons with a rather long title that has to wrap ${tag}`),
  );
  await sendToReviewAndInviteThroughApi(await apiAdmin(request), id, reviewerEmail);
  const reviewer = await acceptAsNewReviewerThroughApi(browser, request, reviewerEmail);
  const author = { id, page: await signedInPage(browser, authorEmail, PASSWORD) };
  await signInThroughApi(page, E2E_ADMIN.email, E2E_ADMIN.password);
  // Where the sign-in form leads (the app's chunks loaded once, as after the form).
  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible({ timeout: 20_000 });

  await checkTable(page, {
    name: 'editor-queue',
    url: '/dashboard/editor',
    region: 'Submissions queue',
    ready: (p) => p.getByRole('button', { name: `View Details of submission #${author.id}` }),
    actions: [/^View Details of submission #/, /^Download file of submission #/],
  });
  await checkTable(page, {
    name: 'editor-invitations',
    url: `/dashboard/editor/submissions/${author.id}`,
    region: 'Invitations',
    ready: (p) => p.getByRole('button', { name: /^Choose the files for tables-reviewer-/ }),
    actions: [/^Choose the files for /, /^Cancel invitation of /],
  });
  await checkTable(page, {
    name: 'admin-users',
    url: '/dashboard/admin/users',
    region: 'Accounts',
    ready: (p) => p.getByRole('button', { name: /^(Deactivate|Activate) / }).first(),
    actions: [/^(Deactivate|Activate) /],
  });
  await checkTable(author.page, {
    name: 'author-submissions',
    url: '/dashboard/author',
    region: 'My submissions',
    ready: (p) => p.getByRole('button', { name: `View Details of submission #${author.id}` }),
    actions: [/^View Details of submission #/],
  });
  await checkTable(reviewer, {
    name: 'reviewer-invitations',
    url: '/dashboard/reviewer',
    region: 'Invitations list',
    ready: (p) => p.getByRole('button', { name: /^Details of invite #/ }).first(),
    actions: [/^Details of invite #/, /^Download manuscript of invite #/],
  });

  // The admin's /dashboard panel: the read-only accounts table (no actions; the name column is its key).
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/dashboard');
    const accounts = page.getByRole('region', { name: 'Accounts', exact: true });
    await expect(accounts.getByText(E2E_ADMIN.email)).toBeVisible();
    await expectNoSidewaysScroll(page, `/dashboard at ${width} px`);
    await expectReachable(page, accounts.getByText(E2E_ADMIN.email));
  }
  await shoot(page, 'tables-dashboard-accounts');

  // The other list screens are card lists or lists in words (decision 0075): they must not
  // scroll sideways either. The deposits table is empty on a fresh server ("No items.").
  for (const section of ['deposits', 'journals', 'issues', 'boards', 'mail-templates', 'audit']) {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/dashboard/admin/${section}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoSidewaysScroll(page, `admin ${section} at ${width} px`);
    }
    await shoot(page, `tables-admin-${section}`);
  }
  for (const path of ['/journals', '/guidelines/processing-fee']) {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await expectNoSidewaysScroll(page, `${path} at ${width} px`);
    }
    await shoot(page, `tables-public${path.replaceAll('/', '-')}`);
  }
});
