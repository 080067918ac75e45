/**
 * The API as the client tests stub it: every route the server registers, keyed
 * `'METHOD /path/:param'` as in the server's route files, with what it answers on success,
 * described by the shared zod schema the server validates that answer against
 * (src/shared/api/*, src/shared/validation/*):
 *
 * - `json(schema)`: a JSON document (`created(schema)`: the same, with 201);
 * - `list(item)`: a page of a list, a JSON array with the total in `X-Total-Count`;
 * - `empty`: 204 without a body (only table entries answer so now);
 * - `file`: a stored file (PDF, Word, citation text …), not JSON (a table entry with `file: true`).
 *
 * A key may carry a fixed query when the query changes the answer (`?meta=true`).
 *
 * The endpoints of the endpoint table (shared/api/endpoints, decision 0064) come from it
 * ({@link TABLE_CONTRACT}); the rest are written here by hand until their feature moves to the
 * table, kept in step with src/server/features/ (a route missing here cannot be stubbed).
 */
import { z } from 'zod';
import {
  isFileAnswer,
  type EndpointKey,
  type EndpointSpec,
  type FileAnswerSpec,
  type SuccessStatus,
} from '../../shared/api/endpoints/define';
import { ENDPOINTS, type TableEndpoint } from '../../shared/api/endpoints';
import { fileMetadata } from '../../shared/api/admin';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A JSON answer checked against `schema`. */
export interface JsonAnswer<S extends z.ZodType = z.ZodType> {
  readonly kind: 'json';
  readonly schema: S;
  readonly status: number;
}
/** A page of a list: an array of `item`, with `X-Total-Count`. */
export interface ListAnswer<S extends z.ZodType = z.ZodType> {
  readonly kind: 'list';
  readonly item: S;
  readonly status: number;
}
/** 204, no body. */
export interface EmptyAnswer {
  readonly kind: 'empty';
  readonly status: number;
}
/** A file: any bytes with their content type. */
export interface FileAnswer {
  readonly kind: 'file';
  readonly status: number;
}
export type AnswerSpec = JsonAnswer | ListAnswer | EmptyAnswer | FileAnswer;

const json = <S extends z.ZodType>(schema: S, status = 200): JsonAnswer<S> => ({ kind: 'json', schema, status });

/** The 2xx status a stub answers with by default: the lowest the entry lists. */
type MainStatus<E extends EndpointSpec> =
  200 extends SuccessStatus<E> ? 200 : 201 extends SuccessStatus<E> ? 201 : SuccessStatus<E>;

/** The answer spec of an entry of the endpoint table. */
type AnswerOf<E extends EndpointSpec> = E['file'] extends true
  ? FileAnswer
  : E['list'] extends true
    ? E['responses'][200] extends z.ZodArray<infer I extends z.ZodType>
      ? ListAnswer<I>
      : never
    : E['responses'][MainStatus<E>] extends infer S extends z.ZodType
      ? JsonAnswer<S>
      : E['responses'][MainStatus<E>] extends FileAnswerSpec
        ? FileAnswer
        : EmptyAnswer;

/** The answer spec of an entry at run time (as {@link AnswerOf} types it). */
function answerOf(endpoint: EndpointSpec): AnswerSpec {
  const statuses = Object.keys(endpoint.responses)
    .map(Number)
    .filter((status) => status >= 200 && status < 300)
    .sort((a, b) => a - b);
  const status = statuses[0];
  if (endpoint.file) return { kind: 'file', status };
  const schema = endpoint.responses[status];
  if (schema === null || schema === undefined) return { kind: 'empty', status };
  if (isFileAnswer(schema)) return { kind: 'file', status };
  if (endpoint.list) {
    if (!(schema instanceof z.ZodArray)) throw new Error(`${endpoint.path}: a list entry answers an array`);
    return { kind: 'list', item: schema.element as z.ZodType, status };
  }
  return { kind: 'json', schema, status };
}

/** The endpoints of the endpoint table, keyed and described as the rest of the contract. */
const TABLE_CONTRACT = Object.fromEntries(
  ENDPOINTS.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, answerOf(endpoint)]),
) as { [E in TableEndpoint as EndpointKey<E>]: AnswerOf<E> };

export const API_CONTRACT = {
  ...TABLE_CONTRACT,
  // The intake file's metadata (`?meta=true`: JSON instead of the table's file answer).
  'GET /api/admin/files/:key?meta=true': json(fileMetadata),
} satisfies Record<`${Method} /api/${string}`, AnswerSpec>;

/** An endpoint of the contract, e.g. `'GET /api/submissions/:id'`. */
export type Endpoint = keyof typeof API_CONTRACT;

/** What a file answer carries (never a plain value: build it with `file()` of ./msw). */
export interface FileBody {
  readonly content: string | Uint8Array;
  readonly contentType: string;
}

/** The success body of an endpoint, as the shared schema types it. */
export type SuccessBody<E extends Endpoint> = E extends Endpoint ? BodyOfSpec<(typeof API_CONTRACT)[E]> : never;

type BodyOfSpec<A extends AnswerSpec> =
  A extends JsonAnswer<infer S>
    ? z.infer<S>
    : A extends ListAnswer<infer S>
      ? z.infer<S>[]
      : A extends EmptyAnswer
        ? null
        : FileBody;
