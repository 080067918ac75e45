/**
 * Tables owned by mail-templates (features/mail-templates;
 * docs/decisions/0053-mail-templates.md). Only the owner writes them; the mailer reads them
 * when it renders a mail built from a template.
 */
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { journals } from './journals';

/**
 * An admin's text of one mail, replacing the registry's default: site-wide (`journal_id` null)
 * or for one journal's mails. `kind` is the template's key in the registry (the mail's kind,
 * or the kind and a variant: 'workflow.decision.accept'). One row per key and journal (a null
 * journal counts once: NULLS NOT DISTINCT, PostgreSQL 15).
 */
export const mailTemplates = pgTable(
  'mail_templates',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    journalId: integer('journal_id').references(() => journals.id, { onDelete: 'cascade' }),
    /** One line with `{{variables}}`. */
    subject: text('subject').notNull(),
    /** Plain text with `{{variables}}`. */
    body: text('body').notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('mail_templates_kind_journal').on(t.kind, t.journalId).nullsNotDistinct(),
    check('mail_templates_subject_length', sql`char_length(${t.subject}) between 1 and 255`),
    check('mail_templates_body_length', sql`char_length(${t.body}) between 1 and 20000`),
  ],
);
