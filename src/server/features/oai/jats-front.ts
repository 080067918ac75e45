/**
 * A minimal JATS 1.3 document made from an article's record, for articles with no stored
 * JATS (Crossref-only imports; articles published through the workflow until their JATS is
 * generated in production): `<article>` with its `<front>` — journal metadata, DOI, type and
 * subjects, title, contributors with ORCID and affiliations, publication and history dates,
 * volume, issue and pages, permissions, self URI, abstract and keywords, in the order of the
 * JATS article-meta content model. No body: the record holds none.
 */
import { affiliationLine } from '../../../shared/api/contributors';
import { partialIsoDate } from '../../../shared/domain/date-precision';
import { PUBLISHER } from '../../../shared/domain/publisher';
import { paths } from '../../../shared/routes';
import { METADATA_FORMATS } from './protocol';
import type { ArticleRecord } from './repository';
import { typeSlug } from './sets';
import { tree, type XmlTree } from '../../lib/xml';

const JATS_NAMESPACE = METADATA_FORMATS.find((f) => f.prefix === 'jats')!.namespace;
const XLINK = 'http://www.w3.org/1999/xlink';

/** `<day>`, `<month>`, `<year>` of an ISO date (YYYY, YYYY-MM or YYYY-MM-DD). */
function dateParts(iso: string): XmlTree {
  const [year, month, day] = iso.split('-');
  return { day, month, year };
}

/** fpage/lpage for "12-19" or "12", elocation-id for anything else ("e2001413"). */
function pageElements(pages: string | null): XmlTree {
  if (!pages) return {};
  const range = /^\s*(\d+)\s*[-–]\s*(\d+)\s*$/.exec(pages);
  if (range) return { fpage: range[1], lpage: range[2] };
  if (/^\s*\d+\s*$/.test(pages)) return { fpage: pages.trim() };
  return { 'elocation-id': pages.trim() };
}

/**
 * The `<article>` element of `record`.
 * @param publicUrl PUBLIC_URL, for the self URI
 */
export function jatsFront(record: ArticleRecord, publicUrl: string): string {
  const { article, journal } = record;
  const published = partialIsoDate(article.publishedDate, article.publishedDatePrecision);
  const contributors = article.contributors.map((c) => ({
    '@_contrib-type': 'author',
    '@_corresp': c.corresponding ? 'yes' : undefined,
    'contrib-id': c.orcid ? { '@_contrib-id-type': 'orcid', '#text': `https://orcid.org/${c.orcid}` } : undefined,
    ...(c.surname
      ? { name: { surname: c.surname, 'given-names': c.givenNames ?? undefined } }
      : { 'string-name': c.name }),
    aff: c.affiliations.length ? c.affiliations.map(affiliationLine) : undefined,
  }));
  const history = [
    ...(article.receivedDate ? [{ '@_date-type': 'received', ...dateParts(article.receivedDate) }] : []),
    ...(article.acceptedDate ? [{ '@_date-type': 'accepted', ...dateParts(article.acceptedDate) }] : []),
  ];
  return String(
    tree({
      article: {
        '@_xmlns': JATS_NAMESPACE,
        '@_xmlns:xlink': XLINK,
        '@_article-type': typeSlug(article.articleType),
        '@_dtd-version': '1.3',
        '@_xml:lang': 'en',
        front: {
          'journal-meta': {
            'journal-id': { '@_journal-id-type': 'publisher-id', '#text': journal.abbreviation },
            'journal-title-group': {
              'journal-title': journal.title,
              'abbrev-journal-title': journal.abbreviation,
            },
            issn: journal.issn ? { '@_publication-format': 'electronic', '#text': journal.issn } : undefined,
            publisher: {
              'publisher-name': journal.publisher ?? (journal.isHouse ? PUBLISHER.legalName : journal.title),
            },
          },
          'article-meta': {
            'article-id': article.doi ? { '@_pub-id-type': 'doi', '#text': article.doi } : undefined,
            'article-categories': {
              'subj-group': [
                { '@_subj-group-type': 'heading', subject: article.articleType },
                ...(article.subjects.length ? [{ '@_subj-group-type': 'discipline', subject: article.subjects }] : []),
              ],
            },
            'title-group': { 'article-title': article.title },
            'contrib-group': contributors.length ? { contrib: contributors } : undefined,
            // Only the parts the source gave (decision 0083): `<year>` alone for a year.
            'pub-date': published
              ? { '@_publication-format': 'electronic', '@_date-type': 'pub', ...dateParts(published) }
              : undefined,
            volume: article.volume ?? undefined,
            issue: article.issue ?? undefined,
            ...pageElements(article.pages),
            history: history.length ? { date: history } : undefined,
            permissions:
              article.copyright || article.license || article.licenseUrl
                ? {
                    'copyright-statement': article.copyright ?? undefined,
                    license:
                      article.license || article.licenseUrl
                        ? {
                            '@_xlink:href': article.licenseUrl ?? undefined,
                            'license-p': article.license ?? article.licenseUrl ?? undefined,
                          }
                        : undefined,
                  }
                : undefined,
            'self-uri': { '@_xlink:href': `${publicUrl}${paths.article.getHref(article.id)}` },
            abstract: article.abstract ? { p: article.abstract } : undefined,
            'kwd-group': article.keywords.length ? { kwd: article.keywords } : undefined,
          },
        },
      },
    }),
  );
}
