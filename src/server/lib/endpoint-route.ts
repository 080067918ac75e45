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
 * limits), `bodyLimit`. Each registration is remembered per server, so a test can check that the
 * table and the registered routes agree (features/endpoint-table.test.ts).
 */
import type { FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { z } from 'zod';
import type { EndpointSpec, SuccessReply } from '../../shared/api/endpoints/define';
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
>;

/** The entries registered through {@link endpointRoute}, per HTTP server (shared by every plugin context). */
const registered = new WeakMap<object, EndpointSpec[]>();

/**
 * The Fastify route schema of an entry. A `multipart` entry documents its body as
 * `multipart/form-data` (`consumes`, and `multipartBody` from `multipartFields`, which app.ts's
 * OpenAPI transform shows as the request body); a `file` entry registers no answer schema.
 */
function routeSchema(endpoint: EndpointSpec) {
  return {
    ...(endpoint.multipart ? { consumes: ['multipart/form-data'] } : {}),
    ...(endpoint.multipartFields === undefined ? {} : { multipartBody: endpoint.multipartFields }),
    tags: [...endpoint.tags],
    summary: endpoint.summary,
    ...(endpoint.description === undefined ? {} : { description: endpoint.description }),
    ...(endpoint.signedIn ? { security: [{ bearerAuth: [] }] } : {}),
    ...(endpoint.params === undefined ? {} : { params: endpoint.params }),
    ...(endpoint.query === undefined ? {} : { querystring: endpoint.query }),
    ...(endpoint.body === undefined ? {} : { body: endpoint.body }),
    ...(endpoint.file
      ? {}
      : {
          response: Object.fromEntries(
            // A body-less answer (204) as the hand-written routes had it: `z.null()`.
            Object.entries(endpoint.responses).map(([status, schema]) => [status, schema ?? z.null()]),
          ),
        }),
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
  app.route({
    ...options,
    method: endpoint.method,
    url: endpoint.path,
    schema: routeSchema(endpoint),
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
