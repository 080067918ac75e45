/**
 * Journal management use cases (docs/decisions/0030-journal-management.md): the admin
 * creates, edits and retires journals and edits the category list. Each change is recorded in
 * the admin audit log in the same transaction.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminJournal, JournalCategory, journalInput } from '../../../shared/api/journal-admin';
import type { Db } from '../../db/client';
import { journalCategories, journals } from '../../db/schema';
import { AppError, isUniqueViolation } from '../../lib/errors';
import { audit } from '../../lib/audit';

type Input = z.output<typeof journalInput>;
type Row = typeof journals.$inferSelect;

/** The admin's view of a journal row. */
export function adminJournalOf(row: Row): AdminJournal {
  return {
    id: row.id,
    title: row.title,
    abbreviation: row.abbreviation,
    slug: row.slug,
    printIssn: row.printIssn,
    onlineIssn: row.onlineIssn,
    category: row.category,
    description: row.description,
    aimsAndScope: row.aimsAndScope,
    articleTypes: row.articleTypes,
    apc:
      row.apcAmount !== null && row.apcCurrency ? { amount: Number(row.apcAmount), currency: row.apcCurrency } : null,
    acceptsSubmissions: row.acceptsSubmissions,
    publisher: row.publisher,
    coverImage: row.coverImage,
    isHouse: row.isHouse,
    reviewResponseDays: row.reviewResponseDays,
    reviewDueDays: row.reviewDueDays,
    revisionDays: row.revisionDays,
    retiredAt: row.retiredAt?.toISOString() ?? null,
  };
}

/** Every journal, active ones first, each by title. */
export async function listAdminJournals(db: Db): Promise<AdminJournal[]> {
  const rows = await db
    .select()
    .from(journals)
    .orderBy(sql`${journals.retiredAt} is not null`, asc(journals.title), asc(journals.id));
  return rows.map(adminJournalOf);
}

/** The category list, alphabetically. */
export async function listCategories(db: Db): Promise<JournalCategory[]> {
  return db
    .select({ id: journalCategories.id, name: journalCategories.name })
    .from(journalCategories)
    .orderBy(asc(sql`lower(${journalCategories.name})`));
}

/**
 * Adds a category. @throws AppError CONFLICT (409) when one of that name exists (any case).
 */
export async function createCategory(db: Db, actorId: number, name: string): Promise<JournalCategory> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(journalCategories)
        .values({ name })
        .returning({ id: journalCategories.id, name: journalCategories.name });
      await audit(tx, {
        actorId,
        action: 'journal_category.create',
        targetType: 'journal_category',
        targetId: row.id,
        detail: name,
      });
      return row;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('name', `The category "${name}" exists`);
    throw err;
  }
}

function conflict(path: string, message: string) {
  return new AppError('CONFLICT', message, { errors: [{ path, message }] });
}

/** The row values of `input`; the slug follows the abbreviation (lower-cased). */
function valuesOf(input: Input) {
  return {
    title: input.title,
    abbreviation: input.abbreviation,
    printIssn: input.printIssn,
    onlineIssn: input.onlineIssn,
    // The public `issn` column (shown on pages, read by OAI-PMH and DOAJ): online first.
    issn: input.onlineIssn ?? input.printIssn,
    category: input.category,
    description: input.description,
    aimsAndScope: input.aimsAndScope,
    articleTypes: input.articleTypes,
    apcAmount: input.apc ? input.apc.amount.toFixed(2) : null,
    apcCurrency: input.apc?.currency ?? null,
    acceptsSubmissions: input.acceptsSubmissions,
    publisher: input.publisher === '' ? null : input.publisher,
    reviewResponseDays: input.reviewResponseDays,
    reviewDueDays: input.reviewDueDays,
    revisionDays: input.revisionDays,
  };
}

/** @throws AppError VALIDATION_FAILED (400, path `category`) when the category is not in the list. */
async function checkCategory(db: Db, category: string): Promise<string> {
  const [found] = await db
    .select({ name: journalCategories.name })
    .from(journalCategories)
    .where(sql`lower(${journalCategories.name}) = lower(${category})`);
  if (!found) {
    const message = `"${category}" is not one of the categories`;
    throw new AppError('VALIDATION_FAILED', message, { errors: [{ path: 'category', message }] });
  }
  return found.name;
}

/** Runs `write`, turning a duplicate abbreviation or slug into 409 naming `abbreviation`. */
async function uniquely<T>(abbreviation: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('abbreviation', `The abbreviation "${abbreviation}" is taken`);
    throw err;
  }
}

/**
 * Creates a journal of the publisher (is_house). @throws AppError 400 (category), 409 (abbreviation taken)
 */
export async function createJournal(db: Db, actorId: number, input: Input): Promise<AdminJournal> {
  const category = await checkCategory(db, input.category);
  return uniquely(input.abbreviation, () =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(journals)
        .values({ ...valuesOf(input), category, slug: input.abbreviation.toLowerCase(), isHouse: true })
        .returning();
      await audit(tx, {
        actorId,
        action: 'journal.create',
        targetType: 'journal',
        targetId: row.id,
        detail: row.abbreviation,
        journalId: row.id,
      });
      return adminJournalOf(row);
    }),
  );
}

/**
 * Replaces a journal's fields; the slug follows a changed abbreviation (an unchanged one keeps
 * the seed's slug). @throws AppError 404, 400 (category), 409 (abbreviation taken)
 */
export async function updateJournal(db: Db, actorId: number, id: number, input: Input): Promise<AdminJournal> {
  const category = await checkCategory(db, input.category);
  return uniquely(input.abbreviation, () =>
    db.transaction(async (tx) => {
      const [current] = await tx.select().from(journals).where(eq(journals.id, id)).for('update');
      if (!current) throw new AppError('NOT_FOUND', `Journal ${id} not found`);
      const renamed = current.abbreviation.toLowerCase() !== input.abbreviation.toLowerCase();
      const [row] = await tx
        .update(journals)
        .set({
          ...valuesOf(input),
          category,
          ...(renamed ? { slug: input.abbreviation.toLowerCase() } : {}),
          updatedAt: new Date(),
        })
        .where(eq(journals.id, id))
        .returning();
      await audit(tx, {
        actorId,
        action: 'journal.update',
        targetType: 'journal',
        targetId: id,
        detail: row.abbreviation,
        journalId: id,
      });
      return adminJournalOf(row);
    }),
  );
}

/**
 * Retires (`retired: true`) or reinstates a journal. A retired journal leaves the lists and
 * the submission and join forms; its page and articles stay reachable. @throws AppError 404
 */
export async function setRetired(db: Db, actorId: number, id: number, retired: boolean): Promise<AdminJournal> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(journals)
      .set({ retiredAt: retired ? sql`coalesce(${journals.retiredAt}, now())` : null, updatedAt: new Date() })
      .where(eq(journals.id, id))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', `Journal ${id} not found`);
    await audit(tx, {
      actorId,
      action: retired ? 'journal.retire' : 'journal.reinstate',
      targetType: 'journal',
      targetId: id,
      detail: row.abbreviation,
      journalId: id,
    });
    return adminJournalOf(row);
  });
}
