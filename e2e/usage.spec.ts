/**
 * COUNTER usage on the site and the COUNTER API through the built server
 * (docs/decisions/0085-counter-r5-usage.md): the article page's and the journal page's 'Usage'
 * boxes (totals under their plain names, the months as server-drawn SVG with a table behind),
 * axe-clean and without horizontal scroll at 390 and 1280 px; the COUNTER API's status and a TSV
 * report; one reader's visit counted end to end. The counting rules themselves are proven by the
 * server tests (cop.test.ts, usage.test.ts, sushi.test.ts).
 */
import { expect, test } from './support/test';
import { demoArticleId, expectNoSeriousViolations } from './support/page';
import { shoot } from './support/editorial-office';
import { apiAdmin } from './support/arrange';

/** The longest demo article (eLife, full text with figures). */
const ARTICLE_DOI = '10.7554/eLife.14093';

// The longest article: its page, axe over the box and two screenshots take seconds on a loaded machine.
test.setTimeout(60_000);

test("a reader's visit is counted and the article page shows it with a monthly chart", async ({ page, request }) => {
  const id = await demoArticleId(request, ARTICLE_DOI);
  type Usage = { total: { investigations: number; requests: number } };
  const usage = async () => ((await (await request.get(`/api/articles/${id}/usage`)).json()) as Usage).total;
  const admin = await apiAdmin(request);
  // Visits of earlier tests on this server still inside their window are counted first, so that
  // `before` holds all but this test's visit.
  const settled = await request.post('/api/test/usage', {
    data: { advanceSeconds: 31 },
    headers: { authorization: `Bearer ${admin.token}` },
  });
  expect(settled.status()).toBe(200);
  const before = await usage();
  // A reader's browser (Playwright's own user agent is a robot by the COUNTER list): the page
  // with its full text is a Request; it reaches the counts after its 30 s double-click window,
  // which the server's test clock moves past instead of waiting (decision 0085, amendment).
  const reader = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0' };
  // The page's own URL: its render, with the figures before this visit, is what the public cache
  // keeps and serves the browser below (decision 0020).
  expect((await request.get(`/articles/${id}`, { headers: reader })).status()).toBe(200);
  // Inside the window nothing is counted yet; past it, the one visit is.
  const early = await request.post('/api/test/usage', {
    data: { advanceSeconds: 5 },
    headers: { authorization: `Bearer ${admin.token}` },
  });
  expect(early.status()).toBe(200);
  expect((await usage()).requests).toBe(before.requests);
  const late = await request.post('/api/test/usage', {
    data: { advanceSeconds: 31 },
    headers: { authorization: `Bearer ${admin.token}` },
  });
  expect(late.status()).toBe(200);
  const after = await usage();
  expect(after.requests).toBe(before.requests + 1);
  // The browser gets the render cached before the count; the box reads its figures again once
  // the page is hydrated and the box is in view (decision 0099), and shows the visit.
  const served = page.waitForResponse((r) => new URL(r.url()).pathname === `/articles/${id}`);
  await page.goto(`/articles/${id}`);
  expect((await served).headers()['x-cache']).toBe('hit');
  const box = page.getByRole('region', { name: 'Usage' });
  await expect(box).toBeVisible();
  await expect(box.getByRole('term')).toHaveText(['Views', 'Full-text views']);
  // The box reads its figures when a reader can see it.
  await box.scrollIntoViewIfNeeded();
  const figures = box.getByRole('definition').filter({ hasNotText: /Total_Item/ });
  await expect(figures).toHaveText([after.investigations, after.requests].map((n) => n.toLocaleString('en-US')));
  await expect(box.getByText('Total_Item_Investigations')).toBeVisible();
  await expect(box.locator('svg rect')).toHaveCount(24);
  await expect(box.getByRole('table', { includeHidden: true })).toHaveCount(1);
  await box.scrollIntoViewIfNeeded();
  // The box only: axe over this article's whole full text takes longer than a test may.
  await expectNoSeriousViolations(page, { include: 'section[aria-labelledby="article-usage"]' });
  await shoot(page, 'usage-article');
  const dir = process.env.SCREENSHOT_DIR;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    if (dir) await box.screenshot({ path: `${dir}/usage-article-box-${width}.png` });
  }
});

test("the journal page shows the journal's COUNTER usage", async ({ page, request }) => {
  const journals = (await (await request.get('/api/journals')).json()) as {
    abbreviation: string;
    articleCount: number;
  }[];
  const journal = journals.find((j) => j.articleCount > 0) ?? journals[0];
  await page.goto(`/journals/${journal.abbreviation.toLowerCase()}`);
  const box = page.getByRole('region', { name: 'Usage' });
  await expect(box).toBeVisible();
  await expect(box.getByRole('term')).toHaveText(['Views', 'Full-text views']);
  await box.scrollIntoViewIfNeeded();
  await expectNoSeriousViolations(page);
  await shoot(page, 'usage-journal');
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) await box.screenshot({ path: `${dir}/usage-journal-box-1280.png` });
});

test('the COUNTER API answers its status and a TSV report', async ({ request }) => {
  const status = await request.get('/api/counter/r5/status');
  expect(status.status()).toBe(200);
  expect((await status.json())[0].Service_Active).toBe(true);
  const now = new Date();
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
  const tsv = await request.get(
    `/api/counter/r5/reports/tr_j3/tsv?customer_id=0000000000000000&begin_date=${last}&end_date=${last}`,
  );
  expect(tsv.status()).toBe(200);
  expect(tsv.headers()['content-type']).toContain('text/tab-separated-values');
  expect((await tsv.text()).split('\n')[0]).toBe('Report_Name\tJournal Usage by Access Type');
});
