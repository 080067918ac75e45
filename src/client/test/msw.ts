/**
 * The client tests' API: an MSW server (msw/node) answering the client's `fetch` with
 * handlers typed from the shared schemas (./api-contract.ts), and a log of the requests made.
 * ./setup.ts starts it for the `client` Vitest project, resets it after each test, and fails
 * a test that made a request no handler answered or whose stub broke the contract.
 *
 *   const api = mockApi(
 *     on('GET /api/me', me),                                   // 200 with this body
 *     on(`POST /api/admin/joins/${id}/triage`, () => fail(409, 'CONFLICT', 'Already handled')),
 *     on('GET /api/admin/users?limit=20&offset=0', ok(users, { total: 21 })),
 *     on('GET /api/articles/search?*', ({ query }) => ok(results(query), { total: 45 })),
 *   );
 *   ...
 *   expect(api.calls()).toEqual(['GET /api/me', 'POST /api/admin/joins/7/triage']);
 *   expect(api.bodyOf(1)).toEqual({ action: 'reject' });
 *
 * A key is a request as the client makes it, `'METHOD /path?query'`: the path with its
 * values (not `:params`) and the exact query; without a query it answers only requests
 * without one, and `?*` answers any query. TypeScript finds the endpoint of the key in the
 * contract and types its answer; the handler parses every success body with the endpoint's
 * schema and every error body with `errorBody`, so a stub that drifts from the contract
 * fails its test. Answers for what the contract does not describe are explicit:
 * `httpError` (a proxy's non-JSON page), `networkError`, `unchecked` (a malformed body,
 * for tests of how the client copes with one).
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import { z } from 'zod';
import { errorBody, TOTAL_COUNT_HEADER, type ErrorBody } from '../../shared/api/common';
import { API_CONTRACT, type Endpoint, type FileBody, type Method, type SuccessBody } from './api-contract';

// ---------------------------------------------------------------------------------------
// Problems: what makes a test fail after it ran (./setup.ts throws them in afterEach).

const problems: string[] = [];

/** Notes a problem the running test must fail for. */
export function reportProblem(text: string): void {
  problems.push(text);
}

/** The problems noted since the last call, cleared. */
export function takeProblems(): string[] {
  return problems.splice(0, problems.length);
}

/**
 * The MSW server of the client tests (started by ./setup.ts). Its one lasting handler, last
 * in line, answers what no test handler does: the request fails as a network error would,
 * and so does the test, with the request named (the `onUnhandledRequest: 'error'` of
 * ./setup.ts stays as a backstop, for a request even this one would not match).
 */
export const server = setupServer(
  http.all('*', ({ request }) => {
    const url = new URL(request.url);
    reportProblem(`No handler answers ${request.method} ${url.pathname}${url.search}`);
    return HttpResponse.error();
  }),
);

// ---------------------------------------------------------------------------------------
// The request log: every fetch call, recorded when it is made (synchronously, so a test can
// say "nothing was requested" right after a render), with the init the client passed.

/** One fetch call as the client made it. */
export interface LoggedRequest {
  readonly method: string;
  /** The URL as passed to fetch: site-relative, with its query, e.g. `/api/articles?limit=6`. */
  readonly url: string;
  readonly headers: Headers;
  /** The body as passed: a JSON string, a FormData, or undefined. */
  readonly body: BodyInit | null | undefined;
  readonly credentials: RequestCredentials | undefined;
}

const log: LoggedRequest[] = [];

function logEntry(input: RequestInfo | URL, init: RequestInit | undefined): LoggedRequest {
  if (input instanceof Request) {
    return { method: input.method, url: input.url, headers: input.headers, body: undefined, credentials: undefined };
  }
  return {
    method: (init?.method ?? 'GET').toUpperCase(),
    url: String(input),
    headers: new Headers(init?.headers),
    body: init?.body,
    credentials: init?.credentials,
  };
}

/** Wraps fetch (MSW's, once the server listens) so that every call is logged first. */
export function loggingFetch(next: typeof fetch): typeof fetch {
  return (input, init) => {
    log.push(logEntry(input, init));
    return next(input, init);
  };
}

/** Forgets the logged requests (after each test). */
export function clearLog(): void {
  log.length = 0;
}

/** The requests made since `mockApi` was called, and helpers to read them. */
export interface ApiLog {
  /** The requests as `'METHOD /url'`, in order. */
  calls(): string[];
  /** The URLs only, in order. */
  urls(): string[];
  /** Request `index` (0 = the first made). */
  request(index: number): LoggedRequest;
  /** The body of request `index`: parsed JSON, or the FormData as sent. */
  bodyOf(index: number): unknown;
  /** The bodies of every request `'METHOD /url'`, in order. */
  bodiesOf(call: string): unknown[];
}

function parsedBody(entry: LoggedRequest): unknown {
  return typeof entry.body === 'string' ? JSON.parse(entry.body) : entry.body;
}

function logSince(start: number): ApiLog {
  const entries = () => log.slice(start);
  const keyOf = (entry: LoggedRequest) => `${entry.method} ${entry.url}`;
  return {
    calls: () => entries().map(keyOf),
    urls: () => entries().map((entry) => entry.url),
    request: (index) => {
      const entry = entries()[index];
      if (!entry) throw new Error(`No request #${index}; made: ${JSON.stringify(entries().map(keyOf))}`);
      return entry;
    },
    bodyOf(index) {
      return parsedBody(this.request(index));
    },
    bodiesOf: (call) =>
      entries()
        .filter((entry) => keyOf(entry) === call)
        .map(parsedBody),
  };
}

// ---------------------------------------------------------------------------------------
// Keys: which endpoint of the contract a request key like 'GET /api/submissions/12' is.

type Segments<S extends string> = S extends `${infer Head}/${infer Tail}` ? [Head, ...Segments<Tail>] : [S];

/** True when the concrete segments `C` fill the pattern's `P` (a `:param` takes any one segment). */
type SegmentsMatch<C extends string[], P extends string[]> = C extends [
  infer CHead extends string,
  ...infer CTail extends string[],
]
  ? P extends [infer PHead extends string, ...infer PTail extends string[]]
    ? PHead extends `:${string}`
      ? SegmentsMatch<CTail, PTail>
      : CHead extends PHead
        ? SegmentsMatch<CTail, PTail>
        : false
    : false
  : P extends []
    ? true
    : false;

type PathOf<K extends string> = K extends `${infer Path}?${string}` ? Path : K;
type QueryOf<K extends string> = K extends `${string}?${infer Query}` ? Query : never;
type PathMatches<K extends string, E extends string> = [
  SegmentsMatch<Segments<PathOf<K>>, Segments<PathOf<E>>>,
] extends [true]
  ? true
  : false;

type QueryEndpoint = Extract<Endpoint, `${string}?${string}`>;
type PlainEndpoint = Exclude<Endpoint, QueryEndpoint>;

/** An endpoint whose fixed query the key carries. */
type WithQuery<K extends string> = {
  [E in QueryEndpoint]: PathMatches<K, E> extends true
    ? [QueryOf<K>] extends [never]
      ? never
      : QueryOf<K> extends QueryOf<E>
        ? E
        : never
    : never;
}[QueryEndpoint];
/** An endpoint without `:params` that is the key's path. */
type Literal<K extends string> = PathOf<K> extends PlainEndpoint ? PathOf<K> : never;
/** Endpoints with `:params` the key's path fills. */
type Parametric<K extends string> = { [E in PlainEndpoint]: PathMatches<K, E> extends true ? E : never }[PlainEndpoint];

/** The endpoint of a request key (most specific first), or never when the contract has none. */
export type EndpointOf<K extends string> = [WithQuery<K>] extends [never]
  ? [Literal<K>] extends [never]
    ? Parametric<K>
    : Literal<K>
  : WithQuery<K>;

/** A request key: `'METHOD /api/…'`, optionally with `?query` or `?*`. */
export type RequestKey = `${Method} /api/${string}`;

/** What `on` answers `K` with; a type error naming the problem when the contract has no endpoint for it. */
type StubFor<K extends string> = [EndpointOf<K>] extends [never]
  ? { 'no endpoint of src/client/test/api-contract.ts has this path': K }
  : Stub<SuccessBody<EndpointOf<K>>>;

interface ParsedKey {
  readonly method: Method;
  readonly pathname: string;
  /** `?a=1` as URL.search has it; '' for none; null for `?*` (any). */
  readonly search: string | null;
}

const ORIGIN = 'http://msw.test';

function parseKey(key: string): ParsedKey {
  const space = key.indexOf(' ');
  const method = key.slice(0, space) as Method;
  const target = key.slice(space + 1);
  if (target.endsWith('?*')) return { method, pathname: new URL(target.slice(0, -2), ORIGIN).pathname, search: null };
  const url = new URL(target, ORIGIN);
  return { method, pathname: url.pathname, search: url.search };
}

function segmentsMatch(path: string, pattern: string): boolean {
  const have = path.split('/');
  const want = pattern.split('/');
  return have.length === want.length && want.every((part, i) => part.startsWith(':') || part === have[i]);
}

/** The endpoint of a request key at run time, with the same precedence as `EndpointOf`. */
function endpointOf({ method, pathname, search }: ParsedKey): Endpoint {
  const endpoints = Object.keys(API_CONTRACT) as Endpoint[];
  const candidates = endpoints
    .map((endpoint) => ({ endpoint, ...parseKey(endpoint) }))
    .filter((e) => e.method === method && segmentsMatch(pathname, e.pathname));
  const withQuery = candidates.filter((e) => e.search !== '' && e.search === search);
  const plain = candidates.filter((e) => e.search === '');
  const literal = plain.filter((e) => !e.pathname.includes(':'));
  const found = withQuery.length > 0 ? withQuery : literal.length > 0 ? literal : plain;
  if (found.length !== 1) {
    const what = found.length === 0 ? 'no endpoint' : `several endpoints (${found.map((e) => e.endpoint).join(', ')})`;
    throw new Error(`${method} ${pathname}: ${what} of src/client/test/api-contract.ts`);
  }
  return found[0].endpoint;
}

// ---------------------------------------------------------------------------------------
// Answers.

type AnswerInit = { status?: number; total?: number; headers?: Record<string, string> };

/** An answer built by one of the helpers below (a plain value is a 2xx answer with that body). */
export class Answer<T> {
  /** Only here to carry T: an Answer<Journal> is not an Answer<User>. */
  declare private readonly body_type?: T;

  constructor(
    readonly kind: 'ok' | 'fail' | 'httpError' | 'networkError' | 'unchecked',
    readonly body: unknown,
    readonly init: AnswerInit & { statusText?: string } = {},
  ) {}
}

/**
 * The endpoint's success answer: `body` (checked against the contract), with the
 * contract's status unless `status` says otherwise; a list answer carries `X-Total-Count`
 * (`total`, else the number of items), `headers` overrides any header.
 */
export function ok<T>(body: T, init: AnswerInit = {}): Answer<T> {
  return new Answer('ok', body, init);
}

/** An error answer of the API: `{ code, message, errors? }` (checked against `errorBody`). */
export function fail(status: number, code: string, message: string, extra: Partial<ErrorBody> = {}): Answer<never> {
  return new Answer('fail', { code, message, ...extra }, { status });
}

/** A non-JSON error page, as a proxy or gateway answers (`text` as the body). */
export function httpError(status: number, { statusText = '', text = '' } = {}): Answer<never> {
  return new Answer('httpError', text, { status, statusText });
}

/** No answer at all: fetch rejects with a TypeError ('Failed to fetch'). */
export function networkError(): Answer<never> {
  return new Answer('networkError', undefined);
}

/**
 * A JSON answer the contract does not describe, not checked: for tests of how the client
 * copes with a malformed answer (an error without a message, a 200 without an id…).
 */
export function unchecked(status: number, body: unknown): Answer<never> {
  return new Answer('unchecked', body, { status });
}

/** A file answer (for the contract's file endpoints). */
export function file(content: string | Uint8Array, contentType: string, headers: Record<string, string> = {}) {
  return new Answer<FileBody>('ok', { content, contentType }, { headers });
}

/** A promise that never settles: the request stays pending (the loading states). */
export function pending(): Promise<never> {
  return new Promise<never>(() => {});
}

/**
 * An answer held back until the test gives it: `stub` answers the request with it whenever
 * the request comes (before or after `release`), `release(reply)` gives it.
 */
export function held<T>(): { stub: () => Promise<Reply<T>>; release: (reply: Reply<T>) => void } {
  let release: (reply: Reply<T>) => void = () => {};
  const answer = new Promise<Reply<T>>((resolve) => (release = resolve));
  return { stub: () => answer, release };
}

/** The request as a stub sees it. */
export interface ApiCall {
  readonly request: Request;
  readonly url: URL;
  readonly query: URLSearchParams;
  /** The parsed JSON body, or undefined without a JSON body (multipart: read the log). */
  readonly body: unknown;
}

/** A reply: the body of a success answer, or an answer built by the helpers above. */
export type Reply<T> = T | Answer<T>;

/** What `on` answers with: a reply, or a function of the request giving one (or a promise of one). */
export type Stub<T> = Reply<T> | ((call: ApiCall) => Reply<T> | Promise<Reply<T>>);

function jsonResponse(body: unknown, status: number, headers: HeadersInit = {}) {
  return HttpResponse.json(body as never, { status, headers });
}

/** `base`, with `overrides` replacing any header of the same name (whatever its case). */
function mergedHeaders(base: Record<string, string>, overrides: Record<string, string> = {}): Headers {
  const headers = new Headers(base);
  for (const [name, value] of Object.entries(overrides)) headers.set(name, value);
  return headers;
}

/** The Response of an answer to `key`, checked against the contract. */
function toResponse(key: string, endpoint: Endpoint, value: unknown): Response {
  const answer = value instanceof Answer ? (value as Answer<unknown>) : new Answer('ok', value);
  const { status, statusText, headers = {} } = answer.init;
  switch (answer.kind) {
    case 'networkError':
      return HttpResponse.error();
    case 'httpError':
      // A plain Response: HttpResponse would fill in an empty statusText from the status.
      return new Response(String(answer.body), { status, statusText });
    case 'unchecked':
      return jsonResponse(answer.body, status ?? 200);
    case 'fail': {
      const checked = errorBody.safeParse(answer.body);
      if (!checked.success) return breach(key, 'error body', checked.error.message);
      return jsonResponse(answer.body, status ?? 500);
    }
    case 'ok':
      break;
  }
  const spec = API_CONTRACT[endpoint];
  const code = status ?? spec.status;
  if (spec.kind === 'empty') {
    if (answer.body !== null && answer.body !== undefined) return breach(key, 'body', 'expected no body (204)');
    return new HttpResponse(null, { status: code, headers });
  }
  if (spec.kind === 'file') {
    const { content, contentType } = answer.body as FileBody;
    return new HttpResponse(content, {
      status: code,
      headers: mergedHeaders({ 'Content-Type': contentType }, headers),
    });
  }
  const schema = spec.kind === 'list' ? z.array(spec.item) : spec.schema;
  const checked = schema.safeParse(answer.body);
  if (!checked.success) return breach(key, `body of ${endpoint}`, checked.error.message);
  const total: Record<string, string> = {};
  if (spec.kind === 'list') total[TOTAL_COUNT_HEADER] = String(answer.init.total ?? (answer.body as unknown[]).length);
  return jsonResponse(answer.body, code, mergedHeaders(total, headers));
}

/** A stub that breaks the contract: the test fails (./setup.ts), the client gets a 500. */
function breach(key: string, what: string, detail: string): Response {
  reportProblem(`The stub of ${key} breaks the contract (${what}): ${detail}`);
  return jsonResponse({ code: 'STUB_BREAKS_CONTRACT', message: `Stub of ${key} breaks the contract` }, 500);
}

/** The request's JSON body (its text when it is not JSON), or undefined without a JSON body. */
async function readJsonBody(request: Request): Promise<unknown> {
  if (!request.headers.get('Content-Type')?.includes('application/json')) return undefined;
  const text = await request.clone().text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * A handler answering the request `key` (see the module comment) with `stub`.
 * `once`: it answers one request, then the next handler of the key (if any) takes over.
 */
export function on<K extends RequestKey>(
  key: K,
  stub: StubFor<K>,
  { once = false }: { once?: boolean } = {},
): HttpHandler {
  const parsed = parseKey(key);
  const endpoint = endpointOf(parsed);
  const matches = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    return url.pathname === parsed.pathname && (parsed.search === null || url.search === parsed.search);
  };
  const method = parsed.method.toLowerCase() as Lowercase<Method>;
  return http[method](
    matches,
    async ({ request }) => {
      const url = new URL(request.url);
      const call: ApiCall = { request, url, query: url.searchParams, body: await readJsonBody(request) };
      const value = typeof stub === 'function' ? await stub(call) : stub;
      return toResponse(key, endpoint, value);
    },
    { once },
  );
}

/**
 * Answers with `handlers` (before any added earlier, so a later stub of a key wins) and
 * returns the log of the requests made from now on.
 */
export function mockApi(...handlers: HttpHandler[]): ApiLog {
  if (handlers.length > 0) server.use(...handlers);
  return logSince(log.length);
}
