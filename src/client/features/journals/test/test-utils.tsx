/**
 * Test helpers of the journals feature: render a page inside a memory router and a fresh
 * query client (no retries), and build journals and articles as the API returns them.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ArticleSummary, Journal } from '../../../../shared/api/catalogue';
import type { ContentsArticle, IssueContents, IssueSummary } from '../../../../shared/api/issues';
import { createQueryClient } from '../../../lib/query-client';
import { afterEachTest } from '../../../test/after-each';

afterEachTest(() => {
  cleanup();
});

/**
 * Renders `element` at `route`, matched by the router pattern `path`; any other path
 * renders "Elsewhere: {pathname}", so tests can follow links.
 */
export function renderAt(element: ReactElement, { path, route }: { path: string; route: string }) {
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: [route] },
  );
  const client = createQueryClient();
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, client };
}

let nextId = 1;

/** A journal as the API returns it, with unique id, title and abbreviation. */
export function makeJournal(overrides: Partial<Journal> = {}): Journal {
  const id = nextId++;
  return {
    id,
    title: `Journal Number ${id}`,
    abbreviation: `JN${id}`,
    slug: `journal-number-${id}`,
    description: `Description of journal ${id}.`,
    category: 'Computer Science',
    coverImage: null,
    issn: null,
    publisher: null,
    currentVolume: 1,
    currentIssue: 1,
    articleCount: 0,
    acceptsSubmissions: true,
    ...overrides,
  };
}

/** An article summary of `journal`, with a unique id and title. */
export function makeArticle(
  journal: Pick<Journal, 'id' | 'title' | 'abbreviation'>,
  overrides: Partial<ArticleSummary> = {},
): ArticleSummary {
  const id = nextId++;
  return {
    id,
    title: `Article number ${id}`,
    abstract: null,
    authors: 'A. Author, B. Author',
    articleType: 'Research Article',
    journalId: journal.id,
    journalTitle: journal.title,
    journalAbbreviation: journal.abbreviation,
    volume: '1',
    issue: '1',
    publishedDate: '2025-03-05',
    doi: null,
    pdfUrl: null,
    ...overrides,
  };
}

/** An issue as the API lists it (volume 1, issue 1, one article, in the back catalogue by default). */
export function makeIssue(overrides: Partial<IssueSummary> = {}): IssueSummary {
  return {
    volume: '1',
    number: '1',
    year: 2025,
    title: null,
    description: null,
    publishedDate: '2025-03-05',
    status: 'back',
    articleCount: 1,
    ...overrides,
  };
}

/** A table of contents of `journal` with `articles` in sections by article type, in the order given. */
export function makeContents(
  journal: Pick<Journal, 'id' | 'title' | 'abbreviation'>,
  issue: IssueSummary | null,
  articles: ContentsArticle[],
  overrides: Partial<IssueContents> = {},
): IssueContents {
  const sections: IssueContents['sections'] = [];
  for (const article of articles) {
    const section = sections.find((s) => s.articleType === article.articleType);
    if (section) section.articles.push(article);
    else sections.push({ articleType: article.articleType, articles: [article] });
  }
  return {
    journal: { id: journal.id, title: journal.title, abbreviation: journal.abbreviation },
    volume: issue?.volume ?? '1',
    number: issue ? issue.number : null,
    issue,
    issues: issue ? [issue] : [],
    articleCount: articles.length,
    sections,
    ...overrides,
  };
}
