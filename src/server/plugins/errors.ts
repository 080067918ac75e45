/**
 * The one error handler: maps AppError codes, schema validation failures and Fastify's own
 * errors to `{ code, message, errors? }` (seed 000 §3 Error object, §8). A 5xx never carries
 * internal text; it is logged with the request id instead (SQL parameters redacted, see
 * lib/log-error.ts). A database that is down, stuck or too slow (lib/db-errors.ts) answers
 * 503 SERVICE_UNAVAILABLE with a Retry-After, and a full disk 507 INSUFFICIENT_STORAGE
 * (decision 0014), rather than 500.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable, isOutOfSpace } from '../lib/db-errors';
import {
  AppError,
  ERROR_STATUS,
  INSUFFICIENT_STORAGE_MESSAGE,
  PUBLIC_5XX_CODES,
  SERVICE_UNAVAILABLE_MESSAGE,
  type ErrorCode,
} from '../lib/errors';
import type { ErrorBody, FieldError } from '../../shared/api/common';

/** Seconds a client is asked to wait after a 503 (Retry-After). */
const RETRY_AFTER_SECONDS = 5;

const STATUS_TO_CODE: Record<number, ErrorCode> = Object.fromEntries(
  Object.entries(ERROR_STATUS).map(([code, status]) => [status, code as ErrorCode]),
) as Record<number, ErrorCode>;
STATUS_TO_CODE[400] = 'BAD_REQUEST';
STATUS_TO_CODE[429] = 'RATE_LIMITED';

function send(reply: FastifyReply, status: number, body: ErrorBody) {
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, 'application error');
      if (error.code === 'SERVICE_UNAVAILABLE') reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return send(reply, error.status, {
        code: error.code,
        message: error.status >= 500 && !PUBLIC_5XX_CODES.has(error.code) ? 'Internal Server Error' : error.message,
        ...(error.details?.errors ? { errors: error.details.errors } : {}),
        ...(typeof error.details?.currentStatus === 'string' ? { currentStatus: error.details.currentStatus } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldError[] = error.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replace(/\//g, '.'),
        message: v.message ?? 'Invalid input',
      }));
      return send(reply, 400, {
        code: 'VALIDATION_FAILED',
        message: errors.length === 1 ? errors[0].message : 'Invalid input',
        errors,
      });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return send(reply, 503, { code: 'SERVICE_UNAVAILABLE', message: SERVICE_UNAVAILABLE_MESSAGE });
    }
    if (isOutOfSpace(error)) {
      request.log.error({ err: error }, 'out of storage space');
      return send(reply, 507, { code: 'INSUFFICIENT_STORAGE', message: INSUFFICIENT_STORAGE_MESSAGE });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return send(reply, 500, { code: 'INTERNAL', message: 'Internal Server Error' });
    }
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      return send(reply, status, { code: STATUS_TO_CODE[status] ?? 'INTERNAL', message: 'Internal Server Error' });
    }
    const code = STATUS_TO_CODE[status] ?? 'BAD_REQUEST';
    // Fastify's own 4xx messages (bad JSON, body too large, unsupported media type) are safe to show.
    return send(reply, status, { code, message: error.message || 'Bad request' });
  });
}

export default fp(errorsPlugin, { name: 'errors' });
