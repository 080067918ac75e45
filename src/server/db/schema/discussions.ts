/**
 * Tables owned by discussions (features/discussions): the correspondence of a submission
 * (docs/decisions/0072-discussions.md). A submission has one thread between its editors and
 * its author (`invitation_id` null) and one between its editors and each invited reviewer
 * (`invitation_id` the invitation); never one between the author and a reviewer. Only the owner
 * writes them (docs/decisions/0015-feature-ownership.md).
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { oneOf } from './columns';
import { users } from './accounts';
import { storedFiles } from './files';
import { invitations } from './invitations';
import { submissions } from './submissions';

/** Which side of a thread wrote a message: the editors, the author, or the thread's reviewer. */
export const DISCUSSION_SIDES = ['editor', 'author', 'reviewer'] as const;

/** One message of a thread: plain text (1–10,000 characters), kept for good. */
export const discussionMessages = pgTable(
  'discussion_messages',
  {
    id: serial('id').primaryKey(),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    /** The reviewer's thread (its invitation); null: the author's thread. */
    invitationId: integer('invitation_id').references(() => invitations.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    side: text('side', { enum: DISCUSSION_SIDES }).notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('discussion_messages_thread_idx').on(t.submissionId, t.invitationId, t.id),
    check('discussion_messages_side_check', oneOf(t.side, DISCUSSION_SIDES)),
    check('discussion_messages_side_thread_check', sql`${t.side} <> 'reviewer' or ${t.invitationId} is not null`),
    check('discussion_messages_author_thread_check', sql`${t.side} <> 'author' or ${t.invitationId} is null`),
  ],
);

/** A file sent with a message (private; the review attachment's upload rules). */
export const discussionAttachments = pgTable(
  'discussion_attachments',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => discussionMessages.id, { onDelete: 'cascade' }),
    fileKey: text('file_key')
      .notNull()
      .references(() => storedFiles.key, { onDelete: 'restrict' }),
    originalFilename: text('original_filename').notNull(),
    contentType: text('content_type').notNull(),
    byteSize: bigint('byte_size', { mode: 'number' }).notNull(),
  },
  (t) => [index('discussion_attachments_message_idx').on(t.messageId)],
);

/**
 * How far a person has read a thread: the last message id they saw (the unread count is the
 * other side's messages after it). `thread` is the thread's key, 'author' or 'reviewer-{invitation}'.
 */
export const discussionReads = pgTable(
  'discussion_reads',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    thread: text('thread').notNull(),
    lastReadId: integer('last_read_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.submissionId, t.thread] })],
);
