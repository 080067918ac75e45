/**
 * Endpoint table: an article's other answers, no session (docs/decisions/0064-endpoint-table.md):
 * the citation download (decision 0023), the full text from its JATS (decision 0022), the JATS
 * itself, and the usage figures (decision 0023). The article itself and its lists are in
 * catalogue.ts. Public-cache routes (decision 0020) say so at the server's registration.
 */
import { z } from 'zod';
import { citationQuery } from '../citations';
import { errorBody, serialId } from '../common';
import { text } from '../../validation/text';
import { fullText } from '../full-text';
import { usageQuery, usageTotals } from '../usage';
import { defineEndpoint, fileAnswer } from './define';

const articles = { tags: ['articles'] } as const;
const articleParams = z.object({ id: serialId });

/** `GET /api/articles/{id}/citation?format=bibtex|ris|csl-json`: the citation as a file download. */
export const downloadCitation = defineEndpoint({
  ...articles,
  method: 'GET',
  path: '/api/articles/:id/citation',
  summary: 'Download the citation of one article as BibTeX, RIS or CSL-JSON',
  description:
    'Answers a file download (`Content-Disposition: attachment`) named after the citation key, e.g. `Lovelace2019Growth.bib`: `application/x-bibtex`, `application/x-research-info-systems` (CRLF lines) or `application/vnd.citationstyles.csl+json` (an array of one item). 404 for an unknown article, 400 for an unknown format.',
  params: articleParams,
  query: citationQuery,
  responses: {
    200: fileAnswer([
      'application/x-bibtex',
      'application/x-research-info-systems',
      'application/vnd.citationstyles.csl+json',
    ]),
    400: errorBody,
    404: errorBody,
  },
});

/** `GET /api/articles/{id}/full-text`: the full text, table of contents and references (decision 0022). */
export const getFullText = defineEndpoint({
  ...articles,
  method: 'GET',
  path: '/api/articles/:id/full-text',
  summary: "An article's full text, table of contents and references, from its JATS",
  description:
    'The body, appendices and back matter (acknowledgements, funding, data availability, author contributions, competing interests, footnotes, sub-articles) as sanitized HTML; the table of contents (headings in order, with their level); the references, numbered, each with its DOI, PubMed and PMC ids when known and the ids of the in-text citations pointing at it. 404 `Article not found`, or `Full text not available` when the article has no JATS with a body or references.',
  params: articleParams,
  responses: { 200: fullText, 400: errorBody, 404: errorBody },
});

/** `GET /api/articles/{id}/jats`: the article's JATS XML, the stored bytes as they are. */
export const getJats = defineEndpoint({
  ...articles,
  method: 'GET',
  path: '/api/articles/:id/jats',
  summary: "An article's JATS XML",
  description:
    'The JATS XML of the article (`application/jats+xml`): for imported articles, the JATS source kept as imported. 404 `Article not found`, or `No JATS is available for this article` (Crossref-only and arXiv records, workflow articles until their JATS is generated).',
  params: articleParams,
  responses: { 200: fileAnswer(['application/jats+xml']) },
});

/** `GET /api/articles/{id}/usage?months=`: COUNTER R5.1 totals and months (decision 0085). */
export const getUsage = defineEndpoint({
  ...articles,
  method: 'GET',
  path: '/api/articles/:id/usage',
  summary: 'COUNTER usage of one article: Total_Item_Investigations and Total_Item_Requests',
  description:
    'Totals since counting began and per-month counts (calendar months, UTC) of the last `months` months (1–60, default 12), the current one last, zeros included. Counted by the COUNTER Code of Practice R5.1: robots excluded (COUNTER robots list and isbot), double clicks within 30 s counted once, no address stored. An action reaches these counts within about 35 s. 404 for an unknown article.',
  params: articleParams,
  query: usageQuery,
  responses: { 200: usageTotals, 400: errorBody, 404: errorBody },
});

/**
 * `GET /api/articles/{id}/assets/{assetId}/{version}/{file}`: a file the article's JATS names
 * (docs/decisions/0082-figures-article-assets.md). `file` is `original` (the file as imported, its
 * own media type) or `w{width}.avif|webp|jpg` (a web rendition of a figure image). The URL is
 * versioned by the file's content, so answers are cached for a year (`immutable`).
 */
export const getArticleAsset = defineEndpoint({
  ...articles,
  method: 'GET',
  path: '/api/articles/:id/assets/:assetId/:version/:file',
  summary: "A figure image's web rendition (AVIF, WebP, JPEG) or an article file as imported",
  description:
    "`original` answers the file as imported with its media type (TIFF, video, spreadsheet…; an attachment unless an image browsers show); `w480.avif`, `w960.webp`, `w1600.jpg`… a rendition of a figure image at that width. `Cache-Control: public, max-age=31536000, immutable`: a changed file gets a new version. 404 `File not found` for an unknown article, asset, version or width, and for an asset requested under another article's id.",
  params: z.object({
    id: serialId,
    assetId: serialId,
    version: text().regex(/^[0-9a-f]{12}$/, '12 hex digits'),
    file: text().regex(/^(original|w\d{1,5}\.(avif|webp|jpg))$/, 'original, or w{width}.avif|webp|jpg'),
  }),
  responses: {
    200: fileAnswer(['image/avif', 'image/webp', 'image/jpeg', 'application/octet-stream']),
    400: errorBody,
    404: errorBody,
  },
});
