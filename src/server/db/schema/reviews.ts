/**
 * Tables owned by reviews (features/reviews): reviewers' reports. Only the owner writes them;
 * other features read them, or call the owner's use cases
 * (docs/decisions/0015-feature-ownership.md).
 */
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { CONFLICT_OF_INTEREST, DECISIONS } from '../../../shared/domain/submission-workflow';
import { sql } from 'drizzle-orm';
import { oneOf } from './columns';
import { invitations } from './invitations';
import { submissionFiles, submissions } from './submissions';

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
    /** Comments for the authors (shown to them, blind, once the round is decided). */
    comments: text('comments').notNull(),
    /** Confidential comments for the editor: never shown or sent to the authors (decision 0036). */
    confidentialComments: text('confidential_comments').notNull().default(''),
    /** The reviewer's conflict-of-interest declaration ('none' | 'declared'); null for reviews before decision 0036. */
    conflictOfInterest: text('conflict_of_interest', { enum: CONFLICT_OF_INTEREST }),
    /** What the conflict is, when one is declared. */
    conflictDetails: text('conflict_details'),
    attachmentFileId: integer('attachment_file_id').references(() => submissionFiles.id, { onDelete: 'set null' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reviews_invitation_key').on(t.invitationId),
    index('reviews_submission_idx').on(t.submissionId, t.round),
    check('reviews_recommendation_check', oneOf(t.recommendation, DECISIONS)),
    check(
      'reviews_conflict_of_interest_check',
      sql`${t.conflictOfInterest} is null or ${oneOf(t.conflictOfInterest, CONFLICT_OF_INTEREST)}`,
    ),
  ],
);
