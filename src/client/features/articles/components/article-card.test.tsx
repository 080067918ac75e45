// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeSummary } from '../test/fixtures';
import { renderWithProviders } from '../test/render';
import { ArticleCard } from './article-card';

afterEach(cleanup);

describe('ArticleCard (seed 000 §2 Articles)', () => {
  it('shows type, linked title, authors, abstract, journal title and the date as MMM dd, yyyy', () => {
    const article = makeSummary({ publishedDate: '2025-03-05', journalTitle: 'Journal of Cell Science' });
    renderWithProviders(<ArticleCard article={article} headingLevel={2} />);
    const card = screen.getByRole('article');
    expect(within(card).getByText('Research Article')).toBeInTheDocument();
    const heading = within(card).getByRole('heading', { level: 2, name: article.title });
    expect(within(heading).getByRole('link')).toHaveAttribute('href', `/articles/${article.id}`);
    expect(within(card).getByText('Ada Lovelace, Alan Turing')).toBeInTheDocument();
    expect(within(card).getByText(article.abstract as string)).toHaveClass('line-clamp-2');
    expect(within(card).getByText('Journal of Cell Science')).toBeInTheDocument();
    const date = within(card).getByText('Mar 05, 2025');
    expect(date.tagName).toBe('TIME');
    expect(date).toHaveAttribute('datetime', '2025-03-05');
  });

  it.each([
    ['missing', null],
    ['invalid', 'not-a-date'],
    ['impossible', '2025-02-30'],
  ])("shows 'Date not available' for a %s date", (_label, publishedDate) => {
    renderWithProviders(<ArticleCard article={makeSummary({ publishedDate })} />);
    expect(screen.getByText('Date not available')).toBeInTheDocument();
    expect(screen.queryByRole('time')).not.toBeInTheDocument();
    expect(document.querySelector('time')).toBeNull();
  });

  it("offers 'Read PDF' opening the PDF in a new tab when the article has one", () => {
    const article = makeSummary({ pdfUrl: '/api/files/abc' });
    renderWithProviders(<ArticleCard article={article} showPdfAction />);
    const link = screen.getByRole('link', { name: /^Read PDF/ });
    expect(link).toHaveAttribute('href', '/api/files/abc');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(link).toHaveAccessibleName(`Read PDF: ${article.title} (opens in a new tab)`);
    expect(screen.queryByRole('button', { name: 'PDF Unavailable' })).not.toBeInTheDocument();
  });

  it("shows a disabled 'PDF Unavailable' button when there is no PDF", () => {
    renderWithProviders(<ArticleCard article={makeSummary({ pdfUrl: null })} showPdfAction />);
    expect(screen.getByRole('button', { name: 'PDF Unavailable' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: /Read PDF/ })).not.toBeInTheDocument();
  });

  it('shows no PDF action unless asked (cards elsewhere only link to the article)', () => {
    renderWithProviders(<ArticleCard article={makeSummary()} />);
    expect(screen.getByRole('heading', { level: 3 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Read PDF/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
