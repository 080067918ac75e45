/**
 * Reading a failed call for the forms (seed 001 §8): field errors of a 400/409 go on the
 * fields they name; otherwise the server's message, or the form's default ('Login failed',
 * 'Signup failed', 'Failed to send reset email', 'Failed to reset password').
 */
import { ApiError } from '../../../lib/api-client';

/**
 * The message to show for `error`: the server's own message, or `fallback` when the call
 * never reached the server or its answer carried no error body (code 'ERROR').
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.body.code !== 'ERROR' && error.body.message.trim() !== '') {
    return error.body.message;
  }
  return fallback;
}

/** The server's field errors on fields of `fields` (first error per field), in order. */
export function fieldErrorsOf<F extends string>(error: unknown, fields: readonly F[]): { field: F; message: string }[] {
  if (!(error instanceof ApiError) || !error.body.errors) return [];
  const seen = new Set<string>();
  const result: { field: F; message: string }[] = [];
  for (const e of error.body.errors) {
    if ((fields as readonly string[]).includes(e.path) && !seen.has(e.path)) {
      seen.add(e.path);
      result.push({ field: e.path as F, message: e.message });
    }
  }
  return result;
}
