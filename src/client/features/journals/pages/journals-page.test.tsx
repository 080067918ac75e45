// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, on } from '../../../test/msw';
import { makeJournal, renderAt } from '../test/test-utils';
import { JournalsPage } from './journals-page';

const LIST_URL = '/api/journals?limit=100';
const LIST = `GET ${LIST_URL}` as const;

const ai = makeJournal({
  title: 'Archives of AI',
  abbreviation: 'AAI',
  description: 'Machine learning.',
  category: 'Computer Science',
});
const life = makeJournal({
  title: 'eLife',
  abbreviation: 'eLife',
  description: 'Cell biology and neuroscience.',
  category: 'Life Sciences',
});
const math = makeJournal({
  title: 'Journal of Mathematics',
  abbreviation: 'JMATH',
  description: 'Pure and applied.',
  category: 'computer science',
});
const med = makeJournal({
  title: 'PLoS Medicine',
  abbreviation: 'PLoS-Med',
  description: 'Clinical research.',
  category: 'Medical Sciences',
});
const ALL = [ai, life, math, med];

function renderPage(freeze = false, route = '/journals') {
  return renderAt(<JournalsPage freeze={freeze} />, { path: '/journals', route });
}

/** Titles of the cards shown, in order. */
function cardTitles(): string[] {
  return screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent ?? '');
}

async function loaded(journals = ALL) {
  const api = mockApi(on(LIST, journals));
  const view = renderPage();
  await screen.findAllByRole('article');
  return { api, view, user: userEvent.setup() };
}

describe('JournalsPage states (seed 000 §2 Journals list, §4)', () => {
  it("shows 'Loading journals...' and then every journal, fetched with limit=100", async () => {
    const api = mockApi(on(LIST, ALL));
    renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Loading journals...')).toBeInTheDocument();
    expect(await screen.findAllByRole('article')).toHaveLength(4);
    expect(screen.queryByText('Loading journals...')).not.toBeInTheDocument();
    expect(api.urls()).toEqual([LIST_URL]);
  });

  it('shows the error text when the call fails', async () => {
    mockApi(on(LIST, fail(500, 'INTERNAL', 'Internal Server Error')));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading journals. Please try again later.');
  });

  it("shows 'No journals found.' for an empty catalogue, without a Clear filters button", async () => {
    mockApi(on(LIST, []));
    renderPage();
    expect(await screen.findByText('No journals found.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('renders a card with abbreviation, title, description, category and the View Journal link', async () => {
    await loaded([med]);
    const card = screen.getByRole('article');
    expect(within(card).getByText('PLoS-Med')).toBeInTheDocument();
    expect(within(card).getByRole('heading', { name: 'PLoS Medicine' })).toBeInTheDocument();
    expect(within(card).getByText('Clinical research.')).toBeInTheDocument();
    expect(within(card).getByText('Medical Sciences')).toBeInTheDocument();
    const link = within(card).getByRole('link', { name: 'View Journal PLoS Medicine' });
    expect(link.textContent).toMatch(/^View Journal →/);
    expect(link).toHaveAttribute('href', '/journals/plos-med');
  });

  it("badges a journal without articles 'New journal', and only it (decision 0033)", async () => {
    await loaded([{ ...med, articleCount: 12 }, ai]);
    const [withArticles, fresh] = screen.getAllByRole('article');
    expect(within(fresh).getByText('New journal')).toBeInTheDocument();
    expect(within(fresh).queryByText(/0 articles/)).not.toBeInTheDocument();
    expect(within(withArticles).queryByText('New journal')).not.toBeInTheDocument();
    expect(within(withArticles).getByText('12 articles')).toBeInTheDocument();
  });
});

describe('JournalsPage filters (seed 000 §5)', () => {
  it("searches title, abbreviation and description, trimmed and case-insensitive, from 'Search journals...'", async () => {
    const { user } = await loaded();
    const box = screen.getByPlaceholderText('Search journals...');
    await user.type(box, 'ARCHIVES');
    expect(cardTitles()).toEqual(['Archives of AI']);
    await user.clear(box);
    await user.type(box, 'jmath');
    expect(cardTitles()).toEqual(['Journal of Mathematics']);
    await user.clear(box);
    await user.type(box, '  neuroscience  ');
    expect(cardTitles()).toEqual(['eLife']);
  });

  it("offers 'All Categories', then the categories the journals carry, sorted (decision 0030)", async () => {
    await loaded();
    const options = within(screen.getByRole('combobox', { name: 'Category' })).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'All Categories',
      'Computer Science',
      'Life Sciences',
      'Medical Sciences',
    ]);
  });

  it('filters by category with a case-insensitive exact match', async () => {
    const { user } = await loaded();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Computer Science');
    expect(cardTitles()).toEqual(['Archives of AI', 'Journal of Mathematics']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Life Sciences');
    expect(cardTitles()).toEqual(['eLife']);
  });

  it('applies search and category together', async () => {
    const { user } = await loaded();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Computer Science');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'math');
    expect(cardTitles()).toEqual(['Journal of Mathematics']);
  });

  it("says 'No journals match your search criteria.' and 'Clear filters' resets search and category", async () => {
    const { user } = await loaded();
    const select = screen.getByRole('combobox', { name: 'Category' });
    const box = screen.getByRole('searchbox', { name: 'Search' });
    await user.selectOptions(select, 'Life Sciences');
    await user.type(box, 'mathematics');
    expect(screen.getByText('No journals match your search criteria.')).toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(box).toHaveValue('');
    expect(select).toHaveValue('');
    expect(within(select).getByRole('option', { selected: true })).toHaveTextContent('All Categories');
    expect(cardTitles()).toHaveLength(4);
  });

  it('restores the filter from the URL', async () => {
    mockApi(on(LIST, ALL));
    renderPage(false, '/journals?q=plos&category=medical%20sciences');
    await waitFor(() => expect(cardTitles()).toEqual(['PLoS Medicine']));
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('plos');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('Medical Sciences');
  });
});

describe('JournalsPage with the public-content freeze', () => {
  it("makes no request, hides search and filter, and shows 12 fixed cards with 'Learn More'", () => {
    const api = mockApi();
    renderPage(true);
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(cardTitles()[0]).toBe('Journal of Life Sciences');
    expect(cardTitles()).toContain('Journal of Health Sciences');
    expect(cardTitles()[11]).toBe('Therapeutic Journal');
    const links = screen.getAllByRole('link', { name: /Learn More/ });
    expect(links).toHaveLength(12);
    for (const link of links) expect(link).toHaveAttribute('href', '/journals/coming-soon');
    // Their article counts are unknown: none is called new.
    expect(screen.queryByText('New journal')).not.toBeInTheDocument();
    expect(api.calls()).toEqual([]);
  });
});
