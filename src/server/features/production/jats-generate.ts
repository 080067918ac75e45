/**
 * JATS 1.3 (Journal Publishing tag set) for an article published through the workflow (issue
 * 16 "the published article stores JATS generated from all of this";
 * docs/decisions/0028-production-metadata-and-generated-jats.md). It is stored as the
 * article's source file, so features/full-text renders its page and features/scholarly reads
 * its metadata as for an imported article:
 *
 * - `article/@xml:lang`: the article's language; translations (decision 0095) as
 *   `trans-title-group`, `trans-abstract` and `kwd-group` with their `xml:lang`;
 * - `front/article-meta`: article-id (DOI, when assigned), the article type as a heading
 *   subject, title, `contrib-group` (name with surname and given-names, ORCID `contrib-id`,
 *   `corresp="yes"`, `equal-contrib`, the corresponding author's `email`, CRediT `role`s,
 *   `xref` to each `aff`), the `aff`s (institution with its ROR id, department, city,
 *   country; decision 0089), pub-date, volume, issue, history
 *   (received, accepted), permissions (copyright, licence), abstract, `kwd-group` and
 *   `funding-group/award-group` (funder with its ROR or Funder Registry id, award number
 *   and title);
 * - `body`: the web full text (html-jats.ts);
 * - `back`: data availability (`sec sec-type="data-availability"`), ethics (`sec
 *   sec-type="ethics-statement"`), competing interests (`fn-group` with an `fn
 *   fn-type="coi-statement"`, JATS4R) and the `ref-list` of `mixed-citation`s,
 *   each DOI a `pub-id pub-id-type="doi"`.
 *
 * Pure: no I/O. Written with lib/xml, which escapes every value; the result is well-formed XML.
 */
import { hasAuthenticatedOrcid } from '../../../shared/domain/orcid-authenticated';
import type { Affiliation, CreditRole, Funder } from '../../../shared/api/contributors';
import type { ProductionMetadataRecord } from '../../../shared/api/production';
import { CREDIT_VOCABULARY, creditRoleTerm, creditRoleUri } from '../../../shared/domain/credit';
import { licenceUrl } from '../../../shared/domain/licences';
import { findDoi } from '../../../shared/domain/reference-lines';
import { jatsBody } from './html-jats';
import { el, type Xml, type XmlChild, xmlDocument } from '../../lib/xml';

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

/** JATS 1.3 Journal Publishing (Blue): its `journal-meta` needs at least one `issn`. */
export const PUBLISHING_DOCTYPE =
  '<!DOCTYPE article PUBLIC "-//NLM//DTD JATS (Z39.96) Journal Publishing DTD v1.3 20210610//EN" "JATS-journalpublishing1-3.dtd">';
/**
 * JATS 1.3 Journal Archiving and Interchange (Green), for a journal with no ISSN yet: the same
 * markup, whose `journal-meta` may carry none (docs/decisions/0105-trust-fixes.md).
 */
export const ARCHIVING_DOCTYPE =
  '<!DOCTYPE article PUBLIC "-//NLM//DTD JATS (Z39.96) Journal Archiving and Interchange DTD v1.3 20210610//EN" "JATS-archivearticle1-3.dtd">';

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

function date(type: string, iso: string, asPubDate: boolean): Xml {
  const [year, month, day] = iso.split('-');
  const parts = [el('day', {}, day), el('month', {}, month), el('year', {}, year)];
  return asPubDate
    ? el('pub-date', { 'publication-format': 'electronic', 'date-type': type }, parts)
    : el('date', { 'date-type': type }, parts);
}

/** Paragraphs of a plain text (blank lines between them). */
function paragraphs(text: string): Xml[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .map((p) => el('p', {}, p));
}

/** The key two affiliations are the same by (all their parts). */
const affKey = (a: Affiliation): string =>
  JSON.stringify([a.name, a.rorId, a.department, a.city, a.country].map((v) => v ?? ''));

/** The distinct affiliations in byline order, and each author's affiliation ids. */
function affiliations(meta: ProductionMetadataRecord): { affs: Affiliation[]; idsOf: string[][] } {
  const affs: Affiliation[] = [];
  const keys: string[] = [];
  const idsOf = meta.authors.map((a) =>
    a.affiliations.map((aff) => {
      const k = affKey(aff);
      let i = keys.indexOf(k);
      if (i < 0) {
        i = keys.push(k) - 1;
        affs.push(aff);
      }
      return `aff${i + 1}`;
    }),
  );
  return { affs, idsOf };
}

/**
 * One `aff` (JATS4R affiliations): the department as `institution content-type="dept"`, the
 * institution in an `institution-wrap` with its ROR id (`institution-id
 * institution-id-type="ror"`), then `city` and `country`, separated by ", ".
 */
function aff(a: Affiliation, n: number): Xml {
  const parts: XmlChild[] = [];
  const add = (x: Xml) => parts.push(...(parts.length > 0 ? [', ', x] : [x]));
  if (a.department) add(el('institution', { 'content-type': 'dept' }, a.department));
  add(
    el(
      'institution-wrap',
      {},
      a.rorId ? el('institution-id', { 'institution-id-type': 'ror' }, a.rorId) : null,
      el('institution', {}, a.name),
    ),
  );
  if (a.city) add(el('city', {}, a.city));
  if (a.country) add(el('country', {}, a.country));
  return el('aff', { id: `aff${n}` }, el('label', {}, String(n)), parts);
}

/** A CRediT role (JATS 1.3 `role` with the NISO vocabulary, JATS4R CRediT recommendation). */
function role(r: CreditRole): Xml {
  const term = creditRoleTerm(r.role);
  return el(
    'role',
    {
      vocab: 'credit',
      'vocab-identifier': CREDIT_VOCABULARY,
      'vocab-term': term,
      'vocab-term-identifier': creditRoleUri(r.role),
      'degree-contribution': r.degree ?? undefined,
    },
    term,
  );
}

function contribGroup(meta: ProductionMetadataRecord, idsOf: string[][]): Xml {
  const contribs = meta.authors.map((a, i) =>
    el(
      'contrib',
      {
        'contrib-type': 'author',
        corresp: a.corresponding ? 'yes' : undefined,
        'equal-contrib': a.equalContribution ? 'yes' : undefined,
      },
      a.orcid
        ? el(
            'contrib-id',
            { 'contrib-id-type': 'orcid', authenticated: hasAuthenticatedOrcid(a) ? 'true' : 'false' },
            `https://orcid.org/${a.orcid}`,
          )
        : null,
      el('name', {}, el('surname', {}, a.surname), el('given-names', {}, a.givenNames)),
      a.corresponding && a.email ? el('email', {}, a.email) : null,
      a.roles.map(role),
      idsOf[i].map((id) => el('xref', { 'ref-type': 'aff', rid: id }, el('sup', {}, id.slice(3)))),
    ),
  );
  return el('contrib-group', { 'content-type': 'authors' }, contribs);
}

/**
 * A funder as `funding-source` (JATS4R funding): `institution-wrap` with its name and its
 * ROR id, or its Funder Registry DOI (`institution-id-type="doi"`, vocabulary
 * open-funder-registry).
 */
function fundingSource(f: Funder): Xml {
  const id = f.rorId
    ? el('institution-id', { 'institution-id-type': 'ror' }, f.rorId)
    : f.funderRegistryId
      ? el(
          'institution-id',
          {
            'institution-id-type': 'doi',
            vocab: 'open-funder-registry',
            'vocab-identifier': '10.13039/open_funder_registry',
          },
          f.funderRegistryId.replace(/^https:\/\/doi\.org\//, ''),
        )
      : null;
  return el('funding-source', {}, el('institution-wrap', {}, el('institution', {}, f.name), id));
}

/** `funding-group`: one `award-group` per award (a funder with none: one without `award-id`). */
function funding(meta: ProductionMetadataRecord): Xml | null {
  if (meta.funding.length === 0) return null;
  let n = 0;
  const groups = meta.funding.flatMap((f) =>
    (f.awards.length > 0 ? f.awards : [null]).map((award) =>
      el(
        'award-group',
        { id: `award${++n}` },
        fundingSource(f),
        award ? el('award-id', {}, award.number) : null,
        award?.title ? el('award-name', {}, award.title) : null,
      ),
    ),
  );
  return el('funding-group', {}, groups);
}

/** A DOI as it may be written in a reference: "https://doi.org/…", "doi:…" or bare. */
function doiPattern(doi: string): RegExp {
  const escaped = doi.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return new RegExp(`(?:https?://(?:dx\\.)?doi\\.org/|doi:\\s*)?${escaped}`, 'i');
}

/** One reference line → a `ref` with its `mixed-citation` (the DOI as `pub-id`, out of the text). */
function reference(line: string, n: number): Xml {
  const doi = findDoi(line);
  let text = line;
  if (doi) {
    text = `${line
      .replace(doiPattern(doi), '')
      .replace(/\s+([.,;])/g, '$1')
      .replace(/[\s.,;:]+$/, '')}.`;
  }
  return el(
    'ref',
    { id: `ref${n}` },
    el('label', {}, String(n)),
    el('mixed-citation', {}, text, doi ? [' ', el('pub-id', { 'pub-id-type': 'doi' }, doi)] : null),
  );
}

function back(meta: ProductionMetadataRecord): Xml | null {
  const parts = [
    meta.dataAvailability
      ? el(
          'sec',
          { 'sec-type': 'data-availability', id: 'data-availability' },
          el('title', {}, 'Data availability'),
          paragraphs(meta.dataAvailability),
        )
      : null,
    meta.ethics
      ? el(
          'sec',
          { 'sec-type': 'ethics-statement', id: 'ethics-statement' },
          el('title', {}, 'Ethics'),
          paragraphs(meta.ethics),
        )
      : null,
    meta.conflictOfInterest
      ? el(
          'fn-group',
          { 'content-type': 'competing-interest' },
          el('title', {}, 'Competing interests'),
          el('fn', { 'fn-type': 'coi-statement', id: 'coi1' }, paragraphs(meta.conflictOfInterest)),
        )
      : null,
    meta.references.length > 0
      ? el(
          'ref-list',
          {},
          el('title', {}, 'References'),
          meta.references.map((r, i) => reference(r, i + 1)),
        )
      : null,
  ].filter((part) => part !== null);
  return parts.length > 0 ? el('back', {}, parts) : null;
}

/**
 * The JATS 1.3 XML of an article (UTF-8 text with its XML declaration and DOCTYPE), written
 * with lib/xml (docs/decisions/0063-xml-one-writer.md). The tag set it declares follows the
 * journal (decision 0105): Journal Publishing when the journal has an ISSN (`<issn
 * publication-format="electronic">`), Journal Archiving and Interchange when it has none
 * (Publishing requires one; Archiving allows a `journal-meta` without). Nothing else differs.
 * @param input the article's record, its production metadata and its web full text
 */
export function generateJats(input: JatsArticleInput): string {
  const { metadata: meta, journal } = input;
  const { affs, idsOf } = affiliations(meta);
  const year = input.publishedDate.slice(0, 4);
  const url = licenceUrl(meta.license);
  const licence = el(
    'license',
    { 'license-type': 'open-access', 'xlink:href': url },
    el(
      'license-p',
      {},
      'This is an open access article distributed under the terms of the ',
      el('ext-link', { 'ext-link-type': 'uri', 'xlink:href': url }, meta.license),
      ' licence.',
    ),
  );
  const history =
    input.receivedDate || input.acceptedDate
      ? el(
          'history',
          {},
          input.receivedDate ? date('received', input.receivedDate, false) : null,
          input.acceptedDate ? date('accepted', input.acceptedDate, false) : null,
        )
      : null;
  const journalMeta = el(
    'journal-meta',
    {},
    journal.abbreviation ? el('journal-id', { 'journal-id-type': 'publisher-id' }, journal.abbreviation) : null,
    el('journal-title-group', {}, el('journal-title', {}, journal.title)),
    journal.issn ? el('issn', { 'publication-format': 'electronic' }, journal.issn) : null,
    journal.publisher ? el('publisher', {}, el('publisher-name', {}, journal.publisher)) : null,
  );
  const articleMeta = el(
    'article-meta',
    {},
    input.doi ? el('article-id', { 'pub-id-type': 'doi' }, input.doi) : null,
    el(
      'article-categories',
      {},
      el('subj-group', { 'subj-group-type': 'heading' }, el('subject', {}, input.articleType)),
    ),
    el(
      'title-group',
      {},
      el('article-title', {}, input.title),
      // Decision 0095: the title in each other language (JATS 1.3 trans-title-group, xml:lang).
      meta.translations.map((t) =>
        el(
          'trans-title-group',
          { 'xml:lang': t.language },
          el('trans-title', {}, t.title),
          t.subtitle ? el('trans-subtitle', {}, t.subtitle) : null,
        ),
      ),
    ),
    contribGroup(meta, idsOf),
    affs.map((a, i) => aff(a, i + 1)),
    date('pub', input.publishedDate, true),
    input.volume ? el('volume', {}, input.volume) : null,
    input.issue ? el('issue', {}, input.issue) : null,
    history,
    el(
      'permissions',
      {},
      input.copyright ? el('copyright-statement', {}, input.copyright) : null,
      el('copyright-year', {}, year),
      licence,
    ),
    input.abstract ? el('abstract', {}, paragraphs(input.abstract)) : null,
    meta.translations.map((t) =>
      t.abstract ? el('trans-abstract', { 'xml:lang': t.language }, paragraphs(t.abstract)) : null,
    ),
    meta.keywords.length > 0
      ? el(
          'kwd-group',
          { 'kwd-group-type': 'author', 'xml:lang': meta.language },
          meta.keywords.map((k) => el('kwd', {}, k)),
        )
      : null,
    meta.translations.map((t) =>
      t.keywords.length > 0
        ? el(
            'kwd-group',
            { 'kwd-group-type': 'author', 'xml:lang': t.language },
            t.keywords.map((k) => el('kwd', {}, k)),
          )
        : null,
    ),
    funding(meta),
  );
  const body = input.bodyHtml ? jatsBody(input.bodyHtml) : null;
  return xmlDocument(
    el(
      'article',
      {
        'xmlns:xlink': 'http://www.w3.org/1999/xlink',
        'xmlns:mml': 'http://www.w3.org/1998/Math/MathML',
        'article-type': ARTICLE_TYPES[input.articleType] ?? 'other',
        'dtd-version': '1.3',
        'xml:lang': meta.language,
      },
      el('front', {}, journalMeta, articleMeta),
      body ? el('body', {}, body) : null,
      back(meta),
    ),
    { doctype: journal.issn ? PUBLISHING_DOCTYPE : ARCHIVING_DOCTYPE },
  );
}
