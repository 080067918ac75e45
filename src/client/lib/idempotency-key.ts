/**
 * The `Idempotency-Key` of the public forms (manuscript, application, contact; seed 000 §7,
 * decision 0012): one key per filled form, kept for the retries of that form and renewed after a
 * success, so that a double click or a retry is stored once, and a new form is a new request.
 */

/** The request header the server reads. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** A fresh idempotency key (one per filled form): a UUID, or a random fallback without `crypto.randomUUID`. */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(16)}-${Math.random().toString(16).slice(2)}-${Math.random().toString(16).slice(2)}`;
}
