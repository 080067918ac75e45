/**
 * The message a failed call shows (seed 001 §8: the destructive toast's description, a panel's
 * alert): the server's message carried by the error (lib/api-client.ts `ApiError`; a 409 names
 * the current status), else a generic one.
 */
export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Something went wrong';
}
