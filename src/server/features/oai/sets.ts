/**
 * OAI-PMH sets (§2.7.1) of Genesis: `journal` with one child `journal:{journal slug}` per
 * journal, and `type` with one child `type:{article type slug}` per article type in the
 * catalogue ("Research Article" → `type:research-article`). Every record is in its journal's
 * set and its type's set (and so in the two parents).
 */
import { asc, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { articleCounts, articleTombstones, journals } from '../../db/schema';
import { OaiError } from './protocol';
import type { ItemFilter } from './repository';

/** One set as ListSets shows it. */
export interface OaiSet {
  spec: string;
  name: string;
}

/** The setSpec syntax of the OAI-PMH schema (setSpecType). */
const SET_SPEC = /^[A-Za-z0-9\-_.!~*'()]+(:[A-Za-z0-9\-_.!~*'()]+)*$/;

/** "Research Article" → "research-article" (letters and digits kept, the rest one hyphen). */
export function typeSlug(articleType: string): string {
  return (
    articleType
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'other'
  );
}

/** The setSpecs of a record of journal `journalSlug` (null: the journal is gone) and type `articleType`. */
export function setSpecsOf(journalSlug: string | null, articleType: string): string[] {
  return [...(journalSlug ? [`journal:${journalSlug}`] : []), `type:${typeSlug(articleType)}`];
}

/** The article types in the catalogue, live or withdrawn (a few rows each). */
async function articleTypes(db: Db): Promise<string[]> {
  const live = await db
    .selectDistinct({ type: articleCounts.articleType })
    .from(articleCounts)
    .where(gt(articleCounts.articleCount, 0));
  const gone = await db.selectDistinct({ type: articleTombstones.articleType }).from(articleTombstones);
  return [...new Set([...live, ...gone].map((r) => r.type))];
}

/** Every set, in setSpec order within each parent: journals, then article types. */
export async function allSets(db: Db): Promise<OaiSet[]> {
  const journalRows = await db
    .select({ slug: journals.slug, title: journals.title })
    .from(journals)
    .orderBy(asc(journals.slug));
  const types = new Map<string, string>();
  for (const type of (await articleTypes(db)).sort()) if (!types.has(typeSlug(type))) types.set(typeSlug(type), type);
  return [
    { spec: 'journal', name: 'Journals' },
    ...journalRows.filter((j) => SET_SPEC.test(j.slug)).map((j) => ({ spec: `journal:${j.slug}`, name: j.title })),
    { spec: 'type', name: 'Article types' },
    ...[...types.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([slug, type]) => ({ spec: `type:${slug}`, name: type })),
  ];
}

/**
 * The item filter of set `spec`.
 * @throws OaiError badArgument when `spec` is not a setSpec; noRecordsMatch when no such set exists
 */
export async function setFilter(db: Db, spec: string): Promise<Pick<ItemFilter, 'journalId' | 'types'>> {
  if (!SET_SPEC.test(spec)) throw new OaiError('badArgument', `The 'set' argument is not a setSpec: ${spec}`);
  if (spec === 'journal' || spec === 'type') return {};
  const none = new OaiError('noRecordsMatch', `There is no set '${spec}'`);
  const [kind, value, ...rest] = spec.split(':');
  if (rest.length > 0 || !value) throw none;
  if (kind === 'journal') {
    const [journal] = await db
      .select({ id: journals.id })
      .from(journals)
      .where(sql`${journals.slug} = ${value}`);
    if (!journal) throw none;
    return { journalId: journal.id };
  }
  if (kind === 'type') {
    const types = (await articleTypes(db)).filter((t) => typeSlug(t) === value);
    if (types.length === 0) throw none;
    return { types };
  }
  throw none;
}
