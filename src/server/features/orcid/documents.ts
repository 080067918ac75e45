/**
 * The ORCID message documents Genesis writes to a connected person's ORCID record through the
 * member API (ORCID message schema v3.0, vendored in ./schemas with its SOURCE note; decision
 * 0088): a **work** (`work:work`, record_3.0/work-3.0.xsd) for each author of a published
 * article, and a **peer-review** item (`peer-review:peer-review`, record_3.0/peer-review-3.0.xsd)
 * for a reviewer's completed review. Elements follow the schemas' sequences; both documents are
 * validated against the vendored XSDs by the tests and by the stand-in member API.
 */
import { el, xmlDocument, type Xml } from '../../lib/xml';

const NS = {
  'xmlns:common': 'http://www.orcid.org/ns/common',
  'xmlns:work': 'http://www.orcid.org/ns/work',
  'xmlns:peer-review': 'http://www.orcid.org/ns/peer-review',
} as const;

/** ORCID's `common:string-1000` and `common:long-text` hold at most 1000 characters. */
const MAX_TEXT = 1000;
const short = (s: string) => s.replace(/\s+/g, ' ').trim().slice(0, MAX_TEXT);

/** A date known to the year, the month or the day (`common:fuzzy-date`). */
export interface FuzzyDate {
  year: number;
  /** 1–12, absent when only the year is known. */
  month?: number;
  /** 1–31, absent when only the year or month is known. */
  day?: number;
}

/** `YYYY-MM-DD` and how much of it is known ('year', 'month', 'day') → the fuzzy date. */
export function fuzzyDate(isoDate: string, precision: 'year' | 'month' | 'day' = 'day'): FuzzyDate {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!m) throw new RangeError(`not an ISO date: ${isoDate}`);
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (precision === 'year') return { year };
  if (precision === 'month') return { year, month };
  return { year, month, day };
}

function fuzzy(name: string, d: FuzzyDate): Xml {
  const two = (n: number) => String(n).padStart(2, '0');
  return el(
    name,
    {},
    el('common:year', {}, String(d.year)),
    d.month !== undefined ? el('common:month', {}, two(d.month)) : null,
    d.month !== undefined && d.day !== undefined ? el('common:day', {}, two(d.day)) : null,
  );
}

/** One contributor of a work, in byline order. */
export interface WorkContributor {
  /** The name as credited ("Ada Lovelace"). */
  name: string;
  /**
   * The contributor's iD, given only when it is authenticated (decision 0088: a typed iD is not
   * asserted on anyone's ORCID record).
   */
  orcid: string | null;
}

/** What a work says (ORCID's journal-article work). */
export interface OrcidWork {
  title: string;
  journalTitle: string;
  /** Bare DOI ("10.5555/gen.2026.001"); the work's `self` external identifier. */
  doi: string;
  published: FuzzyDate;
  /** The article page's address. */
  url?: string;
  /** Authors in byline order: the first is `first`, the others `additional`, each role `author`. */
  contributors: readonly WorkContributor[];
  /** A formatted citation (optional), sent as `formatted-unspecified`. */
  citation?: string;
}

/** `https://orcid.org/{id}` as ORCID's `common:orcid-id` (uri, path, host). */
function orcidId(name: string, orcid: string): Xml {
  return el(
    name,
    {},
    el('common:uri', {}, `https://orcid.org/${orcid}`),
    el('common:path', {}, orcid),
    el('common:host', {}, 'orcid.org'),
  );
}

function doiExternalId(name: string, doi: string, relationship: 'self' | null): Xml {
  return el(
    name,
    {},
    el('common:external-id-type', {}, 'doi'),
    el('common:external-id-value', {}, doi),
    el('common:external-id-url', {}, `https://doi.org/${doi}`),
    relationship ? el('common:external-id-relationship', {}, relationship) : null,
  );
}

/**
 * The work document of `work` (record_3.0/work-3.0.xsd, type `journal-article`): title,
 * journal title, the formatted citation if any, type, publication date, the DOI as the `self`
 * external identifier, the article page's address, and the contributors with their sequence
 * (`first`, then `additional`) and role (`author`).
 * @param putCode the item's put-code on ORCID when updating it (`PUT /work/{put-code}`), else absent
 */
export function orcidWorkXml(work: OrcidWork, putCode?: string): string {
  return xmlDocument(
    el(
      'work:work',
      { ...NS, 'put-code': putCode },
      el('work:title', {}, el('common:title', {}, short(work.title))),
      el('work:journal-title', {}, short(work.journalTitle)),
      work.citation
        ? el(
            'work:citation',
            {},
            el('work:citation-type', {}, 'formatted-unspecified'),
            el('work:citation-value', {}, work.citation),
          )
        : null,
      el('work:type', {}, 'journal-article'),
      fuzzy('common:publication-date', work.published),
      el('common:external-ids', {}, doiExternalId('common:external-id', work.doi, 'self')),
      work.url ? el('common:url', {}, work.url) : null,
      work.contributors.length
        ? el(
            'work:contributors',
            {},
            work.contributors.map((c, i) =>
              el(
                'work:contributor',
                {},
                c.orcid ? orcidId('common:contributor-orcid', c.orcid) : null,
                el('work:credit-name', {}, short(c.name)),
                el(
                  'work:contributor-attributes',
                  {},
                  el('work:contributor-sequence', {}, i === 0 ? 'first' : 'additional'),
                  el('work:contributor-role', {}, 'author'),
                ),
              ),
            ),
          )
        : null,
    ),
  );
}

/** The organisation that convened the review: the publisher (ORCID's `convening-organization`). */
export interface ConveningOrganization {
  name: string;
  city: string;
  region?: string;
  /** ISO 3166-1 alpha-2 ("US"). */
  country: string;
}

/** The reviewed article, named in the item only when the journal's review is not double-blind. */
export interface ReviewSubject {
  /** The published article's DOI, if it has one. */
  doi: string | null;
  title: string;
  journalTitle: string;
  url?: string;
}

/** What a peer-review item says. */
export interface OrcidPeerReview {
  /**
   * The review's own identifier (`source-work-id`, relationship self): opaque, never the
   * manuscript's number or title.
   */
  reviewId: string;
  completed: FuzzyDate;
  /** The journal's ISSN ("1234-5678"); the review group is `issn:1234-5678`. */
  issn: string;
  convening: ConveningOrganization;
  /** True for a double-blind journal: the item then names no subject at all. */
  doubleBlind: boolean;
  /** The reviewed work (left out whatever it holds when `doubleBlind`). */
  subject?: ReviewSubject | null;
}

/**
 * The peer-review document of `review` (record_3.0/peer-review-3.0.xsd): reviewer role
 * `reviewer`, the review's own identifier, review type `review`, the completion date, the
 * review group `issn:XXXX-XXXX` (the journal) and the convening organisation (the publisher).
 * The subject elements (the reviewed article's DOI, title, journal) are written only when the
 * journal is not double-blind: in a double-blind journal nothing in the item identifies the
 * manuscript (decision 0088).
 * @param putCode the item's put-code on ORCID when updating it, else absent
 */
export function orcidPeerReviewXml(review: OrcidPeerReview, putCode?: string): string {
  const subject = review.doubleBlind ? null : (review.subject ?? null);
  return xmlDocument(
    el(
      'peer-review:peer-review',
      { ...NS, 'put-code': putCode },
      el('peer-review:reviewer-role', {}, 'reviewer'),
      el(
        'peer-review:review-identifiers',
        {},
        el(
          'common:external-id',
          {},
          el('common:external-id-type', {}, 'source-work-id'),
          el('common:external-id-value', {}, review.reviewId),
          el('common:external-id-relationship', {}, 'self'),
        ),
      ),
      el('peer-review:review-type', {}, 'review'),
      fuzzy('peer-review:review-completion-date', review.completed),
      el('peer-review:review-group-id', {}, `issn:${review.issn}`),
      subject?.doi ? doiExternalId('peer-review:subject-external-identifier', subject.doi, 'self') : null,
      subject ? el('peer-review:subject-container-name', {}, short(subject.journalTitle)) : null,
      subject ? el('peer-review:subject-type', {}, 'journal-article') : null,
      subject ? el('peer-review:subject-name', {}, el('common:title', {}, short(subject.title))) : null,
      subject?.url ? el('peer-review:subject-url', {}, subject.url) : null,
      el(
        'peer-review:convening-organization',
        {},
        el('common:name', {}, short(review.convening.name)),
        el(
          'common:address',
          {},
          el('common:city', {}, review.convening.city),
          review.convening.region ? el('common:region', {}, review.convening.region) : null,
          el('common:country', {}, review.convening.country),
        ),
      ),
    ),
  );
}
