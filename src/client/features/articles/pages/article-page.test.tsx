// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, on, type ApiLog } from '../../../test/msw';
import { makeContributor, makeDetail } from '../test/fixtures';
import { renderRoute } from '../test/render';
import { ArticlePage } from './article-page';

let api: ApiLog;

beforeEach(() => {
  api = mockApi();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const fetched = () => api.urls();

/** Renders /articles/{id} answering the API with `article`. */
async function renderArticle(article = makeDetail(), url = `/articles/${article.id}`, path = '/articles/:id') {
  mockApi(on(`GET /api/articles/${article.id}`, article));
  const view = renderRoute(<ArticlePage />, url, path);
  await screen.findByRole('heading', { level: 1, name: article.title });
  return view;
}

describe('ArticlePage: the article (issue 3)', () => {
  it('requests GET /api/articles/{id} and shows type, title, journal link and the publication details', async () => {
    const article = makeDetail({ journalAbbreviation: 'JCS', volume: '4', issue: '2', pages: 'e1003133' });
    await renderArticle(article);
    expect(fetched()).toEqual([`/api/articles/${article.id}`]);
    expect(screen.getAllByText('Research Article')[0]).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Article information' });
    expect(within(details).getByRole('link', { name: 'Journal of Cell Science' })).toHaveAttribute(
      'href',
      '/journals/jcs',
    );
    expect(within(details).getByText('e1003133')).toBeInTheDocument();
    expect(within(details).getByText('Mar 05, 2025')).toBeInTheDocument();
    expect(within(details).getByText('Nov 20, 2024')).toBeInTheDocument();
    expect(within(details).getByText('Jan 15, 2025')).toBeInTheDocument();
    expect(within(details).getByText('© 2025 Lovelace et al.')).toBeInTheDocument();
    expect(document.title).toBe(`${article.title} | Genesis`);
  });

  it('numbers deduplicated affiliations, marks corresponding authors and links ORCID iDs', async () => {
    const shared = 'Dept. of Biology, University of Glasgow, UK';
    const article = makeDetail({
      contributors: [
        makeContributor({ name: 'Mariana Varela', affiliations: [shared], orcid: '0000-0002-1825-0097' }),
        makeContributor({ name: 'Marco Caporale', affiliations: [shared, 'Istituto G. Caporale, Teramo, Italy'] }),
        makeContributor({
          name: 'Massimo Palmarini',
          affiliations: ['Dept.  of Biology, University of Glasgow, UK'],
          corresponding: true,
        }),
      ],
    });
    await renderArticle(article);
    const authors = screen.getAllByRole('listitem').filter((li) => li.closest('ul')?.id.endsWith('-authors'));
    expect(authors.map((li) => li.textContent)).toEqual([
      'Mariana Varelaaffiliation 1, ',
      'Marco Caporaleaffiliation 1,affiliation 2, ',
      'Massimo Palmariniaffiliation 1* (corresponding author) ',
    ]);
    const affiliations = screen.getAllByRole('listitem').filter((li) => li.closest('ol')?.id.endsWith('-affiliations'));
    expect(affiliations.map((li) => li.textContent)).toEqual([`1${shared}`, '2Istituto G. Caporale, Teramo, Italy']);
    expect(screen.getAllByRole('link', { name: 'affiliation 2' })[0].getAttribute('href')).toBe(
      `#${affiliations[1].id}`,
    );
    expect(screen.getByText('Corresponding author')).toBeInTheDocument();

    const orcid = screen.getByRole('link', { name: /ORCID iD of Mariana Varela/ });
    expect(orcid).toHaveAttribute('href', 'https://orcid.org/0000-0002-1825-0097');
    expect(screen.getAllByRole('link', { name: /ORCID iD/ })).toHaveLength(1);
  });

  it("shows the first 10 of a long author list and a 'Show all N authors' toggle", async () => {
    const contributors = Array.from({ length: 52 }, (_, i) =>
      makeContributor({ name: `Author ${i + 1}`, affiliations: [`Institute ${Math.floor(i / 5) + 1}`] }),
    );
    await renderArticle(makeDetail({ contributors }));
    const user = userEvent.setup();
    expect(screen.getByText('Author 10')).toBeInTheDocument();
    expect(screen.queryByText('Author 11')).not.toBeInTheDocument();
    expect(screen.queryByText('Institute 3')).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Show all 52 authors' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(screen.getByText('Author 52')).toBeInTheDocument();
    expect(screen.getByText('Institute 11')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show fewer authors' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('splits the abstract into paragraphs on blank lines', async () => {
    await renderArticle(makeDetail({ abstract: 'Background: first.\n\nMethods: second\nline.\n\n\nResults: third.' }));
    const abstract = screen.getByRole('region', { name: 'Abstract' });
    expect(
      within(abstract)
        .getAllByText(/^(Background|Methods|Results)/)
        .map((p) => p.textContent),
    ).toEqual(['Background: first.', 'Methods: second line.', 'Results: third.']);
  });

  it('links the DOI, the license and the source XML, and shows keywords and subjects as chips', async () => {
    const article = makeDetail({ doi: '10.1371/journal.ppat.1003133' });
    await renderArticle(article);
    const details = screen.getByRole('region', { name: 'Article information' });
    expect(within(details).getByRole('link', { name: 'https://doi.org/10.1371/journal.ppat.1003133' })).toHaveAttribute(
      'href',
      'https://doi.org/10.1371/journal.ppat.1003133',
    );
    const license = within(details).getByRole('link', { name: 'CC BY 4.0' });
    expect(license).toHaveAttribute('href', 'https://creativecommons.org/licenses/by/4.0/');
    expect(within(details).getByText(/distributed under the terms of the Creative Commons/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'JATS XML' })).toHaveAttribute('href', '/api/files/xml-1');
    const keywords = screen.getByRole('region', { name: 'Keywords' });
    expect(
      within(keywords)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Search articles for mitosis', 'Search articles for cell cycle']);
    expect(within(keywords).getByRole('link', { name: 'Search articles for mitosis' })).toHaveAttribute(
      'href',
      '/search?q=mitosis',
    );
    expect(within(screen.getByRole('region', { name: 'Subjects' })).getByText('Cell Biology')).toBeInTheDocument();
  });

  it('shows the license text when there is no license URL', async () => {
    await renderArticle(makeDetail({ licenseUrl: null, license: 'All rights reserved by the authors.' }));
    const details = screen.getByRole('region', { name: 'Article information' });
    expect(within(details).getByText('All rights reserved by the authors.')).toBeInTheDocument();
    expect(within(details).queryByRole('link', { name: /license/i })).not.toBeInTheDocument();
  });

  it('offers BibTeX and RIS citation downloads', async () => {
    const article = makeDetail();
    await renderArticle(article);
    const cite = screen.getByRole('region', { name: 'Cite' });
    expect(within(cite).getByRole('link', { name: /BibTeX/ })).toHaveAttribute(
      'href',
      `/api/articles/${article.id}/citation?format=bibtex`,
    );
    expect(within(cite).getByRole('link', { name: /RIS/ })).toHaveAttribute(
      'href',
      `/api/articles/${article.id}/citation?format=ris`,
    );
    expect(within(cite).getByRole('link', { name: /RIS/ })).toHaveAttribute('download');
  });

  it('with a PDF: Read Article opens the viewer iframe, and Download PDF links the file', async () => {
    const article = makeDetail({ pdfUrl: '/api/files/the-pdf' });
    await renderArticle(article);
    const user = userEvent.setup();
    const frame = screen.getByTitle(`PDF of the article: ${article.title}`);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', '/api/files/the-pdf');
    const download = screen.getByRole('link', { name: 'Download PDF' });
    expect(download).toHaveAttribute('href', '/api/files/the-pdf');
    expect(download).toHaveAttribute('download');

    await user.click(screen.getByRole('button', { name: 'Hide PDF viewer' }));
    expect(screen.queryByTitle(`PDF of the article: ${article.title}`)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Read Article' }));
    expect(screen.getByTitle(`PDF of the article: ${article.title}`)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Full Text (PDF)' })).toHaveFocus();
  });

  it("without a PDF: 'Read Article' is disabled with the tooltip 'PDF not available' after 700 ms", async () => {
    await renderArticle(makeDetail({ pdfUrl: null }));
    const read = screen.getByRole('button', { name: 'Read Article' });
    expect(read).toHaveAttribute('aria-disabled', 'true');
    expect(read).toHaveAccessibleDescription('PDF not available');
    expect(screen.queryByRole('link', { name: 'Download PDF' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    vi.useFakeTimers();
    // A pointer moving onto the button.
    fireEvent.pointerMove(read);
    act(() => vi.advanceTimersByTime(699));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip).toHaveTextContent('PDF not available');
    // The pointer moves onto the tooltip: it stays open (WCAG 1.4.13, hoverable).
    fireEvent.pointerMove(tooltip);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    // The pointer leaves the button and its tooltip: it closes.
    fireEvent.pointerLeave(read.parentElement as HTMLElement);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    // Hovered again within the skip delay: it opens at once.
    act(() => vi.advanceTimersByTime(100));
    fireEvent.pointerMove(read);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
  });

  it('shows the tooltip at once on keyboard focus and hides it on Escape', async () => {
    await renderArticle(makeDetail({ pdfUrl: null }));
    const read = screen.getByRole('button', { name: 'Read Article' });
    act(() => read.focus());
    expect(screen.getByRole('tooltip')).toHaveTextContent('PDF not available');
    fireEvent.keyDown(read, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('renders the same article at /journals/{journalId}/articles/{id}', async () => {
    const article = makeDetail();
    await renderArticle(
      article,
      `/journals/${article.journalId}/articles/${article.id}`,
      '/journals/:journalId/articles/:id',
    );
    expect(fetched()).toEqual([`/api/articles/${article.id}`]);
  });
});

describe('ArticlePage: not found', () => {
  it("shows 'Article Not Found' with links to the articles and home when the API answers 404", async () => {
    mockApi(on('GET /api/articles/99999', fail(404, 'NOT_FOUND', 'Article not found')));
    renderRoute(<ArticlePage />, '/articles/99999', '/articles/:id');
    expect(await screen.findByRole('heading', { level: 1, name: 'Article Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Articles' })).toHaveAttribute('href', '/articles');
    expect(screen.getByRole('link', { name: 'Go to the homepage' })).toHaveAttribute('href', '/');
    expect(fetched()).toEqual(['/api/articles/99999']);
    expect(document.title).toBe('Article Not Found | Genesis');
  });

  it.each(['abc', '0', '12abc', '1.5', '007', '99999999999'])(
    'does not call the API for the invalid id %j',
    async (id) => {
      renderRoute(<ArticlePage />, `/articles/${id}`, '/articles/:id');
      expect(screen.getByRole('heading', { level: 1, name: 'Article Not Found' })).toBeInTheDocument();
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(fetched()).toEqual([]);
    },
  );

  it('shows an error with a retry on a server failure', async () => {
    const article = makeDetail({ id: 5 });
    mockApi(
      on('GET /api/articles/5', fail(500, 'INTERNAL', 'Internal Server Error'), { once: true }),
      on('GET /api/articles/5', article),
    );
    renderRoute(<ArticlePage />, '/articles/5', '/articles/:id');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading the article. Please try again later.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: article.title })).toBeInTheDocument();
  });
});
