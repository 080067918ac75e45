/**
 * The informational pages (seed 000 §2 About, Open Access, FAQs, Terms,
 * Policies) against the real server: each page's h1, title (in the first HTML too) and a few
 * exact facts of the seed, the About side panel's plain-text items, the FAQ disclosures by
 * keyboard, in-page links, and axe at desktop and phone widths.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoSeriousViolations } from './support/page';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

const PAGES = [
  { path: '/about', h1: 'About Genesis', title: 'About Us' },
  { path: '/open-access', h1: 'Open Access', title: 'Open Access' },
  { path: '/faqs', h1: 'Frequently Asked Questions', title: 'Frequently Asked Questions' },
  { path: '/terms-conditions', h1: 'Terms and Conditions', title: 'Terms and Conditions' },
  { path: '/policies', h1: 'Policies', title: 'Policies' },
] as const;

/** The FAQ question buttons (the disclosure triggers). */
/** The FAQ questions: each a `details` whose summary holds the numbered heading (decision 0083). */
const questions = (page: Page) => page.getByRole('main').locator('details > summary :is(h2, h3)');

for (const viewport of [DESKTOP, PHONE]) {
  test.describe(`content pages at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const { path, h1, title } of PAGES) {
      test(`${path}: one h1, its title, no serious accessibility violations`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        await expect(page).toHaveTitle(`${title} | Genesis`);
        await expectNoSeriousViolations(page);
      });
    }
  });
}

test('the server writes each page title into the first HTML', async ({ request }) => {
  for (const { path, title } of PAGES) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain(`<title>${title} | Genesis</title>`);
  }
  expect(await (await request.get('/faqs')).text()).toContain('<title>Frequently Asked Questions | Genesis</title>');
});

test.describe('about page', () => {
  test('shows the hero illustration, the mission and the journal sections as plain text', async ({ page }) => {
    await page.goto('/about');
    const hero = page.locator('img[src="/images/content/about-hero.svg"]');
    await expect(hero).toBeVisible();
    // Loaded, so the strict CSP allows it.
    expect(await hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const mission = page.getByRole('region', { name: 'Our Mission' });
    await expect(mission.locator('p')).toHaveCount(4);
    await expect(mission).toContainText('biomedical');

    const panel = page.getByRole('region', { name: 'Journal of Physical Medicine and Rehabilitation' });
    const items = panel.getByRole('list', { name: 'Journal sections' }).getByRole('listitem');
    await expect(items).toHaveText([
      'Archive',
      'Areas Focused',
      'Articles in Press',
      'Current Issue',
      'Editorial Board',
    ]);
    await expect(panel.getByRole('link')).toHaveCount(0);
    await expect(panel.getByRole('button')).toHaveCount(0);
  });
});

test.describe('open access page', () => {
  test('covers the topics of the seed and links to the licensing policy', async ({ page }) => {
    await page.goto('/open-access');
    for (const name of ['What Is Open Access?', 'Core Advantages', 'Why It Matters', 'Who Benefits', 'Licensing']) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    for (const group of ['Researchers', 'Institutions', 'Students', 'Society']) {
      await expect(page.getByRole('heading', { level: 3, name: `For ${group}` })).toBeVisible();
    }
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: /CC BY 4\.0/ }).first()).toHaveAttribute(
      'href',
      'https://creativecommons.org/licenses/by/4.0/',
    );
    await main.getByRole('link', { name: 'copyright and licensing policy' }).click();
    await expect(page).toHaveURL(/\/policies#licensing$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Copyright and Licensing' })).toBeInViewport();
  });
});

test.describe('FAQs page', () => {
  test('has exactly 17 numbered questions with the seed’s facts', async ({ page }) => {
    await page.goto('/faqs');
    await expect(questions(page)).toHaveCount(17);
    await expect(questions(page).first()).toHaveAccessibleName(/^1\. /);
    await expect(questions(page).last()).toHaveAccessibleName(/^17\. /);

    await page.getByRole('button', { name: 'Expand all' }).click();
    const main = page.getByRole('main');
    await expect(main).toContainText('Short notes, case reports and case series: 10-16 days');
    await expect(main).toContainText('Research articles and review articles: 20-25 days');
    await expect(main).toContainText('within 2-3 business days');
    await expect(main).toContainText('within 10-14 business days');
    await expect(main).toContainText('double-blind peer review');
    await expect(main).toContainText('a short biography, a CV and a recent photograph');
    await expect(main).toContainText('Reprints are provided only on request');
    await expect(main.getByRole('link', { name: 'manuscript guidelines' }).first()).toHaveAttribute(
      'href',
      '/guidelines/manuscript',
    );
    await expect(main.getByRole('link', { name: 'peer review process' }).first()).toHaveAttribute(
      'href',
      '/guidelines/peer-review',
    );
    await expect(main.getByRole('link', { name: 'online manuscript submission form' })).toHaveAttribute(
      'href',
      '/submit-manuscript',
    );
    // Every answer open: still no serious violations.
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: 'Collapse all' }).click();
    await expect(main.locator('details[open]')).toHaveCount(0);
  });

  test('a question opens and closes by keyboard', async ({ page }) => {
    await page.goto('/faqs');
    const details = page.locator('details', {
      has: page.getByRole('heading', { name: /How long does it take to publish an article/ }),
    });
    const summary = details.locator('summary');
    const answer = details.getByText('10-16 days');
    await expect(details).not.toHaveAttribute('open');
    await expect(answer).toBeHidden();

    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(details).toHaveAttribute('open');
    await expect(answer).toBeVisible();

    await page.keyboard.press('Space');
    await expect(details).not.toHaveAttribute('open');
    await expect(answer).toBeHidden();
  });

  test('a link to a question opens it', async ({ page }) => {
    await page.goto('/faqs#faq-refund');
    const question = page.getByRole('heading', { name: /How long does a refund take/ });
    await expect(page.locator('details#faq-refund')).toHaveAttribute('open');
    await expect(question).toBeInViewport();
  });
});

test.describe('terms page', () => {
  test('states the account, password and download rules', async ({ page }) => {
    await page.goto('/terms-conditions');
    const main = page.getByRole('main');
    await expect(main.getByRole('navigation', { name: 'On this page' }).getByRole('link')).toHaveCount(10);
    await expect(main).toContainText('accurate name');
    await expect(main).toContainText('valid e-mail address');
    await expect(main.getByRole('region', { name: 'Passwords' })).toContainText('We do not save your password.');
    await expect(main.getByRole('region', { name: 'Passwords' })).toContainText('one-way');
    await expect(main.getByRole('region', { name: 'Downloading and Printing' })).toContainText('download or print');
    await expect(main.getByRole('region', { name: 'Personal Data We Store' })).toContainText(
      'We store the personal data',
    );
  });
});

test.describe('policies page', () => {
  test('gives the page limits as a table and the seed’s figures', async ({ page }) => {
    await page.goto('/policies');
    const table = page.getByRole('table', { name: 'Maximum length by article type' });
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(4);
    for (const [index, [type, pages]] of [
      ['Research article', '45'],
      ['Review article', '25'],
      ['Case series', '8'],
      ['Case report', '4'],
    ].entries()) {
      await expect(rows.nth(index).getByRole('rowheader')).toHaveText(type);
      await expect(rows.nth(index).getByRole('cell')).toHaveText(pages);
    }
    const main = page.getByRole('main');
    await expect(main).toContainText('at least 70% original content');
    await expect(main).toContainText('More than 30% plagiarism may lead to rejection');
    await expect(main).toContainText('within 10-14 business days');
    await expect(main.getByRole('region', { name: 'Withdrawal Policy' })).toContainText(
      'Accepted or published articles can never be withdrawn',
    );
  });

  test('the table of contents scrolls to a section below the sticky header', async ({ page }) => {
    await page.goto('/policies');
    await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Page Limits' }).click();
    await expect(page).toHaveURL(/\/policies#page-limits$/);
    const heading = page.getByRole('heading', { level: 2, name: 'Page Limits' });
    await expect(heading).toBeInViewport();
    const headerBox = await page.getByRole('banner').boundingBox();
    const headingBox = await heading.boundingBox();
    expect(headingBox!.y).toBeGreaterThanOrEqual(headerBox!.y + headerBox!.height);
  });
});
