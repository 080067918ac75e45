/**
 * Finding ROR organisations (docs/decisions/0090-ror-and-languages.md): the affiliation
 * combobox's search, and the matcher that turns a typed affiliation into a ROR id only when
 * the text names exactly one organisation.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { foldName } from './records';

/** One organisation as the search answers it. */
export interface RorHit {
  /** `https://ror.org/…` */
  id: string;
  name: string;
  /** ISO 3166-1 alpha-2, or null. */
  country: string | null;
  aliases: string[];
}

/** `%`, `_` and `\` escaped for a LIKE pattern. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Organisations whose name, alias, label or acronym contains `q` (folded: case and accents
 * ignored), best first: a name equal to `q`, then one starting with it, then active before
 * inactive and withdrawn, then shorter display names, then by name. Served by the trigram
 * index on `search_text` when `q` has three characters or more.
 * @param limit 1–50 rows
 */
export async function searchRor(db: DbOrTx, q: string, limit: number): Promise<RorHit[]> {
  const folded = foldName(q);
  if (!folded) return [];
  const contains = `%${likeEscape(folded)}%`;
  const prefix = `${likeEscape(folded)}%`;
  const { rows } = (await db.execute(sql`
    select id, name, country, aliases
    from ror_organizations
    where search_text like ${contains}
    order by
      (${folded} = any(folded_names)) desc,
      (search_text like ${prefix} or search_text like ${`%| ${likeEscape(folded)}%`}) desc,
      (status = 'active') desc,
      length(name),
      name collate "C"
    limit ${limit}`)) as unknown as { rows: RorHit[] };
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    country: r.country,
    aliases: r.aliases,
  }));
}

/** The organisation a typed affiliation names, as the matcher gives it. */
export interface RorMatch {
  id: string;
  name: string;
  country: string | null;
}

/**
 * The one ROR organisation `typedText` names exactly — its display name, an alias, a label in
 * another language or an acronym, with case, accents and spacing folded — or null when none
 * does or when several do ("MIT" is three organisations: no match). A withdrawn record never
 * matches; an active one is preferred to inactive ones of the same name. Free text is then kept
 * as typed by the caller.
 */
export async function matchRor(db: DbOrTx, typedText: string): Promise<RorMatch | null> {
  const folded = foldName(typedText);
  if (!folded) return null;
  // No LIMIT and no status condition in SQL: with either, the planner (which cannot estimate
  // array containment) prefers a sequential scan to the GIN index; the rows found are few.
  const { rows: found } = (await db.execute(sql`
    select id, name, country, status
    from ror_organizations
    where folded_names @> array[${folded}]::text[]`)) as unknown as { rows: (RorMatch & { status: string })[] };
  const rows = found.filter((r) => r.status !== 'withdrawn');
  const active = rows.filter((r) => r.status === 'active');
  const pool = active.length > 0 ? active : rows;
  if (pool.length !== 1) return null;
  const [only] = pool;
  return { id: only.id, name: only.name, country: only.country };
}
