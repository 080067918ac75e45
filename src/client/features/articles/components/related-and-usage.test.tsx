// @vitest-environment jsdom
/** Related articles (decision 0023) and COUNTER usage (decision 0085) of the article page. */
import '@testing-library/jest-dom/vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { fail, mockApi, on } from '../../../test/msw';
import { usageQueryKey } from '../api/get-usage';
import { makeSummary, makeUsage } from '../test/fixtures';
import { renderWithProviders } from '../test/render';
import { RelatedArticles } from './related-articles';
import { UsageFigures } from './usage-figures';

afterEach(cleanup);

/** Lets the pending queries settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('RelatedArticles', () => {
  it('lists the related articles in the order given, each linking to its page with authors, journal and date', async () => {
    const list = [
      makeSummary({ title: 'First match', authors: 'A. One, B. Two', journalTitle: 'Ocean Letters' }),
      makeSummary({ title: 'Second match', publishedDate: null }),
    ];
    mockApi(on('GET /api/articles/3/related', list));
    renderWithProviders(<RelatedArticles articleId={3} />);
    const region = await screen.findByRole('region', { name: 'Related articles' });
    const items = within(region).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByRole('link', { name: 'First match' })).toHaveAttribute(
      'href',
      `/articles/${list[0].id}`,
    );
    expect(items[0]).toHaveTextContent('A. One, B. Two');
    expect(items[0]).toHaveTextContent('Ocean Letters');
    expect(items[1]).toHaveTextContent('Date not available');
  });

  it('shows nothing when there are none, or when they cannot be loaded', async () => {
    mockApi(on('GET /api/articles/4/related', []), on('GET /api/articles/5/related', fail(500, 'INTERNAL', 'x')));
    renderWithProviders(
      <>
        <RelatedArticles articleId={4} />
        <RelatedArticles articleId={5} />
      </>,
    );
    await settle();
    expect(screen.queryByRole('region', { name: 'Related articles' })).not.toBeInTheDocument();
  });
});

describe('UsageFigures', () => {
  it('shows the COUNTER totals under their plain names, and each month in a table behind the chart', async () => {
    mockApi(on('GET /api/articles/6/usage', makeUsage()));
    renderWithProviders(<UsageFigures articleId={6} />);
    const region = await screen.findByRole('region', { name: 'Usage' });
    const terms = within(region)
      .getAllByRole('term')
      .map((t) => t.textContent);
    expect(terms).toEqual(['Views', 'Full-text views']);
    expect(region).toHaveTextContent('1,234');
    expect(region).toHaveTextContent('Total_Item_Investigations');
    expect(region).toHaveTextContent('Total_Item_Requests');
    const table = within(region).getByRole('table', {
      name: 'Views and full-text views per month, Feb 2025 to Mar 2025',
    });
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows).toEqual(['MonthViewsFull-text views', 'Feb 202500', 'Mar 2025153']);
    expect(region).toHaveTextContent(/robots and crawlers are left out/);
  });

  it('says when its figures were read, in UTC', async () => {
    mockApi(on('GET /api/articles/7/usage', makeUsage()));
    renderWithProviders(<UsageFigures articleId={7} />);
    const region = await screen.findByRole('region', { name: 'Usage' });
    expect(region).toHaveTextContent(/Figures as of \w+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M \(UTC\)\./);
  });

  it('draws its months when all are zero, so figures read later shift nothing', async () => {
    const zeros = makeUsage({
      total: { investigations: 0, requests: 0 },
      monthly: [
        { month: '2025-02', investigations: 0, requests: 0 },
        { month: '2025-03', investigations: 0, requests: 0 },
      ],
    });
    mockApi(on('GET /api/articles/8/usage', zeros));
    renderWithProviders(<UsageFigures articleId={8} />);
    const region = await screen.findByRole('region', { name: 'Usage' });
    expect(region.querySelectorAll('svg rect')).toHaveLength(4);
    expect(within(region).getByRole('table', { name: /per month, Feb 2025 to Mar 2025/ })).toBeInTheDocument();
  });

  it('reads the figures served with a page again once it is hydrated (a cached render is of any age)', async () => {
    // What a cached page's hydration state holds: the figures of its render, read an hour ago.
    const client = createQueryClient();
    const rendered = new Date('2025-03-31T08:00:00Z').getTime();
    client.setQueryData(usageQueryKey(10), makeUsage({ total: { investigations: 1234, requests: 56 } }), {
      updatedAt: rendered,
    });
    mockApi(on('GET /api/articles/10/usage', makeUsage({ total: { investigations: 1235, requests: 57 } })));
    render(
      <QueryClientProvider client={client}>
        <UsageFigures articleId={10} />
      </QueryClientProvider>,
    );
    const region = screen.getByRole('region', { name: 'Usage' });
    // First the served figures (what hydration must match), then the figures read now.
    expect(region).toHaveTextContent('1,234');
    expect(region).toHaveTextContent('Figures as of March 31, 2025 at 8:00 AM (UTC).');
    await within(region).findByText('1,235');
    expect(region).toHaveTextContent('57');
    expect(region).not.toHaveTextContent('March 31, 2025 at 8:00 AM');
  });

  it('reads the served figures again only once the box comes near the viewport (no task at load on a phone)', async () => {
    let report: ((entries: { isIntersecting: boolean }[]) => void) | null = null;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          report = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    try {
      const client = createQueryClient();
      client.setQueryData(usageQueryKey(11), makeUsage({ total: { investigations: 1234, requests: 56 } }), {
        updatedAt: new Date('2025-03-31T08:00:00Z').getTime(),
      });
      const api = mockApi(
        on('GET /api/articles/11/usage', makeUsage({ total: { investigations: 1240, requests: 60 } })),
      );
      render(
        <QueryClientProvider client={client}>
          <UsageFigures articleId={11} />
        </QueryClientProvider>,
      );
      await settle();
      expect(api.calls()).toEqual([]);
      expect(screen.getByRole('region', { name: 'Usage' })).toHaveTextContent('1,234');
      act(() => report?.([{ isIntersecting: true }]));
      expect(await screen.findByText('1,240')).toBeInTheDocument();
      expect(api.calls()).toEqual(['GET /api/articles/11/usage']);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('shows nothing when the figures cannot be read', async () => {
    mockApi(on('GET /api/articles/9/usage', fail(500, 'INTERNAL', 'x')));
    renderWithProviders(<UsageFigures articleId={9} />);
    await settle();
    expect(screen.queryByRole('region', { name: 'Usage' })).not.toBeInTheDocument();
  });
});
