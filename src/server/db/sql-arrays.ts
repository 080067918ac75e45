/**
 * Array parameters for raw SQL (decision 0104): a list of ids or keys sent as ONE PostgreSQL array
 * literal (`= any(…)`, `unnest(…)`), whatever its length, instead of drizzle's `inArray`, which
 * builds one parameter per value (slow to build for thousands, and bounded by PostgreSQL's 65,535
 * parameters). Both PGlite and node-postgres take the literal as a text parameter.
 */
import { sql, type SQL } from 'drizzle-orm';

/** An `int[]` parameter of `values` (integers). */
export function intArray(values: readonly number[]): SQL {
  return sql`${`{${values.join(',')}}`}::int[]`;
}

/** A `text[]` parameter of `values`, each quoted (`"` and `\` escaped, as array literals require). */
export function textArray(values: readonly string[]): SQL {
  return sql`${`{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::text[]`;
}
