/**
 * Building blocks of the intake schemas (seed 000 §5): text that is required, bounded,
 * optional or one of a list, each check with its own message and each field reporting one
 * message at a time (the first failing check stops the rest), so that a form shows, and the
 * server's `errors` list carries, exactly one message per field.
 */
import { z } from 'zod';

/** The seed's generic message for a value of the wrong kind (§8 "Invalid input"). */
export const INVALID_INPUT = 'Invalid input';

/** Message of a text holding NUL or an unpaired UTF-16 surrogate (ours). */
export const DISALLOWED_CHARACTERS = 'Contains characters that are not allowed';

/** A UTF-16 surrogate that is not half of a pair (with the `u` flag a pair is one code point). */
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * True when `value` can be stored as PostgreSQL text: no NUL (U+0000) and no unpaired UTF-16
 * surrogate (U+D800–U+DFFF alone), both of which PostgreSQL refuses.
 */
export function hasOnlyAllowedCharacters(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

/**
 * The one string schema of the API (request bodies, query and path parameters, responses):
 * a string (else `error`, by default 'Invalid input') that holds no NUL and no unpaired
 * surrogate ('Contains characters that are not allowed'), checked first and alone, so that
 * such a value answers 400 at the schema rather than 500 from the database. Chain the other
 * rules after it: `text('Title is required').trim().min(1)`. Bare `z.string()` is refused by
 * lint in shared/ and in the server's route files (eslint.config.js).
 */
export function text(error: string = INVALID_INPUT) {
  // eslint-disable-next-line no-restricted-syntax -- the one place a bare string schema is built
  return z.string({ error }).refine(hasOnlyAllowedCharacters, { error: DISALLOWED_CHARACTERS, abort: true });
}

/**
 * A required text field: trimmed; a missing value (not a string) or an empty one after
 * trimming fails with `required`.
 */
export function requiredText(required: string) {
  return text(required).trim().min(1, { error: required, abort: true });
}

/** A required text field of at most `max` characters (after trimming), else `tooLong`. */
export function boundedText(required: string, max: number, tooLong: string) {
  return requiredText(required).max(max, { error: tooLong, abort: true });
}

/** Runs of whitespace (newlines, tabs, non-breaking spaces) as one space. */
export function collapseWhitespace(value: string): string {
  return value.replace(/\s+/g, ' ');
}

/**
 * A required one-line field of at most `max` characters: as `boundedText`, with every run of
 * whitespace collapsed to one space, so that a newline sent by an API client cannot add
 * lines to the cover letter or the application note built from it.
 */
export function boundedLine(required: string, max: number, tooLong: string) {
  return requiredText(required).overwrite(collapseWhitespace).max(max, { error: tooLong, abort: true });
}

/** An optional one-line field: as `optionalText`, whitespace collapsed as in `boundedLine`. */
export function optionalLine(max: number, tooLong: string) {
  return text(INVALID_INPUT)
    .trim()
    .overwrite(collapseWhitespace)
    .max(max, { error: tooLong, abort: true })
    .optional()
    .transform((v) => (v === '' ? undefined : v));
}

/**
 * An optional text field: trimmed, at most `max` characters (`tooLong`); missing or empty
 * becomes `undefined`, so that an empty input is never stored as ''.
 */
export function optionalText(max: number, tooLong: string) {
  return text(INVALID_INPUT)
    .trim()
    .max(max, { error: tooLong, abort: true })
    .optional()
    .transform((v) => (v === '' ? undefined : v));
}

/**
 * A required choice among `values`: empty or missing fails with `required`, a value not in
 * the list with `notListed` (the same message when the seed gives only one).
 */
export function oneOf(values: readonly string[], required: string, notListed: string = required) {
  const allowed = new Set(values);
  return requiredText(required).refine((v) => allowed.has(v), { error: notListed, abort: true });
}

/** "{label} must be {max} characters or less", the seed's wording for a maximum (§5). */
export function tooLongMessage(label: string, max: number): string {
  return `${label} must be ${max} characters or less`;
}

/** "Unknown field: a" / "Unknown fields: a, b": a body property no schema knows. */
export function unknownFieldsMessage(keys: readonly string[]): string {
  return `Unknown field${keys.length === 1 ? '' : 's'}: ${keys.join(', ')}`;
}

/**
 * An object schema that refuses unknown properties ('Unknown field: status') instead of
 * dropping them: for request bodies whose client should learn that a property it sent was
 * not taken (the workflow calls; decision 0059 adds the journal-admin bodies).
 */
export function strictBody<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.strictObject(shape, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? unknownFieldsMessage(issue.keys) : undefined),
  });
}
