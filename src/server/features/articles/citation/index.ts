/**
 * An article's citations (docs/decisions/0023-citations-related-usage.md): formatted in each style
 * of the page, and as downloads. The article's CSL-JSON item (csl-item.ts) is the one source of
 * both.
 */
import type { ArticleDetail } from '../../../../shared/api/catalogue';
import type { CitationFormat, FormattedCitation } from '../../../../shared/api/citations';
import { paths } from '../../../../shared/routes';
import { citationKey, toCslItem, translatedTitles } from './csl-item';
import { CITATION_MEDIA, exportCitation } from './exports';
import { formatCitations } from './styles';

export { prepareCitationStyles } from './styles';

/** The absolute URL of an article's page on this site. */
function pageUrl(article: ArticleDetail, publicUrl: string): string {
  return `${publicUrl}${paths.article.getHref(article.id)}`;
}

/** The article's citation in every style the page offers (CITATION_STYLES order). */
export function articleCitations(article: ArticleDetail, publicUrl: string): FormattedCitation[] {
  return formatCitations(article, toCslItem(article, pageUrl(article, publicUrl)));
}

/**
 * The citation file of an article in `format`, with its media type and file name
 * ("{citation key}.bib" / ".ris" / ".json").
 */
export function citationFile(
  article: ArticleDetail,
  publicUrl: string,
  format: CitationFormat,
): { body: string; contentType: string; filename: string } {
  const media = CITATION_MEDIA[format];
  return {
    body: exportCitation(toCslItem(article, pageUrl(article, publicUrl)), format, translatedTitles(article)),
    contentType: media.contentType,
    filename: `${citationKey(article)}.${media.extension}`,
  };
}
