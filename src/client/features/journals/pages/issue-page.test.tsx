// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, on } from '../../../test/msw';
import { makeArticle, makeContents, makeIssue, makeJournal, renderAt } from '../test/test-utils';
import { IssuePage, contentsHeading } from './issue-page';
import { pageRange } from '../components/issue-contents-list';

const jose = makeJournal({ title: 'Journal of Open Source Education', abbreviation: 'JOSE' });

function renderIssue(route: string) {
  return renderAt(<IssuePage />, { path: '/journals/:abbreviation/issues/:volume/:number?', route });
}

describe('IssuePage (decision 0029: an issue’s table of contents)', () => {
  it('shows the issue heading, its sections by article type with page ranges, DOI and PDF links', async () => {
    const issue = makeIssue({ volume: '9', number: '97', articleCount: 3, publishedDate: '2025-05-01' });
    const editorial = {
      ...makeArticle(jose, { articleType: 'Editorial', title: 'Welcome to issue 97', doi: '10.21105/jose.1' }),
      pages: '1-2',
    };
    const research = {
      ...makeArticle(jose, { title: 'Teaching Git', pdfUrl: '/api/files/abc' }),
      pages: '3-20',
    };
    const numbered = { ...makeArticle(jose, { title: 'Article number e7' }), pages: 'e7' };
    const other = makeIssue({ volume: '9', number: '96' });
    mockApi(
      on(
        'GET /api/journals/jose/issues/9/97',
        makeContents(jose, issue, [editorial, research, numbered], { issues: [issue, other] }),
      ),
    );
    renderIssue('/journals/jose/issues/9/97');
    expect(await screen.findByRole('heading', { level: 1, name: 'Volume 9, Issue 97' })).toBeInTheDocument();
    expect(screen.getByText('Published May 1, 2025 · 3 articles')).toBeInTheDocument();
    const sections = screen.getAllByRole('region');
    expect(sections.map((s) => within(s).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Editorial(1)',
      'Research Article(2)',
    ]);
    expect(within(sections[0]).getByRole('link', { name: 'Welcome to issue 97' })).toHaveAttribute(
      'href',
      `/articles/${editorial.id}`,
    );
    expect(within(sections[0]).getByText('pp. 1–2')).toBeInTheDocument();
    expect(within(sections[0]).getByRole('link', { name: 'https://doi.org/10.21105/jose.1' })).toHaveAttribute(
      'href',
      'https://doi.org/10.21105/jose.1',
    );
    expect(within(sections[1]).getByRole('link', { name: 'PDF of Teaching Git' })).toHaveAttribute(
      'href',
      '/api/files/abc',
    );
    expect(within(sections[1]).getByText('e7')).toBeInTheDocument();
    // The volume's issues, this one current, and the whole volume.
    const nav = screen.getByRole('navigation', { name: 'Issues of volume 9' });
    expect(within(nav).getByRole('link', { name: /^Issue 97/ })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: /^Issue 96/ })).toHaveAttribute('href', '/journals/jose/issues/9/96');
    expect(within(nav).getByRole('link', { name: 'All of volume 9' })).toHaveAttribute(
      'href',
      '/journals/jose/issues/9',
    );
    expect(screen.getByRole('link', { name: 'Archive' })).toHaveAttribute('href', '/journals/jose?tab=archive');
  });

  it("shows a volume's page (no issue number) with each article's issue", async () => {
    const issues = [makeIssue({ volume: '9', number: '2' }), makeIssue({ volume: '9', number: '1' })];
    const article = { ...makeArticle(jose, { title: 'In issue two', issue: '2' }), pages: null };
    mockApi(on('GET /api/journals/jose/issues/9', makeContents(jose, null, [article], { volume: '9', issues })));
    renderIssue('/journals/jose/issues/9');
    expect(await screen.findByRole('heading', { level: 1, name: 'Volume 9' })).toBeInTheDocument();
    expect(screen.getByText('Issue 2', { selector: 'span' })).toBeInTheDocument();
  });

  it("shows 'Issue Not Found' with the server's message for an unknown issue", async () => {
    mockApi(on('GET /api/journals/jose/issues/9/99', fail(404, 'NOT_FOUND', 'JOSE has no issue 99 in volume 9')));
    renderIssue('/journals/jose/issues/9/99');
    expect(await screen.findByRole('heading', { level: 1, name: 'Issue Not Found' })).toBeInTheDocument();
    expect(screen.getByText('JOSE has no issue 99 in volume 9')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the Archive' })).toHaveAttribute(
      'href',
      '/journals/jose?tab=archive',
    );
  });
});

describe('issue page labels', () => {
  it('names pages and headings as printed', () => {
    expect(pageRange('40-52')).toBe('pp. 40–52');
    expect(pageRange('7')).toBe('p. 7');
    expect(pageRange('e1004')).toBe('e1004');
    expect(pageRange(null)).toBeNull();
    expect(contentsHeading({ volume: '13', number: null })).toBe('Volume 13');
    expect(contentsHeading({ volume: '9', number: '97' })).toBe('Volume 9, Issue 97');
  });
});
