/**
 * Endpoint table: the public catalogue (seed 000 §7; docs/decisions/0064-endpoint-table.md):
 * journals, their volumes, issues and editorial boards, articles and search. No session. All
 * but search are public-cache routes (decision 0020: the same answer for every visitor, a
 * `config` of the server's registration). Lists are pages with the total in `X-Total-Count`
 * (decision 0004); the article lists also page by `cursor` with a `Link: rel="next"`.
 * Not here: the citation download (`GET /api/articles/{id}/citation`, a file), full text and
 * usage (their own features), covers and board photos (files).
 */
import { z } from 'zod';
import { publicBoardList } from '../board';
import {
  articleDetail,
  articleListFilters,
  articleListQuery,
  articleSummary,
  journal,
  journalArticlesQuery,
  journalDetail,
  journalMatch,
  journalSearchQuery,
  RELATED_LIMIT,
  SEARCH_TOTAL_CAP,
  searchQuery,
  searchResult,
} from '../catalogue';
import { articleCitations } from '../citations';
import { errorBody, PAGE_MAX_OFFSET, pageQuery, serialId, TOTAL_CAPPED_HEADER, TOTAL_COUNT_HEADER } from '../common';
import { issueContents, issueParams, journalVolumes } from '../issues';
import { text } from '../../validation/text';
import { defineEndpoint } from './define';

const journals = { tags: ['journals'] } as const;
const articles = { tags: ['articles'] } as const;
const paging = `Paginated with \`limit\` (1–100, default 20) and \`offset\` (at most ${PAGE_MAX_OFFSET}); the total is in \`${TOTAL_COUNT_HEADER}\`.`;
const keyset = `${paging} Deeper pages: \`cursor\` instead of \`offset\`; every page but the last has a \`Link: <url>; rel="next"\` header with the next page's cursor, and pages by cursor list every article once, even while articles are added.`;
const articleParams = z.object({ id: serialId });

// Journals (seed 000 §7; volumes and issues: decision 0029; boards: decision 0031).

/**
 * `GET /api/journals?limit=&offset=&house=`: the publisher's own journals first, then source
 * journals of imported articles, each by title; `house=true` the publisher's own only.
 */
export const listJournals = defineEndpoint({
  ...journals,
  method: 'GET',
  path: '/api/journals',
  summary: 'List journals',
  description: `Paginated with \`limit\` (1–100, default 20) and \`offset\` (at most ${PAGE_MAX_OFFSET}); the total is in \`${TOTAL_COUNT_HEADER}\`. The publisher's own journals come first, then source journals of imported articles, each by title. \`house=true\`: the publisher's own journals only (those a manuscript can be submitted to).`,
  query: pageQuery.extend({ house: z.enum(['true', 'false']).optional() }),
  list: true,
  responses: { 200: z.array(journal), 400: errorBody },
});

/** `GET /api/journals/abbrev/{abbreviation}`: one journal (case-insensitive; 404 `Journal "…" not found`). */
export const getJournal = defineEndpoint({
  ...journals,
  method: 'GET',
  path: '/api/journals/abbrev/:abbreviation',
  summary: 'One journal by its abbreviation (case-insensitive)',
  description:
    'The list fields, plus the accepted article types (empty: none chosen) and the article processing charge (`apc`: amount and ISO 4217 currency, or null).',
  params: z.object({ abbreviation: text().trim().min(1).max(100) }),
  responses: { 200: journalDetail, 404: errorBody },
});

/**
 * `GET /api/journals/search?q=&limit=`: the journals the text names, for the header search's
 * dropdown beside its article results (seed 000 §2 Header; decision 0083). Registered by the
 * articles feature, whose catalogue search names journals the same way (decision 0081).
 */
export const searchJournals = defineEndpoint({
  ...journals,
  method: 'GET',
  path: '/api/journals/search',
  summary: 'Journals named by a search text',
  description:
    '`q` needs 2–200 characters. A journal is named when every word of the text is in its title (the last ' +
    'word also as a prefix from 3 letters) and the text has a word other than journal, journals, archives, of, ' +
    'the, and, section, in, for; or when the text is its abbreviation (any case). By title, at most `limit` ' +
    '(1–10, default 3), each with its number of articles. Web-search syntax (quotes, `or`, `-word`) and DOIs ' +
    'name no journal (empty list).',
  query: journalSearchQuery,
  responses: { 200: z.array(journalMatch), 400: errorBody },
});

/** `GET /api/journals/{abbreviation}/issues`: the back catalogue and the current issue. */
export const listJournalVolumes = defineEndpoint({
  ...journals,
  method: 'GET',
  path: '/api/journals/:abbreviation/issues',
  summary: "A journal's volumes and issues, newest first, with article counts and its current issue",
  description:
    'Every volume with its issues (numbers as printed; `number` is "" for a volume\'s articles without an issue number), each with its article count; `current` is the issue marked current, else the newest issue with articles. Announced (`future`) issues are not listed. 404 for an unknown journal.',
  params: issueParams.pick({ abbreviation: true }),
  responses: { 200: journalVolumes, 400: errorBody, 404: errorBody },
});

/** `GET /api/journals/{abbreviation}/issues/{volume}`: a volume's table of contents. */
export const getVolumeContents = defineEndpoint({
  ...journals,
  method: 'GET',
  path: '/api/journals/:abbreviation/issues/:volume',
  summary: 'The table of contents of one volume (all its issues)',
  description:
    'Articles of every issue of the volume, by article type, then first page. 404 for an unknown journal or volume.',
  params: issueParams.pick({ abbreviation: true, volume: true }),
  responses: { 200: issueContents, 400: errorBody, 404: errorBody },
});

/** `GET /api/journals/{abbreviation}/issues/{volume}/{number}`: an issue's table of contents. */
export const getIssueContents = defineEndpoint({
  ...journals,
  method: 'GET',
  path: '/api/journals/:abbreviation/issues/:volume/:number',
  summary: 'The table of contents of one issue',
  description:
    'Articles of the issue grouped by article type (Editorial, Research Article, Review, … then by name), each group by first page, with page ranges and PDF links. 404 for an unknown journal or issue.',
  params: issueParams,
  responses: { 200: issueContents, 400: errorBody, 404: errorBody },
});

/** `GET /api/journals/{abbreviation}/board`: the editorial board (no account ids). */
export const getJournalBoard = defineEndpoint({
  ...journals,
  method: 'GET',
  path: '/api/journals/:abbreviation/board',
  summary: "A journal's editorial board",
  description:
    'Members by role (editor-in-chief, editors, associate editors, reviewer board), then display order; each with affiliation, bare ORCID iD and photo address (no account ids). 404 for an unknown journal.',
  params: issueParams.pick({ abbreviation: true }),
  responses: { 200: publicBoardList, 400: errorBody, 404: errorBody },
});

// Articles (seed 000 §7; filters and orders: decision 0029; search: decision 0019).

/** `GET /api/articles?journal=&type=&year=&sort=&limit=&offset=|cursor=`: the article list. */
export const listArticles = defineEndpoint({
  ...articles,
  method: 'GET',
  path: '/api/articles',
  summary: 'List published articles, newest first, or filtered and sorted',
  description:
    `Filters (decision 0029): \`journal\` (abbreviation, any case; 400 when no journal has it), \`type\` ` +
    `(article type as stored, e.g. "Research Article"), \`year\` (publication year). \`sort\`: \`newest\` ` +
    `(default), \`oldest\` (undated articles first) or \`title\`. ${keyset} Cursors page the newest-first order only.`,
  query: articleListQuery,
  list: true,
  responses: { 200: z.array(articleSummary), 400: errorBody },
});

/** `GET /api/articles/filters`: the article types and publication years the list can be filtered by. */
export const getArticleFilters = defineEndpoint({
  ...articles,
  method: 'GET',
  path: '/api/articles/filters',
  summary: 'What the article list can be filtered by',
  description:
    'The article types that have published articles (by name) and the publication years from the newest dated article to the oldest (decision 0029).',
  responses: { 200: articleListFilters },
});

/** `GET /api/articles/search?q=&view=&limit=&offset=`: ranked full-text search (decision 0019). */
export const searchArticles = defineEndpoint({
  ...articles,
  method: 'GET',
  path: '/api/articles/search',
  summary: 'Ranked full-text search of articles',
  description:
    `\`q\` needs 2–200 characters: a DOI (bare, \`doi:\` or a doi.org URL) finds its article; other text ` +
    `accepts web-search syntax (words, "quoted phrases", \`or\`, \`-word\`), the last word also as a prefix ` +
    `from 3 letters. Results: title matches, then author-name matches, then the articles of a journal the ` +
    `text names (words of its title, not only generic ones, or its abbreviation), then matches in keywords or ` +
    `abstract; within each, by rank ` +
    `(a bounded candidate set), ties newest first. At most ${SEARCH_TOTAL_CAP} results are listed: with more ` +
    `matches, \`${TOTAL_COUNT_HEADER}\` is ${SEARCH_TOTAL_CAP} and \`${TOTAL_CAPPED_HEADER}\` is \`true\`. ` +
    `\`view=compact\` cuts abstracts to 200 characters and authors to 3 names + "et al." (header search). ${paging}`,
  query: searchQuery,
  list: true,
  responses: { 200: z.array(searchResult), 400: errorBody },
});

/** `GET /api/articles/journal/{journalId}?volume=&issue=&limit=&offset=|cursor=`: a journal's articles. */
export const listJournalArticles = defineEndpoint({
  ...articles,
  method: 'GET',
  path: '/api/articles/journal/:journalId',
  summary: "A journal's articles, newest first",
  description: `Optionally of one \`volume\` and/or \`issue\` (as printed). 404 when the journal does not exist. ${keyset}`,
  params: z.object({ journalId: serialId }),
  query: journalArticlesQuery,
  list: true,
  responses: { 200: z.array(articleSummary), 400: errorBody, 404: errorBody },
});

/** `GET /api/articles/{id}/citations`: the article's citation in each style of the article page. */
export const getArticleCitations = defineEndpoint({
  ...articles,
  method: 'GET',
  path: '/api/articles/:id/citations',
  summary: 'The citation of one article in each style of the article page',
  description:
    'House style, APA 7th edition, Vancouver, Harvard and Chicago author-date (CSL styles formatted by Citation.js), each as plain text and as HTML with only `<i>`, `<b>`, `<sup>`, `<sub>`, `<span>`. 404 for an unknown article.',
  params: articleParams,
  responses: { 200: articleCitations, 400: errorBody, 404: errorBody },
});

/** `GET /api/articles/{id}/related`: up to {@link RELATED_LIMIT} similar articles. */
export const listRelatedArticles = defineEndpoint({
  ...articles,
  method: 'GET',
  path: '/api/articles/:id/related',
  summary: 'Up to five articles whose text is most like this one',
  description: `At most ${RELATED_LIMIT} article summaries, most similar first, never the article itself: PostgreSQL full text over titles, keywords, authors and abstracts, matched on the article's title words; when that finds fewer, the list is filled with articles of the same journal or sharing its subjects (most shared subjects first, then the same journal, then newest). Abstracts are cut to 200 characters. 404 for an unknown article.`,
  params: articleParams,
  responses: { 200: z.array(articleSummary), 400: errorBody, 404: errorBody },
});

/** `GET /api/articles/{id}`: one article (404 'Article not found'). */
export const getArticle = defineEndpoint({
  ...articles,
  method: 'GET',
  path: '/api/articles/:id',
  summary: 'One article with its contributors, license, keywords and files',
  params: articleParams,
  responses: { 200: articleDetail, 400: errorBody, 404: errorBody },
});
