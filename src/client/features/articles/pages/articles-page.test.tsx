// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fail, mockApi, ok, on, type ApiLog } from '../../../test/msw';
import { makeSummary } from '../test/fixtures';
import { renderRoute } from '../test/render';
import { ArticlesPage } from './articles-page';

let api: ApiLog;

/** The filter choices (decision 0029). */
const choices = {
  journals: [{ abbreviation: 'JOSE', title: 'Journal of Open Source Education' }],
  articleTypes: ['Research Article', 'Review'],
  years: [2025, 2024],
};

beforeEach(() => {
  api = mockApi(on('GET /api/articles/filters', choices));
});

afterEach(() => {
  cleanup();
});

/** The URLs fetched so far. */
const fetched = () => api.urls().filter((url) => url !== '/api/articles/filters');

/** Answers list requests like the server would for a catalogue of `total` articles. */
function answerPages(total: number) {
  mockApi(
    on('GET /api/articles?*', ({ query }) => {
      const limit = Number(query.get('limit'));
      const offset = Number(query.get('offset'));
      const count = Math.max(0, Math.min(limit, total - offset));
      return ok(
        Array.from({ length: count }, () => makeSummary()),
        { total },
      );
    }),
  );
}

describe('ArticlesPage (seed 000 §2 Articles)', () => {
  it('lists the first page of 20 from the server, newest first as served, with Back to Home', async () => {
    const articles = [makeSummary({ title: 'Newest' }), makeSummary({ title: 'Older', pdfUrl: null })];
    mockApi(on('GET /api/articles?*', ok(articles, { total: 2 })));
    renderRoute(<ArticlesPage contentFreeze={false} />, '/articles');

    expect(screen.getByRole('heading', { level: 1, name: 'Articles' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading articles…');
    const titles = await screen.findAllByRole('heading', { level: 2, name: /Newest|Older/ });
    expect(titles.map((h) => h.textContent)).toEqual(['Newest', 'Older']);
    expect(fetched()).toEqual(['/api/articles?limit=20&offset=0']);
    expect(screen.getByText('Showing 1–2 of 2 articles')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Home/ })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: /^Read PDF: Newest/ })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('button', { name: 'PDF Unavailable' })).toBeDisabled();
    // A single page: no pagination bar.
    expect(screen.queryByRole('navigation', { name: 'Article pages' })).not.toBeInTheDocument();
  });

  it('reads ?page= and requests that page by offset', async () => {
    answerPages(47);
    renderRoute(<ArticlesPage contentFreeze={false} />, '/articles?page=2');
    await screen.findByText('Showing 21–40 of 47 articles · Page 2 of 3');
    expect(fetched()).toEqual(['/api/articles?limit=20&offset=20']);
  });

  it('numbered pages and Next lead to ?page=N and request the right offset', async () => {
    answerPages(47);
    const user = userEvent.setup();
    const { router } = renderRoute(<ArticlesPage contentFreeze={false} />, '/articles');
    const nav = await screen.findByRole('navigation', { name: 'Article pages' });
    expect(within(nav).getByText('1').closest('[aria-current="page"]')).not.toBeNull();
    expect(within(nav).getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/articles?page=3');

    await user.click(within(nav).getByRole('link', { name: /Next/ }));
    await screen.findByText('Showing 21–40 of 47 articles · Page 2 of 3');
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();

    await user.click(
      within(screen.getByRole('navigation', { name: 'Article pages' })).getByRole('link', { name: 'Page 3' }),
    );
    await screen.findByText('Showing 41–47 of 47 articles · Page 3 of 3');
    expect(fetched()).toEqual([
      '/api/articles?limit=20&offset=0',
      '/api/articles?limit=20&offset=20',
      '/api/articles?limit=20&offset=40',
    ]);
  });

  it.each(['abc', '0', '-2', '1.5'])('treats ?page=%s as the first page', async (page) => {
    answerPages(3);
    renderRoute(<ArticlesPage contentFreeze={false} />, `/articles?page=${page}`);
    await screen.findByText('Showing 1–3 of 3 articles');
    expect(fetched()).toEqual(['/api/articles?limit=20&offset=0']);
  });

  it('offers the first page when a page past the end is asked for', async () => {
    mockApi(on('GET /api/articles?*', ok([], { total: 5 })));
    renderRoute(<ArticlesPage contentFreeze={false} />, '/articles?page=9');
    expect(await screen.findByText('There are no articles on page 9.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the first page' })).toHaveAttribute('href', '/articles');
  });

  it("shows 'Coming Soon' with a link to /submit-manuscript when nothing is published", async () => {
    mockApi(on('GET /api/articles?*', ok([], { total: 0 })));
    renderRoute(<ArticlesPage contentFreeze={false} />, '/articles');
    expect(await screen.findByRole('heading', { name: 'Coming Soon' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Submit Your Manuscript' })).toHaveAttribute('href', '/submit-manuscript');
  });

  it('under the content freeze shows Coming Soon and makes no request', async () => {
    renderRoute(<ArticlesPage contentFreeze />, '/articles');
    expect(screen.getByRole('heading', { name: 'Coming Soon' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Submit Your Manuscript' })).toHaveAttribute('href', '/submit-manuscript');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetched()).toEqual([]);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows an error with a retry when the list cannot be loaded', async () => {
    mockApi(
      on('GET /api/articles?*', fail(500, 'INTERNAL', 'Internal Server Error'), { once: true }),
      on('GET /api/articles?*', ok([makeSummary({ title: 'Back again' })], { total: 1 })),
    );
    const user = userEvent.setup();
    renderRoute(<ArticlesPage contentFreeze={false} />, '/articles');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading articles. Please try again later.');

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Back again' })).toBeInTheDocument();
  });

  it('sets the page title', async () => {
    answerPages(1);
    renderRoute(<ArticlesPage contentFreeze={false} />, '/articles');
    await screen.findByText('Showing 1–1 of 1 article');
    expect(document.title).toBe('Articles | Genesis');
  });
});

describe('ArticlesPage filters and order (decision 0029: all of it in the URL)', () => {
  it('reads journal, type, year, sort and page from the URL and asks the API for exactly them', async () => {
    answerPages(45);
    renderRoute(
      <ArticlesPage contentFreeze={false} />,
      '/articles?journal=JOSE&type=Review&year=2024&sort=oldest&page=2',
    );
    await screen.findByText('Showing 21–40 of 45 articles · Page 2 of 3');
    expect(fetched()).toEqual(['/api/articles?limit=20&offset=20&journal=JOSE&type=Review&year=2024&sort=oldest']);
    const form = screen.getByRole('form', { name: 'Filter articles' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/articles');
    expect(within(form).getByRole('combobox', { name: 'Journal' })).toHaveValue('JOSE');
    expect(within(form).getByRole('combobox', { name: 'Article type' })).toHaveValue('Review');
    expect(within(form).getByRole('combobox', { name: 'Year' })).toHaveValue('2024');
    expect(within(form).getByRole('combobox', { name: 'Sort by' })).toHaveValue('oldest');
    // The pages keep the filters.
    const pages = screen.getByRole('navigation', { name: 'Article pages' });
    expect(within(pages).getByRole('link', { name: /3/ })).toHaveAttribute(
      'href',
      '/articles?journal=JOSE&type=Review&year=2024&sort=oldest&page=3',
    );
  });

  it('submits the form as GET /articles with the chosen values, then lists them', async () => {
    answerPages(3);
    const { router } = renderRoute(<ArticlesPage contentFreeze={false} />, '/articles');
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Filter articles' });
    await within(form).findByRole('option', { name: 'Journal of Open Source Education' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Journal' }), 'JOSE');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Sort by' }), 'title');
    await user.click(within(form).getByRole('button', { name: 'Apply' }));
    await screen.findByText('Showing 1–3 of 3 articles');
    // Empty choices ("All …") are left out of the URL.
    expect(router.state.location.search).toBe('?journal=JOSE&sort=title');
    expect(fetched().at(-1)).toBe('/api/articles?limit=20&offset=0&journal=JOSE&sort=title');
  });

  it("says 'No articles match these filters.' for an empty filtered list", async () => {
    answerPages(0);
    renderRoute(<ArticlesPage contentFreeze={false} />, '/articles?year=2025');
    expect(await screen.findByText('No articles match these filters.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show all articles' })).toHaveAttribute('href', '/articles');
  });

  it('ignores a year that is not four digits and an unknown sort', async () => {
    answerPages(1);
    renderRoute(<ArticlesPage contentFreeze={false} />, '/articles?year=abc&sort=random');
    await screen.findByText('Showing 1–1 of 1 article');
    expect(fetched()).toEqual(['/api/articles?limit=20&offset=0']);
  });
});
