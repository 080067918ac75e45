/**
 * Database schema (drizzle pg-core). One SQL dialect everywhere: PostgreSQL 15, embedded as
 * PGlite by default. Migrations in ./migrations are generated from this file by drizzle-kit
 * (`npm run db:generate`) and never edited once landed.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  bigint,
  type AnyPgColumn,
  type ExtraConfigColumn,
} from 'drizzle-orm/pg-core';
import { JOIN_KINDS } from '../../shared/domain/intake';
import { ROLES } from '../../shared/domain/roles';
import {
  DECISIONS,
  INVITATION_STATUSES,
  SUBMISSION_FILE_KINDS,
  SUBMISSION_STATUSES,
} from '../../shared/domain/submission-workflow';

const tsvector = customType<{ data: string }>({
  dataType() {
    return 'tsvector';
  },
});

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** A journal: one of the publisher's own, or a real source journal of imported articles. */
export const journals = pgTable(
  'journals',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    /** Short name shown on badges; `/journals/{abbreviation lower-cased}` finds the journal. */
    abbreviation: text('abbreviation').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    category: text('category').notNull().default(''),
    coverImage: text('cover_image'),
    issn: text('issn'),
    publisher: text('publisher'),
    currentVolume: integer('current_volume').notNull().default(1),
    currentIssue: integer('current_issue').notNull().default(1),
    /** True for the publisher's own journals (seed 000 §3), false for imported source journals. */
    isHouse: boolean('is_house').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('journals_slug_key').on(t.slug),
    uniqueIndex('journals_abbreviation_lower_key').on(sql`lower(${t.abbreviation})`),
    index('journals_issn_idx').on(t.issn),
  ],
);

/** A file kept in storage under a generated key (article PDFs, source XML, later uploads). */
export const storedFiles = pgTable('stored_files', {
  /** Random, unguessable key (128 bits, base64url); also the storage path's name. */
  key: text('key').primaryKey(),
  originalFilename: text('original_filename').notNull(),
  contentType: text('content_type').notNull(),
  byteSize: bigint('byte_size', { mode: 'number' }).notNull(),
  sha256: text('sha256').notNull(),
  /** 'public' files are served by GET /api/files/{key}; 'private' ones only via guarded routes. */
  visibility: text('visibility', { enum: ['public', 'private'] }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One contributor as stored in articles.contributors (jsonb). */
export interface ContributorRecord {
  name: string;
  givenNames: string | null;
  surname: string | null;
  affiliations: string[];
  orcid: string | null;
  corresponding: boolean;
}

/** A published article. */
export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    journalId: integer('journal_id')
      .notNull()
      .references(() => journals.id, { onDelete: 'restrict' }),
    doi: text('doi'),
    title: text('title').notNull(),
    abstract: text('abstract'),
    contributors: jsonb('contributors').$type<ContributorRecord[]>().notNull().default([]),
    /** Display string of author names, the seed's `authors` field. */
    authors: text('authors').notNull().default(''),
    articleType: text('article_type').notNull(),
    volume: text('volume'),
    issue: text('issue'),
    pages: text('pages'),
    publishedDate: date('published_date', { mode: 'string' }),
    receivedDate: date('received_date', { mode: 'string' }),
    acceptedDate: date('accepted_date', { mode: 'string' }),
    keywords: text('keywords').array().notNull().default(sql`'{}'::text[]`),
    subjects: text('subjects').array().notNull().default(sql`'{}'::text[]`),
    license: text('license'),
    licenseUrl: text('license_url'),
    copyright: text('copyright'),
    pdfFileKey: text('pdf_file_key').references(() => storedFiles.key, { onDelete: 'set null' }),
    sourceFileKey: text('source_file_key').references(() => storedFiles.key, { onDelete: 'set null' }),
    /** 'jats' | 'crossref' | 'workflow' (published through peer review). */
    sourceFormat: text('source_format').notNull(),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      (): SQL => sql`setweight(to_tsvector('english', coalesce(${articles.title}, '')), 'A')
        || setweight(to_tsvector('english', genesis_join_text(${articles.keywords})), 'B')
        || setweight(to_tsvector('english', coalesce(${articles.authors}, '')), 'B')
        || setweight(to_tsvector('english', coalesce(${articles.abstract}, '')), 'C')`,
    ),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('articles_doi_lower_key').on(sql`lower(${t.doi})`),
    index('articles_published_idx').on(t.publishedDate.desc().nullsLast(), t.id.desc()),
    index('articles_journal_published_idx').on(t.journalId, t.publishedDate.desc().nullsLast(), t.id.desc()),
    index('articles_search_idx').using('gin', t.searchVector),
  ],
);

/**
 * Where an outbox mail stands: `pending` (waiting for its first attempt, or retrying),
 * `sent` (the SMTP server accepted it), `logged` (no SMTP_URL: written to the log once, the
 * embedded mode's delivery), `failed` (given up after the last attempt).
 */
/** `column in ('a', 'b', …)` for a CHECK constraint, from the constant that lists the values. */
function oneOf(column: SQL | AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} in (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`;
}

export const OUTBOX_STATUSES = ['pending', 'sent', 'logged', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/**
 * Mail outbox (transactional outbox): a mail is inserted in the same transaction as the
 * record that causes it, then delivered by the background loop of src/server/lib/mailer.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    /** One recipient address (`to` is an SQL keyword, hence the column name). */
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    /** Plain-text body; carries the links the mail is about. */
    text: text('text_body').notNull(),
    html: text('html_body'),
    /** What the mail is, e.g. 'intake.ack', 'intake.notice'. */
    kind: text('kind').notNull(),
    /** The record that caused it, e.g. 'manuscript:42'. */
    ref: text('ref'),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('pending'),
    /** Delivery attempts begun so far (a claim counts one). */
    attempts: integer('attempts').notNull().default(0),
    /** When the mail is next due; while an attempt runs, the end of its lease. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Why the last attempt failed (the transport's message, never credentials). */
    lastError: text('last_error'),
    /** When it was sent (or logged). */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('outbox_ref_idx').on(t.ref),
    check('outbox_status_check', oneOf(t.status, OUTBOX_STATUSES)),
  ],
);

/**
 * Where a public intake stands (issue 5; the seed shows none, seed 000 §3): `pending` on
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
   * request with the same idempotency key must match it, else 422 (issue 12). Null on rows
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
    /** The submission it was converted into (issue 8). */
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
    /** The account made, or given the role, on approval (issue 8). */
    userId: integer('user_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    ...intakeColumns,
  },
  (t) => [
    ...intakeConstraints('join_applications', t),
    check('join_applications_kind_check', oneOf(t.kind, JOIN_KINDS)),
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
    /** When an admin marked it answered (issue 8). */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    ...intakeColumns,
  },
  (t) => intakeConstraints('contact_messages', t),
);

/** What a file is to its intake. */
export const INTAKE_FILE_ROLES = ['manuscript', 'biography', 'cv', 'photograph'] as const;
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
    check(
      'intake_files_owner_check',
      sql`(${t.manuscriptIntakeId} is null) <> (${t.joinApplicationId} is null)`,
    ),
    check('intake_files_role_check', oneOf(t.role, INTAKE_FILE_ROLES)),
  ],
);

/**
 * An account of the portal (issue 6; seed 001 §3 "User: name, email, role"). The e-mail is
 * stored lower-cased and is unique; the password only as an argon2id hash.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Lower-cased on the way in (shared email rule); unique. */
    email: text('email').notNull(),
    /** One of ROLES (src/shared/domain/roles.ts), canonical form. */
    role: text('role', { enum: ROLES }).notNull(),
    /** argon2id PHC string (`$argon2id$v=19$m=…,t=…,p=…$salt$hash`); null until a password is set. */
    passwordHash: text('password_hash'),
    /** Set when the password last changed; sessions begun before a reset are revoked anyway. */
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    /** A deactivated account cannot sign in and its sessions end (admin, issue 8). */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    /**
     * When the owner proved the address (issue 12): a verification link, a set-password or
     * reset link, an invitation link, or an account made by the office. Null: a self-signup
     * not yet confirmed, which owns nothing found by address.
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    index('users_role_idx').on(t.role),
    check('users_role_check', oneOf(t.role, ROLES)),
    check('users_email_lower_check', sql`${t.email} = lower(${t.email})`),
  ],
);

/**
 * A signed-in session: one refresh-token family (issue 6). Every refresh rotates the token
 * within the family; presenting a rotated token again revokes the family. Access tokens
 * name their session (`sid`), so a revoked session stops them at once too.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    /** Absolute end: refreshing never extends a session past it. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** 'logout' | 'reuse' | 'password_reset' | 'deactivated' … */
    revokedReason: text('revoked_reason'),
    /** The browser's User-Agent at sign-in (≤ 300 characters), to show the user their sessions. */
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * The refresh tokens of a session, only as sha256 hashes. `usedAt` null marks the family's
 * current token; a used one presented again is a reuse.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    /** sha256 (hex) of the token (≥ 256 random bits): a lookup key that reveals nothing. */
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

export const PASSWORD_TOKEN_PURPOSES = ['reset', 'set'] as const;
export type PasswordTokenPurpose = (typeof PASSWORD_TOKEN_PURPOSES)[number];

/**
 * Single-use links that let someone choose a password (issue 6): `reset` (15 minutes, seed
 * 001 §9) and `set` (a new account's first password, issue 7/8). Stored only as hashes.
 */
export const passwordTokens = pgTable(
  'password_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: PASSWORD_TOKEN_PURPOSES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('password_tokens_user_idx').on(t.userId),
    check('password_tokens_purpose_check', oneOf(t.purpose, PASSWORD_TOKEN_PURPOSES)),
  ],
);

/**
 * Sign-in throttle counters (issue 12): failures per key in a window. Keys: `pair:{email}|{ip}`
 * (blocks one account from one address), `ip:{ip}` (failures from one address, across
 * accounts: spraying), `account:{email}` (slows an account down from everywhere, never
 * blocks it). Kept for any e-mail typed, existing or not, so throttling reveals nothing.
 */
export const signInThrottle = pgTable('sign_in_throttle', {
  key: text('key').primaryKey(),
  /** Failures (attempts not yet refunded by a success) since `windowStart`. */
  failures: integer('failures').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * E-mail verification links (issue 12): single-use, 24 hours, stored only as sha256. The
 * address is recorded with the token, so a link proves only the address it was sent to.
 */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('email_verifications_user_idx').on(t.userId)],
);

export const RESET_REQUEST_PAGES = ['/reset-password', '/portal/reset-password'] as const;

/**
 * Password-reset requests waiting to be handled (issue 12): the request only records the
 * address typed, the same work for every address; the mail loop looks the account up, issues
 * the link and enqueues the mail (or nothing), so the answer's timing tells nothing.
 */
export const passwordResetRequests = pgTable(
  'password_reset_requests',
  {
    id: serial('id').primaryKey(),
    /** The lower-cased address typed (or ADMIN_EMAIL for the portal's button). */
    email: text('email').notNull(),
    /** Only the admin account may get the link of the portal's button. */
    adminOnly: boolean('admin_only').notNull().default(false),
    page: text('page', { enum: RESET_REQUEST_PAGES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (t) => [
    index('password_reset_requests_pending_idx').on(t.id).where(sql`${t.handledAt} is null`),
    check('password_reset_requests_page_check', oneOf(t.page, RESET_REQUEST_PAGES)),
  ],
);

/**
 * Secrets the servers share, made on first use (the access tokens' signing key): kept in
 * the database so that several app servers agree without configuration.
 */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  /** base64url of random bytes. */
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A manuscript in the peer-review workflow (issue 7; seed 001 §3 "Submission"), owned by its
 * author's account, in one of the publisher's journals. `status` moves only through the
 * transition table (shared/domain/submission-workflow.ts), in one place on the server.
 */
export const submissions = pgTable(
  'submissions',
  {
    id: serial('id').primaryKey(),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    journalId: integer('journal_id')
      .notNull()
      .references(() => journals.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    abstract: text('abstract').notNull().default(''),
    keywords: jsonb('keywords').$type<string[]>().notNull().default([]),
    articleType: text('article_type').notNull(),
    /** Co-authors as the author wrote them (names, affiliations), one per line or comma. */
    coAuthors: text('co_authors').notNull().default(''),
    status: text('status', { enum: SUBMISSION_STATUSES }).notNull().default('draft'),
    /** Review round: 1, then +1 for each revision sent to review again. */
    round: integer('round').notNull().default(1),
    /** The latest decision. */
    decision: text('decision', { enum: DECISIONS }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** The published article. */
    articleId: integer('article_id').references(() => articles.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('submissions_author_idx').on(t.authorId, t.updatedAt.desc()),
    index('submissions_status_idx').on(t.status, t.updatedAt.desc()),
    check('submissions_status_check', oneOf(t.status, SUBMISSION_STATUSES)),
    check('submissions_decision_check', sql`${t.decision} is null or ${oneOf(t.decision, DECISIONS)}`),
  ],
);

/** A file of a submission: manuscript, revision, proof or a review's attachment (private). */
export const submissionFiles = pgTable(
  'submission_files',
  {
    id: serial('id').primaryKey(),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: SUBMISSION_FILE_KINDS }).notNull(),
    round: integer('round').notNull(),
    fileKey: text('file_key')
      .notNull()
      .references(() => storedFiles.key, { onDelete: 'restrict' }),
    originalFilename: text('original_filename').notNull(),
    contentType: text('content_type').notNull(),
    byteSize: bigint('byte_size', { mode: 'number' }).notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('submission_files_submission_idx').on(t.submissionId, t.id),
    uniqueIndex('submission_files_file_key').on(t.fileKey),
    check('submission_files_kind_check', oneOf(t.kind, SUBMISSION_FILE_KINDS)),
  ],
);

export const EVENT_ACTOR_ROLES = ['author', 'editor', 'reviewer', 'system'] as const;

/** The history of a submission (issue 7): every transition and upload, who, when, from, to. */
export const submissionEvents = pgTable(
  'submission_events',
  {
    id: serial('id').primaryKey(),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorRole: text('actor_role', { enum: EVENT_ACTOR_ROLES }).notNull(),
    /** A workflow action ('submit', 'decide_accept'…) or another event ('upload_manuscript', 'invite'…). */
    action: text('action').notNull(),
    fromStatus: text('from_status', { enum: SUBMISSION_STATUSES }),
    toStatus: text('to_status', { enum: SUBMISSION_STATUSES }),
    note: text('note'),
    /** Shown to editors only (e.g. a reviewer's e-mail). */
    editorNote: text('editor_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('submission_events_submission_idx').on(t.submissionId, t.id),
    check('submission_events_actor_role_check', oneOf(t.actorRole, EVENT_ACTOR_ROLES)),
  ],
);

/**
 * A reviewer invitation (issue 7): sent to an e-mail with accept and decline links whose
 * token (256 bits) is stored only hashed; it opens this one invitation, expires, and dies on
 * decline or cancellation.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: serial('id').primaryKey(),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    round: integer('round').notNull(),
    reviewerEmail: text('reviewer_email').notNull(),
    /** The reviewer's account, known on acceptance (made then if needed). */
    reviewerId: integer('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    tokenHash: text('token_hash').notNull(),
    status: text('status', { enum: INVITATION_STATUSES }).notNull().default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    declineReason: text('decline_reason'),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('invitations_token_hash_key').on(t.tokenHash),
    index('invitations_submission_idx').on(t.submissionId),
    index('invitations_reviewer_idx').on(t.reviewerId),
    check('invitations_status_check', oneOf(t.status, INVITATION_STATUSES)),
  ],
);

/** A reviewer's report on an invitation (one per invitation). */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    invitationId: integer('invitation_id')
      .notNull()
      .references(() => invitations.id, { onDelete: 'cascade' }),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    round: integer('round').notNull(),
    recommendation: text('recommendation', { enum: DECISIONS }).notNull(),
    comments: text('comments').notNull(),
    attachmentFileId: integer('attachment_file_id').references(() => submissionFiles.id, { onDelete: 'set null' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reviews_invitation_key').on(t.invitationId),
    index('reviews_submission_idx').on(t.submissionId, t.round),
    check('reviews_recommendation_check', oneOf(t.recommendation, DECISIONS)),
  ],
);

/** Every admin action (issue 8): who, when, what, on which record. */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** e.g. 'intake.archive', 'intake.convert', 'join.approve', 'user.update'. */
    action: text('action').notNull(),
    /** 'public-manuscript' | 'join' | 'contact' | 'user'. */
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    detail: text('detail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_audit_created_idx').on(t.createdAt.desc()), index('admin_audit_target_idx').on(t.targetType, t.targetId)],
);
