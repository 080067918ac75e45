/**
 * Small fetch wrapper for `/api` calls (seed 000 §7, §8).
 *
 * Every call sends cookies and, when a token is held, `Authorization: Bearer <token>`;
 * a body gets the JSON content type unless it is FormData (the browser sets the
 * multipart boundary itself). A non-OK answer throws an
 * {@link ApiError} carrying the status and the parsed error body `{ code, message,
 * errors? }`, or `{ code: 'ERROR', message: statusText }` when the body is not one.
 *
 * Not yet here (auth issue): the single token refresh and retry on 401/403 (seed 000 §4).
 */
import type * as Catalogue from '../../shared/api/catalogue';
import type { ErrorBody } from '../../shared/api/catalogue';
import { getAccessToken } from './access-token';

/**
 * Header carrying a list's total. Typed against the contract's constant, but not imported
 * as a value: a value import of the contract module would bundle zod into the client.
 */
const TOTAL_COUNT_HEADER: typeof Catalogue.TOTAL_COUNT_HEADER = 'x-total-count';

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

/**
 * Performs a request and returns the raw OK response.
 * @param path site-relative URL, e.g. `/api/journals`
 * @param init fetch options; headers given here win over the defaults
 * @throws ApiError on a non-OK status; the fetch TypeError on a network failure
 */
export async function apiFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  const token = getAccessToken();
  if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
  // Only with a body: Fastify rejects an empty body declared as JSON (FST_ERR_CTP_EMPTY_JSON_BODY).
  const hasBody = init.body !== undefined && init.body !== null;
  if (hasBody && !(init.body instanceof FormData) && !headers.has('Content-Type')) {
    headers.set('Content-Type', 'application/json');
  }
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');

  const response = await fetch(path, { ...init, headers, credentials: 'include' });
  if (!response.ok) throw new ApiError(response.status, await readErrorBody(response));
  return response;
}

/**
 * GETs a JSON document. The type parameter is trusted, not checked: the server validates
 * its answers against the shared schemas.
 * @throws ApiError on a non-OK status
 */
export async function getJson<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await apiFetch(path, { ...init, method: 'GET' });
  return (await response.json()) as T;
}

/**
 * GETs a paginated list: a JSON array with the total in `X-Total-Count` (falls back to
 * the number of items when the header is missing or not a number).
 * @throws ApiError on a non-OK status
 */
export async function getList<T>(path: string, init?: RequestInit): Promise<ListPage<T>> {
  const response = await apiFetch(path, { ...init, method: 'GET' });
  const items = (await response.json()) as T[];
  const header = response.headers.get(TOTAL_COUNT_HEADER);
  const total = header !== null && /^\d+$/.test(header.trim()) ? Number(header) : items.length;
  return { items, total };
}
