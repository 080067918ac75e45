/**
 * Mapping of source article types to our vocabulary (src/shared/domain/article-types.ts).
 * Imported articles may keep a real publisher type that the submission form does not
 * offer (Insight, Correction, Book Review, Essay…): the tables below list every value
 * we accept, so an unrecognised label never leaks into the catalogue.
 */

/**
 * Display headings (JATS subj-group "heading" / "display-channel" / "sub-display-channel",
 * lower-cased, whitespace collapsed) that name an article type. Headings not listed here
 * are subject areas ("Neuroscience") or sections ("Organic Papers"), not types.
 */
export const HEADING_ARTICLE_TYPES: Readonly<Record<string, string>> = {
  'research article': 'Research Article',
  'research articles': 'Research Article',
  'research paper': 'Research Article',
  'research papers': 'Research Article',
  'original article': 'Research Article',
  'original research': 'Research Article',
  'short report': 'Short Report',
  'tools and resources': 'Tools and Resources',
  'research advance': 'Research Advance',
  'replication study': 'Replication Study',
  'registered report': 'Registered Report',
  review: 'Review Article',
  'review article': 'Review Article',
  'mini review': 'Mini Review',
  'mini-review': 'Mini Review',
  insight: 'Insight',
  editorial: 'Editorial',
  'feature article': 'Feature Article',
  'book review': 'Book Review',
  correction: 'Correction',
  erratum: 'Correction',
  retraction: 'Retraction',
  'expression of concern': 'Expression of Concern',
  perspective: 'Perspective',
  perspectives: 'Perspective',
  opinion: 'Opinion',
  viewpoint: 'Opinion',
  viewpoints: 'Opinion',
  commentary: 'Commentary',
  essay: 'Essay',
  primer: 'Primer',
  synopsis: 'Synopsis',
  'policy forum': 'Policy Forum',
  'community page': 'Community Page',
  'guidelines and guidance': 'Guidelines and Guidance',
  correspondence: 'Letter to Editor',
  'correspondence and other communications': 'Letter to Editor',
  letter: 'Letter to Editor',
  'letter to the editor': 'Letter to Editor',
  'letter to editor': 'Letter to Editor',
  'case report': 'Case Report',
  'short communication': 'Short Communication',
  'brief report': 'Short Communication',
  'rapid communication': 'Short Communication',
  news: 'News',
  debate: 'Debate',
  'the plos medicine debate': 'Debate',
};

/** JATS `article-type` attribute values (JATS 1.3 suggested list and common extras). */
export const JATS_ARTICLE_TYPES: Readonly<Record<string, string>> = {
  'research-article': 'Research Article',
  'review-article': 'Review Article',
  'systematic-review': 'Review Article',
  editorial: 'Editorial',
  introduction: 'Editorial',
  correction: 'Correction',
  retraction: 'Retraction',
  'partial-retraction': 'Retraction',
  'expression-of-concern': 'Expression of Concern',
  'article-commentary': 'Commentary',
  commentary: 'Commentary',
  discussion: 'Commentary',
  letter: 'Letter to Editor',
  reply: 'Letter to Editor',
  'case-report': 'Case Report',
  'brief-report': 'Short Communication',
  'rapid-communication': 'Short Communication',
  'book-review': 'Book Review',
  'product-review': 'Review Article',
  news: 'News',
  announcement: 'News',
  'meeting-report': 'Meeting Report',
  obituary: 'Obituary',
  'data-paper': 'Data Paper',
  addendum: 'Addendum',
  other: 'Article',
};

/** Fallback when nothing in the source names a type we know. */
export const DEFAULT_ARTICLE_TYPE = 'Article';

/**
 * Journals whose JATS types every paper article-type="other" with no heading: Open
 * Journals (JOSE, JOSS) publish one kind of paper, which their Crossref deposits (and we)
 * call a research article. Keyed by lower-cased journal title.
 */
export const JOURNAL_DEFAULT_TYPES: Readonly<Record<string, string>> = {
  'journal of open source education': 'Research Article',
  'journal of open source software': 'Research Article',
};

/** Preprint servers: a research article they host is a preprint, whatever the JATS says. */
const PREPRINT_SERVERS = new Set([
  'biorxiv',
  'medrxiv',
  'arxiv',
  'chemrxiv',
  'research square',
  'ssrn',
  'preprints.org',
]);

function key(label: string): string {
  return label.replace(/\s+/g, ' ').trim().toLowerCase();
}

/**
 * Our article type for a display heading ("Research article", "Book Review/Science in
 * the Media" -> "Book Review"), or null when the heading is not a type (a subject area).
 */
export function articleTypeFromHeading(heading: string): string | null {
  const k = key(heading);
  return HEADING_ARTICLE_TYPES[k] ?? HEADING_ARTICLE_TYPES[k.split('/')[0].trim()] ?? null;
}

/** Our article type for a JATS `article-type` attribute, or null when unknown/absent. */
export function articleTypeFromJatsAttribute(value: string | null | undefined): string | null {
  return value ? (JATS_ARTICLE_TYPES[key(value)] ?? null) : null;
}

/** Inputs to {@link resolveArticleType}. */
export interface ArticleTypeHints {
  /** Candidate headings, most specific first (sub-display-channel, display-channel, heading). */
  headings: readonly string[];
  /** The JATS `article-type` attribute of the root element, if any. */
  jatsArticleType: string | null;
  /** The journal title, used to recognise preprint servers (bioRxiv, medRxiv…). */
  journalTitle?: string | null;
}

/**
 * Decide an article's type: the first heading that names a type wins; otherwise the
 * JATS `article-type` attribute; a research article hosted by a preprint server becomes
 * "Preprint"; "other" in a journal of {@link JOURNAL_DEFAULT_TYPES} takes that journal's
 * type; anything else is "Article". Never throws; always returns a label.
 */
export function resolveArticleType(hints: ArticleTypeHints): string {
  for (const h of hints.headings) {
    const t = articleTypeFromHeading(h);
    if (t) return t;
  }
  const journal = key(hints.journalTitle ?? '');
  const fromAttr = articleTypeFromJatsAttribute(hints.jatsArticleType);
  if (fromAttr === 'Research Article' && PREPRINT_SERVERS.has(journal)) return 'Preprint';
  if ((fromAttr === null || fromAttr === DEFAULT_ARTICLE_TYPE) && JOURNAL_DEFAULT_TYPES[journal]) {
    return JOURNAL_DEFAULT_TYPES[journal];
  }
  return fromAttr ?? DEFAULT_ARTICLE_TYPE;
}
