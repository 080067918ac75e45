// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { ArticleSummary, Journal } from '../../../shared/api/catalogue';
import { createQueryClient } from '../../lib/query-client';
import { fail, mockApi, on, pending } from '../../test/msw';
import { HomePage } from './home';

afterEach(() => {
  cleanup();
});

const ARTICLES = 'GET /api/articles?limit=6';
const JOURNALS = 'GET /api/journals?limit=100';

function article(id: number): ArticleSummary {
  return {
    id,
    title: `Article number ${id}`,
    abstract: null,
    authors: 'A. Author, B. Author',
    articleType: 'Research Article',
    journalId: 1,
    journalTitle: 'Journal of Testing',
    journalAbbreviation: 'JT',
    volume: '1',
    issue: '1',
    publishedDate: '2025-03-05',
    doi: null,
    pdfUrl: null,
  };
}

function journal(id: number): Journal {
  return {
    id,
    title: `Journal number ${id}`,
    abbreviation: `J${id}`,
    slug: `journal-${id}`,
    description: 'A journal.',
    category: 'Computer Science',
    coverImage: null,
    issn: null,
    publisher: null,
    currentVolume: 1,
    currentIssue: 1,
    articleCount: 0,
    acceptsSubmissions: true,
  };
}

/** Answers the two home calls with the given lists (or a server error). */
function answer(articles: ArticleSummary[] | 'error', journals: Journal[] | 'error') {
  const error = fail(500, 'INTERNAL', 'Internal Server Error');
  return mockApi(
    on(ARTICLES, articles === 'error' ? error : articles),
    on(JOURNALS, journals === 'error' ? error : journals),
  );
}

function renderHome(props: { freeze?: boolean } = {}) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <HomePage {...props} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const latest = () => screen.getByRole('region', { name: 'Latest Articles' });
const portfolio = () => screen.getByRole('region', { name: 'Journal Portfolio' });

describe('HomePage (seed 000 §2 Home)', () => {
  it('has the hero, the four benefits, the mission and the links of the seed', () => {
    mockApi(on(ARTICLES, pending), on(JOURNALS, pending));
    renderHome({ freeze: false });
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Submit Your Research' })).toHaveAttribute('href', '/submit-manuscript');
    expect(screen.getByRole('link', { name: 'Browse Journals' })).toHaveAttribute('href', '/journals');
    const benefits = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(benefits).toEqual(['Open Access', 'Expert Peer Review', 'Fast Publication', 'Global Reach']);
    expect(screen.getByRole('link', { name: 'Learn More About Us' })).toHaveAttribute('href', '/about');
    expect(within(latest()).getByRole('link', { name: 'View All Articles' })).toHaveAttribute('href', '/articles');
    expect(within(portfolio()).getByRole('link', { name: 'View All Journals' })).toHaveAttribute('href', '/journals');
  });

  it('shows loading texts while fetching the 6 newest articles and the journals', () => {
    const api = mockApi(on(ARTICLES, pending), on(JOURNALS, pending));
    renderHome({ freeze: false });
    expect(within(latest()).getByRole('status')).toHaveTextContent('Loading latest articles…');
    expect(within(portfolio()).getByRole('status')).toHaveTextContent('Loading journals…');
    expect(api.urls().sort()).toEqual(['/api/articles?limit=6', '/api/journals?limit=100']);
  });

  it('shows the empty states of the seed', async () => {
    answer([], []);
    renderHome({ freeze: false });
    expect(await within(latest()).findByText('No articles available at the moment.')).toBeInTheDocument();
    expect(await within(portfolio()).findByText('No journals available at the moment.')).toBeInTheDocument();
    expect(within(latest()).queryByRole('list')).not.toBeInTheDocument();
  });

  it('lists the articles and journals in carousels', async () => {
    answer([1, 2, 3, 4, 5, 6].map(article), [1, 2, 3].map(journal));
    renderHome({ freeze: false });
    const articleLink = await within(latest()).findByRole('link', { name: 'Article number 1' });
    expect(articleLink).toHaveAttribute('href', '/articles/1');
    expect(within(latest()).getAllByRole('article')).toHaveLength(6);
    expect(within(latest()).getByRole('group', { name: 'Latest articles' })).toBeInTheDocument();
    expect(within(latest()).getByRole('button', { name: 'Scroll Latest articles right' })).toBeInTheDocument();
    expect(await within(portfolio()).findByRole('heading', { name: 'Journal number 2' })).toBeInTheDocument();
    expect(within(portfolio()).getByRole('link', { name: /Journal number 2/ })).toHaveAttribute('href', '/journals/j2');
    expect(within(portfolio()).getAllByRole('article')).toHaveLength(3);
  });

  it('shows an error line when a call fails', async () => {
    answer('error', 'error');
    renderHome({ freeze: false });
    expect(await within(latest()).findByRole('alert')).toHaveTextContent(
      'Error loading articles. Please try again later.',
    );
    expect(await within(portfolio()).findByRole('alert')).toHaveTextContent(
      'Error loading journals. Please try again later.',
    );
  });

  it('with the content freeze shows Coming Soon and Portfolio in Development and fetches nothing', () => {
    const api = mockApi();
    renderHome({ freeze: true });
    expect(within(latest()).getByRole('heading', { name: 'Coming Soon' })).toBeInTheDocument();
    expect(within(latest()).getByRole('link', { name: 'Submit Your Manuscript' })).toHaveAttribute(
      'href',
      '/submit-manuscript',
    );
    expect(within(portfolio()).getByRole('heading', { name: 'Portfolio in Development' })).toBeInTheDocument();
    expect(within(latest()).queryByRole('group')).not.toBeInTheDocument();
    expect(within(portfolio()).queryByRole('group')).not.toBeInTheDocument();
    expect(api.calls()).toEqual([]);
  });

  it('sets the home page title', () => {
    renderHome({ freeze: true });
    expect(document.title).toBe('Genesis | Open Access Academic Publishing Excellence');
  });
});
