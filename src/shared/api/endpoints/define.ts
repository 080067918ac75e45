/**
 * The endpoint table's one building block (docs/decisions/0064-endpoint-table.md):
 * an entry names an API call once — method, path, the zod schemas of its path parameters,
 * query, body and of each answer by status — and the server's route, the OpenAPI document, the
 * client's typed `call` and the client tests' MSW stubs all follow from it.
 *
 * - `path` uses Fastify's `:param` syntax (`/api/admin/mail-templates/:key`); the client fills
 *   the parameters in, percent-encoded.
 * - `responses` maps each status to the schema of its JSON body, `null` for an answer without a
 *   body (204). Error statuses use `errorBody` (shared/api/common.ts, decision 0017).
 * - `list: true`: the 200 answer is a page of a list, a JSON array with its total in
 *   `X-Total-Count` (decision 0004).
 * - `signedIn: true`: the call needs a session (OpenAPI `bearerAuth`).
 * - A status answered with a file (a download, XML, a citation format) rather than JSON maps to
 *   `fileAnswer([...content types])`: the table documents it (status, content types) but no schema
 *   serialises it; the handler sends the bytes itself, and the client's `call` gives a `Blob`.
 * - `multipart: true`: the body is `multipart/form-data` (a file upload), which the handler
 *   reads itself (`request.file()`), so the entry has no `body` schema; the client sends a
 *   `FormData`. `multipartFields` may describe its form fields for the OpenAPI document (a JSON
 *   Schema object, documentation only: the handler still reads and checks the parts).
 * - `file: true`: the 200 answer is a stored file's bytes (GET and HEAD), not JSON; its
 *   `responses[200]` is `null` and the server registers no answer schema for the route, so the
 *   file and its error answers go out as they are. The client links to or downloads it (with its
 *   bearer token, lib/file-viewer.ts), never `call()`s it; the MSW stubs answer it as a file.
 *
 * This module holds types and one identity function only: it imports no zod value, so a client
 * module can import it without adding zod to its chunk (decision 0017, "The entry chunk stays
 * free of zod").
 */
import type { z } from 'zod';

/** The HTTP methods of the API. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** An answer that is a file, not JSON: the content types it may have (see the module comment). */
export interface FileAnswerSpec {
  readonly file: readonly string[];
}

/** An answer: the zod schema of its JSON body, `null` for no body (204), or a file. */
export type ResponseSpec = z.ZodType | null | FileAnswerSpec;

/**
 * The answer of a status that sends a file, with the content types it may carry
 * (`fileAnswer(['application/pdf', 'application/xml'])`); no schema validates or serialises it.
 */
export function fileAnswer<const T extends readonly string[]>(contentTypes: T): { readonly file: T } {
  return Object.freeze({ file: contentTypes });
}

/** Whether an answer spec is a file (see {@link fileAnswer}). */
export function isFileAnswer(spec: ResponseSpec | undefined): spec is FileAnswerSpec {
  return typeof spec === 'object' && spec !== null && 'file' in spec && Array.isArray(spec.file);
}

/** What an entry of the endpoint table holds (see the module comment). */
export interface EndpointSpec {
  readonly method: HttpMethod;
  readonly path: `/api/${string}`;
  /** One line for the OpenAPI document. */
  readonly summary: string;
  readonly description?: string;
  /** OpenAPI tags (the document's sections). */
  readonly tags: readonly string[];
  /** The call needs a session (OpenAPI `bearerAuth`). */
  readonly signedIn?: boolean;
  /** The path parameters, one per `:name` of `path`. */
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  /** Request headers the route reads and validates (e.g. an optional `Idempotency-Key`). */
  readonly headers?: z.ZodType;
  /** The JSON body. */
  readonly body?: z.ZodType;
  /** The body is `multipart/form-data`, read by the handler (no `body` schema); the client sends a FormData. */
  readonly multipart?: boolean;
  /** The form fields of a `multipart` body as JSON Schema, for the OpenAPI document only. */
  readonly multipartFields?: Readonly<Record<string, unknown>>;
  /** The 200 answer is a file's bytes, not JSON (see the module comment). */
  readonly file?: boolean;
  /** Every answer by status; the 2xx ones are the call's results. */
  readonly responses: Readonly<Record<number, ResponseSpec>>;
  /** The 200 answer is a list page with `X-Total-Count`. */
  readonly list?: boolean;
}

/**
 * An entry of the endpoint table, checked against {@link EndpointSpec} and kept with its exact
 * types (the literal path, each schema's own type), frozen.
 */
export function defineEndpoint<const E extends EndpointSpec>(spec: E): E {
  return Object.freeze(spec);
}

/** `'METHOD /path'`, the key of an entry (as in the server's route files and the MSW stubs). */
export type EndpointKey<E extends EndpointSpec> = `${E['method']} ${E['path']}`;

/** The key of an entry at run time. */
export function endpointKey<E extends EndpointSpec>(endpoint: E): EndpointKey<E> {
  return `${endpoint.method} ${endpoint.path}` as EndpointKey<E>;
}

/** The names of the `:params` of a path: `'/api/a/:id/b/:key'` → `'id' | 'key'`. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The 2xx statuses of an entry. */
export type SuccessStatus<E extends EndpointSpec> = Extract<
  keyof E['responses'],
  200 | 201 | 202 | 203 | 204 | 205 | 206
>;

/** What the schema of an answer gives: its output, a Blob for a file, or undefined for no body. */
type BodyOf<R> = R extends z.ZodType ? z.output<R> : R extends FileAnswerSpec ? Blob : undefined;

/** The result of a successful call: the body of any of the entry's 2xx answers. */
export type SuccessBody<E extends EndpointSpec> = {
  [S in SuccessStatus<E>]: BodyOf<E['responses'][S]>;
}[SuccessStatus<E>];

/** What a handler of the entry may answer with: the input of any 2xx answer schema. */
export type SuccessReply<E extends EndpointSpec> = {
  [S in SuccessStatus<E>]: E['responses'][S] extends z.ZodType
    ? z.input<E['responses'][S]>
    : E['responses'][S] extends FileAnswerSpec
      ? unknown
      : undefined;
}[SuccessStatus<E>];
