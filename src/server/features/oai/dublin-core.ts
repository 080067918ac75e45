/**
 * The oai_dc record of an article (OAI-PMH §3.4 and the oai_dc schema; element use after the
 * DCMI guidelines and what OJS gives): title, creators ("Surname, Given names"), subjects and
 * keywords, the abstract as description, publisher, publication date, types, identifiers (the
 * article page and the DOI as https://doi.org/…), sources (the journal citation and its
 * ISSN), language and rights.
 */
import { partialIsoDate } from '../../../shared/domain/date-precision';
import { PUBLISHER } from '../../../shared/domain/publisher';
import { paths } from '../../../shared/routes';
import type { ArticleRecord } from './repository';
import { tree } from '../../lib/xml';

const OAI_DC = 'http://www.openarchives.org/OAI/2.0/oai_dc/';
const DC = 'http://purl.org/dc/elements/1.1/';
const OAI_DC_SCHEMA = 'http://www.openarchives.org/OAI/2.0/oai_dc.xsd';

/** The journal, volume, issue and pages of `article`: "PLOS Biology; Vol. 15 No. 3 (2017): e2001413". */
function citationSource({ article, journal }: ArticleRecord): string {
  const numbering = [article.volume && `Vol. ${article.volume}`, article.issue && `No. ${article.issue}`]
    .filter(Boolean)
    .join(' ');
  const year = article.publishedDate?.slice(0, 4);
  const where = [numbering, year && `(${year})`].filter(Boolean).join(' ');
  const text = where ? `${journal.title}; ${where}` : journal.title;
  return article.pages ? `${text}: ${article.pages}` : text;
}

function creatorName(c: { name: string; givenNames: string | null; surname: string | null }): string {
  return c.surname && c.givenNames ? `${c.surname}, ${c.givenNames}` : c.name;
}

/**
 * The `<oai_dc:dc>` element of `record`.
 * @param publicUrl PUBLIC_URL, for the article page's address
 */
export function dublinCore(record: ArticleRecord, publicUrl: string): string {
  const { article, journal } = record;
  const creators = article.contributors.length
    ? article.contributors.map(creatorName)
    : article.authors
        .split(/,\s*|\s+and\s+/)
        .map((s) => s.trim())
        .filter(Boolean);
  const subjects = [...new Set([...article.subjects, ...article.keywords].map((s) => s.trim()).filter(Boolean))];
  const rights = [article.licenseUrl, article.license, article.copyright].filter((r): r is string => !!r);
  return String(
    tree({
      'oai_dc:dc': {
        '@_xmlns:oai_dc': OAI_DC,
        '@_xmlns:dc': DC,
        '@_xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
        '@_xsi:schemaLocation': `${OAI_DC} ${OAI_DC_SCHEMA}`,
        // Decision 0095: the title, abstract and keywords in each language, tagged with xml:lang.
        'dc:title': [
          { '@_xml:lang': article.language, '#text': article.title },
          ...article.translations.map((t) => ({
            '@_xml:lang': t.language,
            '#text': t.subtitle ? `${t.title}: ${t.subtitle}` : t.title,
          })),
        ],
        'dc:creator': creators,
        'dc:subject': [
          ...subjects,
          ...article.translations.flatMap((t) => t.keywords.map((k) => ({ '@_xml:lang': t.language, '#text': k }))),
        ],
        'dc:description': [
          ...(article.abstract ? [{ '@_xml:lang': article.language, '#text': article.abstract }] : []),
          ...article.translations.flatMap((t) =>
            t.abstract ? [{ '@_xml:lang': t.language, '#text': t.abstract }] : [],
          ),
        ],
        'dc:publisher': journal.publisher ?? (journal.isHouse ? PUBLISHER.legalName : undefined),
        // W3CDTF of the precision known (decision 0083): "2024", "2024-10" or "2024-10-18".
        'dc:date': partialIsoDate(article.publishedDate, article.publishedDatePrecision) ?? undefined,
        'dc:type': ['Text', 'info:eu-repo/semantics/article', article.articleType],
        'dc:format': article.pdfFileKey ? ['text/html', 'application/pdf'] : 'text/html',
        'dc:identifier': [
          `${publicUrl}${paths.article.getHref(article.id)}`,
          ...(article.doi ? [`https://doi.org/${article.doi}`] : []),
        ],
        'dc:source': [citationSource(record), ...(journal.issn ? [`ISSN ${journal.issn}`] : [])],
        // The article's language (decision 0095; RFC 5646 tag, as DCMI recommends).
        'dc:language': article.language,
        'dc:rights': rights,
      },
    }),
  );
}
