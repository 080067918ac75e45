/**
 * API contract of the admin inbox (decision 0010; seed 001 §3, §7): public manuscripts, join
 * applications, contact queries, the archive, triage, files, accounts and the audit log.
 * Dates are ISO 8601 strings. Lists are arrays with the total in X-Total-Count.
 */
import { z } from 'zod';
import { strictBody, text } from '../validation/text';
import { ROLES } from '../domain/roles';
import { pageQuery } from './common';

const intakeStatus = z.enum(['pending', 'accepted', 'rejected', 'spam']);

/** A file of an intake, fetched through `GET /api/admin/files/{key}` (bearer token). */
export const adminFile = z.object({
  key: text(),
  /** 'manuscript' | 'biography' | 'cv' | 'photograph'. */
  role: text(),
  originalFilename: text(),
  contentType: text(),
  byteSize: z.number().int(),
  /** `/api/admin/files/{key}`. */
  url: text(),
});
export type AdminFile = z.infer<typeof adminFile>;

/** A public manuscript in the inbox or the archive (seed 001 §3 "Public manuscript intake"). */
export const publicManuscriptItem = z.object({
  id: z.number().int(),
  title: text(),
  /** "First Last". */
  name: text(),
  email: text(),
  articleType: text(),
  /** The journal as sent (a title), and its display name. */
  journal: text(),
  createdAt: text(),
  archived_at: text().nullable(),
  status: intakeStatus,
  /** The submission it became, once converted. */
  submissionId: z.number().int().nullable(),
  /** First file (seed: fileUrl, originalFileName) and all files (fileUrls, fileNames). */
  fileUrl: text().nullable(),
  originalFileName: text().nullable(),
  fileUrls: z.array(text()),
  fileNames: z.array(text()),
  coverLetter: text(),
});
export type PublicManuscriptItem = z.infer<typeof publicManuscriptItem>;

/** `GET /api/admin/public-manuscripts/{id}`: the structured fields stored at intake. */
export const publicManuscriptDetail = publicManuscriptItem.extend({
  postTitle: text(),
  firstName: text(),
  lastName: text(),
  phone: text(),
  university: text(),
  orcid: text().nullable(),
  abstract: text().nullable(),
  keywords: text().nullable(),
  coAuthors: text().nullable(),
  note: text().nullable(),
  address: z.object({
    line1: text(),
    line2: text().nullable(),
    city: text(),
    state: text(),
    zip: text(),
    country: text(),
  }),
  files: z.array(adminFile),
});
export type PublicManuscriptDetail = z.infer<typeof publicManuscriptDetail>;

/** A join application (seed 001 §3 "Join request"), with its structured fields. */
export const joinItem = z.object({
  id: z.number().int(),
  kind: z.enum(['reviewer', 'editor', 'associate_editor']),
  name: text(),
  email: text(),
  createdAt: text(),
  status: intakeStatus,
  expertise: text(),
  /** The seed's ' | '-separated 'label: value' text (Research Interest, Affiliation, …). */
  message: text(),
  affiliation: text(),
  university: text(),
  phone: text(),
  address: text(),
  /** The application slug, and the journal's name. */
  journal: text(),
  journalName: text(),
  files: z.array(adminFile),
  /** The account made or given the role on approval. */
  userId: z.number().int().nullable(),
});
export type JoinItem = z.infer<typeof joinItem>;

/** A contact query (seed 001 §3 "Contact"). */
export const contactItem = z.object({
  id: z.number().int(),
  name: text(),
  email: text(),
  phone: text(),
  inquiryType: text(),
  note: text(),
  createdAt: text(),
  status: intakeStatus,
  answeredAt: text().nullable(),
});
export type ContactItem = z.infer<typeof contactItem>;

/** `GET /api/admin/files/{key}?meta=true` (seed 001 §3 "File metadata"). */
export const fileMetadata = z.object({
  originalFilename: text(),
  contentType: text(),
  byteSize: z.number().int(),
  /** True when a browser can show it inline (PDF, images, text). */
  canOpen: z.boolean(),
});
export type FileMetadata = z.infer<typeof fileMetadata>;

/** Triage answers. */
export const triageResult = z.object({
  id: z.number().int(),
  status: intakeStatus,
  archived_at: text().nullable(),
  /** After convert (seed 001 §7 "convert returns submissionId"). */
  submissionId: z.number().int().optional(),
  /** After approving a join application. */
  userId: z.number().int().optional(),
  /**
   * After convert with an editor e-mail (decision 0037): the account assigned as the submission's
   * editor, or null when the address is not a verified, active account with a role on that journal
   * (the address is then only told by mail).
   */
  assignedEditorId: z.number().int().nullable().optional(),
  /** After approving an editor's or associate editor's application: the journal given the role on, or null. */
  journalId: z.number().int().nullable().optional(),
});
export type TriageResult = z.infer<typeof triageResult>;

/**
 * `PATCH /api/admin/users/{id}` body: a new role and/or active state (admin only). Any other
 * property is refused (400 'Unknown field: …'), never silently dropped (decision 0059).
 */
export const userUpdate = strictBody({ role: z.enum(ROLES).optional(), active: z.boolean().optional() }).refine(
  (v) => v.role !== undefined || v.active !== undefined,
  { error: 'Give a role or active' },
);
export type UserUpdate = z.infer<typeof userUpdate>;

/** The kinds of record the audit log names (its `targetType`), for its record filter. */
export const AUDIT_RECORD_TYPES = [
  'public-manuscript',
  'join',
  'contact',
  'user',
  'journal',
  'journal_category',
  'journal_issue',
  'mail_template',
] as const;

/**
 * `GET /api/admin/audit` query (decision 0075), all optional and combined with AND, with the
 * page (`limit`, `offset`): `person` (part of the actor's name or e-mail, any case), `journalId`,
 * `recordType` (one of AUDIT_RECORD_TYPES), `from` and `to` (days YYYY-MM-DD, UTC, both included).
 */
export const auditQuery = pageQuery.extend({
  person: text().trim().max(200, 'At most 200 characters').optional(),
  journalId: z.coerce.number().int().min(1, 'journalId must be a journal id').max(2147483647).optional(),
  recordType: z.enum(AUDIT_RECORD_TYPES, { error: 'Unknown record type' }).optional(),
  from: z.iso.date('from must be a date (YYYY-MM-DD)').optional(),
  to: z.iso.date('to must be a date (YYYY-MM-DD)').optional(),
});
export type AuditQuery = z.infer<typeof auditQuery>;

/** One line of the audit log. */
export const auditEntry = z.object({
  id: z.number().int(),
  at: text(),
  actorName: text().nullable(),
  actorEmail: text().nullable(),
  action: text(),
  targetType: text(),
  targetId: text(),
  detail: text().nullable(),
  /** The journal the action concerns (decision 0075), when it concerns one. */
  journalId: z.number().int().nullable(),
  journalTitle: text().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;
