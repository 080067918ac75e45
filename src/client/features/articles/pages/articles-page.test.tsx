// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeSummary } from '../test/fixtures';
import { renderRoute } from '../test/render';
import { ArticlesPage } from './articles-page';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The URLs fetched so far. */
const fetched = () => fetchMock.mock.calls.map(([input]) => String(input));

/** Answers list requests like the server would for a catalogue of `total` articles. */
function answerPages(total: number) {
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://test');
    const limit = Number(url.searchParams.get('limit'));
    const offset = Number(url.searchParams.get('offset'));
    const count = Math.max(0, Math.min(limit, total - offset));
    return jsonResponse(
      Array.from({ length: count }, () => makeSummary()),
      { total },
    );
  });
}

describe('ArticlesPage (seed 000 §2 Articles)', () => {
  it('lists the first page of 20 from the server, newest first as served, with Back to Home', async () => {
    const articles = [makeSummary({ title: 'Newest' }), makeSummary({ title: 'Older', pdfUrl: null })];
    fetchMock.mockResolvedValue(jsonResponse(articles, { total: 2 }));
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
    fetchMock.mockResolvedValue(jsonResponse([], { total: 5 }));
    renderRoute(<ArticlesPage contentFreeze={false} />, '/articles?page=9');
    expect(await screen.findByText('There are no articles on page 9.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the first page' })).toHaveAttribute('href', '/articles');
  });

  it("shows 'Coming Soon' with a link to /submit-manuscript when nothing is published", async () => {
    fetchMock.mockResolvedValue(jsonResponse([], { total: 0 }));
    renderRoute(<ArticlesPage contentFreeze={false} />, '/articles');
    expect(await screen.findByRole('heading', { name: 'Coming Soon' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Submit Your Manuscript' })).toHaveAttribute('href', '/submit-manuscript');
  });

  it('under the content freeze shows Coming Soon and makes no request', async () => {
    renderRoute(<ArticlesPage contentFreeze />, '/articles');
    expect(screen.getByRole('heading', { name: 'Coming Soon' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Submit Your Manuscript' })).toHaveAttribute('href', '/submit-manuscript');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows an error with a retry when the list cannot be loaded', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ code: 'INTERNAL', message: 'Internal Server Error' }, { status: 500 }),
    );
    const user = userEvent.setup();
    renderRoute(<ArticlesPage contentFreeze={false} />, '/articles');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading articles. Please try again later.');

    fetchMock.mockResolvedValueOnce(jsonResponse([makeSummary({ title: 'Back again' })], { total: 1 }));
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
