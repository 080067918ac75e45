/**
 * Tables owned by reviews (features/reviews): reviewers' reports. Only the owner writes them;
 * other features read them, or call the owner's use cases
 * (docs/decisions/0015-feature-ownership.md).
 */
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { DECISIONS } from '../../../shared/domain/submission-workflow';
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
