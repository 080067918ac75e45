/**
 * One error type for the whole server: `AppError(code, message, details?)`, and one table
 * mapping codes to HTTP statuses (docs/architecture.md "How a request flows").
 */
import type { FieldError } from '../../shared/api/common';

export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  /** The client stopped sending in the middle of its request (plugins/timeouts.ts). */
  REQUEST_TIMEOUT: 408,
  CONFLICT: 409,
  /** A mailed link already used, expired or replaced (decision 0093). */
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RANGE_NOT_SATISFIABLE: 416,
  /** An Idempotency-Key sent again with a different request (decision 0012). */
  IDEMPOTENCY_KEY_REUSED: 422,
  RATE_LIMITED: 429,
  /** Sign-in refused: the account's cap on failed attempts is reached (docs/decisions/0013). */
  ACCOUNT_LOCKED: 429,
  INTERNAL: 500,
  /** A dependency (the database) is down or too slow, or the server is shutting down. */
  SERVICE_UNAVAILABLE: 503,
  /** The disk is full (ENOSPC, EDQUOT) while storing a file. */
  INSUFFICIENT_STORAGE: 507,
} as const;

/**
 * Codes whose 5xx message is written for the client and shown as is (they say "try again
 * later", never internal text). Any other 5xx answers 'Internal Server Error'.
 */
export const PUBLIC_5XX_CODES: ReadonlySet<ErrorCode> = new Set(['SERVICE_UNAVAILABLE', 'INSUFFICIENT_STORAGE']);

/** What a 503 says when the database is down, stuck or too slow. */
export const SERVICE_UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again in a moment.';

/** What a 507 says when the disk is full. */
export const INSUFFICIENT_STORAGE_MESSAGE = 'The server is out of storage space. Please try again later.';

export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: { errors?: FieldError[]; [key: string]: unknown },
  ) {
    super(message);
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

/** Shorthand for a 404 AppError. */
export function notFound(message = 'Not found'): AppError {
  return new AppError('NOT_FOUND', message);
}

/** True when `err` (or its cause, as drizzle wraps driver errors) is a unique violation (23505). */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
