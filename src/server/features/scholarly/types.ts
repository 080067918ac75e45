/**
 * The normalised record every scholarly-metadata parser (JATS, Crossref deposit) produces.
 * The import service writes it to the catalogue; parsers never touch the database.
 */
import type { Affiliation, CreditRole } from '../../../shared/api/contributors';
import type { Translation } from '../../../shared/api/translations';
import type { DatePrecision } from '../../../shared/domain/date-precision';

/** One contributor (author) of an article, in byline order. */
export interface ParsedContributor {
  /** Display name: "Given Surname", or the collaboration/group name. */
  name: string;
  givenNames: string | null;
  surname: string | null;
  /**
   * Affiliations in order: `name` the readable one-line text ("Dept, Institution, City,
   * Country"), `rorId` when the source gives one (`institution-id institution-id-type="ror"`).
   */
  affiliations: Affiliation[];
  /** Bare ORCID iD "0000-0002-1825-0097" (no URL prefix), or null. */
  orcid: string | null;
  /**
   * True when the source marks the iD as authenticated (JATS `contrib-id authenticated="true"`,
   * Crossref `ORCID authenticated="true"`); kept on import (decision 0088).
   */
  orcidAuthenticated?: boolean;
  /** True when the byline marks this contributor as the corresponding author. */
  corresponding: boolean;
  /** CRediT roles the source names (JATS `role` with a CRediT term or URI); absent or [] when none. */
  roles?: CreditRole[];
  /** JATS `equal-contrib="yes"`. */
  equalContribution?: boolean;
}

/** The journal named in the source file (a real journal: PLOS ONE, eLife, JOSE…). */
export interface ParsedJournal {
  title: string;
  /** Short, URL-safe abbreviation (e.g. "PLoS ONE" -> "plos-one" is derived later). */
  abbreviation: string | null;
  /** Print or electronic ISSN, "1234-5678". Electronic preferred. */
  issn: string | null;
  publisher: string | null;
}

export interface ParsedLicense {
  /** Canonical license URL, e.g. "https://creativecommons.org/licenses/by/4.0/". */
  url: string | null;
  /** License statement text as printed by the source, plain text. */
  text: string | null;
}

export type SourceFormat = 'jats' | 'crossref';

export interface ParsedArticle {
  format: SourceFormat;
  /** DOI without resolver prefix, as printed ("10.1371/journal.pone.0012345"). */
  doi: string;
  /** Plain-text title (inline markup flattened, whitespace collapsed). */
  title: string;
  /** Plain-text abstract, paragraphs separated by a blank line; null when the source has none. */
  abstract: string | null;
  /** The language of title, abstract and keywords (BCP 47; decision 0095); "en" when the source names none. */
  language: string;
  /** Title, subtitle, abstract and keywords in other languages (decision 0095). */
  translations: Translation[];
  contributors: ParsedContributor[];
  /** Article type in our vocabulary (see src/shared/domain/article-types.ts), e.g. "Research Article". */
  articleType: string;
  journal: ParsedJournal;
  volume: string | null;
  issue: string | null;
  /** "e1234", "123-130", "13": elocation-id, or first and last page. */
  pages: string | null;
  /** ISO dates "YYYY-MM-DD" (a missing month or day becomes 01). */
  publishedDate: string | null;
  /** How much of `publishedDate` the source gave (decision 0083); 'day' when there is no date. */
  publishedDatePrecision: DatePrecision;
  receivedDate: string | null;
  acceptedDate: string | null;
  keywords: string[];
  /** Subject headings (JATS subj-group), distinct from author keywords. */
  subjects: string[];
  license: ParsedLicense;
  copyright: string | null;
  /** Relative href of the article PDF named by the source (JATS self-uri), if any. */
  pdfHref: string | null;
}

/** What a parser returns: a record, or a reason why the file is not an importable article. */
export type ParseResult = { ok: true; article: ParsedArticle } | { ok: false; reason: string };
