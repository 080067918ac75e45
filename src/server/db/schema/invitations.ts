/**
 * Tables owned by invitations (features/invitations): reviewer invitations. Only the owner
 * writes them; other features read them, or call the owner's use cases
 * (docs/decisions/0015-feature-ownership.md).
 */
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { INVITATION_STATUSES } from '../../../shared/domain/submission-workflow';
import { oneOf, timestamps } from './columns';
import { users } from './accounts';
import { submissions } from './submissions';

/**
 * A reviewer invitation (decision 0009): sent to an e-mail with accept and decline links whose
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
    // ---- Deadlines (docs/decisions/0036-editorial-review-deadlines.md) ----
    /** The day by which the reviewer should answer (UTC calendar day); null on invitations older than decision 0036. */
    respondBy: date('respond_by', { mode: 'string' }),
    /** The day by which the review is due (UTC calendar day, the editor may extend it); null before decision 0036. */
    reviewDue: date('review_due', { mode: 'string' }),
    /** Why the invitation was closed when it was cancelled (the editor's cancel, or the round closed by a decision). */
    closedReason: text('closed_reason'),
    /**
     * The submission files this reviewer receives, as the editor chose them (decision 0070); null
     * for the default (the round's manuscript, its figures and supplementary files).
     */
    fileIds: integer('file_ids').array(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('invitations_token_hash_key').on(t.tokenHash),
    index('invitations_submission_idx').on(t.submissionId),
    index('invitations_reviewer_idx').on(t.reviewerId),
    check('invitations_status_check', oneOf(t.status, INVITATION_STATUSES)),
    check(
      'invitations_deadlines_check',
      sql`${t.reviewDue} is null or ${t.respondBy} is null or ${t.reviewDue} >= ${t.respondBy}`,
    ),
    /**
     * The next deadline of each open invitation: the answer while pending, the review once
     * accepted. A reminder sender finds "unanswered", "due in 3 days" and "overdue" with one
     * range scan: `where status in ('pending','accepted') and <this expression> <= current_date + 3`.
     */
    /**
     * The reviewer search (decision 0076): every address ever invited, grouped by its
     * lower-cased form with the account, read from the index alone; and one candidate's record.
     */
    index('invitations_reviewer_email_idx').on(sql`lower(${t.reviewerEmail})`, t.reviewerId),
    /** The reviewer search's workload: open invitations by lower-cased address (decision 0076). */
    index('invitations_open_reviewer_email_idx')
      .on(sql`lower(${t.reviewerEmail})`)
      .where(sql`${t.status} in ('pending', 'accepted')`),
    /**
     * With the submission: the queue's "overdue" filter reads the late submissions from the index
     * alone (decision 0079). The columns of the deadline expression follow it (decision 0080):
     * PostgreSQL takes an index-only scan of an expression only when the columns the
     * expression is made of are in the index too; without them every late invitation's row was read.
     */
    index('invitations_open_deadline_idx')
      .on(
        sql`(case when ${t.status} = 'pending' then ${t.respondBy} else ${t.reviewDue} end)`,
        t.submissionId,
        t.status,
        t.respondBy,
        t.reviewDue,
      )
      .where(sql`${t.status} in ('pending', 'accepted')`),
  ],
);

/**
 * The reminder kinds (decision 0045): unanswered past `respond_by`, review due within
 * 3 days, review overdue.
 */
export const REMINDER_KINDS = ['unanswered', 'due_soon', 'overdue'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/**
 * Reminders sent for an invitation (decisions 0045 and 0055): one row per invitation,
 * kind and deadline, written in the transaction that puts the reminder mail in the outbox. The
 * unique key makes "once each" hold with several servers sending at once (the second insert finds
 * the first), and per deadline: a due date the editor extends gets its own reminders again.
 */
export const invitationReminders = pgTable(
  'invitation_reminders',
  {
    id: serial('id').primaryKey(),
    invitationId: integer('invitation_id')
      .notNull()
      .references(() => invitations.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: REMINDER_KINDS }).notNull(),
    /** The deadline reminded of (UTC day): `respond_by` for 'unanswered', else `review_due`, as it was then. */
    deadline: date('deadline', { mode: 'string' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invitation_reminders_invitation_kind_deadline_key').on(t.invitationId, t.kind, t.deadline),
    check('invitation_reminders_kind_check', oneOf(t.kind, REMINDER_KINDS)),
  ],
);

/**
 * The reviewer record (decisions 0073, 0076 and 0079): one row per candidate reviewer
 * address (lower-cased), that is an active account with the reviewer role, an accepted reviewer
 * application, or an address ever invited. It holds what the reviewer search shows and orders by
 * (name, affiliation, expertise, journals, open invitations, completed reviews, mean turnaround,
 * last review) so that one request reads one page of it instead of every invitation ever sent.
 *
 * Written by triggers only (migration `officefast_reviewer_records`): every statement that writes
 * invitations, reviews, users, reviewer applications, board members or journal slugs recomputes the
 * rows of the addresses it touched, in the same transaction, from those tables; so it is never
 * stale, whichever feature writes. No feature writes it.
 */
export const reviewerRecords = pgTable(
  'reviewer_records',
  {
    /** Lower-cased, trimmed address: the candidate's key. */
    email: text('email').primaryKey(),
    /** The reviewer account's name, else the first accepted application's, else the invited account's; else null. */
    name: text('name'),
    /** The first non-empty affiliation of an application, else of a board seat. */
    affiliation: text('affiliation'),
    /** Every non-empty affiliation (applications and board seats), trimmed: the conflict check compares them. */
    affiliations: text('affiliations').array().notNull(),
    /** Expertise keywords of accepted applications (split on , ; and new lines), first spelling of each. */
    expertise: text('expertise').array().notNull(),
    /** Journal slugs of accepted applications, then of board seats. */
    journals: text('journals').array().notNull(),
    /** 'account' | 'application' | 'invitee', in that order. */
    sources: text('sources').array().notNull(),
    /** Open invitations (pending or accepted), any submission: the search's "workload". */
    openInvitations: integer('open_invitations').notNull(),
    declinedInvitations: integer('declined_invitations').notNull(),
    completedReviews: integer('completed_reviews').notNull(),
    /** Mean days from invitation to submitted review; null with no review. */
    turnaroundDays: doublePrecision('turnaround_days'),
    lastReviewAt: timestamp('last_review_at', { withTimezone: true }),
    /** Latest invitation, answer or review of this address. */
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }),
    /** Name, address, affiliation and keywords, lower-cased, spacing collapsed, one a line: the text search. */
    searchText: text('search_text').notNull(),
    /** The name lower-cased, spacing collapsed ('' without a name): the conflict check's pre-selection. */
    nameKey: text('name_key').notNull(),
    /** `affiliations` lower-cased, spacing collapsed: the conflict check's pre-selection. */
    affiliationKeys: text('affiliation_keys').array().notNull(),
    /** lower(name, else address): the order among equal workloads. */
    sortName: text('sort_name').notNull(),
  },
  (t) => [
    /** The search's order: lightest workload, then name (decision 0079). */
    index('reviewer_records_order_idx').on(t.openInvitations, sql`${t.sortName} collate "C"`, t.email),
    /** The reviewer search's `q` (`search_text LIKE '%…%'`, candidates.ts; decision 0080). */
    index('reviewer_records_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    /**
     * The conflict pre-selection (candidates.ts): a name or an address equal to a piece of the
     * co-author text, a shared affiliation, and the longest name and address (how long a piece
     * can be) read from an index, not from every record (decision 0080, amendment "Per-request CPU").
     */
    index('reviewer_records_name_key_idx').on(t.nameKey),
    index('reviewer_records_affiliation_keys_idx').using('gin', t.affiliationKeys),
    index('reviewer_records_name_length_idx').on(sql`length(${t.nameKey})`),
    index('reviewer_records_email_length_idx').on(sql`length(${t.email})`),
  ],
);

/**
 * What the editorial reports read of each invitation (docs/decisions/0086-editorial-reports.md
 * and 0098): its journal, the lower-cased address and account of the reviewer, its status, when
 * it was sent (`created_at`), answered (`responded_at`) and its review submitted, and, while it is
 * open (pending or accepted), its deadline (`respond_by` while pending, `review_due` once
 * accepted; decision 0036), and its decline reason (decision 0103). One narrow row per
 * invitation, indexed by journal and each time, so a report reads a period's rows of its journals
 * instead of every invitation and review.
 *
 * Written by the database only (migration `perf34_reports_invitation_timeline`, its derivation
 * replaced by `reports_submission_timeline` to keep the decline reason): statement
 * triggers on invitations and reviews, and a row trigger on a submission's change of journal,
 * derive the rows of the invitations they touched again, in the writing transaction.
 */
export const invitationTimeline = pgTable(
  'invitation_timeline',
  {
    invitationId: integer('invitation_id')
      .primaryKey()
      .references(() => invitations.id, { onDelete: 'cascade' }),
    submissionId: integer('submission_id').notNull(),
    journalId: integer('journal_id').notNull(),
    /** lower(reviewer_email). */
    email: text('email').notNull(),
    reviewerId: integer('reviewer_id'),
    status: text('status', { enum: INVITATION_STATUSES }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    /** The review's `submitted_at`, when one was submitted. */
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** The open invitation's deadline (UTC day); null once closed or without one. */
    deadline: date('deadline', { mode: 'string' }),
    /** The decline reason as the reviewer wrote it (decision 0103), so the reasons are counted from these rows. */
    declineReason: text('decline_reason'),
  },
  (t) => [
    index('invitation_timeline_sent_idx').on(t.journalId, t.sentAt),
    index('invitation_timeline_responded_idx').on(t.journalId, t.respondedAt),
    index('invitation_timeline_reviewed_idx').on(t.journalId, t.reviewedAt),
    index('invitation_timeline_deadline_idx')
      .on(t.journalId, t.deadline)
      .where(sql`${t.deadline} is not null`),
  ],
);
