/**
 * Column builders and helpers the schema files share (no table here, so no owner).
 */
import { sql, type SQL } from 'drizzle-orm';
import { customType, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** PostgreSQL `tsvector` (full-text search documents). */
export const tsvector = customType<{ data: string }>({
  dataType() {
    return 'tsvector';
  },
});

/** `created_at` and `updated_at`, both set on insert. */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** `column in ('a', 'b', …)` for a CHECK constraint, from the constant that lists the values. */
export function oneOf(column: SQL | AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} in (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`;
}
