// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Journal } from '../../../../shared/api/catalogue';
import { fail, held, mockApi, on } from '../../../test/msw';
import { makeArticle, makeJournal, renderAt } from '../test/test-utils';
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
const issueUrl = (j: Journal) =>
  `/api/articles/journal/${j.id}?volume=${j.currentVolume}&issue=${j.currentIssue}&limit=100` as const;
const volumeUrl = (j: Journal) => `/api/articles/journal/${j.id}?volume=${j.currentVolume}&limit=100` as const;
const latestUrl = (j: Journal) => `/api/articles/journal/${j.id}?limit=12` as const;

/** The open section of the page (a region named after its tab). */
const openSection = () =>
  screen.getByRole('region', { name: /^(Current Issue|Articles in Press|Editorial Board|Areas Focused|Archive)$/ });

function renderPage(abbreviation: string) {
  return renderAt(<JournalPage />, { path: '/journals/:abbreviation', route: `/journals/${abbreviation}` });
}

/** The JOSE page with `handlers` for its articles (default: an empty current issue, volume and list). */
function stubJose(...handlers: HttpHandler[]) {
  return mockApi(
    ...handlers,
    on(`GET ${journalUrl('jose')}`, jose),
    on(`GET ${issueUrl(jose)}`, []),
    on(`GET ${volumeUrl(jose)}`, []),
    on(`GET ${latestUrl(jose)}`, []),
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
    await screen.findByText('No Articles Published');
    expect(api.urls()[0]).toBe(journalUrl('jose'));
    expect(api.urls()[1]).toBe(issueUrl(jose));
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
    // Each section is its own URL (issue 14): the first has no parameter.
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

  it("Archive: one card per volume, newest first, labelled, with inert 'Browse Volume N' buttons", async () => {
    stubJose();
    renderPage('jose');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Archive' }));
    const panel = openSection();
    const cards = within(panel).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Volume 3',
      'Volume 2',
      'Volume 1',
    ]);
    expect(cards[0]).toHaveTextContent('Current volume with 2 issue(s)');
    expect(cards[1]).toHaveTextContent('Complete volume with all issues');
    expect(cards[2]).toHaveTextContent('Complete volume with all issues');
    const button = within(cards[1]).getByRole('button', { name: 'Browse Volume 2' });
    expect(button).toHaveAttribute('type', 'button');
    await user.click(button);
    expect(openSection()).toHaveAccessibleName('Archive');
  });
});

describe('JournalPage Current Issue (fallback chain)', () => {
  it('shows the current issue with its caption and article cards', async () => {
    const article = makeArticle(jose, {
      volume: '3',
      issue: '2',
      publishedDate: '2025-03-05',
      articleType: 'Review Article',
    });
    const undated = makeArticle(jose, { volume: '3', issue: '2', publishedDate: null });
    const api = stubJose(on(`GET ${issueUrl(jose)}`, [article, undated]));
    renderPage('jose');
    const panel = await screen.findByRole('region', { name: 'Current Issue' });
    const cards = await within(panel).findAllByRole('article');
    expect(within(panel).getByText('Volume 3, Issue 2')).toBeInTheDocument();
    expect(within(cards[0]).getByText('Review Article')).toBeInTheDocument();
    expect(within(cards[0]).getByRole('link', { name: article.title })).toHaveAttribute(
      'href',
      `/articles/${article.id}`,
    );
    expect(within(cards[0]).getByText(article.authors)).toBeInTheDocument();
    expect(within(cards[0]).getByText('JOSE, Vol 3, Issue 2')).toBeInTheDocument();
    expect(within(cards[0]).getByText('March 5, 2025')).toBeInTheDocument();
    expect(within(cards[1]).getByText('Published')).toBeInTheDocument();
    expect(api.urls()).not.toContain(volumeUrl(jose));
  });

  it('falls back to the current volume when the issue has no articles', async () => {
    const article = makeArticle(jose, { volume: '3', issue: null });
    const api = stubJose(on(`GET ${volumeUrl(jose)}`, [article]));
    renderPage('jose');
    expect(await screen.findByRole('link', { name: article.title })).toBeInTheDocument();
    expect(within(openSection()).getByText('Volume 3')).toBeInTheDocument();
    expect(screen.getByText('JOSE, Vol 3')).toBeInTheDocument();
    expect(api.urls()).toEqual([journalUrl('jose'), issueUrl(jose), volumeUrl(jose)]);
  });

  it("falls back to the latest articles when the volume is empty too, captioned 'Latest articles'", async () => {
    const article = makeArticle(jose, { volume: '1', issue: '1' });
    const api = stubJose(on(`GET ${latestUrl(jose)}`, [article]));
    renderPage('jose');
    expect(await screen.findByRole('link', { name: article.title })).toBeInTheDocument();
    expect(screen.getByText('Latest articles')).toBeInTheDocument();
    expect(api.urls()).toEqual([journalUrl('jose'), issueUrl(jose), volumeUrl(jose), latestUrl(jose)]);
  });

  it("shows 'No Articles Published' when the journal has no articles at all", async () => {
    stubJose();
    renderPage('jose');
    expect(await screen.findByRole('heading', { name: 'No Articles Published' })).toBeInTheDocument();
    expect(screen.getByText('No articles have been published in the current issue yet.')).toBeInTheDocument();
  });
});
