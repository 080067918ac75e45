// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocationDisplay, makeResults, renderRoutes, stubSearch } from '../testing/search-fixtures';
import { HeaderSearch } from './header-search';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderHeader() {
  const page = (
    <>
      <HeaderSearch />
      <p>Outside the dropdown</p>
      <LocationDisplay />
    </>
  );
  return renderRoutes(
    [
      { path: '/', element: page },
      { path: '/articles/:id', element: page },
      { path: '/search', element: page },
      { path: '/journals/:abbreviation', element: page },
    ],
    '/',
  );
}

const searchButton = () => screen.getByRole('button', { name: 'Search' });
const location = () => screen.getByTestId('location').textContent;

describe('HeaderSearch (seed 000 §2 Header)', () => {
  it("opens from the Search button with an empty, focused box and 'Start typing to search articles'", async () => {
    const { api } = stubSearch(() => ({ items: [], total: 0 }));
    const user = userEvent.setup();
    renderHeader();
    expect(searchButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();

    await user.click(searchButton());
    expect(searchButton()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('searchbox', { name: 'Search articles' })).toHaveFocus();
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(screen.getByRole('status')).toHaveTextContent('Start typing to search articles');
    expect(api.calls()).toEqual([]);
  });

  it('is a GET form to /search before the app runs, and opens the dropdown without submitting it (decision 0078)', async () => {
    stubSearch(() => ({ items: [], total: 0 }));
    const user = userEvent.setup();
    renderHeader();
    const form = searchButton().closest('form');
    expect(form).toHaveAttribute('action', '/search');
    expect(form).toHaveAttribute('method', 'get');
    expect(searchButton()).toHaveAttribute('type', 'submit');
    const submitted = vi.fn();
    form?.addEventListener('submit', submitted);
    await user.click(searchButton());
    expect(searchButton()).toHaveAttribute('aria-expanded', 'true');
    expect(submitted).not.toHaveBeenCalled();
    expect(location()).toBe('/');
  });

  it('keeps the empty text with 1 character and asks nothing', async () => {
    const { api } = stubSearch(() => ({ items: [], total: 0 }));
    const user = userEvent.setup();
    renderHeader();
    await user.click(searchButton());
    await user.type(screen.getByRole('searchbox'), ' c ');
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(screen.getByRole('status')).toHaveTextContent('Start typing to search articles');
    expect(api.calls()).toEqual([]);
  });

  it("asks the server for 5 compact results and shows 'Found N articles' with the total", async () => {
    const { searches } = stubSearch(() => ({ items: makeResults(5), total: 12 }));
    const user = userEvent.setup();
    renderHeader();
    await user.click(searchButton());
    await user.type(screen.getByRole('searchbox'), 'cell');

    expect(await screen.findByText('Found 12 articles')).toBeInTheDocument();
    const [params] = searches();
    expect(Object.fromEntries(params)).toEqual({ q: 'cell', limit: '5', offset: '0', view: 'compact' });
    const links = within(screen.getByRole('list', { name: 'Search results' })).getAllByRole('link');
    expect(links).toHaveLength(5);
    expect(links[0]).toHaveAttribute('href', '/articles/1');
    expect(links[0]).toHaveTextContent('Article number 1 on cell biology');
    expect(screen.getByRole('link', { name: 'See all results' })).toHaveAttribute('href', '/search?q=cell');
  });

  it("shows 'Found 1,000+ articles' when the server capped the total (decision 0019)", async () => {
    stubSearch(() => ({ items: makeResults(5), total: 1000, capped: true }));
    const user = userEvent.setup();
    renderHeader();
    await user.click(searchButton());
    await user.type(screen.getByRole('searchbox'), 'neural network');
    expect(await screen.findByText('Found 1,000+ articles')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all results' })).toBeInTheDocument();
  });

  it("shows the exact figure when the total is not capped, even at 1,000: 'Found 1000 articles'", async () => {
    stubSearch(() => ({ items: makeResults(5), total: 1000 }));
    const user = userEvent.setup();
    renderHeader();
    await user.click(searchButton());
    await user.type(screen.getByRole('searchbox'), 'neural network');
    expect(await screen.findByText('Found 1000 articles')).toBeInTheDocument();
  });

  it('lists at most 5 results even if more come back', async () => {
    stubSearch(() => ({ items: makeResults(8), total: 8 }));
    const user = userEvent.setup();
    renderHeader();
    await user.click(searchButton());
    await user.type(screen.getByRole('searchbox'), 'cell');
    expect(await screen.findByText('Found 8 articles')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Search results' })).getAllByRole('link')).toHaveLength(5);
  });

  it("says 'Found 1 article' for a single match and 'No articles found' for none", async () => {
    stubSearch((params) =>
      params.get('q') === 'planaria' ? { items: makeResults(1), total: 1 } : { items: [], total: 0 },
    );
    const user = userEvent.setup();
    renderHeader();
    await user.click(searchButton());
    await user.type(screen.getByRole('searchbox'), 'planaria');
    expect(await screen.findByText('Found 1 article')).toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'zzqx');
    expect(await screen.findByText('No articles found')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'See all results' })).not.toBeInTheDocument();
  });

  it('sends one request after fast typing, 250 ms after the last keystroke', async () => {
    // shouldAdvanceTime: Testing Library's async helpers wait on real time; the few real
    // milliseconds that pass are far below the margins checked here.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api, searches, journalSearches } = stubSearch(() => ({ items: makeResults(3), total: 3 }));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderHeader();
    await user.click(searchButton());
    await user.type(screen.getByRole('searchbox'), 'cells');
    await act(() => vi.advanceTimersByTimeAsync(150));
    expect(api.calls()).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('Searching...');

    await act(() => vi.advanceTimersByTimeAsync(150));
    expect(searches()).toHaveLength(1);
    expect(journalSearches()).toHaveLength(1);
    expect(searches()[0].get('q')).toBe('cells');
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(screen.getByRole('status')).toHaveTextContent('Found 3 articles');
    expect(api.calls()).toHaveLength(2);
  });

  it('lists the journals the text names, linking to their pages, above the article results (decision 0083)', async () => {
    const acta = {
      id: 31,
      title: 'Acta Crystallographica Section D: Structural Biology',
      abbreviation: 'Acta-Cryst-D',
      articleCount: 12,
    };
    const { journalSearches } = stubSearch(
      () => ({ items: [], total: 0 }),
      (params) => (params.get('q')?.toLowerCase() === 'acta' ? [acta] : []),
    );
    const user = userEvent.setup();
    renderHeader();
    await user.click(searchButton());
    await user.type(screen.getByRole('searchbox'), 'Acta');
    const journals = await screen.findByRole('list', { name: 'Journals' });
    const link = within(journals).getByRole('link', { name: /Acta Crystallographica Section D: Structural Biology/ });
    expect(link).toHaveAttribute('href', '/journals/acta-cryst-d');
    expect(link).toHaveTextContent('12 articles');
    expect(Object.fromEntries(journalSearches()[0])).toEqual({ q: 'Acta', limit: '3' });
    // The seed's article texts stay as they are beside the journals.
    expect(screen.getByRole('status')).toHaveTextContent('No articles found');
    await user.click(link);
    expect(location()).toBe('/journals/acta-cryst-d');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('shows no journal list when the text names none', async () => {
    stubSearch(() => ({ items: makeResults(2), total: 2 }));
    const user = userEvent.setup();
    renderHeader();
    await user.click(searchButton());
    await user.type(screen.getByRole('searchbox'), 'cells');
    expect(await screen.findByText('Found 2 articles')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Journals' })).not.toBeInTheDocument();
  });

  it('closes and goes to /articles/{id} when a result is chosen', async () => {
    stubSearch(() => ({ items: makeResults(2, 40), total: 2 }));
    const user = userEvent.setup();
    renderHeader();
    await user.click(searchButton());
    await user.type(screen.getByRole('searchbox'), 'cell');
    await user.click(await screen.findByRole('link', { name: /Article number 41/ }));
    expect(location()).toBe('/articles/41');
    expect(searchButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('goes to the full results on Enter', async () => {
    stubSearch(() => ({ items: makeResults(2), total: 2 }));
    const user = userEvent.setup();
    renderHeader();
    await user.click(searchButton());
    await user.type(screen.getByRole('searchbox'), 'stem cells{Enter}');
    expect(location()).toBe('/search?q=stem+cells');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('closes on an outside click, and on Escape with the focus back on the button', async () => {
    stubSearch(() => ({ items: [], total: 0 }));
    const user = userEvent.setup();
    renderHeader();
    await user.click(searchButton());
    await user.click(screen.getByText('Outside the dropdown'));
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(searchButton()).toHaveAttribute('aria-expanded', 'false');

    await user.click(searchButton());
    expect(screen.getByRole('searchbox')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(searchButton()).toHaveFocus();
  });

  it('clears its text when opened again', async () => {
    stubSearch(() => ({ items: makeResults(1), total: 1 }));
    const user = userEvent.setup();
    renderHeader();
    await user.click(searchButton());
    await user.type(screen.getByRole('searchbox'), 'cell');
    expect(await screen.findByText('Found 1 article')).toBeInTheDocument();
    await user.click(searchButton());
    await user.click(searchButton());
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(screen.getByRole('status')).toHaveTextContent('Start typing to search articles');
  });

  it('moves between the box and the results with the arrow keys', async () => {
    stubSearch(() => ({ items: makeResults(2), total: 2 }));
    const user = userEvent.setup();
    renderHeader();
    await user.click(searchButton());
    await user.type(screen.getByRole('searchbox'), 'cell');
    await screen.findByText('Found 2 articles');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: /Article number 1 / })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('link', { name: 'See all results' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('searchbox')).toHaveFocus();
  });
});
