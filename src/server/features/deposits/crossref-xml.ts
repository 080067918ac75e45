/**
 * The Crossref deposit of one journal article (docs/decisions/0027-dois-and-deposits.md), schema
 * 5.3.0 (`http://www.crossref.org/schema/5.3.0`, crossref5.3.0.xsd with common5.3.0.xsd,
 * AccessIndicators.xsd, fundref.xsd and Crossref's JATS 1.3 abstract). Element order follows
 * the schema's sequences: head (doi_batch_id, timestamp, depositor, registrant); journal
 * (journal_metadata, journal_issue, journal_article); journal_article (titles, contributors,
 * jats:abstract, publication_date, pages, fr:program, ai:program, doi_data, citation_list).
 * Pure: no I/O.
 */
import { DEFAULT_LANGUAGE, primarySubtag } from '../../../shared/domain/languages';
import { hasAuthenticatedOrcid } from '../../../shared/domain/orcid-authenticated';
import type { Affiliation } from '../../../shared/api/contributors';
import type { ContributorRecord } from '../../db/schema';
import { paths } from '../../../shared/routes';
import type { DepositArticle, DepositJournal, DepositRecord } from './record';
import { el, xmlDocument, type XmlChild } from '../../lib/xml';

export const CROSSREF_NS = {
  '': 'http://www.crossref.org/schema/5.3.0',
  jats: 'http://www.ncbi.nlm.nih.gov/JATS1',
  ai: 'http://www.crossref.org/AccessIndicators.xsd',
  fr: 'http://www.crossref.org/fundref.xsd',
  xsi: 'http://www.w3.org/2001/XMLSchema-instance',
} as const;

/** Who deposits: the depositor (name, address for Crossref's submission log) and the registrant. */
export interface Depositor {
  name: string;
  email: string;
  registrant: string;
}

export interface CrossrefDepositOptions {
  record: DepositRecord;
  /** Origin of the article and PDF URLs (PUBLIC_URL). */
  publicUrl: string;
  depositor: Depositor;
  /** `doi_batch_id`: names this submission in Crossref's log (at most 100 characters). */
  batchId: string;
  /** When the deposit is made: its `timestamp` (Crossref keeps the metadata of the highest). */
  at: Date;
}

/** ISSN as the schema's pattern wants it (`\d{4}-?\d{3}[\dX]`), or null. */
export function cleanIssn(issn: string | null): string | null {
  const m = issn ? /^(\d{4})-?(\d{3}[\dXx])$/.exec(issn.trim()) : null;
  return m ? `${m[1]}-${m[2].toUpperCase()}` : null;
}

/** A DOI the schema accepts (`10.{4–9 digits}/…`, at most 2048 characters), or null. */
export function cleanDoi(doi: string | null): string | null {
  const d = doi?.trim() ?? '';
  return /^10\.[0-9]{4,9}\/\S.{0,2000}$/.test(d) ? d : null;
}

/** Crossref's `timestamp`: yyyyMMddHHmmssSSS (UTC), a number that grows with every deposit. */
export function crossrefTimestamp(at: Date): string {
  return at.toISOString().replace(/[-:TZ.]/g, '');
}

/** "123–130", "123-130", "e1234" → first and last page. */
export function splitPages(pages: string | null): { first: string; last: string | null } | null {
  const p = pages?.trim();
  if (!p) return null;
  const [first, last] = p.split(/\s*[-–—]\s*/, 2);
  return first ? { first: first.slice(0, 32), last: last ? last.slice(0, 32) : null } : null;
}

/** Absolute URL of the article page (the DOI's resource). */
export function articleUrl(publicUrl: string, id: number): string {
  return `${publicUrl}${paths.article.getHref(id)}`;
}

/** Absolute URL of the article's PDF, or null without one. */
export function pdfUrl(publicUrl: string, pdfFileKey: string | null): string | null {
  return pdfFileKey ? `${publicUrl}/api/files/${pdfFileKey}` : null;
}

/** The day an article counts as published: its publication date, else the day it was stored. */
export function publicationDay(article: DepositArticle): { year: string; month: string; day: string } {
  const iso = article.publishedDate ?? article.createdAt.toISOString().slice(0, 10);
  const [year, month, day] = iso.split('-');
  return { year, month, day };
}

/**
 * `<publication_date media_type="online">`: the year, with the month and day when `full` and
 * the source gave them (Crossref schema: month and day are optional; decision 0083 keeps a
 * year-only or year-and-month date as such).
 */
function publicationDate(article: DepositArticle, full: boolean) {
  const d = publicationDay(article);
  const precision = article.publishedDate ? (article.publishedDatePrecision ?? 'day') : 'day';
  return el(
    'publication_date',
    { media_type: 'online' },
    full && precision !== 'year' ? el('month', {}, d.month) : null,
    full && precision === 'day' ? el('day', {}, d.day) : null,
    el('year', {}, d.year),
  );
}

/**
 * One affiliation as Crossref 5.3 `institution` (common5.3.0.xsd order): institution_name,
 * institution_id type="ror", institution_place (city, country), institution_department.
 */
function institution(a: Affiliation) {
  const place = [a.city, a.country].filter(Boolean).join(', ');
  return el(
    'institution',
    {},
    el('institution_name', {}, a.name.trim().slice(0, 1024)),
    a.rorId ? el('institution_id', { type: 'ror' }, a.rorId) : null,
    place.length >= 2 ? el('institution_place', {}, place.slice(0, 255)) : null,
    a.department && a.department.length >= 2 ? el('institution_department', {}, a.department.slice(0, 255)) : null,
  );
}

function contributor(c: ContributorRecord, index: number) {
  const role = { sequence: index === 0 ? 'first' : 'additional', contributor_role: 'author' };
  const surname = c.surname?.trim();
  if (!surname) return el('organization', role, c.name.slice(0, 512));
  const affiliations = c.affiliations.filter((a) => a.name.trim() !== '');
  return el(
    'person_name',
    role,
    c.givenNames?.trim() ? el('given_name', {}, c.givenNames.trim().slice(0, 60)) : null,
    el('surname', {}, surname.slice(0, 60)),
    affiliations.length > 0
      ? el(
          'affiliations',
          {},
          affiliations.map((a) => institution(a)),
        )
      : null,
    c.orcid
      ? el('ORCID', { authenticated: hasAuthenticatedOrcid(c) ? 'true' : 'false' }, `https://orcid.org/${c.orcid}`)
      : null,
  );
}

/**
 * The titles of an article (decision 0095): its own first, then one `titles` per translation
 * (crossref5.3.0.xsd allows up to 20; `titles` carries no language, so the order is the
 * translations' and each translation's abstract carries its `xml:lang`).
 */
function titles(article: DepositArticle) {
  return [
    el('titles', {}, el('title', {}, article.title)),
    ...(article.translations ?? [])
      .slice(0, 19)
      .map((t) => el('titles', {}, el('title', {}, t.title), t.subtitle ? el('subtitle', {}, t.subtitle) : null)),
  ];
}

/** The abstract as JATS paragraphs (blank lines separate them), with its `xml:lang` when given. */
function abstract(text: string | null, language?: string) {
  const paragraphs = (text ?? '')
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  if (paragraphs.length === 0) return null;
  return el('jats:abstract', language ? { 'xml:lang': language } : {}, ...paragraphs.map((p) => el('jats:p', {}, p)));
}

function journalMetadata(journal: DepositJournal) {
  const issn = cleanIssn(journal.issn);
  return el(
    'journal_metadata',
    { language: 'en' },
    el('full_title', {}, journal.title),
    el('abbrev_title', {}, journal.abbreviation),
    // Genesis publishes online only: the one ISSN a journal record holds is its electronic one.
    issn ? el('issn', { media_type: 'electronic' }, issn) : null,
  );
}

function journalIssue(article: DepositArticle) {
  if (!article.volume && !article.issue) return null;
  return el(
    'journal_issue',
    {},
    publicationDate(article, false),
    article.volume ? el('journal_volume', {}, el('volume', {}, article.volume)) : null,
    article.issue ? el('issue', {}, article.issue) : null,
  );
}

function funding(record: DepositRecord): XmlChild {
  const groups = record.extras.funding;
  if (groups.length === 0) return null;
  const assertion = (name: string, ...children: XmlChild[]) => el('fr:assertion', { name }, ...children);
  return el(
    'fr:program',
    { name: 'fundref' },
    groups.map((g) =>
      assertion(
        'fundgroup',
        // fundref.xsd: "funder_identifier … must be nested within the funder_name assertion".
        g.funders.map((f) => assertion('funder_name', f.name, f.id ? assertion('funder_identifier', f.id) : null)),
        g.awards.map((a) => assertion('award_number', a)),
      ),
    ),
  );
}

function licence(article: DepositArticle): XmlChild {
  if (!article.licenseUrl || !/^https?:\/\//.test(article.licenseUrl)) return null;
  return el(
    'ai:program',
    { name: 'AccessIndicators' },
    el('ai:free_to_read'),
    el('ai:license_ref', { applies_to: 'vor', start_date: article.publishedDate ?? undefined }, article.licenseUrl),
  );
}

function doiData(article: DepositArticle, publicUrl: string, doi: string) {
  const pdf = pdfUrl(publicUrl, article.pdfFileKey);
  return el(
    'doi_data',
    {},
    el('doi', {}, doi),
    el('resource', {}, articleUrl(publicUrl, article.id)),
    pdf
      ? el(
          'collection',
          { property: 'text-mining' },
          el('item', {}, el('resource', { mime_type: 'application/pdf' }, pdf)),
        )
      : null,
  );
}

function citations(record: DepositRecord): XmlChild {
  const refs = record.extras.references;
  if (refs.length === 0) return null;
  return el(
    'citation_list',
    {},
    refs.map((ref) => {
      const doi = cleanDoi(ref.doi);
      return el(
        'citation',
        { key: ref.key },
        doi ? el('doi', {}, doi) : el('unstructured_citation', {}, ref.text.slice(0, 4000)),
      );
    }),
  );
}

/**
 * The deposit XML of one article, written with lib/xml (docs/decisions/0063-xml-one-writer.md).
 * @returns the document, UTF-8 with its declaration
 * @throws Error when the article has no DOI (only an article with a DOI can be deposited)
 */
export function crossrefDepositXml(options: CrossrefDepositOptions): string {
  const { record, publicUrl, depositor } = options;
  const { article, journal } = record;
  if (!article.doi) throw new Error(`Article ${article.id} has no DOI to deposit`);
  const pages = splitPages(article.pages);
  const root = el(
    'doi_batch',
    {
      xmlns: CROSSREF_NS[''],
      ...Object.fromEntries(Object.entries(CROSSREF_NS).flatMap(([p, uri]) => (p ? [[`xmlns:${p}`, uri]] : []))),
      version: '5.3.0',
      'xsi:schemaLocation': `${CROSSREF_NS['']} https://www.crossref.org/schemas/crossref5.3.0.xsd`,
    },
    el(
      'head',
      {},
      el('doi_batch_id', {}, options.batchId.slice(0, 100)),
      el('timestamp', {}, crossrefTimestamp(options.at)),
      el('depositor', {}, el('depositor_name', {}, depositor.name), el('email_address', {}, depositor.email)),
      el('registrant', {}, depositor.registrant),
    ),
    el(
      'body',
      {},
      el(
        'journal',
        {},
        journalMetadata(journal),
        journalIssue(article),
        el(
          'journal_article',
          { publication_type: 'full_text', language: primarySubtag(article.language ?? DEFAULT_LANGUAGE) },
          titles(article),
          article.contributors.length > 0
            ? el(
                'contributors',
                {},
                article.contributors.map((c, i) => contributor(c, i)),
              )
            : null,
          abstract(article.abstract, article.language ?? DEFAULT_LANGUAGE),
          (article.translations ?? []).map((t) => abstract(t.abstract, t.language)),
          publicationDate(article, true),
          pages
            ? el('pages', {}, el('first_page', {}, pages.first), pages.last && el('last_page', {}, pages.last))
            : null,
          funding(record),
          licence(article),
          doiData(article, publicUrl, article.doi),
          citations(record),
        ),
      ),
    ),
  );
  return xmlDocument(root);
}
