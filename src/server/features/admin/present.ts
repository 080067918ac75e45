/**
 * Shapes the inbox's answers (shared/api/admin.ts) from the intake tables' structured columns
 * (never by parsing the cover letter back).
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { contactItem, joinItem, publicManuscriptDetail, publicManuscriptItem } from '../../../shared/api/admin';
import { journalNameOf } from '../../../shared/domain/journal-codes';
import type { Db } from '../../db/client';
import { contactMessages, intakeFiles, joinApplications, manuscriptIntakes } from '../../db/schema';

type ManuscriptRow = typeof manuscriptIntakes.$inferSelect;
type JoinRow = typeof joinApplications.$inferSelect;
type ContactRow = typeof contactMessages.$inferSelect;
type FileRow = typeof intakeFiles.$inferSelect;

/** The URL of an intake file for the admin (bearer token). */
export const adminFileUrl = (key: string) => `/api/admin/files/${key}`;

const fileOf = (f: FileRow) => ({
  key: f.fileKey,
  role: f.role,
  originalFilename: f.originalFilename,
  contentType: f.contentType,
  byteSize: f.byteSize,
  url: adminFileUrl(f.fileKey),
});

/** The files of the given intakes, by owner id, in upload order. */
export async function filesOf(
  db: Db,
  column: 'manuscriptIntakeId' | 'joinApplicationId',
  ids: number[],
): Promise<Map<number, FileRow[]>> {
  const byOwner = new Map<number, FileRow[]>();
  if (ids.length === 0) return byOwner;
  const rows = await db
    .select()
    .from(intakeFiles)
    .where(inArray(intakeFiles[column], ids))
    .orderBy(asc(intakeFiles.position), asc(intakeFiles.id));
  for (const row of rows) {
    const owner = row[column]!;
    byOwner.set(owner, [...(byOwner.get(owner) ?? []), row]);
  }
  return byOwner;
}

export function manuscriptItem(row: ManuscriptRow, files: FileRow[]): z.infer<typeof publicManuscriptItem> {
  return {
    id: row.id,
    title: row.title,
    name: `${row.firstName} ${row.lastName}`,
    email: row.email,
    articleType: row.articleType,
    journal: row.journalType,
    createdAt: row.createdAt.toISOString(),
    archived_at: row.archivedAt?.toISOString() ?? null,
    status: row.status,
    submissionId: row.submissionId,
    fileUrl: files[0] ? adminFileUrl(files[0].fileKey) : null,
    originalFileName: files[0]?.originalFilename ?? null,
    fileUrls: files.map((f) => adminFileUrl(f.fileKey)),
    fileNames: files.map((f) => f.originalFilename),
    coverLetter: row.coverLetter,
  };
}

export function manuscriptDetail(row: ManuscriptRow, files: FileRow[]): z.infer<typeof publicManuscriptDetail> {
  return {
    ...manuscriptItem(row, files),
    postTitle: row.postTitle,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    university: row.university,
    orcid: row.orcid,
    abstract: row.abstract,
    keywords: row.keywords,
    coAuthors: row.coAuthors,
    note: row.note,
    address: {
      line1: row.address1,
      line2: row.address2,
      city: row.city,
      state: row.state,
      zip: row.postal,
      country: row.country,
    },
    files: files.map(fileOf),
  };
}

export function joinItemOf(row: JoinRow, files: FileRow[]): z.infer<typeof joinItem> {
  return {
    id: row.id,
    kind: row.kind,
    name: `${row.firstName} ${row.lastName}`,
    email: row.email,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    expertise: row.expertise,
    message: row.note,
    affiliation: row.affiliation,
    university: row.university,
    phone: row.phone,
    address: [row.address1, row.address2, row.city, row.state, row.postal, row.country].filter(Boolean).join(', '),
    journal: row.journal,
    journalName: journalNameOf(row.journal),
    files: files.map(fileOf),
    userId: row.userId,
  };
}

export function contactItemOf(row: ContactRow): z.infer<typeof contactItem> {
  return {
    id: row.id,
    name: `${row.firstName} ${row.lastName}`.trim(),
    email: row.email,
    phone: row.phone,
    inquiryType: row.inquiryType,
    note: row.message,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    answeredAt: row.answeredAt?.toISOString() ?? null,
  };
}

/** One manuscript intake with its files, or undefined. */
export async function findManuscript(db: Db, id: number) {
  const [row] = await db.select().from(manuscriptIntakes).where(eq(manuscriptIntakes.id, id));
  if (!row) return undefined;
  return { row, files: (await filesOf(db, 'manuscriptIntakeId', [id])).get(id) ?? [] };
}
