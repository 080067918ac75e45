// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import type { BoardRole } from '../../../../shared/api/board';
import type { Journal } from '../../../../shared/api/catalogue';
import { fail, held, mockApi, on } from '../../../test/msw';
import { makeArticle, makeContents, makeIssue, makeJournal, renderAt } from '../test/test-utils';
import { JournalPage } from './journal-page';

const jose = makeJournal({
  title: 'Journal of Open Source Education',
  abbreviation: 'JOSE',
  category: 'Computer Science',
  description: 'Open educational software.',
  issn: '2577-3569',
  publisher: 'The Open Journal',
  currentVolume: 3,
  currentIssue: 2,
});

const journalUrl = (abbreviation: string) => `/api/journals/abbrev/${abbreviation}` as const;
const issuesUrl = '/api/journals/jose/issues' as const;
const boardUrl = '/api/journals/jose/board' as const;
const usageUrl = '/api/journals/jose/usage' as const;
/** The journal's COUNTER usage (decision 0085). */
const usage = {
  total: { investigations: 4321, requests: 987 },
  monthly: [
    { month: '2026-09', investigations: 0, requests: 0 },
    { month: '2026-10', investigations: 40, requests: 12 },
  ],
};
const latestUrl = (j: Journal) => `/api/articles/journal/${j.id}?limit=12` as const;
const noIssues = { journalId: jose.id, current: null, volumes: [] };
/** JOSE once it has articles (the fixture `jose` has none: a new journal). */
const joseWithArticles = { ...jose, articleCount: 5 };

/** The open section of the page (a region named after its tab). */
const openSection = () =>
  screen.getByRole('region', { name: /^(Current Issue|Articles in Press|Editorial Board|Areas Focused|Archive)$/ });

function renderPage(abbreviation: string) {
  return renderAt(<JournalPage />, { path: '/journals/:abbreviation', route: `/journals/${abbreviation}` });
}

/** The JOSE page with `handlers` for its issues and articles (default: no issues, no articles). */
function stubJose(...handlers: HttpHandler[]) {
  return mockApi(
    ...handlers,
    on(`GET ${journalUrl('jose')}`, jose),
    on(`GET ${issuesUrl}`, noIssues),
    on(`GET ${latestUrl(jose)}`, []),
    on(`GET ${boardUrl}`, []),
    on(`GET ${usageUrl}`, usage),
  );
}

describe('JournalPage loading and not found (seed 000 §2 Journal detail, §8)', () => {
  it("shows 'Loading journal details...' and then the header", async () => {
    stubJose();
    renderPage('jose');
    expect(screen.getByText('Loading journal details...')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Journal of Open Source Education' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Computer Science', { ignore: '[aria-hidden="true"] *' })).toBeInTheDocument();
    expect(screen.getByText('Open educational software.')).toBeInTheDocument();
    expect(screen.getByText('2577-3569')).toBeInTheDocument();
    expect(screen.getByText('The Open Journal')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Submit Article' })).toHaveAttribute('href', '/submit-manuscript');
    expect(screen.getByRole('link', { name: 'Join as Reviewer' })).toHaveAttribute('href', '/guidelines/reviewer');
  });

  it("shows 'Journal Not Found' for an unknown abbreviation", async () => {
    mockApi(on(`GET ${journalUrl('nope')}`, fail(404, 'NOT_FOUND', 'Journal "nope" not found')));
    renderPage('nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Journal Not Found' })).toBeInTheDocument();
    expect(screen.getByText('The journal "nope" could not be found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Journals' })).toHaveAttribute('href', '/journals');
  });

  it("shows 'Journal Not Found' when the call fails", async () => {
    mockApi(on(`GET ${journalUrl('jose')}`, fail(500, 'INTERNAL', 'Internal Server Error')));
    renderPage('jose');
    expect(await screen.findByRole('heading', { level: 1, name: 'Journal Not Found' })).toBeInTheDocument();
  });

  it('asks for the articles only after the journal is loaded', async () => {
    const answer = held<Journal>();
    const api = stubJose(on(`GET ${journalUrl('jose')}`, answer.stub));
    renderPage('jose');
    await waitFor(() => expect(api.urls()).toEqual([journalUrl('jose')]));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.urls()).toEqual([journalUrl('jose')]);
    answer.release(jose);
    await screen.findByRole('heading', { name: 'New journal' });
    expect(api.urls()[0]).toBe(journalUrl('jose'));
    expect(api.urls()[1]).toBe(issuesUrl);
  });
});

describe('JournalPage usage (decision 0085)', () => {
  it("shows the journal's COUNTER totals and its months in a table", async () => {
    stubJose();
    renderPage('jose');
    const region = await screen.findByRole('region', { name: 'Usage' });
    expect(
      within(region)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['Views', 'Full-text views']);
    expect(region).toHaveTextContent('4,321');
    expect(region).toHaveTextContent('987');
    const table = within(region).getByRole('table', {
      name: 'Views and full-text views per month, Sep 2026 to Oct 2026',
    });
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['MonthViewsFull-text views', 'Sep 202600', 'Oct 20264012']);
  });
});

describe('JournalPage sections (links, one URL each)', () => {
  it('has five section links with Current Issue open, each to its own URL', async () => {
    stubJose();
    renderPage('jose');
    const user = userEvent.setup();
    const nav = await screen.findByRole('navigation', { name: 'Journal of Open Source Education sections' });
    const tabs = within(nav).getAllByRole('link');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Current Issue',
      'Articles in Press',
      'Editorial Board',
      'Areas Focused',
      'Archive',
    ]);
    // Each section is its own URL (decision 0018): the first has no parameter.
    expect(tabs.map((tab) => tab.getAttribute('href'))).toEqual([
      '/journals/jose',
      '/journals/jose?tab=in-press',
      '/journals/jose?tab=editorial-board',
      '/journals/jose?tab=areas-focused',
      '/journals/jose?tab=archive',
    ]);
    expect(tabs[0]).toHaveAttribute('aria-current', 'page');
    expect(openSection()).toHaveAccessibleName('Current Issue');

    await user.click(tabs[1]);
    expect(tabs[1]).toHaveAttribute('aria-current', 'page');
    expect(tabs[0]).not.toHaveAttribute('aria-current');
    expect(openSection()).toHaveAccessibleName('Articles in Press');
    expect(screen.getByRole('heading', { name: 'Coming Soon' })).toBeVisible();

    await user.click(tabs[0]);
    expect(openSection()).toHaveAccessibleName('Current Issue');
  });

  it('opens the section named by ?tab= (and the first for an unknown one)', async () => {
    stubJose();
    renderAt(<JournalPage />, { path: '/journals/:abbreviation', route: '/journals/jose?tab=archive' });
    expect(await screen.findByRole('region', { name: 'Archive' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Archive' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens the first section for an unknown ?tab=', async () => {
    stubJose();
    renderAt(<JournalPage />, { path: '/journals/:abbreviation', route: '/journals/jose?tab=nope' });
    expect(await screen.findByRole('region', { name: 'Current Issue' })).toBeInTheDocument();
  });

  it('Editorial Board: three roles, each with Apply to Join', async () => {
    stubJose();
    renderPage('jose');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Editorial Board' }));
    const panel = openSection();
    for (const title of ['Editor-in-Chief', 'Associate Editors', 'Expert Reviewers']) {
      expect(within(panel).getByRole('heading', { name: title })).toBeInTheDocument();
    }
    const links = within(panel).getAllByRole('link', { name: /^Apply to Join/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/guidelines/join-editor',
      '/guidelines/join-associate',
      '/guidelines/join-reviewer',
    ]);
  });

  it('a journal that does not accept submissions shows neither Submit Article nor the join buttons (decision 0030)', async () => {
    const closed = { ...jose, acceptsSubmissions: false };
    mockApi(
      on(`GET ${journalUrl('jose')}`, closed),
      on(`GET ${issuesUrl}`, noIssues),
      on(`GET ${latestUrl(jose)}`, []),
      on(`GET ${usageUrl}`, usage),
      on(`GET ${boardUrl}`, []),
      on(`GET ${usageUrl}`, usage),
    );
    renderPage('jose');
    await screen.findByRole('heading', { level: 1, name: 'Journal of Open Source Education' });
    expect(screen.queryByRole('link', { name: 'Submit Article' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Join as Reviewer' })).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Editorial Board' }));
    const panel = openSection();
    expect(within(panel).getByRole('heading', { name: 'Editor-in-Chief' })).toBeInTheDocument();
    expect(within(panel).queryAllByRole('link', { name: /^Apply to Join/ })).toEqual([]);
  });

  it('Editorial Board: the members by role in the standard order, with affiliation and ORCID link (decision 0031)', async () => {
    const m = (id: number, name: string, role: BoardRole, orcid: string | null = null) => ({
      id,
      name,
      role,
      affiliation: `University ${id}`,
      orcid,
      photoUrl: id === 2 ? '/photos/2.jpg' : null,
      displayOrder: id,
    });
    // The server sends them in order; the tab groups them under the standard headings.
    stubJose(
      on(`GET ${usageUrl}`, usage),
      on(`GET ${boardUrl}`, [
        m(1, 'Ada Chief', 'editor_in_chief', '0000-0002-1825-0097'),
        m(2, 'Ben Editor', 'editor'),
        m(3, 'Cy Associate', 'associate_editor'),
        m(4, 'Di Reviewer', 'reviewer_board'),
      ]),
    );
    renderPage('jose');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Editorial Board' }));
    const panel = openSection();
    const groups = await within(panel).findAllByRole('region');
    expect(groups.map((g) => g.getAttribute('aria-labelledby'))).toHaveLength(4);
    expect(groups.map((g) => within(g).getByRole('heading').textContent)).toEqual([
      'Editor-in-Chief',
      'Editors',
      'Associate Editors',
      'Reviewer Board',
    ]);
    expect(within(groups[0]).getByText('Ada Chief')).toBeInTheDocument();
    expect(within(groups[0]).getByText('University 1')).toBeInTheDocument();
    expect(within(groups[0]).getByRole('link', { name: /ORCID iD of Ada Chief/ })).toHaveAttribute(
      'href',
      'https://orcid.org/0000-0002-1825-0097',
    );
    // The photo's box is reserved by its width and height.
    const photo = groups[1].querySelector('img')!;
    expect(photo).toHaveAttribute('width', '64');
    expect(photo).toHaveAttribute('height', '64');
    // The seed's invitations stay below the members.
    expect(within(panel).getAllByRole('link', { name: /^Apply to Join/ })).toHaveLength(3);
  });

  it('Areas Focused: the generic areas for another category and the accepted article types', async () => {
    stubJose();
    renderPage('jose');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Areas Focused' }));
    const panel = openSection();
    expect(within(panel).getByText('Interdisciplinary Approaches')).toBeInTheDocument();
    for (const type of [
      'Original Research Articles',
      'Review Articles',
      'Case Studies',
      'Short Communications',
      'Perspective Articles',
      'Commentary',
    ]) {
      expect(within(panel).getByText(type)).toBeInTheDocument();
    }
  });

  it("Areas Focused: the journal's own article types and its article processing charge (decision 0046)", async () => {
    stubJose(
      on(`GET ${journalUrl('jose')}`, {
        ...jose,
        articleTypes: ['Research Article', 'Data Note'],
        apc: { amount: 1200, currency: 'EUR' },
      }),
    );
    renderPage('jose');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Areas Focused' }));
    const panel = openSection();
    expect(within(panel).getByText('Data Note')).toBeInTheDocument();
    expect(within(panel).queryByText('Case Studies')).not.toBeInTheDocument();
    expect(within(panel).getByRole('heading', { name: 'Article Processing Charge' })).toBeInTheDocument();
    expect(within(panel).getByText('€1,200.00')).toBeInTheDocument();
  });

  it("Archive: one card per volume from the issue records, newest first, with its issues and a 'Browse Volume N' link", async () => {
    const v10 = [makeIssue({ volume: '10', number: '2', articleCount: 4 }), makeIssue({ volume: '10', number: '1' })];
    const v9 = [makeIssue({ volume: '9', number: '', year: 2024, articleCount: 7 })];
    stubJose(
      on(`GET ${journalUrl('jose')}`, joseWithArticles),
      on(`GET ${issuesUrl}`, {
        journalId: jose.id,
        current: v10[0],
        volumes: [
          { volume: '10', year: 2025, articleCount: 5, issues: v10 },
          { volume: '9', year: 2024, articleCount: 7, issues: v9 },
        ],
      }),
      on('GET /api/journals/jose/issues/10/2', makeContents(jose, v10[0], [])),
    );
    renderAt(<JournalPage />, { path: '/journals/:abbreviation', route: '/journals/jose?tab=archive' });
    const panel = await screen.findByRole('region', { name: 'Archive' });
    const cards = await within(panel).findAllByRole('listitem', { name: /^Volume/ });
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Volume 10', 'Volume 9']);
    // The seed's labels: the current volume with its issue count, the others complete.
    expect(cards[0]).toHaveTextContent('Current volume with 2 issue(s)');
    expect(cards[1]).toHaveTextContent('Complete volume with all issues · 2024');
    expect(within(cards[0]).getByRole('link', { name: 'Issue 2' })).toHaveAttribute(
      'href',
      '/journals/jose/issues/10/2',
    );
    expect(within(cards[0]).getByText('4 articles')).toBeInTheDocument();
    // A volume's articles without issue number are the volume's page.
    expect(within(cards[1]).getByRole('link', { name: 'Articles' })).toHaveAttribute('href', '/journals/jose/issues/9');
    expect(within(cards[1]).getByRole('link', { name: 'Browse Volume 9' })).toHaveAttribute(
      'href',
      '/journals/jose/issues/9',
    );
  });

  it("Archive: says 'No Volumes Yet' for a journal with articles but without issues", async () => {
    mockApi(
      on(`GET ${journalUrl('jose')}`, { ...jose, articleCount: 4 }),
      on(`GET ${issuesUrl}`, noIssues),
      on(`GET ${latestUrl(jose)}`, []),
      on(`GET ${usageUrl}`, usage),
    );
    renderAt(<JournalPage />, { path: '/journals/:abbreviation', route: '/journals/jose?tab=archive' });
    expect(await screen.findByRole('heading', { name: 'No Volumes Yet' })).toBeInTheDocument();
  });

  it("Archive: a journal without articles says 'New journal' and 'No issues published yet.' (decision 0033)", async () => {
    stubJose();
    renderAt(<JournalPage />, { path: '/journals/:abbreviation', route: '/journals/jose?tab=archive' });
    expect(await screen.findByRole('heading', { name: 'New journal' })).toBeInTheDocument();
    expect(screen.getByText(/^No issues published yet\./)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'No Volumes Yet' })).not.toBeInTheDocument();
  });
});

describe('JournalPage Current Issue (from the issue records)', () => {
  it('shows the current issue with its caption, linked to its table of contents, and article cards', async () => {
    const current = makeIssue({ volume: '3', number: '2', articleCount: 2 });
    const article = { ...makeArticle(jose, { volume: '3', issue: '2', articleType: 'Review Article' }), pages: null };
    const undated = { ...makeArticle(jose, { volume: '3', issue: '2', publishedDate: null }), pages: null };
    const api = stubJose(
      on(`GET ${journalUrl('jose')}`, joseWithArticles),
      on(`GET ${issuesUrl}`, {
        journalId: jose.id,
        current,
        volumes: [{ volume: '3', year: 2025, articleCount: 2, issues: [current] }],
      }),
      on('GET /api/journals/jose/issues/3/2', makeContents(jose, current, [article, undated])),
    );
    renderPage('jose');
    const panel = await screen.findByRole('region', { name: 'Current Issue' });
    const cards = await within(panel).findAllByRole('article');
    expect(within(panel).getByRole('link', { name: 'Volume 3, Issue 2' })).toHaveAttribute(
      'href',
      '/journals/jose/issues/3/2',
    );
    expect(within(panel).getByText('2 articles', { exact: false })).toBeInTheDocument();
    expect(within(cards[0]).getByText('Review Article')).toBeInTheDocument();
    expect(within(cards[0]).getByRole('link', { name: article.title })).toHaveAttribute(
      'href',
      `/articles/${article.id}`,
    );
    expect(within(cards[0]).getByText('JOSE, Vol 3, Issue 2')).toBeInTheDocument();
    expect(within(cards[0]).getByText('March 5, 2025')).toBeInTheDocument();
    expect(within(cards[1]).getByText('Published')).toBeInTheDocument();
    expect(api.urls()).not.toContain(latestUrl(jose));
  });

  it("links all of the journal's articles: the article list filtered by the journal", async () => {
    const many = { ...jose, articleCount: 90 };
    mockApi(
      on(`GET ${journalUrl('jose')}`, many),
      on(`GET ${issuesUrl}`, noIssues),
      on(`GET ${latestUrl(jose)}`, [makeArticle(jose)]),
      on(`GET ${usageUrl}`, usage),
    );
    renderPage('jose');
    expect(
      await screen.findByRole('link', { name: 'Browse all 90 articles of Journal of Open Source Education' }),
    ).toHaveAttribute('href', '/articles?journal=JOSE');
  });

  it("captions a volume's unnumbered articles 'Volume N'", async () => {
    const current = makeIssue({ volume: '13', number: '' });
    const article = { ...makeArticle(jose, { volume: '13', issue: null }), pages: null };
    stubJose(
      on(`GET ${journalUrl('jose')}`, joseWithArticles),
      on(`GET ${issuesUrl}`, {
        journalId: jose.id,
        current,
        volumes: [{ volume: '13', year: 2025, articleCount: 1, issues: [current] }],
      }),
      on('GET /api/journals/jose/issues/13', makeContents(jose, current, [article])),
    );
    renderPage('jose');
    expect(await screen.findByRole('link', { name: article.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volume 13' })).toHaveAttribute('href', '/journals/jose/issues/13');
  });

  it("shows the latest articles, captioned 'Latest articles', for a journal without issues", async () => {
    const article = makeArticle(jose, { volume: null, issue: null });
    const api = stubJose(on(`GET ${journalUrl('jose')}`, joseWithArticles), on(`GET ${latestUrl(jose)}`, [article]));
    renderPage('jose');
    expect(await screen.findByRole('link', { name: article.title })).toBeInTheDocument();
    expect(screen.getByText('Latest articles')).toBeInTheDocument();
    // The usage box asks for its own answer beside them (decision 0085).
    expect(api.urls().filter((u) => u !== usageUrl)).toEqual([journalUrl('jose'), issuesUrl, latestUrl(jose)]);
  });

  it("says 'New journal' instead of an empty current issue when the journal has no articles at all (decision 0033)", async () => {
    stubJose();
    renderPage('jose');
    expect(await screen.findByRole('heading', { name: 'New journal' })).toBeInTheDocument();
    expect(screen.getByText(/^No issues published yet\./)).toBeInTheDocument();
    expect(screen.queryByText('No Articles Published')).not.toBeInTheDocument();
    expect(screen.queryByText(/0 articles/)).not.toBeInTheDocument();
    // The header names no current issue it does not have.
    expect(screen.getByText('New journal: no issues yet')).toBeInTheDocument();
    expect(screen.queryByText('Volume 3, Issue 2')).not.toBeInTheDocument();
  });

  it("shows 'No Articles Published' when a journal with articles has an empty current issue", async () => {
    mockApi(
      on(`GET ${journalUrl('jose')}`, { ...jose, articleCount: 4 }),
      on(`GET ${issuesUrl}`, noIssues),
      on(`GET ${latestUrl(jose)}`, []),
      on(`GET ${usageUrl}`, usage),
    );
    renderPage('jose');
    expect(await screen.findByRole('heading', { name: 'No Articles Published' })).toBeInTheDocument();
    expect(screen.getByText('No articles have been published in the current issue yet.')).toBeInTheDocument();
    expect(screen.queryByText('New journal')).not.toBeInTheDocument();
  });
});

describe('JournalPage current issue of a journal without issue numbers (decision 0083)', () => {
  const currentIssue = () => screen.getByText('Current issue').nextElementSibling;

  it("names the volume alone ('Volume 5') when its articles carry no issue number, as eLife's", async () => {
    const elife = { ...joseWithArticles, currentVolume: 5, currentIssue: 1, currentIssueNumbered: false };
    mockApi(
      on(`GET ${journalUrl('jose')}`, elife),
      on(`GET ${issuesUrl}`, noIssues),
      on(`GET ${latestUrl(jose)}`, []),
      on(`GET ${boardUrl}`, []),
      on(`GET ${usageUrl}`, usage),
    );
    renderPage('jose');
    await screen.findByRole('heading', { level: 1, name: 'Journal of Open Source Education' });
    expect(currentIssue()).toHaveTextContent(/^Volume 5$/);
  });

  it("keeps 'Volume 3, Issue 2' for a journal with issue numbers (and when the field is absent)", async () => {
    mockApi(
      on(`GET ${journalUrl('jose')}`, { ...joseWithArticles, currentIssueNumbered: true }),
      on(`GET ${issuesUrl}`, noIssues),
      on(`GET ${latestUrl(jose)}`, []),
      on(`GET ${boardUrl}`, []),
      on(`GET ${usageUrl}`, usage),
    );
    renderPage('jose');
    await screen.findByRole('heading', { level: 1, name: 'Journal of Open Source Education' });
    expect(currentIssue()).toHaveTextContent(/^Volume 3, Issue 2$/);
  });
});
