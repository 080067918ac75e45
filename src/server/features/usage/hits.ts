/**
 * Which answered requests are usage (docs/decisions/0023-citations-related-usage.md, following
 * COUNTER R5 where an address-free server can):
 * - a **view** of an article: its page served whole as HTML (`GET /articles/{id}` or
 *   `/journals/{journalId}/articles/{id}`, 200), or the article fetched by the browser when
 *   the reader navigates to it inside the app (`GET /api/articles/{id}`, 200). The server
 *   render's own call of that endpoint is marked (RENDER_REQUEST_HEADER) and not counted, and
 *   a served page is hydrated from its embedded data without fetching the article again, so
 *   one page shown is one view.
 * - a **download** of a PDF: `GET /api/files/{key}` answered 200, or 206 for a byte range
 *   that starts at the first byte (a viewer reading a PDF in ranges asks for the start once).
 *   The article is found from the key when the counts are written (only article PDFs count).
 * Not counted: HEAD, conditional answers (304), errors, robots (robots.ts).
 */
import { RENDER_REQUEST_HEADER } from '../../lib/render-request';
import { isStorageKey } from '../../lib/storage';
import { isRobot } from './robots';

export type UsageHit = { kind: 'view'; articleId: number } | { kind: 'download'; fileKey: string };

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
const FILE_API = /^\/api\/files\/([^/]+)$/;
const MAX_ID = 2_147_483_647;

function articleId(match: RegExpExecArray | null): number | null {
  if (!match) return null;
  const id = Number(match[1]);
  return id >= 1 && id <= MAX_ID ? id : null;
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
  if (file) return isStorageKey(file[1]) ? { kind: 'download', fileKey: file[1] } : null;
  if (request.statusCode !== 200) return null;
  const page = articleId(ARTICLE_PAGE.exec(path));
  if (page !== null) return { kind: 'view', articleId: page };
  const fetched = articleId(ARTICLE_API.exec(path));
  if (fetched !== null && !header(request.headers[RENDER_REQUEST_HEADER])) return { kind: 'view', articleId: fetched };
  return null;
}
