/**
 * API contract of the admin inbox (issue 8; seed 001 §3, §7): public manuscripts, join
 * applications, contact queries, the archive, triage, files, accounts and the audit log.
 * Dates are ISO 8601 strings. Lists are arrays with the total in X-Total-Count.
 */
import { z } from 'zod';
import { ROLES } from '../domain/roles';

const intakeStatus = z.enum(['pending', 'accepted', 'rejected', 'spam']);

/** A file of an intake, fetched through `GET /api/admin/files/{key}` (bearer token). */
export const adminFile = z.object({
  key: z.string(),
  /** 'manuscript' | 'biography' | 'cv' | 'photograph'. */
  role: z.string(),
  originalFilename: z.string(),
  contentType: z.string(),
  byteSize: z.number().int(),
  /** `/api/admin/files/{key}`. */
  url: z.string(),
});
export type AdminFile = z.infer<typeof adminFile>;

/** A public manuscript in the inbox or the archive (seed 001 §3 "Public manuscript intake"). */
export const publicManuscriptItem = z.object({
  id: z.number().int(),
  title: z.string(),
  /** "First Last". */
  name: z.string(),
  email: z.string(),
  articleType: z.string(),
  /** The journal as sent (a title), and its display name. */
  journal: z.string(),
  createdAt: z.string(),
  archived_at: z.string().nullable(),
  status: intakeStatus,
  /** The submission it became, once converted. */
  submissionId: z.number().int().nullable(),
  /** First file (seed: fileUrl, originalFileName) and all files (fileUrls, fileNames). */
  fileUrl: z.string().nullable(),
  originalFileName: z.string().nullable(),
  fileUrls: z.array(z.string()),
  fileNames: z.array(z.string()),
  coverLetter: z.string(),
});
export type PublicManuscriptItem = z.infer<typeof publicManuscriptItem>;

/** `GET /api/admin/public-manuscripts/{id}`: the structured fields stored at intake. */
export const publicManuscriptDetail = publicManuscriptItem.extend({
  postTitle: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  university: z.string(),
  orcid: z.string().nullable(),
  abstract: z.string().nullable(),
  keywords: z.string().nullable(),
  coAuthors: z.string().nullable(),
  note: z.string().nullable(),
  address: z.object({
    line1: z.string(),
    line2: z.string().nullable(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
    country: z.string(),
  }),
  files: z.array(adminFile),
});
export type PublicManuscriptDetail = z.infer<typeof publicManuscriptDetail>;

/** A join application (seed 001 §3 "Join request"), with its structured fields. */
export const joinItem = z.object({
  id: z.number().int(),
  kind: z.enum(['reviewer', 'editor', 'associate_editor']),
  name: z.string(),
  email: z.string(),
  createdAt: z.string(),
  status: intakeStatus,
  expertise: z.string(),
  /** The seed's ' | '-separated 'label: value' text (Research Interest, Affiliation, …). */
  message: z.string(),
  affiliation: z.string(),
  university: z.string(),
  phone: z.string(),
  address: z.string(),
  /** The application slug, and the journal's name. */
  journal: z.string(),
  journalName: z.string(),
  files: z.array(adminFile),
  /** The account made or given the role on approval. */
  userId: z.number().int().nullable(),
});
export type JoinItem = z.infer<typeof joinItem>;

/** A contact query (seed 001 §3 "Contact"). */
export const contactItem = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  inquiryType: z.string(),
  note: z.string(),
  createdAt: z.string(),
  status: intakeStatus,
  answeredAt: z.string().nullable(),
});
export type ContactItem = z.infer<typeof contactItem>;

/** `GET /api/admin/files/{key}?meta=true` (seed 001 §3 "File metadata"). */
export const fileMetadata = z.object({
  originalFilename: z.string(),
  contentType: z.string(),
  byteSize: z.number().int(),
  /** True when a browser can show it inline (PDF, images, text). */
  canOpen: z.boolean(),
});

/** Triage answers. */
export const triageResult = z.object({
  id: z.number().int(),
  status: intakeStatus,
  archived_at: z.string().nullable(),
  /** After convert (seed 001 §7 "convert returns submissionId"). */
  submissionId: z.number().int().optional(),
  /** After approving a join application. */
  userId: z.number().int().optional(),
});

/** `PATCH /api/admin/users/{id}` body: a new role and/or active state (admin only). */
export const userUpdate = z
  .object({ role: z.enum(ROLES).optional(), active: z.boolean().optional() })
  .refine((v) => v.role !== undefined || v.active !== undefined, { error: 'Give a role or active' });

/** One line of the audit log. */
export const auditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  actorName: z.string().nullable(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  detail: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;
