/**
 * schema.org JSON-LD of an article page (decisions 0006 and 0026: ScholarlyArticle
 * with its PublicationIssue, PublicationVolume and Periodical): the article, its authors (Person
 * with affiliations (their ROR ids, decision 0089) and ORCID, or Organization for a group), and
 * where it appeared, nested issue → volume → periodical (a level the article does not give is
 * skipped). Its language is `inLanguage` and its title in other languages `alternateName`
 * (decision 0095).
 */
import { DEFAULT_LANGUAGE } from '../../../shared/domain/languages';
import { partialIsoDate } from '../../../shared/domain/date-precision';
import type { ArticleDetail, Contributor } from '../../../shared/api/catalogue';
import type { Affiliation } from '../../../shared/api/contributors';

/**
 * An affiliation as a schema.org Organization (decision 0089): its name, its ROR id as
 * `identifier` (a PropertyValue with propertyID "ROR") and `sameAs`, the department as
 * `department`, and city and country as its `address`.
 */
function organization(a: Affiliation) {
  const address = [a.city, a.country].filter(Boolean);
  return {
    '@type': 'Organization',
    name: a.name,
    ...(a.rorId
      ? { identifier: { '@type': 'PropertyValue', propertyID: 'ROR', value: a.rorId }, sameAs: a.rorId }
      : {}),
    ...(a.department ? { department: { '@type': 'Organization', name: a.department } } : {}),
    ...(address.length
      ? {
          address: {
            '@type': 'PostalAddress',
            ...(a.city ? { addressLocality: a.city } : {}),
            ...(a.country ? { addressCountry: a.country } : {}),
          },
        }
      : {}),
  };
}

function person(c: Contributor) {
  return {
    '@type': c.surname || c.givenNames ? 'Person' : 'Organization',
    name: c.name,
    ...(c.givenNames ? { givenName: c.givenNames } : {}),
    ...(c.surname ? { familyName: c.surname } : {}),
    ...(c.affiliations.length ? { affiliation: c.affiliations.map(organization) } : {}),
    // Every iD is an identifier; only an authenticated one asserts that the record is this
    // person's (`sameAs`, decision 0088), as ORCID's mark does on the page.
    ...(c.orcid
      ? {
          identifier: { '@type': 'PropertyValue', propertyID: 'ORCID', value: `https://orcid.org/${c.orcid}` },
          ...(c.orcidAuthenticated ? { sameAs: `https://orcid.org/${c.orcid}` } : {}),
        }
      : {}),
  };
}

/**
 * The ScholarlyArticle object of `a`.
 * @param url the article page's absolute URL
 * @param pdfUrl the PDF's absolute URL, or null
 */
export function scholarlyArticle(
  a: Pick<
    ArticleDetail,
    | 'title'
    | 'abstract'
    | 'contributors'
    | 'publishedDate'
    | 'publishedDatePrecision'
    | 'doi'
    | 'keywords'
    | 'licenseUrl'
    | 'journalTitle'
    | 'journalIssn'
    | 'journalPublisher'
    | 'volume'
    | 'issue'
    | 'language'
    | 'translations'
  >,
  url: string,
  pdfUrl: string | null,
  pages: { first: string | null; last: string | null },
): Record<string, unknown> {
  const published = partialIsoDate(a.publishedDate, a.publishedDatePrecision);
  const publisher = a.journalPublisher ? { '@type': 'Organization', name: a.journalPublisher } : null;
  const periodical = {
    '@type': 'Periodical',
    name: a.journalTitle,
    ...(a.journalIssn ? { issn: a.journalIssn } : {}),
    ...(publisher ? { publisher } : {}),
  };
  const volume = a.volume ? { '@type': 'PublicationVolume', volumeNumber: a.volume, isPartOf: periodical } : periodical;
  const isPartOf = a.issue ? { '@type': 'PublicationIssue', issueNumber: a.issue, isPartOf: volume } : volume;
  // The same work's title in other languages (decision 0095): schema.org `alternateName` ("an
  // alias for the item"), each a JSON-LD language-tagged string. Not `workTranslation`: that
  // names another CreativeWork translating the content, and only the metadata is translated.
  const alternateNames = (a.translations ?? []).map((t) => ({
    '@value': t.subtitle ? `${t.title}: ${t.subtitle}` : t.title,
    '@language': t.language,
  }));
  return {
    '@context': 'https://schema.org',
    '@type': 'ScholarlyArticle',
    headline: a.title.length > 110 ? `${a.title.slice(0, 109)}…` : a.title,
    name: a.title,
    ...(alternateNames.length ? { alternateName: alternateNames } : {}),
    // schema.org inLanguage: "the language of the content … use one of the language codes from
    // the IETF BCP 47 standard"; absent means English (decision 0095).
    inLanguage: a.language ?? DEFAULT_LANGUAGE,
    url,
    author: a.contributors.map(person),
    isPartOf,
    ...(pages.first ? { pageStart: pages.first } : {}),
    ...(pages.last ? { pageEnd: pages.last } : {}),
    // ISO 8601 of the precision known (decision 0083): "2024", "2024-10" or "2024-10-18".
    ...(published ? { datePublished: published } : {}),
    ...(a.abstract ? { abstract: a.abstract } : {}),
    ...(a.doi
      ? {
          identifier: { '@type': 'PropertyValue', propertyID: 'DOI', value: a.doi },
          sameAs: `https://doi.org/${a.doi}`,
        }
      : {}),
    ...(a.keywords.length ? { keywords: a.keywords.join(', ') } : {}),
    ...(a.licenseUrl ? { license: a.licenseUrl } : {}),
    ...(publisher ? { publisher } : {}),
    ...(pdfUrl ? { encoding: { '@type': 'MediaObject', contentUrl: pdfUrl, encodingFormat: 'application/pdf' } } : {}),
    isAccessibleForFree: true,
  };
}
