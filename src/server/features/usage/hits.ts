/**
 * Which answered requests are COUNTER usage (docs/decisions/0085-counter-r5-usage.md; Code of
 * Practice R5.1 §3.3.5 Investigations and Requests, §7.1 HTTP status codes, §7.8 robots):
 * - the article **page** served whole as HTML (`GET /articles/{id}` or
 *   `/journals/{journalId}/articles/{id}`, 200), or the article fetched by the browser when the
 *   reader navigates to it inside the app (`GET /api/articles/{id}`, 200; the server render's own
 *   call carries RENDER_REQUEST_HEADER and is not counted). A page is an Investigation; when the
 *   article has a full text (shown on the page) it is also a Request of the full text HTML. Which
 *   of the two is decided when the events are written, from the article.
 * - the article's **PDF**: `GET /api/files/{key}` answered 200, or 206 for a range starting at the
 *   first byte; a Request when the file is an article's PDF (looked up when written).
 * - a **figure or supplementary file** downloaded as imported
 *   (`GET /api/articles/{id}/assets/{assetId}/{version}/original`): an Investigation. The web
 *   renditions the full text embeds (`w960.webp`…) are part of the page, not actions of their own.
 * Not counted: HEAD, conditional answers (304), errors, robots (robots.ts).
 */
import { RENDER_REQUEST_HEADER } from '../../lib/render-request';
import { isStorageKey } from '../../lib/storage';
import { isRobot } from './robots';

export type UsageHit =
  | { kind: 'page'; articleId: number }
  | { kind: 'asset'; articleId: number; assetId: number }
  | { kind: 'file'; fileKey: string };

/** One counted request, as the intake remembers it until its next write (counter.ts). */
export interface QueuedHit {
  hit: UsageHit;
  /** The user's digest (cop.ts SessionKeys.user). */
  user: string;
  /** ms since the epoch. */
  at: number;
}

/** What the classification reads of an answered request. */
export interface AnsweredRequest {
  method: string;
  /** The path and query as received. */
  url: string;
  statusCode: number;
  headers: Record<string, string | string[] | undefined>;
  /** The answer's Content-Range header, if any. */
  contentRange?: string;
}

const ARTICLE_PAGE = /^(?:\/journals\/[^/]+)?\/articles\/(\d{1,10})\/?$/;
const ARTICLE_API = /^\/api\/articles\/(\d{1,10})$/;
const ASSET_ORIGINAL = /^\/api\/articles\/(\d{1,10})\/assets\/(\d{1,10})\/[0-9a-f]{12}\/original$/;
const FILE_API = /^\/api\/files\/([^/]+)$/;
const MAX_ID = 2_147_483_647;

function id(value: string | undefined): number | null {
  if (value === undefined) return null;
  const n = Number(value);
  return n >= 1 && n <= MAX_ID ? n : null;
}

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The usage a request makes, or null when it makes none. */
export function usageHit(request: AnsweredRequest): UsageHit | null {
  if (request.method !== 'GET') return null;
  const ranged = request.statusCode === 206 && /^bytes 0-/.test(request.contentRange ?? '');
  if (request.statusCode !== 200 && !ranged) return null;
  const hit = hitOf(request.url.split('?')[0], request);
  // The robot lists are matched last: only for the few requests that would count.
  return hit && !isRobot(header(request.headers['user-agent'])) ? hit : null;
}

/** The usage a GET answered 200 (or 206 from byte 0) for `path` makes, robots aside. */
function hitOf(path: string, request: AnsweredRequest): UsageHit | null {
  const file = FILE_API.exec(path);
  if (file) return isStorageKey(file[1]) ? { kind: 'file', fileKey: file[1] } : null;
  if (request.statusCode !== 200) return null;
  const page = id(ARTICLE_PAGE.exec(path)?.[1]);
  if (page !== null) return { kind: 'page', articleId: page };
  const fetched = id(ARTICLE_API.exec(path)?.[1]);
  if (fetched !== null)
    return header(request.headers[RENDER_REQUEST_HEADER]) ? null : { kind: 'page', articleId: fetched };
  const asset = ASSET_ORIGINAL.exec(path);
  if (asset) {
    const articleId = id(asset[1]);
    const assetId = id(asset[2]);
    if (articleId !== null && assetId !== null) return { kind: 'asset', articleId, assetId };
  }
  return null;
}
