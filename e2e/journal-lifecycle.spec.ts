/**
 * A journal's life as a publisher runs it (decisions 0030 to 0033: an admin creates a journal
 * with a cover and a board, a manuscript is submitted to it, published into its first issue, and
 * appears in that issue's table of contents, with screenshots at phone and desktop widths).
 * In the admin dashboard an admin creates a journal with a real JPEG cover (Journals tab), adds
 * its editor-in-chief (Editorial boards tab) and announces its first issue (Issues tab); an
 * author submits a manuscript to it; it goes through review, acceptance and production, is
 * assigned to that issue and held; the admin publishes the issue; a visitor finds the article in
 * /journals/{abbr}/issues/1/1 and the journal page shows the cover and the board. The admin's and
 * the visitor's pages are checked with axe; the test fails on console errors (support/test.ts).
 * Screenshots at 390 and 1280 px go to test-results/journal-lifecycle/ (looked at by hand).
 * The workflow between (sign-up, submission, review, production, the hold for the issue) is
 * arranged through the API (support/arrange.ts); the specs named at each step drive it through
 * the pages.
 */
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { E2E_ADMIN } from './support/mailbox';
import { expectNoSeriousViolations, expectToast, signIn } from './support/page';
import {
  acceptAndStartProductionThroughApi,
  apiAdmin,
  approveProofThroughApi,
  reviewToAcceptanceThroughApi,
  scheduleForIssueThroughApi,
  signedInPage,
  submitThroughApi,
  uploadProofThroughApi,
} from './support/arrange';
import { newPage, PASSWORD, tidalManuscript } from './support/workflow';

/** A real JPEG (687 × 246, a figure of a JOSE article): the cover the admin uploads. */
const COVER_PATH = path.resolve(
  import.meta.dirname,
  '../../shared/data/articles/jose/jose.00209/media/fig_paper/JOSE_Fig1.jpg',
);
const SHOTS = 'test-results/journal-lifecycle';
const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
];
const hex = randomBytes(3).toString('hex');
/** Letters only: board member names allow no digits. */
const letters = hex.replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)]);
const ABBR = `JTD${letters.toUpperCase()}`;
const JOURNAL = `Journal of Tidal Dynamics ${letters}`;
const TITLE = `Tidal heating of icy moons ${hex}`;
const ISSUE_TITLE = `Ice worlds ${letters}`;
const EDITOR_IN_CHIEF = `Josiah Carberry ${letters}`;

/** An ISSN "NNNN-NNNC" with a valid ISO 3297 check character for `seven` digits. */
function issn(seven: string): string {
  const sum = [...seven].reduce((s, d, i) => s + Number(d) * (8 - i), 0);
  const check = (11 - (sum % 11)) % 11;
  return `${seven.slice(0, 4)}-${seven.slice(4)}${check === 10 ? 'X' : String(check)}`;
}

/** Full-page screenshots of `page` at phone and desktop widths, then back to desktop. */
async function shoot(page: Page, name: string): Promise<void> {
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `${SHOTS}/${name}-${size.name}.png`, fullPage: true });
  }
}

async function openAdminTab(admin: Page, tab: string): Promise<void> {
  await admin.goto('/dashboard/admin');
  await admin.getByRole('navigation', { name: 'Admin inbox' }).getByRole('link', { name: tab, exact: true }).click();
}

test('an admin creates a journal with a cover and a board; an article is published into its first issue', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);

  // 1. The admin creates the journal with a cover (Journals tab).
  const admin = await newPage(browser);
  await signIn(admin, E2E_ADMIN.email, E2E_ADMIN.password, '/portal');
  await expect(admin).toHaveURL(/\/dashboard$/);
  await openAdminTab(admin, 'Journals');
  await admin.getByRole('button', { name: 'New journal' }).click();
  const form = admin.getByRole('dialog', { name: 'New journal' });
  await form.getByLabel(/^Title/).fill(JOURNAL);
  await form.getByLabel(/^Abbreviation/).fill(ABBR);
  await form.getByLabel(/^Online ISSN/).fill(issn(String(1_000_000 + (parseInt(hex, 16) % 8_999_999))));
  await form.getByLabel(/^Category/).selectOption('Life Sciences');
  await form.getByLabel(/^Description/).fill('Tides in planets, moons and oceans.');
  await form.getByLabel(/^Aims and scope/).fill('Tidal dissipation, resonances and their geology.');
  await form.getByLabel(/^Publisher/).fill('Genesis');
  await form.getByLabel(/^Cover image/).setInputFiles(COVER_PATH);
  await expect(form.getByLabel('Accepts submissions')).toBeChecked();
  await expectNoSeriousViolations(admin);
  await shoot(admin, 'admin-new-journal');
  await form.getByRole('button', { name: 'Create journal' }).click();
  await expectToast(admin, 'Journal created', JOURNAL);
  const row = admin.getByRole('listitem').filter({ hasText: `${JOURNAL} (${ABBR})` });
  await expect(row).toContainText('Life Sciences');
  await expect(row).toContainText('Accepts submissions');

  // 2. … and names its editor-in-chief (Editorial boards tab).
  await openAdminTab(admin, 'Editorial boards');
  await admin.getByRole('combobox', { name: /^Journal/ }).selectOption({ label: `${JOURNAL} (${ABBR})` });
  await admin.getByLabel(/^Name/).fill(EDITOR_IN_CHIEF);
  await admin.getByLabel(/^Role/).selectOption({ label: 'Editor-in-Chief' });
  await admin.getByLabel(/^Affiliation/).fill('Brown University');
  await admin.getByLabel(/^ORCID iD/).fill('0000-0002-1825-0097');
  await admin.getByRole('button', { name: 'Add member' }).click();
  await expectToast(admin, 'Member added');
  await expect(admin.getByRole('list', { name: 'Board members' })).toContainText(EDITOR_IN_CHIEF);

  // 3. An author finds the new journal offered in the submission form (it accepts submissions),
  // and submits a manuscript to it. The sign-up, the submission and the review (4.) are
  // arranged through the API (support/arrange.ts): workflow.spec and lifecycle.spec take those
  // steps through the pages.
  const authorEmail = `author.${hex}@example.org`;
  const { author: authorApi, id } = await submitThroughApi(
    request,
    { name: 'Ada Lovelace', email: authorEmail },
    tidalManuscript(TITLE, { journal: `${JOURNAL} (${ABBR})` }),
  );
  const author = await signedInPage(browser, authorEmail, PASSWORD);
  await author.goto('/dashboard/author');
  // The journals load after the page (slow machines: 20 s).
  await expect(author.getByLabel('Journal').getByRole('option', { name: `${JOURNAL} (${ABBR})` })).toBeAttached({
    timeout: 20_000,
  });
  await author.context().close();

  // 4. Review and acceptance.
  const editor = await apiAdmin(request);
  await reviewToAcceptanceThroughApi(editor, id, `reviewer.${hex}@example.org`, 'Sound modelling.');

  // 5. The admin announces the journal's first issue (Issues tab): a future issue.
  await openAdminTab(admin, 'Issues');
  await admin.getByLabel('Journal', { exact: true }).selectOption({ label: `${JOURNAL} (${ABBR})` });
  await expect(admin.getByText('No issues yet.')).toBeVisible();
  await admin.getByRole('button', { name: 'New issue' }).click();
  const issueForm = admin.getByRole('dialog', { name: 'New issue' });
  await issueForm.getByLabel('Volume').fill('1');
  await issueForm.getByLabel('Issue number').fill('1');
  await issueForm.getByLabel('Year').fill('2026');
  await issueForm.getByLabel('Title (optional)').fill(ISSUE_TITLE);
  await expect(issueForm.getByLabel('Status')).toHaveValue('future');
  await issueForm.getByRole('button', { name: 'Create issue' }).click();
  await expectToast(admin, 'Issue created', 'Volume 1, Issue 1');

  // 6. Production: assigned to that issue, proof approved, "Publish" holds it for the issue.
  // Through the API: issue-publishing.spec and lifecycle.spec drive these steps through the pages.
  await acceptAndStartProductionThroughApi(editor, id);
  await uploadProofThroughApi(editor, id);
  await approveProofThroughApi(authorApi, id);
  await scheduleForIssueThroughApi(editor, id, { volume: '1', number: '1' });

  // 7. The admin publishes the issue with its scheduled manuscript.
  await openAdminTab(admin, 'Issues');
  await admin.getByLabel('Journal', { exact: true }).selectOption({ label: `${JOURNAL} (${ABBR})` });
  const issueRow = admin.getByRole('listitem').filter({ hasText: 'Volume 1, Issue 1' });
  await expect(issueRow).toContainText('Future');
  await expect(issueRow).toContainText('1 scheduled');
  await expectNoSeriousViolations(admin);
  await shoot(admin, 'admin-issues');
  await issueRow.getByRole('button', { name: 'Publish issue' }).click();
  await admin.getByRole('dialog', { name: 'Publish issue' }).getByRole('button', { name: 'Publish issue' }).click();
  await expectToast(admin, 'Issue published', '1 article(s) published');
  await expect(issueRow).toContainText('Current');

  // 8. A visitor finds the article in the issue's table of contents, and the journal page shows
  // the cover and the board, on a phone and a desktop.
  const slug = ABBR.toLowerCase();
  for (const size of WIDTHS) {
    const visitor = await newPage(browser, size.width, size.height);
    await visitor.goto(`/journals/${slug}/issues/1/1`);
    await expect(visitor.getByRole('heading', { level: 1 })).toContainText('Volume 1');
    await expect(visitor.getByRole('link', { name: TITLE }).first()).toBeVisible();
    await expectNoSeriousViolations(visitor);
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
      0,
    );
    await visitor.screenshot({ path: `${SHOTS}/issue-contents-${size.name}.png`, fullPage: true });

    await visitor.goto(`/journals/${slug}`);
    await expect(visitor.getByRole('heading', { level: 1, name: JOURNAL })).toBeVisible();
    await expect(visitor.getByRole('link', { name: TITLE }).first()).toBeVisible();
    if (size.name === 'desktop') {
      // The uploaded cover, resized for the header slot, has loaded (the slot is hidden on phones).
      const cover = visitor.locator(`img[src^="/api/journal-covers/"][src$="/header.jpg"]`);
      await expect(cover).toBeVisible();
      await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    }
    await expectNoSeriousViolations(visitor);
    await visitor.screenshot({ path: `${SHOTS}/journal-${size.name}.png`, fullPage: true });

    await visitor.goto(`/journals/${slug}?tab=editorial-board`);
    const board = visitor.getByRole('region', { name: 'Editorial Board' });
    const chief = board.getByRole('region', { name: 'Editor-in-Chief' });
    await expect(chief.getByText(EDITOR_IN_CHIEF, { exact: true })).toBeVisible();
    await expect(chief.getByText('Brown University')).toBeVisible();
    await expectNoSeriousViolations(visitor);
    await visitor.screenshot({ path: `${SHOTS}/journal-board-${size.name}.png`, fullPage: true });
    await visitor.context().close();
  }

  // The journals list shows the new journal's card with its cover, resized for the card slot.
  const visitor = await newPage(browser);
  await visitor.goto('/journals');
  await expect(visitor.locator(`img[src^="/api/journal-covers/"][src$="/card.jpg"]`).first()).toBeAttached();
});
