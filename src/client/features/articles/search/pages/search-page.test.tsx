// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocationDisplay, makeResults, renderRoutes, stubSearch, type SearchAnswer } from '../testing/search-fixtures';
import { SearchPage } from './search-page';

afterEach(() => {
  cleanup();
});

/**
 * The search page stays mounted as a layout around the article route, so what it does
 * after a result is chosen can be seen.
 */
function renderSearchPage(path = '/search') {
  return renderRoutes(
    [
      {
        element: (
          <>
            <SearchPage />
            <LocationDisplay />
            <Outlet />
          </>
        ),
        children: [{ path: '/search' }, { path: '/journals/:journalId/articles/:id' }],
      },
    ],
    path,
  );
}

const box = () => screen.getByRole('searchbox', { name: 'Search articles' });
const dropdownStatus = () => screen.getAllByRole('status')[0];
const location = () => screen.getByTestId('location').textContent;

/** A promise with its resolver, to hold a server answer back. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('SearchPage (seed 000 §2 Search)', () => {
  it('shows the hero, the search box and the search tips with a link to the journals', () => {
    stubSearch(() => ({ items: [], total: 0 }));
    renderSearchPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Search Articles' })).toBeInTheDocument();
    expect(box()).toHaveValue('');
    const tips = screen.getByRole('region', { name: 'Search Tips' });
    for (const tip of [
      'Use specific keywords',
      'Search by author, journal or title',
      'Use quotation marks for exact phrases',
      'Try spelling variants',
      'Browse our journals',
    ]) {
      expect(within(tips).getByRole('heading', { name: tip })).toBeInTheDocument();
    }
    expect(within(tips).getByRole('link', { name: 'Browse our journals' })).toHaveAttribute('href', '/journals');
  });

  it('opens no dropdown and asks nothing below 2 characters', async () => {
    const { api } = stubSearch(() => ({ items: [], total: 0 }));
    const user = userEvent.setup();
    renderSearchPage();
    await user.type(box(), 'c');
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(screen.queryByText('Searching...')).not.toBeInTheDocument();
    expect(box()).not.toHaveAttribute('aria-controls');
    expect(api.calls()).toEqual([]);
  });

  it("shows 'Searching...' until the answer, then 'Found N results' with the result details", async () => {
    const answer = deferred<SearchAnswer>();
    const { searches } = stubSearch(() => answer.promise);
    const user = userEvent.setup();
    renderSearchPage();
    await user.type(box(), 'cells');
    expect(dropdownStatus()).toHaveTextContent('Searching...');
    await vi.waitFor(() => expect(searches()).toHaveLength(1));
    expect(Object.fromEntries(searches()[0])).toMatchObject({ q: 'cells', view: 'compact' });

    await act(async () => answer.resolve({ items: makeResults(3), total: 3 }));
    expect(await screen.findByText('Found 3 results')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /Article number 2 on cell biology/ });
    expect(link).toHaveAttribute('href', '/journals/7/articles/2');
    expect(link).toHaveTextContent('Abstract of article 2.');
    expect(link).toHaveTextContent('Author 2, Second Author');
    expect(link).toHaveTextContent('Research Article');
  });

  it("says 'Found 1 result' for a single match", async () => {
    stubSearch(() => ({ items: makeResults(1), total: 1 }));
    const user = userEvent.setup();
    renderSearchPage();
    await user.type(box(), 'hippo');
    expect(await screen.findByText('Found 1 result')).toBeInTheDocument();
  });

  it('says No results found for "{query}" when nothing matches', async () => {
    stubSearch(() => ({ items: [], total: 0 }));
    const user = userEvent.setup();
    renderSearchPage();
    await user.type(box(), '  zzqx  ');
    expect(await screen.findByText('No results found for "zzqx"')).toBeInTheDocument();
  });

  it('closes the dropdown and clears the query when a result is chosen', async () => {
    stubSearch(() => ({ items: makeResults(2, 30), total: 2 }));
    const user = userEvent.setup();
    renderSearchPage();
    await user.type(box(), 'cells');
    await user.click(await screen.findByRole('link', { name: /Article number 31/ }));
    expect(location()).toBe('/journals/7/articles/31');
    expect(box()).toHaveValue('');
    expect(screen.queryByText('Found 2 results')).not.toBeInTheDocument();
  });

  it('closes the dropdown on Escape, keeping the text', async () => {
    stubSearch(() => ({ items: makeResults(2), total: 2 }));
    const user = userEvent.setup();
    renderSearchPage();
    await user.type(box(), 'cells');
    expect(await screen.findByText('Found 2 results')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByText('Found 2 results')).not.toBeInTheDocument();
    expect(box()).toHaveValue('cells');
    expect(box()).toHaveFocus();
  });

  it('runs the full search on Enter: ?q= in the URL and 20 ranked results a page', async () => {
    const { searches } = stubSearch((params) =>
      params.get('view') === 'compact' ? { items: makeResults(6), total: 45 } : { items: makeResults(20), total: 45 },
    );
    const user = userEvent.setup();
    renderSearchPage();
    await user.type(box(), ' stem cells {Enter}');
    expect(location()).toBe('/search?q=stem+cells');
    const results = await screen.findByRole('region', { name: 'Results for “stem cells”' });
    expect(await within(results).findByText('Showing 1–20 of 45 results')).toBeInTheDocument();
    expect(within(results).getAllByRole('article')).toHaveLength(20);
    expect(within(results).getByRole('link', { name: 'Article number 1 on cell biology' })).toHaveAttribute(
      'href',
      '/journals/7/articles/1',
    );
    const full = searches().find((params) => params.get('view') === null);
    expect(Object.fromEntries(full!)).toEqual({ q: 'stem cells', limit: '20', offset: '0' });
    expect(screen.queryByText('Found 45 results')).not.toBeInTheDocument();
  });

  it('reads ?q= and ?page= on load and asks for the right offset', async () => {
    const { searches } = stubSearch((params) => ({
      items: makeResults(5, Number(params.get('offset')) + 1),
      total: 45,
    }));
    renderSearchPage('/search?q=malaria&page=3');
    expect(box()).toHaveValue('malaria');
    expect(await screen.findByText('Showing 41–45 of 45 results')).toBeInTheDocument();
    expect(Object.fromEntries(searches()[0])).toEqual({ q: 'malaria', limit: '20', offset: '40' });
  });

  it('pages through the results with numbered links', async () => {
    const { searches } = stubSearch((params) => ({
      items: makeResults(params.get('offset') === '0' ? 20 : 5, Number(params.get('offset')) + 1),
      total: 45,
    }));
    const user = userEvent.setup();
    renderSearchPage('/search?q=malaria');
    expect(await screen.findByText('Showing 1–20 of 45 results')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Search results pages' });
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/search?q=malaria&page=3');

    await user.click(within(pages).getByRole('link', { name: 'Page 3' }));
    expect(location()).toBe('/search?q=malaria&page=3');
    expect(await screen.findByText('Showing 41–45 of 45 results')).toBeInTheDocument();
    expect(searches().at(-1)?.get('offset')).toBe('40');
    expect(screen.getByRole('heading', { level: 2, name: 'Results for “malaria”' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/search?q=malaria&page=2');
  });

  it("shows a capped total as '1,000+' in the dropdown and the list, with pages up to the 1,000th result (decision 0019)", async () => {
    stubSearch((params) => ({
      items: makeResults(params.get('view') === 'compact' ? 6 : 20, Number(params.get('offset')) + 1),
      total: 1000,
      capped: true,
    }));
    const user = userEvent.setup();
    renderSearchPage('/search?q=neural');
    expect(await screen.findByText('Showing 1–20 of 1,000+ results')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Search results pages' });
    expect(within(pages).getByRole('link', { name: 'Page 50' })).toHaveAttribute('href', '/search?q=neural&page=50');
    expect(within(pages).queryByRole('link', { name: 'Page 51' })).not.toBeInTheDocument();

    await user.clear(box());
    await user.type(box(), 'neural network');
    expect(await screen.findByText('Found 1,000+ results')).toBeInTheDocument();
    expect(screen.queryByText('Found 1000 results')).not.toBeInTheDocument();
  });

  it('says No results found for "{query}" in the full list too', async () => {
    stubSearch(() => ({ items: [], total: 0 }));
    renderSearchPage('/search?q=zzqx');
    const results = screen.getByRole('region', { name: 'Results for “zzqx”' });
    expect(await within(results).findByText('No results found for "zzqx"')).toBeInTheDocument();
  });
});
