/**
 * Tables owned by submissions (features/submissions): submissions, their files and their
 * history. Only the owner writes them; other features read them, or call the owner's use
 * cases (docs/decisions/0015-feature-ownership.md).
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  bigint,
  numeric,
  date,
  boolean,
} from 'drizzle-orm/pg-core';
import {
  DECISIONS,
  MILESTONE_EVENTS,
  SUBMISSION_FILE_KINDS,
  SUBMISSION_STATUSES,
} from '../../../shared/domain/submission-workflow';
import type { Author, Funder } from '../../../shared/api/contributors';
import type { Translation } from '../../../shared/api/translations';
import { OPEN_STAGES } from '../../../shared/api/reports';
import { oneOf, timestamps } from './columns';
import { users } from './accounts';
import { articles } from './articles';
import { storedFiles } from './files';
import { journalIssues, journals } from './journals';

/**
 * A manuscript in the peer-review workflow (decision 0009; seed 001 §3 "Submission"), owned by its
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
    /** The language of title, abstract and keywords (BCP 47; decision 0095). */
    language: text('language').notNull().default('en'),
    /** Title, subtitle, abstract and keywords in other languages (decision 0095). */
    translations: jsonb('translations').$type<Translation[]>().notNull().default([]),
    articleType: text('article_type').notNull(),
    /** Co-authors as the author wrote them (names, affiliations), one per line or comma. */
    coAuthors: text('co_authors').notNull().default(''),
    /**
     * The authors as the wizard structures them (decision 0089): names, affiliations with ROR
     * ids, ORCID iD, CRediT roles, corresponding author and address, equal contribution; []
     * when the author gave only `coAuthors`. Production metadata is prefilled from it.
     */
    contributors: jsonb('contributors').$type<Author[]>().notNull().default([]),
    /** Funders with their awards (decision 0089). */
    funding: jsonb('funding').$type<Funder[]>().notNull().default([]),
    /** The statements (decision 0089): data availability, the authors' conflicts of interest, ethics. */
    dataAvailability: text('data_availability'),
    conflictOfInterest: text('conflict_of_interest'),
    ethicsStatement: text('ethics_statement'),
    status: text('status', { enum: SUBMISSION_STATUSES }).notNull().default('draft'),
    /** Review round: 1, then +1 for each revision sent to review again. */
    round: integer('round').notNull().default(1),
    /** The latest decision. */
    decision: text('decision', { enum: DECISIONS }),
    /**
     * The day (UTC calendar day) the revision the current round's minor or major decision asked
     * for is due; set by that decision, meaningful while the status is revision_requested
     * (docs/decisions/0074-revision-deadlines-and-drafts.md). Null: no revision asked, or asked
     * before the due dates.
     */
    revisionDue: date('revision_due', { mode: 'string' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** The published article. */
    articleId: integer('article_id').references(() => articles.id, { onDelete: 'set null' }),
    /**
     * The issue of its journal the editor assigned in production (decision 0032); null: continuous
     * publication into the journal's current issue.
     */
    issueId: integer('issue_id').references(() => journalIssues.id, { onDelete: 'set null' }),
    /**
     * When the editor published it into a future issue: it is held (status stays proof_approved)
     * until that issue is published (decision 0032). Null when not scheduled.
     */
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    /**
     * The handling editor, assigned by the journal's editor-in-chief (or an admin), and the
     * associate editor the handling editor assigns (decision 0037). Null: none yet.
     */
    handlingEditorId: integer('handling_editor_id').references(() => users.id, { onDelete: 'set null' }),
    associateEditorId: integer('associate_editor_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('submissions_author_idx').on(t.authorId, t.updatedAt.desc()),
    index('submissions_status_idx').on(t.status, t.updatedAt.desc()),
    index('submissions_journal_idx').on(t.journalId, t.updatedAt.desc()),
    /**
     * The queue's total (queue.ts counts up to the cap) read from this index alone (an index-only
     * scan): the editor's journals, the status filter, and the overdue filter (the id matched
     * against the late invitations, the revision's due date), instead of a scan of every
     * submission joined to the scope (decision 0080, amendment "Per-request CPU").
     */
    index('submissions_journal_status_idx').on(t.journalId, t.status, t.id, t.revisionDue),
    /**
     * The editor's queue in its order (newest change first, then id; queue.ts): the first 500 of
     * an editor's journals are read in order and the scan stops, instead of all of them sorted
     * (docs/decisions/0073-office-at-scale.md). NULLS FIRST: the order of ORDER BY … DESC,
     * which an index of another null order cannot give.
     */
    index('submissions_updated_idx').on(t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    /** The queue's "assigned to me" (handling or associate editor, decision 0037). */
    index('submissions_handling_editor_idx').on(t.handlingEditorId),
    index('submissions_associate_editor_idx').on(t.associateEditorId),
    /**
     * The queue's text search (`title ILIKE '%…%'`, queue.ts): trigrams (pg_trgm), so a word is
     * found from the index instead of a scan of the editor's journals (decision 0080).
     */
    index('submissions_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
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
    /** A revision's response to reviewers (decision 0036), shown to the editor and the next round's reviewers. */
    responseToReviewers: text('response_to_reviewers'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('submission_files_submission_idx').on(t.submissionId, t.id),
    uniqueIndex('submission_files_file_key').on(t.fileKey),
    check('submission_files_kind_check', oneOf(t.kind, SUBMISSION_FILE_KINDS)),
  ],
);

/**
 * A similarity (plagiarism) check of a submission, recorded by an editor before it goes to
 * review (decision 0045; seed 001 §4 "Plagiarism check comes before review", seed 000 §2 policy:
 * similarity at most 25%, at least 70% unique content). Percentages 0–100 with two decimals.
 * The report file is private and for editors only (docs/decisions/0045-similarity-check-and-reminders.md).
 * Each check is kept; the latest one (highest id) is the submission's current check.
 */
export const similarityChecks = pgTable(
  'similarity_checks',
  {
    id: serial('id').primaryKey(),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    /** Similarity score, % (0–100). */
    similarityPercent: numeric('similarity_percent', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    /** Unique content, % (0–100). */
    uniquePercent: numeric('unique_percent', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    reportFileKey: text('report_file_key')
      .notNull()
      .references(() => storedFiles.key, { onDelete: 'restrict' }),
    reportFilename: text('report_filename').notNull(),
    reportContentType: text('report_content_type').notNull(),
    reportByteSize: bigint('report_byte_size', { mode: 'number' }).notNull(),
    checkedBy: integer('checked_by').references(() => users.id, { onDelete: 'set null' }),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('similarity_checks_submission_idx').on(t.submissionId, t.id),
    uniqueIndex('similarity_checks_report_file_key').on(t.reportFileKey),
    check(
      'similarity_checks_percent_check',
      sql`${t.similarityPercent} between 0 and 100 and ${t.uniquePercent} between 0 and 100`,
    ),
  ],
);

export const EVENT_ACTOR_ROLES = ['author', 'editor', 'reviewer', 'system'] as const;

/** The history of a submission (decision 0009): every transition and upload, who, when, from, to. */
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
    /**
     * The editorial reports (decision 0086): the milestones of a period (decisions, sending to
     * review, withdrawals, publication), read from the index alone; a seventh of the history.
     */
    index('submission_events_milestone_time_idx')
      .on(t.createdAt, t.action, t.submissionId)
      .where(sql`${t.action} in (${sql.raw(MILESTONE_EVENTS.map((a) => `'${a}'`).join(', '))})`),
    /** The reports' "first time": whether a submission had such a milestone before the period. */
    index('submission_events_milestone_submission_idx')
      .on(t.submissionId, t.action, t.createdAt)
      .where(sql`${t.action} in (${sql.raw(MILESTONE_EVENTS.map((a) => `'${a}'`).join(', '))})`),
    check('submission_events_actor_role_check', oneOf(t.actorRole, EVENT_ACTOR_ROLES)),
  ],
);

/**
 * The milestones the editorial reports count (docs/decisions/0086-editorial-reports.md,
 * amendment "Milestones kept as they happen").
 */
export const MILESTONE_KINDS = [
  'first_decision',
  'sent_to_review',
  'desk_rejected',
  'accepted',
  'rejected',
  'withdrawn',
  'published',
] as const;
export type MilestoneKind = (typeof MILESTONE_KINDS)[number];

/**
 * When each submission first reached each milestone (decision 0086, amendment "Milestones kept
 * as they happen"): one row per submission and kind, `at` the time of its first such event in
 * `submission_events`. Written only by the database: statement triggers on `submission_events`
 * derive the rows of the submissions an insert, update or delete touched (migration
 * `reports_submission_milestones`), in the writing transaction, so no code path can forget it.
 */
export const submissionMilestones = pgTable(
  'submission_milestones',
  {
    submissionId: integer('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: MILESTONE_KINDS }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.submissionId, t.kind] }),
    /** A period's milestones, read from the index alone. */
    index('submission_milestones_at_idx').on(t.at, t.kind, t.submissionId),
    check('submission_milestones_kind_check', oneOf(t.kind, MILESTONE_KINDS)),
  ],
);

/**
 * What the editorial reports read of each submission (docs/decisions/0103-editorial-reports-from-kept-rows.md,
 * building on 0086 and 0098): one narrow row per submission with its scope (journal, status,
 * handling and associate editor), its received time (`submitted_at`, else `created_at`), the first
 * time of each milestone (as `submission_milestones`), `last_at` (the latest of those times, so a
 * period's rows are read from an index), and what the workload counts now: the revision's due
 * day, the earliest deadline of its open invitations (any round; `respond_by` while pending,
 * `review_due` once accepted, decision 0036) and whether the current round has an open
 * invitation. Indexed by (journal, `last_at`) and, for the open submissions, by journal.
 *
 * Written by the database only (migration `reports_submission_timeline`): statement triggers on
 * submissions (insert; an update that changes a column above), on `submission_milestones` (which
 * the history's triggers keep) and on invitations (insert, update, delete) derive the touched
 * submissions' rows again in the writing transaction; a submission's deletion removes its row.
 */
export const submissionTimeline = pgTable(
  'submission_timeline',
  {
    submissionId: integer('submission_id')
      .primaryKey()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    journalId: integer('journal_id').notNull(),
    status: text('status', { enum: SUBMISSION_STATUSES }).notNull(),
    handlingEditorId: integer('handling_editor_id'),
    associateEditorId: integer('associate_editor_id'),
    /** `coalesce(submitted_at, created_at)` of the submission: when it was received. */
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    firstDecisionAt: timestamp('first_decision_at', { withTimezone: true }),
    sentToReviewAt: timestamp('sent_to_review_at', { withTimezone: true }),
    deskRejectedAt: timestamp('desk_rejected_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** The latest of `submitted_at` and the milestones' times. */
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
    /** The submission's `revision_due` (UTC day). */
    revisionDue: date('revision_due', { mode: 'string' }),
    /** The earliest deadline of its pending or accepted invitations, any round (UTC day). */
    reviewDeadline: date('review_deadline', { mode: 'string' }),
    /** Whether the current round has a pending or accepted invitation. */
    reviewing: boolean('reviewing').notNull(),
  },
  (t) => [
    index('submission_timeline_last_idx').on(t.journalId, t.lastAt),
    index('submission_timeline_open_idx')
      .on(t.journalId, t.status)
      .where(sql.raw(`status in (${OPEN_STAGES.map((s) => `'${s}'`).join(', ')})`)),
  ],
);

/** The reminders of a revision's due date (docs/decisions/0074-revision-deadlines-and-drafts.md). */
export const REVISION_REMINDER_KINDS = ['revision_due_soon', 'revision_overdue'] as const;
export type RevisionReminderKind = (typeof REVISION_REMINDER_KINDS)[number];

/**
 * Reminders sent to an author about a revision's due date (decision 0074, as decision 0055 for
 * reviewers): one row per submission, round, kind and deadline, inserted in the transaction that
 * enqueues the mail, so each is sent once even with several servers at once.
 */
export const revisionReminders = pgTable(
  'revision_reminders',
  {
    id: serial('id').primaryKey(),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    round: integer('round').notNull(),
    kind: text('kind', { enum: REVISION_REMINDER_KINDS }).notNull(),
    /** The due date reminded of (UTC day), as it was when sent. */
    deadline: date('deadline', { mode: 'string' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('revision_reminders_once_key').on(t.submissionId, t.round, t.kind, t.deadline),
    check('revision_reminders_kind_check', oneOf(t.kind, REVISION_REMINDER_KINDS)),
  ],
);

/**
 * Drafts kept on the server while a person types (decision 0074): one per owner, submission and
 * key (e.g. 'review', 'decision.minor'); `body` is the client's JSON as saved, at most
 * DRAFT_BODY_MAX characters once serialised. Removed when the text is sent.
 */
export const drafts = pgTable(
  'drafts',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    body: jsonb('body').$type<unknown>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('drafts_owner_submission_key').on(t.ownerId, t.submissionId, t.key)],
);

/**
 * A co-author's invitation to connect their ORCID iD to a submission (decision 0093): mailed
 * when the submission is submitted (and again when an editor re-sends it) to the address the
 * wizard gave for the author at `author_index` of `submissions.contributors`. The link's token
 * is stored only as its sha256; it works once (`used_at`), until `expires_at`, and a newer
 * invitation to the same author voids it (`voided_at`). `orcid` is the iD connected through it.
 */
export const contributorOrcidInvitations = pgTable(
  'contributor_orcid_invitations',
  {
    id: serial('id').primaryKey(),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    authorIndex: integer('author_index').notNull(),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    orcid: text('orcid'),
  },
  (t) => [
    uniqueIndex('contributor_orcid_invitations_token_key').on(t.tokenHash),
    index('contributor_orcid_invitations_submission_idx').on(t.submissionId, t.authorIndex),
  ],
);
