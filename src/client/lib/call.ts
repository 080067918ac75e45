/**
 * The typed call of an endpoint-table entry (shared/api/endpoints;
 * docs/decisions/0064-endpoint-table.md):
 *
 *   const template = await call(saveMailTemplate, { params: { key }, query: { journalId }, body: input });
 *
 * builds the URL from the entry's path (each `:param` filled in, percent-encoded) and query
 * (`null`/`undefined` values left out), sends the body as JSON (a `multipart` entry's FormData
 * as it is), and parses the answer with the entry's schema for its status, so the result is
 * what the contract says, not a cast. It goes
 * through `apiFetch` (lib/api-client.ts), so everything that does stays: the bearer token,
 * cookies, the `Idempotency-Key` of signed-in POSTs and their one resend, the refresh and retry
 * after a 401/403, and `ApiError` (status and `{ code, message, errors? }`) for a non-2xx answer.
 * A 2xx answer the entry does not describe, or whose body its schema refuses, throws
 * `ApiError(status, { code: 'INVALID_RESPONSE', … })`.
 *
 * This module imports no zod value: the schemas come with the entries, so zod lands only in the
 * chunks of the features that call them (decision 0017).
 */
import type { z } from 'zod';
import type { ErrorBody } from '../../shared/api/common';
import {
  isFileAnswer,
  type EndpointSpec,
  type PathParamNames,
  type ResponseSpec,
  type SuccessBody,
} from '../../shared/api/endpoints/define';
import { ApiError, apiFetch, listPageOf, type ApiRequestInit, type ListPage } from './api-client';

/** A query value as the URL carries it (`null`/`undefined`: left out; an array: repeated). */
type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

/**
 * The query of a call: the entry's query names, each with the value its schema gives or, as the
 * URL carries every value as text, a string the server checks (a filter read from the page's
 * own URL, passed on as it is: a bad one answers 400 as before).
 */
type QueryOf<E extends EndpointSpec> = E['query'] extends z.ZodType
  ? { [K in keyof z.output<E['query']>]?: z.output<E['query']>[K] | string | null }
  : Record<string, QueryValue>;

type ParamsPart<E extends EndpointSpec> = [PathParamNames<E['path']>] extends [never]
  ? { params?: undefined }
  : { params: Record<PathParamNames<E['path']>, string | number> };

type BodyPart<E extends EndpointSpec> = E['multipart'] extends true
  ? { body: FormData }
  : E['body'] extends z.ZodType
    ? { body: z.input<E['body']> }
    : { body?: undefined };

/** What a call of `E` takes: its path parameters, query, body, and fetch options. */
export type CallInput<E extends EndpointSpec> = ParamsPart<E> &
  BodyPart<E> & {
    query?: QueryOf<E>;
    /** fetch options (headers, signal…) and `redirectOnAuthFailure`; not method nor body. */
    init?: Omit<ApiRequestInit, 'method' | 'body'>;
  };

/** The arguments after the entry: the input, optional when nothing in it is required. */
type CallArgs<E extends EndpointSpec> = object extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

/** The URL of a call: the path with its parameters filled in, then the query. */
export function endpointUrl(
  path: string,
  params: Record<string, string | number> = {},
  query: Record<string, unknown> = {},
): string {
  const filled = path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const one of Array.isArray(value) ? value : [value]) search.append(name, String(one));
  }
  const text = search.toString();
  return text === '' ? filled : `${filled}?${text}`;
}

/** The ApiError of a 2xx answer the contract does not allow; `what` is `'METHOD /path'`. */
function invalidResponse(what: string, status: number, detail: string): ApiError {
  const body: ErrorBody = {
    code: 'INVALID_RESPONSE',
    message: `The answer of ${what} (${status}) is not what the API promises: ${detail}`,
  };
  return new ApiError(status, body);
}

/** Sends the call and returns the raw OK answer (ApiError for a non-2xx one). */
function send(endpoint: EndpointSpec, input: CallInput<EndpointSpec> = {}): Promise<Response> {
  const url = endpointUrl(endpoint.path, input.params, input.query as Record<string, unknown> | undefined);
  const init: ApiRequestInit = { ...input.init, method: endpoint.method };
  // A FormData goes as it is: the browser sets its multipart content type (apiFetch sets none).
  const body: unknown = input.body;
  if (body !== undefined) init.body = body instanceof FormData ? body : JSON.stringify(body);
  return apiFetch(url, init);
}

/**
 * The body of an OK answer parsed by `schema`, for a call whose route is not in the table yet
 * (decision 0064: `call(entry)` replaces it when the entry lands).
 * @param what the call, e.g. `'POST /api/invites/:id/respond'`, for the error's message
 * @throws ApiError(status, { code: 'INVALID_RESPONSE' }) when the body is not JSON or the schema refuses it
 */
export function parseAnswer<S extends z.ZodType>(schema: S, response: Response, what: string): Promise<z.output<S>> {
  return answerBody(what, schema, response) as Promise<z.output<S>>;
}

/** The body of an OK answer by the spec of its status (`undefined`: a status the call does not list). */
async function answerBody(what: string, spec: ResponseSpec | undefined, response: Response): Promise<unknown> {
  if (spec === undefined) throw invalidResponse(what, response.status, 'a status it does not list');
  if (spec === null) return undefined;
  // A file answer (decision 0064, `fileAnswer`): its bytes, as they came.
  if (isFileAnswer(spec)) return response.blob();
  let value: unknown;
  try {
    value = await response.json();
  } catch {
    throw invalidResponse(what, response.status, 'not JSON');
  }
  const parsed = spec.safeParse(value);
  if (!parsed.success) throw invalidResponse(what, response.status, parsed.error.message);
  return parsed.data;
}

/** The parsed body of an OK answer, by the entry's schema for its status. */
function parsedBody(endpoint: EndpointSpec, response: Response): Promise<unknown> {
  const spec = response.status in endpoint.responses ? endpoint.responses[response.status] : undefined;
  return answerBody(`${endpoint.method} ${endpoint.path}`, spec, response);
}

/**
 * Calls `endpoint` and returns its answer's body, parsed by the entry's schema for the status
 * (undefined for an answer without a body, a Blob for a file answer).
 * @throws ApiError for a non-2xx answer (the server's error body) or an answer the entry does
 *   not allow (`INVALID_RESPONSE`); the fetch TypeError when no answer came
 */
export async function call<E extends EndpointSpec>(endpoint: E, ...[input]: CallArgs<E>): Promise<SuccessBody<E>> {
  const response = await send(endpoint, input as CallInput<EndpointSpec> | undefined);
  return (await parsedBody(endpoint, response)) as SuccessBody<E>;
}

/** The item of a list entry's 200 answer. */
type ItemOf<E extends EndpointSpec> = SuccessBody<E> extends readonly (infer I)[] ? I : never;

/**
 * Calls a list entry (`list: true`) and returns its page: the parsed items, the total from
 * `X-Total-Count` (the number of items when the header is missing or not a number), and whether
 * `X-Total-Count-Capped` says the total is a floor (decision 0004).
 * @throws as {@link call}
 */
export async function callList<E extends EndpointSpec & { list: true }>(
  endpoint: E,
  ...[input]: CallArgs<E>
): Promise<ListPage<ItemOf<E>>> {
  const response = await send(endpoint, input as CallInput<EndpointSpec> | undefined);
  return listPageOf(response, (await parsedBody(endpoint, response)) as ItemOf<E>[]);
}
