/**
 * An article as a CSL-JSON item (Citation Style Language 1.0.2 variables), the one record
 * every citation style and export is made from; beside it, the article's titles in other
 * languages, which CSL 1.0.2 has no variable for (decision 0102: RIS writes them as `TT`).
 */
import type { CslItem } from '@citation-js/core';
import type { ArticleDetail, Contributor } from '../../../../shared/api/catalogue';
import { dateParts } from '../../../../shared/domain/date-precision';
import { DEFAULT_LANGUAGE } from '../../../../shared/domain/languages';

/** Citation key: first author's surname + year + first title word, ASCII only ("Lovelace2019Deep"). */
export function citationKey(a: ArticleDetail): string {
  const first = a.contributors[0];
  const ascii = (s: string) => s.normalize('NFKD').replace(/[^A-Za-z0-9]/g, '');
  const who = ascii(first?.surname ?? first?.name ?? '') || 'Anon';
  const year = a.publishedDate?.slice(0, 4) ?? 'nd';
  const word = ascii(a.title.split(/\s+/).find((w) => ascii(w).length > 3) ?? '') || `a${a.id}`;
  return `${who}${year}${word}`;
}

/** A person as family/given names; a collaboration (no surname) as a literal name. */
function cslName(c: Contributor): Record<string, string> {
  if (!c.surname) return { literal: c.name };
  return c.givenNames ? { family: c.surname, given: c.givenNames } : { family: c.surname };
}

/** The language of an article's title and abstract (BCP 47; decision 0095: absent is English). */
export function articleLanguage(a: ArticleDetail): string {
  return a.language ?? DEFAULT_LANGUAGE;
}

/**
 * The article's title in each other language, its subtitle after ": " (decision 0102), in the
 * translations' order: what RIS's `TT` ("translated title") carries.
 */
export function translatedTitles(a: ArticleDetail): { language: string; title: string }[] {
  return (a.translations ?? []).map((t) => ({
    language: t.language,
    title: t.subtitle ? `${t.title}: ${t.subtitle}` : t.title,
  }));
}

/**
 * The CSL-JSON item of an article (type `article-journal`). Missing parts are left out.
 * `language` is the article's BCP 47 tag (CSL 1.0.2's `language` variable; decision 0102), which
 * also tells a CSL processor whether English title casing applies.
 * @param pageUrl the article's own page (absolute), the URL cited when it has no DOI
 */
export function toCslItem(a: ArticleDetail, pageUrl: string): CslItem {
  const key = citationKey(a);
  const item: CslItem = {
    id: key,
    // The BibTeX label and RIS ID (Citation.js makes its own without it).
    'citation-key': key,
    type: 'article-journal',
    title: a.title,
    language: articleLanguage(a),
    'container-title': a.journalTitle,
    author: a.contributors.map(cslName),
    URL: a.doi ? `https://doi.org/${a.doi}` : pageUrl,
  };
  const issuedParts = dateParts(a.publishedDate, a.publishedDatePrecision);
  const optional: Record<string, unknown> = {
    // Only the parts the source gave (decision 0083): [[2024]], [[2024, 10]] or [[2024, 10, 18]].
    issued: issuedParts ? { 'date-parts': [issuedParts] } : null,
    volume: a.volume,
    issue: a.issue,
    page: a.pages?.replace(/[–—]/g, '-'),
    DOI: a.doi,
    ISSN: a.journalIssn,
    publisher: a.journalPublisher,
    // CSL has one keyword string; Citation.js splits it at commas for BibTeX and RIS.
    keyword: a.keywords.length ? a.keywords.map((k) => k.replace(/,/g, ' ')).join(',') : null,
    abstract: a.abstract?.replace(/\s+/g, ' '),
  };
  for (const [name, value] of Object.entries(optional)) if (value) item[name] = value;
  return item;
}
