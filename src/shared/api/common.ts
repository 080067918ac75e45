/**
 * What every API contract shares (seed 000 §3 Error object, §7, §8; docs/decisions/0004,
 * 0017 and 0020): the paginated list (`?limit=&offset=` in, or `?cursor=` on the article lists;
 * a JSON array with the total in the `X-Total-Count` header and the next page in a
 * `Link: <…>; rel="next"` header out), the error body of every non-2xx answer, and its field errors.
 * The feature contracts (catalogue.ts, auth.ts, intake.ts…) and the server routes import
 * these from here and define none of their own.
 */
import { z } from 'zod';
import { text } from '../validation/text';

/** Page size of a list endpoint when the request names none. */
/**
 * A record id in a path (`/api/articles/{id}`): a PostgreSQL serial, so a positive integer of at
 * most 2,147,483,647; anything else is a 400 with the message below.
 */
export const serialId = z.coerce.number().int('Must be a whole number').min(1).max(2_147_483_647);

export const PAGE_DEFAULT_LIMIT = 20;
/** Largest page a list endpoint serves. */
export const PAGE_MAX_LIMIT = 100;
/**
 * Largest `offset` a list endpoint accepts (decision 0020): an offset walks past every row before
 * it, so deeper pages of the article lists are reached with `cursor` (docs/decisions/0020).
 */
export const PAGE_MAX_OFFSET = 10_000;

/** The 400 message of an offset past {@link PAGE_MAX_OFFSET}. */
export const OFFSET_CAP_MESSAGE = `Must be at most ${PAGE_MAX_OFFSET}; page further with \`cursor\` (the Link rel="next" header of each page)`;

/**
 * Pagination query shared by every list endpoint: `?limit=&offset=` (docs/decisions/0004).
 * `limit` 1–100, default 20; `offset` 0–10,000, default 0; out of range → 400.
 */
export const pageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(PAGE_MAX_LIMIT).default(PAGE_DEFAULT_LIMIT),
  offset: z.coerce.number().int().min(0).max(PAGE_MAX_OFFSET, OFFSET_CAP_MESSAGE).default(0),
});
export type PageQuery = z.infer<typeof pageQuery>;

/** Header carrying the total number of items of a paginated list (`X-Total-Count`). */
export const TOTAL_COUNT_HEADER = 'x-total-count';
/**
 * Header set to `true` when `X-Total-Count` is a floor, not the exact figure: there are more
 * items than it says, and only that many are listed (the search's "1,000+ results").
 */
export const TOTAL_CAPPED_HEADER = 'x-total-count-capped';

/** Header carrying the link to the next page of a list, `<url>; rel="next"` (RFC 8288). */
export const LINK_HEADER = 'link';

/**
 * The position after the last article of a page of an article list, `?cursor=` of the next
 * page (keyset pagination, docs/decisions/0020): the article's publication date and id,
 * `2024-05-01_1234`, or `_1234` for an undated article. Opaque to clients: they follow the
 * Link rel="next" header. A malformed cursor answers 400.
 */
export const articleCursor = text()
  .max(40)
  .regex(/^(\d{4}-\d{2}-\d{2})?_\d{1,10}$/, 'Not a cursor of this list: follow the Link rel="next" header')
  .refine((c) => Number(c.slice(c.indexOf('_') + 1)) <= 2_147_483_647, 'Not a cursor of this list');

/** A page of an article list by offset or by cursor: `?limit=&offset=` or `?limit=&cursor=`, never both. */
export const articlePageQuery = pageQuery
  .extend({ cursor: articleCursor.optional() })
  .refine((q) => q.cursor === undefined || q.offset === 0, {
    path: ['offset'],
    message: 'Give either offset or cursor, not both',
  });

/** One field error of a 400 answer: dotted path ("email", "files.0") and message. */
export const fieldError = z.object({ path: text(), message: text() });
export type FieldError = z.infer<typeof fieldError>;

/** Error body of every non-2xx answer (seed 000 §3 Error object, §8). */
export const errorBody = z.object({
  code: text(),
  message: text(),
  errors: z.array(fieldError).optional(),
  /** A refused workflow transition (409) names the submission's current status. */
  currentStatus: text().optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** The 400 answer of a validation failure: an error body whose field errors are always there. */
export const validationErrorResponse = z.object({
  code: text(),
  message: text(),
  errors: z.array(fieldError),
});
export type ValidationErrorResponse = z.infer<typeof validationErrorResponse>;

/** The code of a validation failure (the server's `VALIDATION_FAILED`). */
export const VALIDATION_FAILED = 'VALIDATION_FAILED';

/**
 * Field errors of a failed zod parse: one per issue, its path dotted, in the schema's order.
 * @param error the `error` of a failed `safeParse` (anything with zod-like `issues`)
 * @returns `{ path, message }` per issue, e.g. `{ path: 'files.1', message: 'File type not allowed…' }`
 */
export function toFieldErrors(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}): FieldError[] {
  return error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
}

/**
 * The form field a field error belongs to: the first element of its dotted path (seed 000 §8).
 * @param path a `FieldError` path, e.g. "files.0"
 * @returns the field name, e.g. "files"
 */
export function fieldOfPath(path: string): string {
  return path.split('.')[0];
}
