// @vitest-environment jsdom
/** Related articles and usage figures of the article page (decision 0023). */
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fail, mockApi, on } from '../../../test/msw';
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
  it('shows total views and PDF downloads, and the sums of the last 30 days', async () => {
    mockApi(on('GET /api/articles/6/usage', makeUsage()));
    renderWithProviders(<UsageFigures articleId={6} hasPdf />);
    const region = await screen.findByRole('region', { name: 'Usage' });
    const terms = within(region)
      .getAllByRole('term')
      .map((t) => t.textContent);
    expect(terms).toEqual(['Views', 'PDF downloads']);
    expect(region).toHaveTextContent('1,234');
    expect(region).toHaveTextContent('15 in the last 30 days');
    expect(region).toHaveTextContent('56');
    expect(region).toHaveTextContent('3 in the last 30 days');
    expect(region).toHaveTextContent(/robots and crawlers are left out/);
  });

  it('leaves out PDF downloads for an article without a PDF that has none', async () => {
    mockApi(on('GET /api/articles/7/usage', makeUsage({ total: { views: 2, downloads: 0 }, daily: [] })));
    renderWithProviders(<UsageFigures articleId={7} hasPdf={false} />);
    const region = await screen.findByRole('region', { name: 'Usage' });
    expect(
      within(region)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['Views']);
    expect(region).toHaveTextContent('0 in the last 30 days');
  });

  it('shows nothing when the figures cannot be read', async () => {
    mockApi(on('GET /api/articles/9/usage', fail(500, 'INTERNAL', 'x')));
    renderWithProviders(<UsageFigures articleId={9} hasPdf />);
    await settle();
    expect(screen.queryByRole('region', { name: 'Usage' })).not.toBeInTheDocument();
  });
});
