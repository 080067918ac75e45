/**
 * Tables owned by invitations (features/invitations): reviewer invitations. Only the owner
 * writes them; other features read them, or call the owner's use cases
 * (docs/decisions/0015-feature-ownership.md).
 */
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { INVITATION_STATUSES } from '../../../shared/domain/submission-workflow';
import { oneOf, timestamps } from './columns';
import { users } from './accounts';
import { submissions } from './submissions';

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
