/**
 * The array parameters of db/sql-arrays.ts read back by the database as the values given (array
 * literal syntax, PostgreSQL "Arrays" §8.15.6: elements in double quotes, `"` and `\` escaped),
 * including values that hold the literal's own punctuation.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from './client';
import { createTestDatabase } from '../test/db';
import { intArray, textArray } from './sql-arrays';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('array parameters', () => {
  it('reads back text values holding quotes, backslashes, commas, braces, spaces and NULL', async () => {
    const values = ['plain', 'a"quote', 'back\\slash', 'com,ma', '{braces}', ' spaced ', 'NULL', ''];
    const rows = await queryRows<{ v: string | null; n: number }>(
      database.db,
      sql`select v, n::int from unnest(${textArray(values)}) with ordinality as t(v, n) order by n`,
    );
    expect(rows.map((r) => r.v)).toEqual(values);
  });

  it('reads back integers in their order, and an empty list as an empty array', async () => {
    const rows = await queryRows<{ v: number }>(database.db, sql`select unnest(${intArray([3, 1, 2])}) as v`);
    expect(rows.map((r) => r.v)).toEqual([3, 1, 2]);
    const [empty] = await queryRows<{ n: number }>(database.db, sql`select cardinality(${intArray([])})::int as n`);
    expect(empty.n).toBe(0);
  });
});
