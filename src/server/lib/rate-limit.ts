/**
 * Per-route rate limits (@fastify/rate-limit, in process; a Redis store when several app
 * servers run): the public forms (decision 0007) and sign-in, signup and password reset (decision 0008).
 * The key is the client address (`request.ip`, which believes X-Forwarded-For only when
 * TRUST_PROXY is configured).
 */
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';

/**
 * Route config of @fastify/rate-limit: `max` requests per `minutes` per client address; over
 * it, 429 `{ code: 'RATE_LIMITED', message: 'Too many requests. Please try again in N minutes.' }`.
 */
export function rateLimit(max: number, minutes: number) {
  return {
    max,
    timeWindow: minutes * 60_000,
    keyGenerator: (request: FastifyRequest) => request.ip,
    errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) => {
      const wait = Math.max(1, Math.ceil(context.ttl / 60_000));
      return new AppError('RATE_LIMITED', `Too many requests. Please try again in ${wait} minutes.`);
    },
  };
}
