/**
 * The journal policy (docs/decisions/0066-record-policies.md, on lib/authorize.ts;
 * the rules are decision 0059's, building on 0037): who may run a journal's administration.
 *
 * - `manage` (its issues and their publication, its editorial board): an admin, or an account
 *   holding the journal role editor-in-chief or editor on THAT journal — a role its site role
 *   may still hold (`journalRolesFor`: a demoted account holds none).
 * - `export` (the journal, or some of its issues, as OJS Native XML: decision 0092): an admin, or
 *   an account holding the journal role editor-in-chief on THAT journal.
 * - `administer` (its own fields and deadline defaults, retire/reinstate, cover, board photos,
 *   DOAJ export, its mail templates): an admin only.
 *
 * Everyone else (an associate editor, an editor of another journal, the site role
 * editor_in_chief, reviewers, authors) is refused with the 404 of a journal that does not
 * exist; journal-scope.ts words it after the reference the request used. Issues have no policy
 * of their own: they are reached only through their journal (`journalScoped(…, 'managers')`,
 * then found within that journal, issue-management.ts `findIssue`), so `manage` is theirs.
 *
 * The fact a rule needs beyond the user and the journal — the user's role on it — is loaded
 * by {@link journalFacts}.
 */
import { journalRolesFor, type JournalRole } from '../../../shared/domain/journal-roles';
import type { DbOrTx } from '../../db/client';
import { definePolicy, type PolicyUser } from '../../lib/authorize';
import { journalRoleOf } from './journal-roles';

/** What the journal policy reads of a journal. */
export interface JournalRecord {
  id: number;
}

/** The user's role on the journal (null: none). */
export interface JournalFacts {
  journalRole: JournalRole | null;
}

/** Journal roles that manage their journal (its issues and board): not an associate editor. */
export const JOURNAL_MANAGER_ROLES: readonly JournalRole[] = ['editor_in_chief', 'editor'];

/** True when `user` runs every journal without a journal role (an admin). */
export const runsEveryJournal = (user: PolicyUser) => user.role === 'admin';

export const journalPolicy = definePolicy({
  record: 'journal',
  hidden: { code: 'NOT_FOUND', message: 'Journal not found' },
  rules: {
    manage: (user: PolicyUser, _j: JournalRecord, f: JournalFacts) =>
      runsEveryJournal(user) ||
      (f.journalRole !== null &&
        JOURNAL_MANAGER_ROLES.includes(f.journalRole) &&
        journalRolesFor(user.role).includes(f.journalRole)),
    export: (user: PolicyUser, _j: JournalRecord, f: JournalFacts) =>
      runsEveryJournal(user) ||
      (f.journalRole === 'editor_in_chief' && journalRolesFor(user.role).includes(f.journalRole)),
    administer: (user: PolicyUser) => runsEveryJournal(user),
  },
});

export type JournalAction = keyof typeof journalPolicy.rules;

/** Loads the journal rules' facts: `user`'s role on `journal` (no query for an admin). */
export async function journalFacts(db: DbOrTx, user: PolicyUser, journal: JournalRecord): Promise<JournalFacts> {
  if (runsEveryJournal(user)) return { journalRole: null };
  return { journalRole: await journalRoleOf(db, user.id, journal.id) };
}
