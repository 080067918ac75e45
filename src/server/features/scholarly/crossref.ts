/**
 * Crossref deposit XML (`doi_batch`, schema 4.x/5.x) -> ParsedArticle. Real input:
 * the JOSE deposits in shared/data/articles/jose/jose.NNNNN/10.21105.jose.NNNNN.crossref.xml.
 * A deposit carries no keywords, subjects, copyright line, license text or article type.
 */
import { normaliseRorId, plainAffiliation, ROR_ID_PATTERN, type Affiliation } from '../../../shared/api/contributors';
import { articleParser } from './article-parser';
import { crossrefLanguages } from './jats-translations';
import { parseJatsAbstract } from './jats-abstract';
import {
  sourceDate,
  type SourceDate,
  normaliseDoi,
  normaliseIssn,
  normaliseLicenseUrl,
  checkedOrcid,
  normaliseOrcid,
  orNull,
} from './normalize';
import type { ParsedContributor, ParsedJournal, ParsedLicense, ParseResult } from './types';
import { attr, child, elements, flatten, path, type XmlElement } from './xml';

/** Crossref has no article-type field; a journal_article deposit is a research article to us. */
export const CROSSREF_ARTICLE_TYPE = 'Research Article';

/** Deposit parts never needed here, left unparsed (JOSE deposits list 10–100 citations). */
export const CROSSREF_SKIP_PATHS: readonly string[] = ['citation_list', 'component_list'].map(
  (name) => `doi_batch.body.journal.journal_article.${name}`,
);

/**
 * Parse a Crossref deposit (`doi_batch`) holding a journal article.
 * Returns `{ ok: true, article }` or `{ ok: false, reason }` for malformed XML ("malformed
 * XML: …"), another root ("not a Crossref deposit (root element <article>)"), a deposit
 * of something other than a journal article (book, conference paper…), no DOI or no title.
 * A batch may hold several journal_article elements; only the first is parsed (our own
 * deposits hold one). Never throws.
 */
export function parseCrossref(xml: string): ParseResult {
  return crossref.parse(xml);
}

/**
 * {@link parseCrossref} on an already parsed document (root element from parseXml, parsed
 * with at most {@link CROSSREF_SKIP_PATHS} skipped). Never throws.
 */
export function crossrefFromTree(root: XmlElement): ParseResult {
  return crossref.fromTree(root);
}

const crossref = articleParser('Crossref', CROSSREF_SKIP_PATHS, fromTree);

function fromTree(root: XmlElement): ParseResult {
  if (root.name !== 'doi_batch') return { ok: false, reason: `not a Crossref deposit (root element <${root.name}>)` };
  const body = child(root, 'body');
  const journal = child(body, 'journal');
  const article = child(journal, 'journal_article');
  if (!article) {
    const kinds = elements(body).map((e) => `<${e.name}>`);
    return { ok: false, reason: `Crossref deposit without a journal article (${kinds.join(', ') || 'empty body'})` };
  }
  const doi = normaliseDoi(flatten(path(article, 'doi_data', 'doi')));
  if (!doi) return { ok: false, reason: 'no DOI' };
  const titles = child(article, 'titles');
  const mainTitle = flatten(child(titles, 'title'));
  if (!mainTitle) return { ok: false, reason: 'no title' };
  const subtitle = flatten(child(titles, 'subtitle'));

  const languages = crossrefLanguages(article);
  const issue = child(journal, 'journal_issue');
  const published = publicationDate(article) ?? publicationDate(issue);
  const first = flatten(path(article, 'pages', 'first_page'));
  const last = flatten(path(article, 'pages', 'last_page'));
  return {
    ok: true,
    article: {
      format: 'crossref',
      doi,
      title: subtitle ? `${mainTitle}: ${subtitle}` : mainTitle,
      abstract: parseJatsAbstract(article, languages.language), // jats:abstract, namespace prefix removed
      ...languages,
      contributors: contributors(child(article, 'contributors')),
      articleType: CROSSREF_ARTICLE_TYPE,
      journal: journalOf(child(journal, 'journal_metadata'), child(root, 'head')),
      volume: orNull(flatten(path(issue, 'journal_volume', 'volume'))),
      issue: orNull(flatten(child(issue, 'issue'))),
      pages:
        first && last && last !== first
          ? `${first}-${last}`
          : (orNull(first) ?? orNull(flatten(path(article, 'publisher_item', 'item_number')))),
      publishedDate: published?.iso ?? null,
      publishedDatePrecision: published?.precision ?? 'day',
      receivedDate: null,
      acceptedDate: null,
      keywords: [],
      subjects: [],
      license: license(article),
      copyright: null,
      // doi_data/collection names an absolute text-mining URL, not a file beside the deposit.
      pdfHref: null,
    },
  };
}

function journalOf(meta: XmlElement | null, head: XmlElement | null): ParsedJournal {
  const issns = elements(meta, 'issn');
  const issn =
    issns.find((i) => (attr(i, 'media_type') ?? '').toLowerCase() === 'electronic') ??
    issns.find((i) => (attr(i, 'media_type') ?? 'print').toLowerCase() === 'print') ??
    issns[0];
  const abbreviation = orNull(flatten(child(meta, 'abbrev_title')));
  return {
    title: flatten(child(meta, 'full_title')) || abbreviation || '',
    abbreviation,
    issn: normaliseIssn(flatten(issn)),
    // The schema has no publisher element for journals: the registrant is the closest.
    publisher: orNull(flatten(child(head, 'registrant'))),
  };
}

/**
 * A deposit author's affiliations: each `affiliations/institution` with its name and its
 * `institution_id type="ror"` (Crossref 5.3), then 4.x `affiliation` strings; one per name.
 */
function institutions(person: XmlElement): Affiliation[] {
  const out: Affiliation[] = [];
  const add = (name: string, rorId: string | null) => {
    if (name && !out.some((a) => a.name === name)) out.push(plainAffiliation(name, rorId));
  };
  for (const i of elements(child(person, 'affiliations'), 'institution')) {
    const ror = elements(i, 'institution_id')
      .filter((id) => (attr(id, 'type') ?? '').toLowerCase() === 'ror')
      .map((id) => normaliseRorId(flatten(id)))
      .find((id) => ROR_ID_PATTERN.test(id));
    add(flatten(child(i, 'institution_name')), ror ?? null);
  }
  for (const a of elements(person, 'affiliation')) add(flatten(a), null);
  return out;
}

/**
 * Authors (contributor_role="author", or no role) in deposit order with the
 * sequence="first" one moved to the front. Crossref marks no corresponding author.
 */
function contributors(list: XmlElement | null): ParsedContributor[] {
  const out: { first: boolean; c: ParsedContributor }[] = [];
  for (const el of elements(list)) {
    const role = (attr(el, 'contributor_role') ?? 'author').toLowerCase();
    if (role !== 'author' || (el.name !== 'person_name' && el.name !== 'organization')) continue;
    const affiliations = institutions(el);
    const first = attr(el, 'sequence') === 'first';
    if (el.name === 'organization') {
      const name = flatten(el);
      if (name)
        out.push({
          first,
          c: { name, givenNames: null, surname: null, affiliations, orcid: null, corresponding: false },
        });
      continue;
    }
    const given = orNull(flatten(child(el, 'given_name')));
    const surname = orNull(flatten(child(el, 'surname')));
    const suffix = flatten(child(el, 'suffix'));
    const name = [given, surname, suffix].filter(Boolean).join(' ');
    if (!name) continue;
    const orcidEl = child(el, 'ORCID');
    const orcid = checkedOrcid(normaliseOrcid(flatten(orcidEl)));
    out.push({
      first,
      c: {
        name,
        givenNames: given,
        surname,
        affiliations,
        orcid,
        ...(orcid && attr(orcidEl, 'authenticated') === 'true' ? { orcidAuthenticated: true } : {}),
        corresponding: false,
      },
    });
  }
  // Stable: only the sequence="first" author moves.
  return [...out.filter((o) => o.first), ...out.filter((o) => !o.first)].map((o) => o.c);
}

/** publication_date children of `el`, online preferred over print. */
/** The `publication_date` (online first) and how much of it is given (decision 0083). */
function publicationDate(el: XmlElement | null): SourceDate | null {
  const dates = elements(el, 'publication_date');
  const pick =
    dates.find((d) => (attr(d, 'media_type') ?? '').toLowerCase() === 'online') ??
    dates.find((d) => !attr(d, 'media_type')) ??
    dates[0];
  if (!pick) return null;
  return sourceDate(flatten(child(pick, 'year')), flatten(child(pick, 'month')), flatten(child(pick, 'day')));
}

/** ai:license_ref (namespace removed): applies_to="vor" preferred, then unqualified, then any. */
function license(article: XmlElement): ParsedLicense {
  const refs = elements(article, 'program').flatMap((p) => elements(p, 'license_ref'));
  const ref = refs.find((r) => attr(r, 'applies_to') === 'vor') ?? refs.find((r) => !attr(r, 'applies_to')) ?? refs[0];
  return { url: normaliseLicenseUrl(ref ? flatten(ref) : null), text: null };
}
