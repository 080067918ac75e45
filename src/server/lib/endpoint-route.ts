/**
 * Registers a Fastify route from an entry of the endpoint table
 * (shared/api/endpoints; docs/decisions/0064-endpoint-table.md).
 *
 * The entry's schemas go where a hand-written route put them — `params`, `querystring`, `body`,
 * `response` — so the zod type provider (app.ts) validates them exactly as before: a bad value
 * answers 400 `VALIDATION_FAILED` with the schema's own field messages (plugins/errors.ts), and
 * every answer is serialised through the schema of its status. The OpenAPI document
 * (@fastify/swagger with `jsonSchemaTransform`, app.ts) reads the same schema, so it follows
 * from the table too: summary, description, tags and `bearerAuth` for `signedIn` entries.
 *
 * Route-only options stay at the call: hooks (`onRequest`, `preHandler`…), `config` (rate
 * limits), `bodyLimit`, `compress: false` (files served by byte range), and a `description` that
 * replaces the entry's when the document names something only the running server knows (the
 * refresh cookie's name follows the public URL). A status the entry answers with a file
 * (`fileAnswer`, decision 0064) gets no response schema: the handler sends the bytes itself.
 * `documentation` adds what only the OpenAPI document shows (a multipart body's fields). Each
 * registration is remembered per server, so a test can check that the table and the registered
 * routes agree (features/endpoint-table.test.ts).
 */
import type { FastifyReply, FastifyRequest, FastifySchema, RouteShorthandOptions } from 'fastify';
import { z } from 'zod';
import { isFileAnswer, type EndpointSpec, type SuccessReply } from '../../shared/api/endpoints/define';
import type { AppInstance } from '../app-types';

type OutputOf<S> = S extends z.ZodType ? z.output<S> : unknown;

/** The request a handler of entry `E` gets: params, query and body as its schemas output them. */
export type EndpointRequest<E extends EndpointSpec> = FastifyRequest<{
  Params: OutputOf<E['params']>;
  Querystring: OutputOf<E['query']>;
  Body: OutputOf<E['body']>;
}>;

/** A handler of entry `E`: answers one of its 2xx bodies (or sends through `reply` itself). */
export type EndpointHandler<E extends EndpointSpec> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<SuccessReply<E> | FastifyReply>;

/** Route options the entry does not say: hooks, rate-limit config, body limit, compression (off for files). */
export type EndpointRouteOptions = Pick<
  RouteShorthandOptions,
  'onRequest' | 'preValidation' | 'preHandler' | 'config' | 'bodyLimit' | 'compress'
> & {
  /** Replaces the entry's description in the OpenAPI document (details of the running server). */
  description?: string;
  /** OpenAPI only: a multipart entry's content type and form fields (app.ts moves `multipartBody` to `body`). */
  documentation?: Pick<FastifySchema, 'consumes' | 'multipartBody'>;
};

/** The entries registered through {@link endpointRoute}, per HTTP server (shared by every plugin context). */
const registered = new WeakMap<object, EndpointSpec[]>();

/**
 * The Fastify route schema of an entry. A `multipart` entry documents its body as
 * `multipart/form-data` (`consumes`, and `multipartBody` from `multipartFields`, which app.ts's
 * OpenAPI transform shows as the request body); a `file` entry registers no answer schema.
 */
function routeSchema(
  endpoint: EndpointSpec,
  description = endpoint.description,
  documentation: EndpointRouteOptions['documentation'] = {},
) {
  const response = Object.entries(endpoint.responses)
    .filter(([, schema]) => !endpoint.file && !isFileAnswer(schema))
    // A body-less answer (204) as the hand-written routes had it: `z.null()`.
    .map(([status, schema]) => [status, schema ?? z.null()]);
  return {
    ...(endpoint.multipart ? { consumes: ['multipart/form-data'] } : {}),
    ...(endpoint.multipartFields === undefined ? {} : { multipartBody: endpoint.multipartFields }),
    tags: [...endpoint.tags],
    summary: endpoint.summary,
    ...(description === undefined ? {} : { description }),
    ...(endpoint.signedIn ? { security: [{ bearerAuth: [] }] } : {}),
    ...(endpoint.params === undefined ? {} : { params: endpoint.params }),
    ...(endpoint.query === undefined ? {} : { querystring: endpoint.query }),
    ...(endpoint.headers === undefined ? {} : { headers: endpoint.headers }),
    ...documentation,
    ...(endpoint.body === undefined ? {} : { body: endpoint.body }),
    ...(response.length === 0 ? {} : { response: Object.fromEntries(response) }),
  };
}

/**
 * Registers `endpoint` on `app` with `handler`.
 * @param options the route's hooks and other options not in the entry
 * @throws what Fastify throws for a route registered twice
 */
export function endpointRoute<E extends EndpointSpec>(
  app: AppInstance,
  endpoint: E,
  options: EndpointRouteOptions,
  handler: EndpointHandler<E>,
): void {
  const { description, documentation, ...routeOptions } = options;
  app.route({
    ...routeOptions,
    method: endpoint.method,
    url: endpoint.path,
    schema: routeSchema(endpoint, description ?? endpoint.description, documentation),
    handler: handler as never,
  });
  const list = registered.get(app.server) ?? [];
  list.push(endpoint);
  registered.set(app.server, list);
}

/** The entries registered on `app`'s server through {@link endpointRoute}, in order. */
export function registeredEndpoints(app: AppInstance): readonly EndpointSpec[] {
  return registered.get(app.server) ?? [];
}
