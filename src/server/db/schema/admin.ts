/**
 * Tables owned by admin (features/admin). Only the owner writes them; other features read
 * them, or call the owner's use cases (docs/decisions/0015-feature-ownership.md).
 */
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { journals } from './journals';

/** Every admin action (decision 0010): who, when, what, on which record. */
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
    /** The journal the action concerns, when it concerns one (decision 0075: the log's journal filter). */
    journalId: integer('journal_id').references(() => journals.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('admin_audit_created_idx').on(t.createdAt.desc()),
    index('admin_audit_target_idx').on(t.targetType, t.targetId),
    // The log's filters by person and by journal, newest first (decision 0075).
    index('admin_audit_actor_idx').on(t.actorId, t.id.desc()),
    index('admin_audit_journal_idx').on(t.journalId, t.id.desc()),
  ],
);
