/**
 * Small fetch wrapper for `/api` calls (seed 000 §4, §7, §8; seed 001 §4).
 *
 * Every call sends cookies and, when a token is held, `Authorization: Bearer <token>`;
 * a body gets the JSON content type unless it is FormData (the browser sets the
 * multipart boundary itself). A non-OK answer throws an
 * {@link ApiError} carrying the status and the parsed error body `{ code, message,
 * errors? }`, or `{ code: 'ERROR', message: statusText }` when the body is not one.
 *
 * A 401 or 403 triggers one token refresh (lib/session/refresh-token.ts: single flight in
 * the tab, serialised across tabs) and one retry with the new token. The session calls
 * themselves (/api/login, /api/signup, /api/refresh, /api/logout, /api/password-reset/*)
 * are never refreshed. When the refresh fails, the stored token and user are cleared and the
 * browser goes to `/portal?next={path and query}`, unless the caller passed
 * `redirectOnAuthFailure: false`; the call then throws the original 401/403.
 *
 * A signed-in POST carries an `Idempotency-Key` (a new one per call, unless the caller gave
 * one), and when its answer is lost (fetch rejects: the connection dropped) it is sent once
 * more with the same key: the server runs it at most once and replays the first answer
 * (docs/decisions/0012-intake-idempotency-guard.md, "signed-in calls").
 */
import type * as Common from '../../shared/api/common';
import type { ErrorBody } from '../../shared/api/common';
import { getAccessToken } from './access-token';
import { IDEMPOTENCY_HEADER, newIdempotencyKey } from './idempotency-key';
import { refreshAccessToken } from './session/refresh-token';
import { clearSession } from './session/stored-session';

/**
 * Header carrying a list's total. Typed against the contract's constant, but not imported
 * as a value: a value import of the contract module would bundle zod into the entry chunk,
 * which every page loads.
 */
const TOTAL_COUNT_HEADER: typeof Common.TOTAL_COUNT_HEADER = 'x-total-count';
/** Header saying the total is a floor ("1,000+"), typed the same way. */
const TOTAL_CAPPED_HEADER: typeof Common.TOTAL_CAPPED_HEADER = 'x-total-count-capped';

/** Error thrown for every non-OK answer; `body` is the server's error object. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody;

  constructor(status: number, body: ErrorBody) {
    super(body.message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

/** A page of a list endpoint: its items and the total from `X-Total-Count`. */
export interface ListPage<T> {
  items: T[];
  total: number;
  /**
   * True when the server capped the total (`X-Total-Count-Capped: true`): there are more
   * than `total` items, of which only `total` are listed (search, "1,000+ results").
   */
  totalCapped?: boolean;
}

function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate.code === 'string' && typeof candidate.message === 'string';
}

async function readErrorBody(response: Response): Promise<ErrorBody> {
  const fallback: ErrorBody = { code: 'ERROR', message: response.statusText || `HTTP ${response.status}` };
  try {
    const parsed: unknown = await response.json();
    return isErrorBody(parsed) ? parsed : fallback;
  } catch {
    return fallback;
  }
}

/** Options of a call: fetch's, plus what to do when the session cannot be renewed. */
export interface ApiRequestInit extends RequestInit {
  /**
   * When the token refresh after a 401/403 fails, go to `/portal?next=…` (default true).
   * The startup session check passes false: an expired session there just means anonymous.
   */
  redirectOnAuthFailure?: boolean;
}

/** The session calls, whose 401/403 means what it says: they are never refreshed and retried. */
const SESSION_PATHS: ReadonlySet<string> = new Set(['/api/login', '/api/signup', '/api/refresh', '/api/logout']);

/**
 * True when a 401/403 of `path` (which may carry a query) may be healed by a token refresh: not
 * the session calls, the password reset, nor the `/api/public/` calls, whose credential is a
 * mailed token, not the session.
 */
export function mayRefreshFor(path: string): boolean {
  const pathname = path.split(/[?#]/, 1)[0].replace(/\/+$/, '');
  return (
    !SESSION_PATHS.has(pathname) &&
    !pathname.startsWith('/api/password-reset/') &&
    pathname !== '/api/password-reset' &&
    !pathname.startsWith('/api/public/')
  );
}

/** The sign-in URL that brings the user back to the current page afterwards. */
function signInHrefForHere(): string {
  const { pathname, search } = window.location;
  if (pathname === '/portal' || pathname.startsWith('/portal/')) return '/portal';
  return `/portal?next=${encodeURIComponent(pathname + search)}`;
}

/** How a request leaves: a function of fetch's shape. */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

/** The browser's fetch, looked up per call (tests replace the global). */
const browserTransport: ApiTransport = (path, init) => fetch(path, init);
let transport: ApiTransport = browserTransport;

/**
 * Replaces how API requests are sent. The server render (entry-server.tsx) routes them into
 * the server itself, so the same query functions feed the server render and the browser
 * (decision 0018); nothing else calls this.
 */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

function send(path: string, init: RequestInit, token: string | null): Promise<Response> {
  const headers = new Headers(init.headers);
  if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
  // Only with a body: Fastify rejects an empty body declared as JSON (FST_ERR_CTP_EMPTY_JSON_BODY).
  const hasBody = init.body !== undefined && init.body !== null;
  if (hasBody && !(init.body instanceof FormData) && !headers.has('Content-Type')) {
    headers.set('Content-Type', 'application/json');
  }
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  return transport(path, { ...init, headers, credentials: 'include' });
}

/** `init` with an `Idempotency-Key` when it is a signed-in POST without one (see the module comment). */
function withIdempotencyKey(init: RequestInit, token: string | null): RequestInit {
  if (token === null || (init.method ?? 'GET').toUpperCase() !== 'POST') return init;
  const headers = new Headers(init.headers);
  if (headers.has(IDEMPOTENCY_HEADER)) return init;
  headers.set(IDEMPOTENCY_HEADER, newIdempotencyKey());
  return { ...init, headers };
}

/**
 * Sends `init`; when it carries an idempotency key and fetch rejects (no answer), sends it once
 * more with the same key. A request without a key is never repeated.
 * @throws the second attempt's rejection
 */
async function sendOnceMore(path: string, init: RequestInit, token: string | null): Promise<Response> {
  try {
    return await send(path, init, token);
  } catch (error) {
    if (!new Headers(init.headers).has(IDEMPOTENCY_HEADER) || init.signal?.aborted) throw error;
    return send(path, init, token);
  }
}

/**
 * Performs a request and returns the raw OK response. A 401/403 is refreshed and retried
 * once (see the module comment).
 * @param path site-relative URL, e.g. `/api/journals`
 * @param init fetch options (headers given here win over the defaults) and
 *   `redirectOnAuthFailure`
 * @throws ApiError on a non-OK status; the fetch TypeError on a network failure
 */
export async function apiFetch(path: string, init: ApiRequestInit = {}): Promise<Response> {
  const { redirectOnAuthFailure = true, ...given } = init;
  const sentToken = getAccessToken();
  const request = withIdempotencyKey(given, sentToken);
  const response = await sendOnceMore(path, request, sentToken);
  if (response.ok) return response;
  if ((response.status === 401 || response.status === 403) && mayRefreshFor(path)) {
    const fresh = await refreshAccessToken(sentToken);
    if (fresh !== null) {
      const retried = await send(path, request, fresh);
      if (retried.ok) return retried;
      throw new ApiError(retried.status, await readErrorBody(retried));
    }
    const error = new ApiError(response.status, await readErrorBody(response));
    clearSession();
    if (redirectOnAuthFailure && typeof window !== 'undefined') window.location.assign(signInHrefForHere());
    throw error;
  }
  throw new ApiError(response.status, await readErrorBody(response));
}

/**
 * The page of a list answer: `items`, the total from `X-Total-Count` (the number of items when
 * the header is missing or not a number), and whether `X-Total-Count-Capped` says the total is a
 * floor (decision 0004). Shared by lib/call.ts's callList and lib/checked-get.ts's getCheckedList.
 */
export function listPageOf<T>(response: Response, items: T[]): ListPage<T> {
  const header = response.headers.get(TOTAL_COUNT_HEADER);
  const total = header !== null && /^\d+$/.test(header.trim()) ? Number(header) : items.length;
  return { items, total, totalCapped: response.headers.get(TOTAL_CAPPED_HEADER)?.trim() === 'true' };
}
