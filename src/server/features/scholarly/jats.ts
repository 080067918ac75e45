/**
 * JATS / NLM article XML -> ParsedArticle. Covers the real sources in
 * shared/data/articles: PLOS (NLM 2.x/3.0 and JATS), eLife (JATS 1.1, incl. the
 * "poa" accepted manuscripts), medRxiv JATS 1.3 inside an eLife MECA reviewed-preprint
 * package, PubMed Central `.nxml` (IUCr), and JOSE (Open Journals JATS 1.2).
 * Only `front` is read: `body`, `back`, `floats-group` and `sub-article` are skipped
 * unbuilt, which keeps full-text files cheap.
 */
import { articleParser } from './article-parser';
import { articleTypeFromHeading, resolveArticleType } from './article-type';
import { parseJatsAbstract } from './jats-abstract';
import { inArticleLanguage, jatsLanguage, jatsTranslations } from './jats-translations';
import { parseJatsContributors } from './jats-contributors';
import {
  distinct,
  normaliseDoi,
  normaliseIssn,
  normaliseLicenseUrl,
  orNull,
  sourceDate,
  type SourceDate,
} from './normalize';
import type { ParsedJournal, ParsedLicense, ParseResult } from './types';
import { attr, child, descendants, elements, flatten, path, type XmlElement } from './xml';

/** Parts of a JATS article never needed for metadata: left unparsed (see parseXml). */
export const JATS_SKIP_PATHS: readonly string[] = ['body', 'back', 'floats-group', 'sub-article', 'response'].map(
  (name) => `article.${name}`,
);

/** kwd-group types that are not author keywords. */
const NON_KEYWORD_GROUPS = new Set(['research-organism', 'abbreviations', 'abbreviation', 'abbrev']);

/**
 * Parse a JATS (or older NLM Journal Publishing / Archiving) article.
 * Returns `{ ok: true, article }`, or `{ ok: false, reason }` when the XML is malformed
 * ("malformed XML: …" with the parser's message), is not a JATS article ("not a JATS
 * article (root element <manifest>)"), has no article-meta, no DOI ("no DOI") or no
 * title ("no title"). Missing optional parts (abstract, authors, issue, dates…) are null
 * or empty, never a failure. Never throws.
 */
export function parseJats(xml: string): ParseResult {
  return jats.parse(xml);
}

/**
 * {@link parseJats} on an already parsed document (root element from parseXml, parsed
 * with at least {@link JATS_SKIP_PATHS} skipped or nothing skipped). Never throws.
 */
export function jatsFromTree(root: XmlElement): ParseResult {
  return jats.fromTree(root);
}

const jats = articleParser('JATS', JATS_SKIP_PATHS, fromTree);

function fromTree(root: XmlElement): ParseResult {
  if (root.name !== 'article') return { ok: false, reason: `not a JATS article (root element <${root.name}>)` };
  const front = child(root, 'front');
  const meta = child(front, 'article-meta');
  if (!meta) return { ok: false, reason: 'not a JATS article (no <front>/<article-meta>)' };

  const doi = normaliseDoi(flatten(elements(meta, 'article-id').find((id) => attr(id, 'pub-id-type') === 'doi')));
  if (!doi) return { ok: false, reason: 'no DOI' };
  const title = flatten(path(meta, 'title-group', 'article-title'));
  if (!title) return { ok: false, reason: 'no title' };

  const journal = parseJournal(child(front, 'journal-meta'));
  const history = child(meta, 'history');
  const published = publishedDate(meta);
  const language = jatsLanguage(root);
  return {
    ok: true,
    article: {
      format: 'jats',
      doi,
      title,
      abstract: parseJatsAbstract(meta, language),
      language,
      translations: jatsTranslations(meta, language),
      contributors: parseJatsContributors(meta),
      articleType: resolveArticleType({
        headings: typeHeadings(meta),
        jatsArticleType: attr(root, 'article-type'),
        journalTitle: journal.title,
      }),
      journal,
      volume: orNull(flatten(child(meta, 'volume'))),
      issue: orNull(flatten(child(meta, 'issue'))),
      pages: pages(meta),
      publishedDate: published?.iso ?? null,
      publishedDatePrecision: published?.precision ?? 'day',
      receivedDate: historyDate(history, 'received'),
      acceptedDate: historyDate(history, 'accepted'),
      keywords: keywords(meta, language),
      subjects: subjects(meta),
      license: license(child(meta, 'permissions')),
      copyright: copyright(child(meta, 'permissions')),
      pdfHref: pdfHref(meta),
    },
  };
}

function parseJournal(jm: XmlElement | null): ParsedJournal {
  const titleGroup = child(jm, 'journal-title-group');
  const title = flatten(child(titleGroup, 'journal-title')) || flatten(child(jm, 'journal-title'));
  const ids = elements(jm, 'journal-id');
  const idOfType = (t: string): string => flatten(ids.find((i) => attr(i, 'journal-id-type') === t));
  const abbreviation =
    flatten(child(titleGroup, 'abbrev-journal-title')) ||
    flatten(child(jm, 'abbrev-journal-title')) ||
    idOfType('nlm-ta') ||
    idOfType('iso-abbrev') ||
    idOfType('publisher-id');
  const issns = elements(jm, 'issn');
  const format = (i: XmlElement): string => (attr(i, 'publication-format') ?? attr(i, 'pub-type') ?? '').toLowerCase();
  const issn =
    issns.find((i) => ['electronic', 'online', 'epub'].includes(format(i))) ??
    issns.find((i) => ['print', 'ppub'].includes(format(i))) ??
    issns[0];
  return {
    // A few PLOS files have no journal-title at all; the NLM abbreviation names it best.
    title: title || abbreviation,
    abbreviation: orNull(abbreviation),
    issn: normaliseIssn(flatten(issn)),
    publisher: orNull(flatten(path(jm, 'publisher', 'publisher-name'))),
  };
}

/** Headings that may name the article type, most specific first. */
function typeHeadings(meta: XmlElement): string[] {
  const groups = elements(child(meta, 'article-categories'), 'subj-group');
  const ofType = (t: string): string[] =>
    groups
      .filter((g) => (attr(g, 'subj-group-type') ?? '').toLowerCase() === t)
      .flatMap((g) => elements(g, 'subject').map((s) => flatten(s)));
  return [...ofType('sub-display-channel'), ...ofType('display-channel'), ...ofType('heading')];
}

/**
 * Human-readable subject terms: eLife/PMC "heading" subjects (minus headings that are
 * article types, e.g. PLOS's "Research Article"), flat PLOS "Discipline" and "System
 * Taxonomy" terms, medRxiv collections; for hierarchical taxonomies (PLOS Discipline-v2/v3,
 * up to six levels deep and repeated per branch) only the second level ("Neuroscience"
 * under "Biology and life sciences"), or the root when a tree has one level.
 */
function subjects(meta: XmlElement): string[] {
  const out: string[] = [];
  for (const g of elements(child(meta, 'article-categories'), 'subj-group')) {
    const type = (attr(g, 'subj-group-type') ?? '').toLowerCase();
    if (type === 'display-channel' || type === 'sub-display-channel') continue;
    const nested = elements(g, 'subj-group');
    const terms =
      nested.length > 0
        ? nested.flatMap((n) => elements(n, 'subject').map((s) => flatten(s)))
        : elements(g, 'subject').map((s) => flatten(s));
    for (const t of terms) if (!(type === 'heading' && articleTypeFromHeading(t))) out.push(t);
  }
  return distinct(out);
}

function keywords(meta: XmlElement, language: string): string[] {
  const out: string[] = [];
  for (const g of elements(meta, 'kwd-group')) {
    if (!inArticleLanguage(g, language)) continue; // a translation's (decision 0095)
    if (NON_KEYWORD_GROUPS.has((attr(g, 'kwd-group-type') ?? '').toLowerCase())) continue;
    for (const k of [...elements(g, 'kwd'), ...elements(g, 'compound-kwd')]) out.push(flatten(k));
    for (const n of elements(g, 'nested-kwd')) out.push(...descendants(n, 'kwd').map((k) => flatten(k)));
  }
  return distinct(out);
}

function pages(meta: XmlElement): string | null {
  const eloc = flatten(child(meta, 'elocation-id'));
  if (eloc) return eloc;
  const first = flatten(child(meta, 'fpage'));
  const last = flatten(child(meta, 'lpage'));
  if (first && last && last !== first) return `${first}-${last}`;
  return orNull(first) ?? orNull(flatten(child(meta, 'page-range')));
}

/**
 * The date of a JATS `pub-date` / `date` and how much of it is given (decision 0083): the
 * `iso-8601-date` attribute ("2024-10-18", "2024-10" or "2024"), else year/month/day.
 */
function jatsDate(d: XmlElement | null | undefined): SourceDate | null {
  if (!d) return null;
  const iso = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/.exec((attr(d, 'iso-8601-date') ?? '').trim().slice(0, 10));
  if (iso) return sourceDate(iso[1], iso[2], iso[3]);
  const month = flatten(child(d, 'month')) || flatten(child(d, 'season'));
  return sourceDate(flatten(child(d, 'year')), month, flatten(child(d, 'day')));
}

/** Rank of a pub-date: electronic publication first, then print, then the issue ("collection"). */
function pubDateRank(d: XmlElement): number {
  const pubType = (attr(d, 'pub-type') ?? '').toLowerCase();
  const dateType = (attr(d, 'date-type') ?? '').toLowerCase();
  const format = (attr(d, 'publication-format') ?? '').toLowerCase();
  if (
    pubType === 'epub' ||
    (format === 'electronic' && (dateType === 'pub' || dateType === 'publication' || !dateType))
  )
    return 0;
  if (pubType === 'epub-ppub' || ((dateType === 'pub' || dateType === 'publication') && !format)) return 1;
  if (pubType === 'ppub' || (format === 'print' && (dateType === 'pub' || dateType === 'publication' || !dateType)))
    return 2;
  if (pubType === 'collection' || dateType === 'collection') return 3;
  if (pubType === 'pmc-release') return 5;
  return 4;
}

/** The publication date: the best ranked pub-date that has one (its precision as given). */
function publishedDate(meta: XmlElement): SourceDate | null {
  const dated = elements(meta, 'pub-date')
    .map((d) => ({ rank: pubDateRank(d), date: jatsDate(d) }))
    .filter((d): d is { rank: number; date: SourceDate } => d.date !== null)
    .sort((a, b) => a.rank - b.rank);
  return dated[0]?.date ?? null;
}

function historyDate(history: XmlElement | null, type: string): string | null {
  return jatsDate(elements(history, 'date').find((d) => attr(d, 'date-type') === type))?.iso ?? null;
}

/** License URL (license@href, ali:license_ref, or a link inside license-p) and statement. */
function license(permissions: XmlElement | null): ParsedLicense {
  const lic = child(permissions, 'license');
  const ref = descendants(permissions, 'license_ref')[0];
  const paragraphs = elements(lic, 'license-p');
  const linkInText = paragraphs
    .flatMap((p) => descendants(p, 'ext-link'))
    .map((l) => attr(l, 'href') ?? '')
    .find((h) => /creativecommons\.org\/(licenses|publicdomain)\//i.test(h));
  const url = normaliseLicenseUrl(attr(lic, 'href') ?? (ref ? flatten(ref) : null) ?? linkInText ?? null);
  const text =
    paragraphs
      .map((p) => flatten(p))
      .filter(Boolean)
      .join(' ') || (lic ? flatten(lic) : '');
  return { url, text: orNull(text) };
}

/** copyright-statement, else "© {copyright-year} {copyright-holder}" when either is given. */
function copyright(permissions: XmlElement | null): string | null {
  const statement = flatten(child(permissions, 'copyright-statement'));
  if (statement) return statement;
  const year = flatten(child(permissions, 'copyright-year'));
  const holder = flatten(child(permissions, 'copyright-holder'));
  return year || holder ? ['©', year, holder].filter(Boolean).join(' ') : null;
}

/**
 * href of `self-uri content-type="pdf"` (or of a self-uri ending in .pdf). PLOS 2015+
 * marks its PDF with a non-resolvable "info:doi/10.1371/…" URI: not a file, so null.
 */
function pdfHref(meta: XmlElement): string | null {
  for (const u of elements(meta, 'self-uri')) {
    const href = (attr(u, 'href') ?? '').trim();
    const isPdf = (attr(u, 'content-type') ?? '').toLowerCase() === 'pdf' || /\.pdf$/i.test(href);
    if (isPdf && href && !/^(info|doi):/i.test(href)) return href;
  }
  return null;
}
