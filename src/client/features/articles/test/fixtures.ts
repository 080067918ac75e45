/** Test data builders for the articles feature: unique ids, every field filled, overridable. */
import type { ArticleDetail, ArticleSummary, Contributor } from '../../../../shared/api/catalogue';
import type { ArticleCitations } from '../../../../shared/api/citations';
import type { UsageTotals } from '../../../../shared/api/usage';

let nextId = 1000;

/** A listed article; each call gets a new id. */
export function makeSummary(overrides: Partial<ArticleSummary> = {}): ArticleSummary {
  const id = nextId++;
  return {
    id,
    title: `Article number ${id} on cell biology`,
    abstract: `Abstract of article ${id}.`,
    authors: 'Ada Lovelace, Alan Turing',
    articleType: 'Research Article',
    journalId: 3,
    journalTitle: 'Journal of Cell Science',
    journalAbbreviation: 'JCS',
    volume: '4',
    issue: '2',
    publishedDate: '2025-03-05',
    doi: `10.5555/genesis.${id}`,
    pdfUrl: `/api/files/pdf-${id}`,
    ...overrides,
  };
}

/** A contributor with one affiliation and no ORCID. */
export function makeContributor(overrides: Partial<Contributor> = {}): Contributor {
  return {
    name: 'Ada Lovelace',
    givenNames: 'Ada',
    surname: 'Lovelace',
    affiliations: [
      {
        name: 'University of London, London, United Kingdom',
        rorId: null,
        department: null,
        city: null,
        country: null,
      },
    ],
    orcid: null,
    corresponding: false,
    ...overrides,
  };
}

/** A full article record. */
export function makeDetail(overrides: Partial<ArticleDetail> = {}): ArticleDetail {
  return {
    ...makeSummary(),
    contributors: [makeContributor()],
    keywords: ['mitosis', 'cell cycle'],
    subjects: ['Cell Biology'],
    pages: 'e1003133',
    receivedDate: '2024-11-20',
    acceptedDate: '2025-01-15',
    license: 'This is an open access article distributed under the terms of the Creative Commons Attribution License.',
    licenseUrl: 'https://creativecommons.org/licenses/by/4.0/',
    copyright: '© 2025 Lovelace et al.',
    journalIssn: '1234-5678',
    journalPublisher: 'Genesis',
    sourceXmlUrl: '/api/files/xml-1',
    sourceFormat: 'jats',
    ...overrides,
  };
}

/** The formatted citations of an article, as GET /api/articles/{id}/citations answers (decision 0023). */
export function makeCitations(title = 'A study'): ArticleCitations {
  return {
    citations: [
      {
        style: 'house',
        label: 'Genesis (house style)',
        text: `Lovelace A. ${title}. J Tests. 2025.`,
        html: `Lovelace A. ${title}. J Tests. 2025.`,
      },
      {
        style: 'apa',
        label: 'APA (7th edition)',
        text: `Lovelace, A. (2025). ${title}. J Tests, 4(2).`,
        html: `Lovelace, A. (2025). ${title}. <i>J Tests</i>, <i>4</i>(2).`,
      },
      {
        style: 'vancouver',
        label: 'Vancouver',
        text: `Lovelace A. ${title}. J Tests. 2025 Mar 5;4(2).`,
        html: `Lovelace A. ${title}. J Tests. 2025 Mar 5;4(2).`,
      },
      {
        style: 'harvard',
        label: 'Harvard',
        text: `Lovelace, A. (2025) ‘${title}’, J Tests, 4(2).`,
        html: `Lovelace, A. (2025) ‘${title}’, <i>J Tests</i>, 4(2).`,
      },
      {
        style: 'chicago',
        label: 'Chicago (author-date)',
        text: `Lovelace, Ada. 2025. “${title}.” J Tests 4 (2).`,
        html: `Lovelace, Ada. 2025. “${title}.” <i>J Tests</i> 4 (2).`,
      },
    ],
  };
}

/** COUNTER usage as GET /api/articles/{id}/usage answers (decision 0085). */
export function makeUsage(overrides: Partial<UsageTotals> = {}): UsageTotals {
  return {
    total: { investigations: 1234, requests: 56 },
    monthly: [
      { month: '2025-02', investigations: 0, requests: 0 },
      { month: '2025-03', investigations: 15, requests: 3 },
    ],
    ...overrides,
  };
}
