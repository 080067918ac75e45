/**
 * The DOAJ article export (docs/decisions/0027-dois-and-deposits.md): DOAJ's bulk-upload format
 * (doajArticles.xsd, https://doaj.org/static/doaj/doajArticles.xsd): `records/record`, one per
 * article, with its children in the schema's order: language, publisher, journalTitle, issn/eissn,
 * publicationDate, volume, issue, startPage, endPage, doi, documentType, title, authors
 * (author: name, email?, affiliationId*, orcid_id? as https://orcid.org/…),
 * affiliationsList (affiliationName with its affiliationId), abstract,
 * fullTextUrl (format="html"), keywords. Pure: no I/O.
 */
import { iso6392B } from '../../../shared/domain/languages';
import { affiliationLine } from '../../../shared/api/contributors';
import type { Depositor } from './crossref-xml';
import { articleUrl, cleanIssn, publicationDay, splitPages } from './crossref-xml';
import type { DepositArticle, DepositJournal } from './record';
import { el, xmlDocument } from '../../lib/xml';

export interface DoajExportOptions {
  journal: DepositJournal;
  articles: DepositArticle[];
  /** Origin of the full-text URLs (PUBLIC_URL). */
  publicUrl: string;
  /** The publisher when the journal names none (the registrant). */
  depositor: Pick<Depositor, 'registrant'>;
}

/** The ISO 639-2/B code DOAJ wants of a language tag (decision 0095); English when it has none. */
const doajLanguage = (tag: string | undefined): string => (tag && iso6392B(tag)) || 'eng';

/** DOAJ's documentType: "article" for research, the type in lower case otherwise. */
function documentType(articleType: string): string {
  return /research/i.test(articleType) ? 'article' : articleType.toLowerCase();
}

function record(options: DoajExportOptions, article: DepositArticle) {
  const { journal } = options;
  const LANGUAGE = doajLanguage(article.language);
  const translations = article.translations ?? [];
  const issn = cleanIssn(journal.issn);
  const pages = splitPages(article.pages);
  const day = publicationDay(article);
  // One affiliation list per record: each distinct affiliation once, numbered from 0.
  const affiliations: string[] = [];
  const idOf = (name: string) => {
    let i = affiliations.indexOf(name);
    if (i < 0) i = affiliations.push(name) - 1;
    return String(i);
  };
  const authors = article.contributors.map((c) =>
    el(
      'author',
      {},
      el('name', {}, c.name),
      c.affiliations
        .map(affiliationLine)
        .filter((a) => a.trim())
        .map((a) => el('affiliationId', {}, idOf(a.trim()))),
      c.orcid ? el('orcid_id', {}, `https://orcid.org/${c.orcid}`) : null,
    ),
  );
  return el(
    'record',
    {},
    el('language', {}, LANGUAGE),
    el('publisher', {}, journal.publisher ?? options.depositor.registrant),
    el('journalTitle', {}, journal.title),
    issn ? el('eissn', {}, issn) : null,
    el('publicationDate', {}, `${day.year}-${day.month}-${day.day}`),
    article.volume ? el('volume', {}, article.volume) : null,
    article.issue ? el('issue', {}, article.issue) : null,
    pages ? el('startPage', {}, pages.first) : null,
    pages?.last ? el('endPage', {}, pages.last) : null,
    article.doi ? el('doi', {}, article.doi) : null,
    el('documentType', {}, documentType(article.articleType)),
    el('title', { language: LANGUAGE }, article.title),
    translations.map((t) => el('title', { language: doajLanguage(t.language) }, t.title)),
    authors.length > 0 ? el('authors', {}, authors) : null,
    affiliations.length > 0
      ? el(
          'affiliationsList',
          {},
          affiliations.map((a, i) => el('affiliationName', { affiliationId: String(i) }, a)),
        )
      : null,
    article.abstract ? el('abstract', { language: LANGUAGE }, article.abstract.replace(/\s+/g, ' ').trim()) : null,
    translations.map((t) =>
      t.abstract
        ? el('abstract', { language: doajLanguage(t.language) }, t.abstract.replace(/\s+/g, ' ').trim())
        : null,
    ),
    el('fullTextUrl', { format: 'html' }, articleUrl(options.publicUrl, article.id)),
    article.keywords.length > 0
      ? el(
          'keywords',
          { language: LANGUAGE },
          article.keywords.map((k) => el('keyword', {}, k)),
        )
      : null,
    translations.map((t) =>
      t.keywords.length > 0
        ? el(
            'keywords',
            { language: doajLanguage(t.language) },
            t.keywords.map((k) => el('keyword', {}, k)),
          )
        : null,
    ),
  );
}

/**
 * The DOAJ export of `articles` (all of one journal), UTF-8 with its declaration, written with
 * lib/xml (docs/decisions/0063-xml-one-writer.md).
 * @throws RangeError when `articles` is empty: doajArticles.xsd wants at least one `record`
 *   (the route answers 409 before calling this).
 */
export function doajArticlesXml(options: DoajExportOptions): string {
  if (options.articles.length === 0) throw new RangeError('A DOAJ export needs at least one article');
  const xsi = 'http://www.w3.org/2001/XMLSchema-instance';
  return xmlDocument(
    el(
      'records',
      { 'xmlns:xsi': xsi, 'xsi:noNamespaceSchemaLocation': 'https://doaj.org/static/doaj/doajArticles.xsd' },
      options.articles.map((a) => record(options, a)),
    ),
  );
}
