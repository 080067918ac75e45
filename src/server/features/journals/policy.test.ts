/**
 * The journal policy as a table (decision 0059 "Who may run what": `managers` routes — issues
 * and their publication, the board — an admin or the journal's editor-in-chief or editor;
 * `admin` routes an admin only; everyone else, an associate editor, an editor of another journal,
 * the site editor-in-chief, reviewers and authors, 404 as for a missing journal; a journal role
 * the account's site role can no longer hold counts for nothing). Called directly.
 */
import type { JournalRole } from '../../../shared/domain/journal-roles';
import { describe, expect, it } from 'vitest';
import { authorize, permits, type PolicyUser } from '../../lib/authorize';
import { journalPolicy } from './policy';

const journal = { id: 1 };

/** [who, user, their role on the journal, manage, administer] */
const TABLE: [string, PolicyUser | null, JournalRole | null, boolean, boolean][] = [
  ['admin', { id: 1, role: 'admin' }, null, true, true],
  ["journal's editor-in-chief", { id: 2, role: 'editor' }, 'editor_in_chief', true, false],
  ['editor of the journal', { id: 3, role: 'editor' }, 'editor', true, false],
  ['associate editor of the journal (as editor account)', { id: 4, role: 'editor' }, 'associate_editor', false, false],
  ['associate editor of the journal', { id: 5, role: 'associate_editor' }, 'associate_editor', false, false],
  ['editor of another journal', { id: 6, role: 'editor' }, null, false, false],
  ['site editor-in-chief', { id: 7, role: 'editor_in_chief' }, null, false, false],
  ['demoted to author, still listed as editor', { id: 8, role: 'author' }, 'editor', false, false],
  ['reviewer', { id: 9, role: 'reviewer' }, null, false, false],
  ['author', { id: 10, role: 'author' }, null, false, false],
  ['signed out', null, null, false, false],
];

describe('journal policy (decision 0059)', () => {
  for (const [who, user, journalRole, manage, administer] of TABLE) {
    it(who, () => {
      const facts = { journalRole };
      expect(permits(journalPolicy, user, 'manage', journal, facts), 'manage').toBe(manage);
      expect(permits(journalPolicy, user, 'administer', journal, facts), 'administer').toBe(administer);
      if (!manage) expect(() => authorize(journalPolicy, user, 'manage', journal, facts)).toThrow('Journal not found');
    });
  }
});
