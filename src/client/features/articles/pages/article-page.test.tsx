// @vitest-environment jsdom
import { plainAffiliation } from '../../../../shared/api/contributors';
import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FullText } from '../../../../shared/api/full-text';
import { fail, mockApi, on, type ApiLog } from '../../../test/msw';
import { makeCitations, makeContributor, makeDetail, makeSummary, makeUsage } from '../test/fixtures';
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

/**
 * The requests of an article page: the article, its citations, related articles and usage, and
 * its full text when its record may have one (decision 0022).
 */
const pageRequests = (id: number, fullText = true) => [
  `/api/articles/${id}`,
  `/api/articles/${id}/citations`,
  `/api/articles/${id}/related`,
  `/api/articles/${id}/usage`,
  ...(fullText ? [`/api/articles/${id}/full-text`] : []),
];

/**
 * Renders /articles/{id} answering the API with `article`, its citations, no related articles,
 * usage, and 404 for the full text unless `fullText`.
 */
async function renderArticle(
  article = makeDetail(),
  url = `/articles/${article.id}`,
  path = '/articles/:id',
  fullText: FullText | null = null,
) {
  mockApi(
    on(`GET /api/articles/${article.id}`, article),
    on(`GET /api/articles/${article.id}/full-text`, fullText ?? fail(404, 'NOT_FOUND', 'Full text not available')),
    on(`GET /api/articles/${article.id}/citations`, makeCitations(article.title)),
    on(`GET /api/articles/${article.id}/related`, []),
    on(`GET /api/articles/${article.id}/usage`, makeUsage()),
  );
  const view = renderRoute(<ArticlePage />, url, path);
  await screen.findByRole('heading', { level: 1, name: article.title });
  return view;
}

describe('ArticlePage: the article', () => {
  it('requests GET /api/articles/{id} and shows type, title, journal link and the publication details', async () => {
    const article = makeDetail({ journalAbbreviation: 'JCS', volume: '4', issue: '2', pages: 'e1003133' });
    await renderArticle(article);
    await screen.findByRole('region', { name: 'Usage' }, { timeout: 5000 });
    await waitFor(() => expect([...fetched()].sort()).toEqual(pageRequests(article.id).sort()));
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
    const shared = {
      name: 'Dept. of Biology, University of Glasgow, UK',
      rorId: null,
      department: null,
      city: null,
      country: null,
    };
    const article = makeDetail({
      contributors: [
        makeContributor({
          name: 'Mariana Varela',
          affiliations: [shared],
          orcid: '0000-0002-1825-0097',
          orcidAuthenticated: true,
        }),
        makeContributor({
          name: 'Marco Caporale',
          affiliations: [
            shared,
            { name: 'Istituto G. Caporale, Teramo, Italy', rorId: null, department: null, city: null, country: null },
          ],
        }),
        makeContributor({
          name: 'Massimo Palmarini',
          affiliations: [
            {
              name: 'Dept.  of Biology, University of Glasgow, UK',
              rorId: null,
              department: null,
              city: null,
              country: null,
            },
          ],
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
    expect(affiliations.map((li) => li.textContent)).toEqual([
      `1${shared.name}`,
      '2Istituto G. Caporale, Teramo, Italy',
    ]);
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
      makeContributor({
        name: `Author ${i + 1}`,
        affiliations: [plainAffiliation(`Institute ${Math.floor(i / 5) + 1}`)],
      }),
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

  it('names a licence once when its statement is only its name (an article published through the workflow)', async () => {
    await renderArticle(
      makeDetail({ licenseUrl: 'https://creativecommons.org/licenses/by/4.0/', license: 'CC BY 4.0' }),
    );
    const details = screen.getByRole('region', { name: 'Article information' });
    expect(within(details).getAllByText('CC BY 4.0')).toHaveLength(1);
    expect(within(details).getByRole('link', { name: 'CC BY 4.0' })).toBeInTheDocument();
  });

  it('offers the citation in the house style first, with BibTeX, RIS and CSL-JSON downloads (decision 0023)', async () => {
    const article = makeDetail();
    await renderArticle(article);
    const cite = screen.getByRole('region', { name: 'Cite' });
    expect(await within(cite).findByText(`Lovelace A. ${article.title}. J Tests. 2025.`)).toBeInTheDocument();
    for (const [name, format] of [
      [/BibTeX/, 'bibtex'],
      [/RIS/, 'ris'],
      [/CSL-JSON/, 'csl-json'],
    ] as const) {
      const link = within(cite).getByRole('link', { name });
      expect(link).toHaveAttribute('href', `/api/articles/${article.id}/citation?format=${format}`);
      expect(link).toHaveAttribute('download');
    }
  });

  it('lists the related articles under the article, linking to their pages (decision 0023)', async () => {
    const article = makeDetail();
    const others = [makeSummary({ title: 'A close relative' }), makeSummary({ title: 'A distant cousin' })];
    mockApi(
      on(`GET /api/articles/${article.id}`, article),
      on(`GET /api/articles/${article.id}/citations`, makeCitations(article.title)),
      on(`GET /api/articles/${article.id}/related`, others),
      on(`GET /api/articles/${article.id}/usage`, makeUsage()),
      on(`GET /api/articles/${article.id}/full-text`, fail(404, 'NOT_FOUND', 'Full text not available')),
    );
    renderRoute(<ArticlePage />, `/articles/${article.id}`, '/articles/:id');
    const related = await screen.findByRole('region', { name: 'Related articles' }, { timeout: 5000 });
    const links = within(related).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['A close relative', 'A distant cousin']);
    expect(links[0]).toHaveAttribute('href', `/articles/${others[0].id}`);
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
    await screen.findByRole('region', { name: 'Usage' }, { timeout: 5000 });
    await waitFor(() => expect([...fetched()].sort()).toEqual(pageRequests(article.id).sort()));
  });
});

describe('ArticlePage: full text (decision 0022)', () => {
  const fullText: FullText = {
    html:
      '<section class="jats-sec" id="ft-s1"><h2><span class="jats-sec-number">1</span> Introduction</h2>' +
      '<p>As shown <a class="jats-xref jats-cite" href="#ft-r1" id="ft-cite-1">[1]</a>.</p></section>',
    toc: [
      { id: 'ft-s1', number: '1', title: 'Introduction', level: 1 },
      { id: 'ft-s1a', number: '1.1', title: 'Aims', level: 2 },
    ],
    references: [
      {
        id: 'ft-r1',
        number: 1,
        html: 'Chapman T. Lab automation. <i>Nature</i>. 2003;421:661–666.',
        doi: '10.1038/421661a',
        pmid: '12571603',
        pmcid: 'PMC123',
        url: null,
        citedFrom: ['ft-cite-1'],
      },
    ],
  };

  it('shows the contents, the text and the numbered references with their links, instead of the no-PDF notice', async () => {
    const article = makeDetail({ pdfUrl: null });
    await renderArticle(article, undefined, undefined, fullText);
    const contents = await screen.findByRole('navigation', { name: 'Contents' });
    expect(within(contents).getByRole('link', { name: '1 Introduction' })).toHaveAttribute('href', '#ft-s1');
    expect(within(contents).getByRole('link', { name: '1.1 Aims' })).toHaveAttribute('href', '#ft-s1a');
    expect(within(contents).getByRole('link', { name: 'References' })).toHaveAttribute('href', '#article-references');
    expect(screen.getByRole('heading', { level: 2, name: '1 Introduction' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '[1]' })).toHaveAttribute('href', '#ft-r1');
    const references = screen.getByRole('region', { name: 'References' });
    expect(within(references).getByText(/Chapman T\. Lab automation\./)).toBeInTheDocument();
    expect(within(references).getByRole('link', { name: 'DOI' })).toHaveAttribute(
      'href',
      'https://doi.org/10.1038/421661a',
    );
    expect(within(references).getByRole('link', { name: 'PubMed' })).toHaveAttribute(
      'href',
      'https://pubmed.ncbi.nlm.nih.gov/12571603/',
    );
    expect(within(references).getByRole('link', { name: 'PMC' })).toHaveAttribute(
      'href',
      'https://www.ncbi.nlm.nih.gov/pmc/articles/PMC123/',
    );
    expect(within(references).getByRole('link', { name: 'Back to citation 1 of reference 1' })).toHaveAttribute(
      'href',
      '#ft-cite-1',
    );
    expect(screen.queryByText(/A PDF of this article is not available/)).not.toBeInTheDocument();
  });

  it('asks for no full text when the record has no JATS (Crossref record)', async () => {
    const article = makeDetail({ sourceFormat: 'crossref' });
    await renderArticle(article);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await screen.findByRole('region', { name: 'Usage' }, { timeout: 5000 });
    expect([...fetched()].sort()).toEqual(pageRequests(article.id, false).sort());
    expect(screen.queryByRole('navigation', { name: 'Contents' })).not.toBeInTheDocument();
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
      on('GET /api/articles/5/full-text', fail(404, 'NOT_FOUND', 'Full text not available')),
      on('GET /api/articles/5/citations', makeCitations()),
      on('GET /api/articles/5/related', []),
      on('GET /api/articles/5/usage', makeUsage()),
    );
    renderRoute(<ArticlePage />, '/articles/5', '/articles/:id');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading the article. Please try again later.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: article.title })).toBeInTheDocument();
  });
});
