/**
 * The publisher's house citation style: the compact Vancouver form the author guidelines
 * ask for (seed 000 §2 Guideline pages: "Vancouver references"), as the article page has
 * always shown it: "Liang J, Pan Y, et al. Title. Journal. 2024;9(1):e12. doi:10.1101/x".
 * Authors as surname + initials, the first six then "et al"; the year alone; volume(issue):
 * pages as printed; the DOI as "doi:". Parts the record lacks are left out.
 */
import type { ArticleDetail, Contributor } from '../../../../shared/api/catalogue';

/** Vancouver lists the first six authors, then "et al". */
const VANCOUVER_AUTHORS = 6;

/** "Ilaria M." → "IM", "Jean-Luc" → "JL". */
function initials(givenNames: string): string {
  return givenNames
    .split(/[\s.-]+/)
    .filter(Boolean)
    .map((part) => part[0].toUpperCase())
    .join('');
}

/** "Varela M"; the display name when the parts are missing (a collaboration). */
function vancouverName(contributor: Contributor): string {
  if (!contributor.surname) return contributor.name;
  return contributor.givenNames ? `${contributor.surname} ${initials(contributor.givenNames)}` : contributor.surname;
}

/** Ends a part with a full stop unless it already ends with one, "?" or "!". */
function sentence(part: string): string {
  return /[.?!]$/.test(part) ? part : `${part}.`;
}

/** The article's reference in the house style, as plain text. */
export function houseCitation(article: ArticleDetail): string {
  const names = article.contributors.map(vancouverName);
  const authors =
    names.length > VANCOUVER_AUTHORS ? `${names.slice(0, VANCOUVER_AUTHORS).join(', ')}, et al` : names.join(', ');
  const year = /^\d{4}/.exec(article.publishedDate ?? '')?.[0] ?? '';
  let source = year;
  if (article.volume) source += `;${article.volume}`;
  if (article.issue) source += `(${article.issue})`;
  if (article.pages) source += `:${article.pages}`;
  const text = [authors, article.title, article.journalTitle, source]
    .map((part) => part.trim().replace(/^;/, ''))
    .filter(Boolean)
    .map(sentence)
    .join(' ');
  return article.doi ? `${text} doi:${article.doi}` : text;
}
