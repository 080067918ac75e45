/**
 * The back catalogue against the real server and the imported demo articles (decision 0029):
 * the Archive tab lists volumes with issues, "Browse Volume N" and an issue link open their
 * tables of contents (server-rendered: they work without JavaScript too), and /articles
 * filters by journal through its GET form. Screenshots at phone (390 px) and desktop
 * (1280 px) widths go to test-results/ (attached to the report).
 */
import { expect, test } from './support/test';
import { expectNoSeriousViolations } from './support/page';

const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
];

test.describe('volumes and issues', () => {
  test('Archive → volume → issue, with a table of contents by article type', async ({ page, request }, info) => {
    const volumes = await (await request.get('/api/journals/jose/issues')).json();
    expect(volumes.volumes.length).toBeGreaterThan(0);
    const newest = volumes.volumes[0];
    const issue = newest.issues[0];

    await page.goto('/journals/jose?tab=archive');
    const archive = page.getByRole('region', { name: 'Archive' });
    await expect(archive.getByRole('heading', { name: `Volume ${newest.volume}` })).toBeVisible();
    await expect(archive.getByText(`Current volume with ${newest.issues.length} issue(s)`)).toBeVisible();
    await expectNoSeriousViolations(page);
    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      await page.screenshot({ path: info.outputPath(`archive-${size.name}.png`), fullPage: true });
    }

    await archive.getByRole('link', { name: `Browse Volume ${newest.volume}` }).click();
    await expect(page).toHaveURL(new RegExp(`/journals/jose/issues/${newest.volume}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Volume ${newest.volume}` })).toBeVisible();

    const issueName = issue.number ? `Volume ${newest.volume}, Issue ${issue.number}` : `Volume ${newest.volume}`;
    await page.goto(`/journals/jose/issues/${newest.volume}${issue.number ? `/${issue.number}` : ''}`);
    await expect(page.getByRole('heading', { level: 1, name: issueName })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 4 })).toHaveCount(issue.articleCount);
    await expectNoSeriousViolations(page);
    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      await page.screenshot({ path: info.outputPath(`issue-${size.name}.png`), fullPage: true });
    }
  });

  test('an unknown issue says Issue Not Found with what is missing', async ({ page }) => {
    await page.goto('/journals/jose/issues/1/999');
    await expect(page.getByRole('heading', { level: 1, name: 'Issue Not Found' })).toBeVisible();
    await expect(page.getByText('JOSE has no issue 999 in volume 1')).toBeVisible();
  });

  test('/articles filters by journal and sorts by title through its GET form', async ({ page, request }) => {
    const answer = await request.get('/api/articles?limit=20&offset=0&journal=JOSE&sort=title');
    expect(answer.ok()).toBe(true);
    const jose = Number(answer.headers()['x-total-count']);
    await page.goto('/articles');
    const form = page.getByRole('form', { name: 'Filter articles' });
    await form.getByRole('combobox', { name: 'Journal' }).selectOption('JOSE');
    await form.getByRole('combobox', { name: 'Sort by' }).selectOption('title');
    await form.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/\/articles\?journal=JOSE&sort=title$/);
    // Until the filtered page arrives, the previous list stays in place, dimmed and aria-busy
    // (articles-page.tsx): read the titles once the filtered list's count is shown.
    await expect(page.getByRole('status')).toContainText(`of ${jose} articles`);
    await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
    const titles = await page
      .getByRole('main')
      .getByRole('listitem')
      .getByRole('heading', { level: 2 })
      .allTextContents();
    expect(titles.length).toBeGreaterThan(1);
    // Case-insensitive, in the database's order (code points under PGlite's C collation).
    const lower = titles.map((t) => t.toLowerCase());
    expect(lower).toEqual([...lower].sort());
  });
});
