/**
 * The Idempotency-Key request header (draft-ietf-httpapi-idempotency-key-header; decision
 * 0012): how it is read and what a reused key answers. Shared by the public intakes' guard
 * (features/intake/common.ts) and the signed-in one (plugins/idempotency.ts).
 */
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';

/** The request header carrying the client's idempotency key. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** The 422 message of a key sent again with another request (decision 0012). */
export const IDEMPOTENCY_KEY_REUSED_MESSAGE =
  'This Idempotency-Key was already used for a different request. Send a new key for a new request.';

const KEY_PATTERN = /^[A-Za-z0-9_.:-]{1,100}$/;

/**
 * The `Idempotency-Key` header: undefined when absent or empty.
 * @throws AppError VALIDATION_FAILED when it is longer than 100 characters or not UUID-ish
 */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  if (!value) return undefined;
  if (!KEY_PATTERN.test(value)) {
    const message = 'Idempotency-Key must be 1 to 100 letters, digits, dots, colons, hyphens or underscores';
    throw new AppError('VALIDATION_FAILED', message, { errors: [{ path: 'Idempotency-Key', message }] });
  }
  return value;
}
