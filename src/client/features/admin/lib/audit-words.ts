/**
 * The audit log in words (docs/decisions/0075-screens-layout.md, "Audit wording"): one sentence
 * per line, "Ana Ruiz changed the journal Genesis Biology's settings", from the line's action,
 * record and journal, instead of its codes ("journal.update", "journal #26"). An action this table
 * does not know is still said, with its code, never dropped.
 */
import type { AuditEntry } from '../../../../shared/api/admin';

/** Who acted: the name, else the e-mail, else "A removed account". */
export function actorOf(entry: AuditEntry): string {
  return entry.actorName || entry.actorEmail || 'A removed account';
}

/** The journal a line concerns, by title when known. */
function journalOf(entry: AuditEntry): string {
  if (entry.journalTitle) return `the journal ${entry.journalTitle}`;
  if (entry.journalId !== null) return `journal #${entry.journalId}`;
  return entry.targetType === 'journal' ? `journal #${entry.targetId}` : 'a journal';
}

/** The record kinds as the log's record filter names them. */
export const RECORD_TYPE_LABELS: Record<string, string> = {
  'public-manuscript': 'Public manuscripts',
  join: 'Join applications',
  contact: 'Contact queries',
  user: 'Accounts',
  journal: 'Journals and boards',
  journal_category: 'Journal categories',
  journal_issue: 'Issues',
  mail_template: 'Mail templates',
};

type Phrase = (entry: AuditEntry) => string;

const MAIL_TEMPLATE_OF: Phrase = (e) =>
  `the mail template “${e.targetId}”${e.journalId !== null ? ` of ${journalOf(e)}` : ' for the whole site'}`;

/** What each action did, after the actor's name. */
const PHRASES: Record<string, Phrase> = {
  'intake.archive': (e) => `archived public manuscript #${e.targetId}`,
  'intake.unarchive': (e) => `restored public manuscript #${e.targetId} from the archive`,
  'intake.delete': (e) => `deleted public manuscript #${e.targetId}`,
  'intake.convert': (e) => `converted public manuscript #${e.targetId} into a submission`,
  'join.approve': (e) => `approved join application #${e.targetId}`,
  'join.reject': (e) => `rejected join application #${e.targetId}`,
  'contact.answered': (e) => `marked contact query #${e.targetId} answered`,
  'user.update': (e) => `changed account #${e.targetId}`,
  'user.invite': (e) => `invited account #${e.targetId}`,
  'user.journal_role': (e) =>
    `changed the journal role of account #${e.targetId}${e.journalId !== null ? ` in ${journalOf(e)}` : ''}`,
  'journal.create': (e) => `created ${journalOf(e)}`,
  'journal.update': (e) => `changed ${journalOf(e)}’s settings`,
  'journal.cover': (e) => `changed the cover of ${journalOf(e)}`,
  'journal.retire': (e) => `retired ${journalOf(e)}`,
  'journal.reinstate': (e) => `reinstated ${journalOf(e)}`,
  'journal_category.create': () => 'created a journal category',
  'board.add': (e) => `added a member to the editorial board of ${journalOf(e)}`,
  'board.edit': (e) => `changed a member of the editorial board of ${journalOf(e)}`,
  'board.remove': (e) => `removed a member from the editorial board of ${journalOf(e)}`,
  'board.reorder': (e) => `reordered the editorial board of ${journalOf(e)}`,
  'board.photo': (e) => `changed a board member’s photo in ${journalOf(e)}`,
  'issue.create': (e) => `created an issue of ${journalOf(e)}`,
  'issue.update': (e) => `changed an issue of ${journalOf(e)}`,
  'issue.publish': (e) => `published an issue of ${journalOf(e)}`,
  'mail_template.save': (e) => `changed ${MAIL_TEMPLATE_OF(e)}`,
  'mail_template.reset': (e) => `reset ${MAIL_TEMPLATE_OF(e)} to the standard text`,
};

/** The line as a sentence: "<who> <did what>." */
export function auditSentence(entry: AuditEntry): string {
  const phrase = PHRASES[entry.action];
  const what = phrase ? phrase(entry) : `did “${entry.action}” on ${entry.targetType} #${entry.targetId}`;
  return `${actorOf(entry)} ${what}.`;
}
