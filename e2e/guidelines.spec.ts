/**
 * Guidelines against the real server (seed 000 §2 "Guidelines index", "Guideline pages",
 * "Join applications"; §9 constants): the index tabs by click and by arrow keys, every
 * guideline page linked from them; each page's title, 'Last updated: September 2025' and
 * exact facts; the peer-review flowchart; the join pages' application-form section; an
 * unknown type (404 from the server, 'Guidelines Not Found' on the page); axe on the
 * index and the richest pages (no serious or critical violation).
 */
import { expect, test } from './support/test';
import { expectNoSeriousViolations } from './support/page';

const TYPES = [
  'editor',
  'associate-editor',
  'reviewer',
  'author',
  'peer-review',
  'plagiarism',
  'processing-fee',
  'join-editor',
  'join-associate',
  'join-reviewer',
  'manuscript',
] as const;

const TITLES: Record<(typeof TYPES)[number], string> = {
  editor: 'Guidelines for Editors',
  'associate-editor': 'Guidelines for Associate Editors',
  reviewer: 'Guidelines for Reviewers',
  author: 'Guidelines for Authors',
  'peer-review': 'Peer Review Process',
  plagiarism: 'Plagiarism Policy',
  'processing-fee': 'Article Processing Charges',
  'join-editor': 'Join as Editor',
  'join-associate': 'Join as Associate Editor',
  'join-reviewer': 'Join as Reviewer',
  manuscript: 'Manuscript Guidelines',
};

/** Exact facts of seed 000 §9 that each page must show. */
const FACTS: Partial<Record<(typeof TYPES)[number], string[]>> = {
  editor: ['PhD or equivalent'],
  'associate-editor': ['2-4 manuscripts a month'],
  reviewer: ['double-blind', '3-4 weeks'],
  author: ['$599', '$399', '$299', 'Vancouver'],
  'peer-review': ['5-7 days', '3-4 weeks', '1-2 weeks', 'double-blind'],
  plagiarism: ['25%', 'excluding cited references'],
  'processing-fee': ['1864', '1204', 'Invoice only after acceptance'],
  'join-editor': ['PhD or equivalent', 'a short biography, a CV and a recent photo'],
  manuscript: ['Times New Roman, 12 pt', 'Times New Roman, 14 pt', 'Tab.1', 'Fig.1'],
};

const TABS = ['For Editors', 'For Assoc. Editors', 'For Reviewers', 'For Authors', 'Manuscript Guidelines'];

test.describe('guidelines index', () => {
  test('the five tabs link every guideline page, each tab at its own URL', async ({ page }) => {
    await page.goto('/guidelines');
    await expect(page.getByRole('heading', { level: 1, name: 'Guidelines' })).toBeVisible();
    const tabs = page.getByRole('navigation', { name: 'Guidelines by audience' }).getByRole('link');
    await expect(tabs).toHaveText(TABS);

    const hrefs: string[] = [];
    for (const label of TABS) {
      const tab = tabs.filter({ hasText: label });
      await tab.click();
      await expect(tab).toHaveAttribute('aria-current', 'page');
      const panel = page.locator('nav[aria-label="Guidelines by audience"] + div');
      await expect(panel.getByRole('heading', { level: 2 })).toBeVisible();
      hrefs.push(
        ...(await panel.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))),
      );
    }
    expect(hrefs.sort()).toEqual(TYPES.map((type) => `/guidelines/${type}`).sort());
    await expect(page).toHaveURL(/\/guidelines\?tab=manuscript$/);

    // A tab's URL opens that tab, and a link in it leads to its page.
    await page.goto('/guidelines?tab=editors');
    await page
      .locator('nav[aria-label="Guidelines by audience"] + div')
      .getByRole('link', { name: 'Join as Editor' })
      .click();
    await expect(page).toHaveURL(/\/guidelines\/join-editor$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Join as Editor' })).toBeVisible();
  });

  test('has no serious or critical accessibility violations', async ({ page }) => {
    await page.goto('/guidelines');
    await expect(page.getByRole('navigation', { name: 'Guidelines by audience' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});

test.describe('guideline pages', () => {
  for (const type of TYPES) {
    test(`${type}: title, facts, buttons and last updated`, async ({ page }) => {
      const response = await page.goto(`/guidelines/${type}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: TITLES[type] })).toBeVisible();
      await expect(page).toHaveTitle(`${TITLES[type]} | Genesis`);
      const article = page.getByRole('main').getByRole('article');
      await expect(article.getByText('Last updated: September 2025')).toBeVisible();
      for (const fact of FACTS[type] ?? []) {
        await expect(article.getByText(fact, { exact: false }).filter({ visible: true }).first()).toBeVisible();
      }
      await expect(article.getByRole('link', { name: 'Submit Manuscript', exact: true })).toHaveAttribute(
        'href',
        '/submit-manuscript',
      );
      await expect(article.getByRole('link', { name: 'Contact Us', exact: true })).toHaveAttribute('href', '/contact');
      await expect(article.getByRole('link', { name: 'All Guidelines', exact: true })).toHaveAttribute(
        'href',
        '/guidelines',
      );
    });
  }

  test('processing-fee: the fee table reads by band and type', async ({ page }) => {
    await page.goto('/guidelines/processing-fee');
    const table = page.getByRole('table', { name: /Article processing charges \(USD\)/ });
    await expect(table.getByRole('columnheader')).toHaveText([
      'Income band',
      'Others',
      'Case Report',
      'Review',
      'Research',
    ]);
    await expect(table.getByRole('row', { name: /High income/ }).getByRole('cell')).toHaveText([
      '1049',
      '1256',
      '1409',
      '1864',
    ]);
    await expect(table.getByRole('row', { name: /Middle income/ }).getByRole('cell')).toHaveText([
      '849',
      '989',
      '1199',
      '1444',
    ]);
    await expect(table.getByRole('row', { name: /Low income/ }).getByRole('cell')).toHaveText([
      '649',
      '756',
      '899',
      '1204',
    ]);
  });

  test('peer-review: the flowchart is drawn, not a bitmap, and has an accessible name', async ({ page }) => {
    await page.goto('/guidelines/peer-review');
    const chart = page.getByRole('img', { name: 'Flowchart of the peer review process' });
    await expect(chart).toBeVisible();
    expect(await chart.evaluate((element) => element.tagName)).not.toBe('IMG');
    await expect(chart).toHaveAccessibleDescription(/Initial screening \(5-7 days\).*Final decision/);
    await expect(page.getByRole('main').locator('img')).toHaveCount(0);
    // Readable on a phone: the stages stack, and nothing overflows the page.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(chart).toContainText('Final decision');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  for (const type of ['join-editor', 'join-associate', 'join-reviewer']) {
    test(`${type}: the application-form section is in place`, async ({ page }) => {
      await page.goto(`/guidelines/${type}#application-form`);
      const section = page.locator('section#application-form');
      await expect(section).toBeVisible();
      await expect(section.getByRole('heading', { level: 2, name: 'Application form' })).toBeVisible();
      await expect(section.locator('form')).toHaveCount(1);
      await expect(section.getByRole('button', { name: 'Submit Application' })).toBeVisible();
    });
  }

  test('an unknown type answers 404 and shows Guidelines Not Found', async ({ page, request }) => {
    const status = await request.get('/guidelines/nope');
    expect(status.status()).toBe(404);
    await page.goto('/guidelines/nope');
    await expect(page.getByRole('heading', { level: 1, name: 'Guidelines Not Found' })).toBeVisible();
    await expect(page.getByText('The guidelines page "nope" could not be found.')).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'View All Guidelines' }).click();
    await expect(page).toHaveURL(/\/guidelines$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Guidelines' })).toBeVisible();
  });

  for (const type of ['peer-review', 'processing-fee', 'manuscript'] as const) {
    test(`${type}: no serious or critical accessibility violations`, async ({ page }) => {
      await page.goto(`/guidelines/${type}`);
      await expect(page.getByRole('heading', { level: 1, name: TITLES[type] })).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  }
});
