/**
 * Files an imported article under the real journal its metadata names: an existing journal
 * with the same ISSN or title, or a new one (docs/decisions/0003-imported-journals.md:
 * never PLOS or eLife articles under our own titles). The journals
 * feature owns the table, so the importer (features/scholarly) calls these through
 * features/journals/index.ts.
 */
import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { journals } from '../../db/schema';

/**
 * A journal category for the journals-list filter, from the journal's title: a fixed table,
 * first match wins (docs/decisions/0003-imported-journals.md).
 */
const CATEGORY_RULES: [RegExp, string][] = [
  [/medic|clinic|health|patho|disease|tropical|pharma|surg|nurs/i, 'Medical Sciences'],
  [/educat|software|comput|informat|open source/i, 'Computer Science'],
  [/crystal|material|chemi|physic/i, 'Materials Science'],
  [/bio|genet|life|cell|neuro|ecolog|elife/i, 'Life Sciences'],
];

/** A journal as an imported article's metadata names it. */
export interface ParsedJournal {
  title: string;
  /** The source's abbreviation, if any (made URL-safe by `abbreviationFor`). */
  abbreviation: string | null;
  /** Print or electronic ISSN, "1234-5678". */
  issn: string | null;
  publisher: string | null;
}

/** The journals-list category of a journal titled `title` (first matching rule). */
export function categoryFor(title: string): string {
  return CATEGORY_RULES.find(([re]) => re.test(title))?.[1] ?? 'Multidisciplinary';
}

/** URL-safe slug: "PLoS Computational Biology" → "plos-computational-biology". */
export function slugify(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || 'journal'
  );
}

/**
 * Badge abbreviation that is also safe in `/journals/{abbreviation}`: the source's
 * abbreviation (or the title's initials) with spaces as hyphens and other punctuation
 * dropped: "PLoS ONE" → "PLoS-ONE", "Acta Cryst. D" → "Acta-Cryst-D".
 */
const MAX_ABBREVIATION = 40;

export function abbreviationFor(journal: ParsedJournal): string {
  const source =
    journal.abbreviation?.trim() ||
    journal.title
      .split(/\s+/)
      .filter((w) => /^[A-Z]/.test(w))
      .map((w) => w[0])
      .join('') ||
    journal.title;
  const full = source
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (full.length <= MAX_ABBREVIATION) return full || 'J';
  // Cut at a word boundary: "Acta-Crystallogr-Sect-E-Struct-Rep-Online" → "Acta-Crystallogr-Sect-E-Struct-Rep".
  const cut = full.slice(0, MAX_ABBREVIATION + 1);
  return cut.slice(0, cut.lastIndexOf('-') > 0 ? cut.lastIndexOf('-') : MAX_ABBREVIATION);
}

async function freeValue(db: Db, base: string, column: 'slug' | 'abbreviation'): Promise<string> {
  for (let n = 1; n < 1000; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    const col = column === 'slug' ? journals.slug : journals.abbreviation;
    const [taken] = await db
      .select({ id: journals.id })
      .from(journals)
      .where(sql`lower(${col}) = lower(${candidate})`)
      .limit(1);
    if (!taken) return candidate;
  }
  throw new Error(`no free ${column} for ${base}`);
}

/**
 * The id of the journal for `parsed`: matched by ISSN, else by title (case-insensitive),
 * else created. Fills a missing ISSN or publisher on a matched journal.
 */
export async function findOrCreateJournal(db: Db, parsed: ParsedJournal): Promise<number> {
  const title = parsed.title.trim();
  const conditions = [sql`lower(${journals.title}) = lower(${title})`];
  if (parsed.issn) conditions.unshift(eq(journals.issn, parsed.issn));
  const [existing] = await db
    .select({ id: journals.id, issn: journals.issn, publisher: journals.publisher })
    .from(journals)
    .where(or(...conditions))
    .orderBy(sql`(${journals.issn} is not distinct from ${parsed.issn}) desc`)
    .limit(1);
  if (existing) {
    if ((!existing.issn && parsed.issn) || (!existing.publisher && parsed.publisher)) {
      await db
        .update(journals)
        .set({ issn: existing.issn ?? parsed.issn, publisher: existing.publisher ?? parsed.publisher })
        .where(eq(journals.id, existing.id));
    }
    return existing.id;
  }
  const [created] = await db
    .insert(journals)
    .values({
      title,
      abbreviation: await freeValue(db, abbreviationFor(parsed), 'abbreviation'),
      slug: await freeValue(db, slugify(title), 'slug'),
      description: `${title}${parsed.publisher ? `, published by ${parsed.publisher}` : ''}. Open-access articles reproduced here under their original licenses.`,
      category: categoryFor(title),
      issn: parsed.issn,
      publisher: parsed.publisher,
      isHouse: false,
      // Another publisher's journal: manuscripts go to that publisher (decision 0030).
      acceptsSubmissions: false,
    })
    .returning({ id: journals.id });
  return created.id;
}

/**
 * Sets a journal's current volume and issue from its articles: the highest numeric volume,
 * and the highest numeric issue within it (1 when the articles have none); and whether any
 * article of that volume has an issue number at all (`current_issue_numbered`, decision 0083:
 * eLife publishes continuously, in volumes without issues).
 */
export async function refreshCurrentIssue(db: Db, journalId: number): Promise<void> {
  await db.execute(sql`
    update journals j set
      current_volume = coalesce(v.volume, 1),
      current_issue = coalesce((
        select max(a.issue::int) from articles a
        where a.journal_id = j.id and a.issue ~ '^[0-9]{1,6}$' and a.volume ~ '^[0-9]{1,6}$' and a.volume::int = v.volume
      ), 1),
      current_issue_numbered = v.volume is null or exists (
        select 1 from articles a
        where a.journal_id = j.id and a.volume ~ '^[0-9]{1,6}$' and a.volume::int = v.volume
          and coalesce(trim(a.issue), '') <> ''
      ),
      updated_at = now()
    from (
      select max(volume::int) as volume from articles
      where journal_id = ${journalId} and volume ~ '^[0-9]{1,6}$'
    ) v
    where j.id = ${journalId}`);
}
