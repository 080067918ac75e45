/**
 * Tables owned by intake (features/intake). Only the owner writes them; other features read
 * them, or call the owner's use cases (docs/decisions/0015-feature-ownership.md).
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  bigint,
  type AnyPgColumn,
  type ExtraConfigColumn,
} from 'drizzle-orm/pg-core';
import { JOIN_KINDS } from '../../../shared/domain/intake';
import { oneOf } from './columns';
import { users } from './accounts';
import { storedFiles } from './files';
import { submissions } from './submissions';

/**
 * Where a public intake stands (decision 0007; the seed shows none, seed 000 §3): `pending` on
 * arrival; the editorial screens move it on later. `archived_at` hides it from the lists.
 */
export const INTAKE_STATUSES = ['pending', 'accepted', 'rejected', 'spam'] as const;
export type IntakeStatus = (typeof INTAKE_STATUSES)[number];

const intakeColumns = {
  status: text('status', { enum: INTAKE_STATUSES }).notNull().default('pending'),
  /** The client's `Idempotency-Key` header (≤ 100 characters), unique per table when given. */
  idempotencyKey: text('idempotency_key'),
  /** sha256 (hex) of what makes two requests "the same" without a key (10-minute window). */
  contentDigest: text('content_digest').notNull(),
  /**
   * sha256 (hex) of the whole validated request (every field, each file's sha256): a later
   * request with the same idempotency key must match it, else 422 (decision 0012). Null on rows
   * stored before it existed.
   */
  requestDigest: text('request_digest'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  archivedAt: timestamp('archived_at', { withTimezone: true }),
};

/** The applicant's e-mail, phone and postal address, as the manuscript and join forms ask them. */
const applicantContactColumns = {
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  address1: text('address1').notNull(),
  address2: text('address2'),
  city: text('city').notNull(),
  state: text('state').notNull(),
  postal: text('postal').notNull(),
  country: text('country').notNull(),
};

/**
 * The indexes and status check every intake table has: its idempotency key (unique), the
 * duplicate lookup (digest within a time window), newest-first listing.
 */
function intakeConstraints(
  table: string,
  t: Record<'idempotencyKey' | 'contentDigest' | 'createdAt' | 'status', ExtraConfigColumn>,
) {
  return [
    uniqueIndex(`${table}_idempotency_key`).on(t.idempotencyKey),
    index(`${table}_digest_idx`).on(t.contentDigest, t.createdAt),
    index(`${table}_created_idx`).on(t.createdAt.desc()),
    check(`${table}_status_check`, oneOf(t.status, INTAKE_STATUSES)),
  ];
}

/** A manuscript sent through `POST /api/public/manuscripts` (seed 000 §3, §7), no account needed. */
export const manuscriptIntakes = pgTable(
  'manuscript_intakes',
  {
    id: serial('id').primaryKey(),
    postTitle: text('post_title').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    university: text('university').notNull(),
    ...applicantContactColumns,
    journalType: text('journal_type').notNull(),
    articleType: text('article_type').notNull(),
    title: text('title').notNull(),
    abstract: text('abstract'),
    keywords: text('keywords'),
    orcid: text('orcid'),
    coAuthors: text('co_authors'),
    note: text('note'),
    /** Built by the server with `buildCoverLetter` (the client's text is not trusted). */
    coverLetter: text('cover_letter').notNull(),
    /** The submission it was converted into (decision 0010). */
    submissionId: integer('submission_id').references((): AnyPgColumn => submissions.id, { onDelete: 'set null' }),
    ...intakeColumns,
  },
  (t) => intakeConstraints('manuscript_intakes', t),
);

/** An editor, associate-editor or reviewer application (seed 000 §2 "Join applications", §7). */
export const joinApplications = pgTable(
  'join_applications',
  {
    id: serial('id').primaryKey(),
    /** 'editor' | 'associate_editor' | 'reviewer'. */
    kind: text('kind', { enum: JOIN_KINDS }).notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    affiliation: text('affiliation').notNull(),
    university: text('university').notNull(),
    ...applicantContactColumns,
    /** Application journal slug. */
    journal: text('journal').notNull(),
    /** The research interest (the wire's `expertise`). */
    expertise: text('expertise').notNull(),
    /** Built by the server with `buildJoinNote`. */
    note: text('note').notNull(),
    biographyFileKey: text('biography_file_key').references(() => storedFiles.key, { onDelete: 'set null' }),
    cvFileKey: text('cv_file_key').references(() => storedFiles.key, { onDelete: 'set null' }),
    photographFileKey: text('photograph_file_key').references(() => storedFiles.key, { onDelete: 'set null' }),
    /** The account made, or given the role, on approval (decision 0010). */
    userId: integer('user_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    ...intakeColumns,
  },
  (t) => [
    ...intakeConstraints('join_applications', t),
    check('join_applications_kind_check', oneOf(t.kind, JOIN_KINDS)),
    /** An address's accepted reviewer applications: the reviewer record's refresh (decision 0079). */
    index('join_applications_reviewer_email_idx')
      .on(sql`lower(btrim(${t.email}))`)
      .where(sql`${t.kind} = 'reviewer' and ${t.status} = 'accepted'`),
    /**
     * A submission author's applications, by account or by address: the reviewer search's conflict
     * check (invitations/candidates.ts `authorsOf`; decision 0080), one probe each instead
     * of a scan of every application.
     */
    index('join_applications_user_idx').on(t.userId),
    index('join_applications_email_idx').on(sql`lower(${t.email})`),
  ],
);

/** A message from the contact form (seed 000 §3 "Contact message", §7 `POST /api/contacts`). */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    /** '' when not given (seed 000 §7). */
    phone: text('phone').notNull().default(''),
    inquiryType: text('inquiry_type').notNull(),
    message: text('message').notNull(),
    /** When an admin marked it answered (decision 0010). */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    ...intakeColumns,
  },
  (t) => intakeConstraints('contact_messages', t),
);

/** What a file is to its intake. */
/**
 * `cover_letter`: the public form's optional cover-letter file (decision 0070), a `cover_letter`
 * file once converted.
 */
export const INTAKE_FILE_ROLES = ['manuscript', 'biography', 'cv', 'photograph', 'cover_letter'] as const;
export type IntakeFileRole = (typeof INTAKE_FILE_ROLES)[number];

/**
 * The files of an intake (private stored files), each linked to exactly one manuscript
 * intake or join application, in upload order.
 */
export const intakeFiles = pgTable(
  'intake_files',
  {
    id: serial('id').primaryKey(),
    manuscriptIntakeId: integer('manuscript_intake_id').references(() => manuscriptIntakes.id, { onDelete: 'cascade' }),
    joinApplicationId: integer('join_application_id').references(() => joinApplications.id, { onDelete: 'cascade' }),
    fileKey: text('file_key')
      .notNull()
      .references(() => storedFiles.key, { onDelete: 'restrict' }),
    role: text('role', { enum: INTAKE_FILE_ROLES }).notNull(),
    /** 0-based position among the intake's files. */
    position: integer('position').notNull(),
    originalFilename: text('original_filename').notNull(),
    /** From the magic bytes when known, else the extension's usual type. */
    contentType: text('content_type').notNull(),
    byteSize: bigint('byte_size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('intake_files_manuscript_idx').on(t.manuscriptIntakeId),
    index('intake_files_application_idx').on(t.joinApplicationId),
    uniqueIndex('intake_files_file_key').on(t.fileKey),
    check('intake_files_owner_check', sql`(${t.manuscriptIntakeId} is null) <> (${t.joinApplicationId} is null)`),
    check('intake_files_role_check', oneOf(t.role, INTAKE_FILE_ROLES)),
  ],
);
