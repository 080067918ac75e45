/**
 * JATS 1.3 (Journal Publishing tag set) for an article published through the workflow (issue
 * 16 "the published article stores JATS generated from all of this";
 * docs/decisions/0028-production-metadata-and-generated-jats.md). It is stored as the
 * article's source file, so features/full-text renders its page and features/scholarly reads
 * its metadata as for an imported article:
 *
 * - `front/article-meta`: article-id (DOI, when assigned), the article type as a heading
 *   subject, title, `contrib-group` (name with surname and given-names, ORCID `contrib-id`,
 *   `corresp="yes"`, `xref` to each `aff`), the `aff`s, pub-date, volume, issue, history
 *   (received, accepted), permissions (copyright, licence), abstract, `kwd-group` and
 *   `funding-group/award-group`;
 * - `body`: the web full text (html-jats.ts);
 * - `back`: data availability (`sec sec-type="data-availability"`), competing interests
 *   (`fn-group` with an `fn fn-type="COI-statement"`) and the `ref-list` of `mixed-citation`s,
 *   each DOI a `pub-id pub-id-type="doi"`.
 *
 * Pure: no I/O. Every value is escaped; the result is well-formed XML.
 */
import type { ProductionMetadataRecord } from '../../../shared/api/production';
import { licenceUrl } from '../../../shared/domain/licences';
import { findDoi } from '../../../shared/domain/reference-lines';
import { htmlToJatsBody } from './html-jats';
import { escapeXml as x } from './xml-text';

/** What the JATS of one article is generated from. */
export interface JatsArticleInput {
  /** Bare DOI ("10.1234/abc"), or null before one is assigned. */
  doi: string | null;
  title: string;
  /** Plain text, paragraphs separated by blank lines. */
  abstract: string | null;
  /** Our article type ("Research Article"), carried as the heading subject. */
  articleType: string;
  journal: { title: string; abbreviation: string | null; issn: string | null; publisher: string | null };
  volume: string | null;
  issue: string | null;
  /** ISO dates YYYY-MM-DD. */
  publishedDate: string;
  receivedDate: string | null;
  acceptedDate: string | null;
  /** "© 2026 The Authors". */
  copyright: string | null;
  metadata: ProductionMetadataRecord;
  /** The sanitized web full text (docx-html.ts), or null when there is none. */
  bodyHtml: string | null;
}

const DOCTYPE =
  '<!DOCTYPE article PUBLIC "-//NLM//DTD JATS (Z39.96) Journal Publishing DTD v1.3 20210610//EN" "JATS-journalpublishing1-3.dtd">';

/** JATS `article-type` values (JATS 1.3 suggested list) of our article types; others are "other". */
const ARTICLE_TYPES: Record<string, string> = {
  'Research Article': 'research-article',
  'Review Article': 'review-article',
  'Mini Review': 'review-article',
  'Case Report': 'case-report',
  'Clinical case': 'case-report',
  'Clinical Image': 'case-report',
  Commentary: 'article-commentary',
  Opinion: 'article-commentary',
  Perspective: 'article-commentary',
  'Conceptual Paper': 'research-article',
  Editorial: 'editorial',
  'Letter to Editor': 'letter',
  News: 'news',
  'Short Communication': 'brief-report',
};

function date(type: string, iso: string, asPubDate: boolean): string {
  const [year, month, day] = iso.split('-');
  const parts = `<day>${x(day)}</day><month>${x(month)}</month><year>${x(year)}</year>`;
  return asPubDate
    ? `<pub-date publication-format="electronic" date-type="${type}">${parts}</pub-date>`
    : `<date date-type="${type}">${parts}</date>`;
}

/** Paragraphs of a plain text (blank lines between them). */
function paragraphs(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .map((p) => `<p>${x(p)}</p>`)
    .join('');
}

/** The distinct affiliations in byline order, and each author's affiliation ids. */
function affiliations(meta: ProductionMetadataRecord): { affs: string[]; idsOf: string[][] } {
  const affs: string[] = [];
  const idsOf = meta.authors.map((a) =>
    a.affiliations.map((text) => {
      let i = affs.indexOf(text);
      if (i < 0) i = affs.push(text) - 1;
      return `aff${i + 1}`;
    }),
  );
  return { affs, idsOf };
}

function contribGroup(meta: ProductionMetadataRecord, idsOf: string[][]): string {
  const contribs = meta.authors.map((a, i) => {
    const orcid = a.orcid
      ? `<contrib-id contrib-id-type="orcid" authenticated="false">https://orcid.org/${x(a.orcid)}</contrib-id>`
      : '';
    const name = `<name><surname>${x(a.surname)}</surname><given-names>${x(a.givenNames)}</given-names></name>`;
    const xrefs = idsOf[i].map((id) => `<xref ref-type="aff" rid="${id}"><sup>${id.slice(3)}</sup></xref>`).join('');
    return `<contrib contrib-type="author"${a.corresponding ? ' corresp="yes"' : ''}>${orcid}${name}${xrefs}</contrib>`;
  });
  return `<contrib-group content-type="authors">${contribs.join('')}</contrib-group>`;
}

function funding(meta: ProductionMetadataRecord): string {
  if (meta.funding.length === 0) return '';
  const awards = meta.funding.map(
    (f, i) =>
      `<award-group id="award${i + 1}"><funding-source>${x(f.funder)}</funding-source>` +
      (f.awardId ? `<award-id>${x(f.awardId)}</award-id>` : '') +
      `</award-group>`,
  );
  return `<funding-group>${awards.join('')}</funding-group>`;
}

/** A DOI as it may be written in a reference: "https://doi.org/…", "doi:…" or bare. */
function doiPattern(doi: string): RegExp {
  const escaped = doi.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return new RegExp(`(?:https?://(?:dx\\.)?doi\\.org/|doi:\\s*)?${escaped}`, 'i');
}

/** One reference line → a `ref` with its `mixed-citation` (the DOI as `pub-id`, out of the text). */
function reference(line: string, n: number): string {
  const doi = findDoi(line);
  let text = line;
  if (doi) {
    text = `${line
      .replace(doiPattern(doi), '')
      .replace(/\s+([.,;])/g, '$1')
      .replace(/[\s.,;:]+$/, '')}.`;
  }
  const pubId = doi ? ` <pub-id pub-id-type="doi">${x(doi)}</pub-id>` : '';
  return `<ref id="ref${n}"><label>${n}</label><mixed-citation>${x(text)}${pubId}</mixed-citation></ref>`;
}

function back(meta: ProductionMetadataRecord): string {
  let out = '';
  if (meta.dataAvailability)
    out += `<sec sec-type="data-availability" id="data-availability"><title>Data availability</title>${paragraphs(meta.dataAvailability)}</sec>`;
  if (meta.conflictOfInterest)
    out += `<fn-group content-type="competing-interest"><title>Competing interests</title><fn fn-type="COI-statement" id="coi1">${paragraphs(meta.conflictOfInterest)}</fn></fn-group>`;
  if (meta.references.length > 0)
    out += `<ref-list><title>References</title>${meta.references.map((r, i) => reference(r, i + 1)).join('')}</ref-list>`;
  return out ? `<back>${out}</back>` : '';
}

/**
 * The JATS 1.3 XML of an article (UTF-8 text with its XML declaration and DOCTYPE).
 * @param input the article's record, its production metadata and its web full text
 */
export function generateJats(input: JatsArticleInput): string {
  const { metadata: meta, journal } = input;
  const { affs, idsOf } = affiliations(meta);
  const year = input.publishedDate.slice(0, 4);
  const url = licenceUrl(meta.license);
  const licence =
    `<license license-type="open-access" xlink:href="${x(url)}"><license-p>This is an open access article distributed under the terms of the ` +
    `<ext-link ext-link-type="uri" xlink:href="${x(url)}">${x(meta.license)}</ext-link> licence.</license-p></license>`;
  const history =
    input.receivedDate || input.acceptedDate
      ? `<history>${input.receivedDate ? date('received', input.receivedDate, false) : ''}${
          input.acceptedDate ? date('accepted', input.acceptedDate, false) : ''
        }</history>`
      : '';
  const journalMeta =
    `<journal-meta>` +
    (journal.abbreviation ? `<journal-id journal-id-type="publisher-id">${x(journal.abbreviation)}</journal-id>` : '') +
    `<journal-title-group><journal-title>${x(journal.title)}</journal-title></journal-title-group>` +
    (journal.issn ? `<issn publication-format="electronic">${x(journal.issn)}</issn>` : '') +
    (journal.publisher ? `<publisher><publisher-name>${x(journal.publisher)}</publisher-name></publisher>` : '') +
    `</journal-meta>`;
  const articleMeta =
    `<article-meta>` +
    (input.doi ? `<article-id pub-id-type="doi">${x(input.doi)}</article-id>` : '') +
    `<article-categories><subj-group subj-group-type="heading"><subject>${x(input.articleType)}</subject></subj-group></article-categories>` +
    `<title-group><article-title>${x(input.title)}</article-title></title-group>` +
    contribGroup(meta, idsOf) +
    affs.map((text, i) => `<aff id="aff${i + 1}"><label>${i + 1}</label>${x(text)}</aff>`).join('') +
    date('pub', input.publishedDate, true) +
    (input.volume ? `<volume>${x(input.volume)}</volume>` : '') +
    (input.issue ? `<issue>${x(input.issue)}</issue>` : '') +
    history +
    `<permissions>` +
    (input.copyright ? `<copyright-statement>${x(input.copyright)}</copyright-statement>` : '') +
    `<copyright-year>${x(year)}</copyright-year>${licence}</permissions>` +
    (input.abstract ? `<abstract>${paragraphs(input.abstract)}</abstract>` : '') +
    (meta.keywords.length > 0
      ? `<kwd-group kwd-group-type="author">${meta.keywords.map((k) => `<kwd>${x(k)}</kwd>`).join('')}</kwd-group>`
      : '') +
    funding(meta) +
    `</article-meta>`;
  const body = input.bodyHtml ? htmlToJatsBody(input.bodyHtml) : '';
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n${DOCTYPE}\n` +
    `<article xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:mml="http://www.w3.org/1998/Math/MathML" ` +
    `article-type="${ARTICLE_TYPES[input.articleType] ?? 'other'}" dtd-version="1.3" xml:lang="en">` +
    `<front>${journalMeta}${articleMeta}</front>` +
    (body ? `<body>${body}</body>` : '') +
    back(meta) +
    `</article>\n`
  );
}
