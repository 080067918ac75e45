/**
 * Roles on a journal (docs/decisions/0037-editor-scope.md): which journals an editor
 * handles, and what they may do there. The account's site role (roles.ts) still decides which
 * dashboards it opens (seed 001 §6); its journal roles decide which submissions it sees.
 */
import type { Role } from './roles';

/** Journal roles, from the most to the least senior. */
export const JOURNAL_ROLES = ['editor_in_chief', 'editor', 'associate_editor'] as const;
export type JournalRole = (typeof JOURNAL_ROLES)[number];

export const JOURNAL_ROLE_LABELS: Record<JournalRole, string> = {
  editor_in_chief: 'Editor-in-Chief',
  editor: 'Editor',
  associate_editor: 'Associate Editor',
};

/**
 * The journal roles an account of site role `role` may hold: an editor any, an associate
 * editor only associate editor; other site roles none (they do not handle submissions; an
 * admin sees every journal without one).
 */
export function journalRolesFor(role: Role | string | null | undefined): readonly JournalRole[] {
  if (role === 'editor') return JOURNAL_ROLES;
  if (role === 'associate_editor') return ['associate_editor'];
  return [];
}

/** Journal roles that may be a submission's handling editor (an associate editor is assigned below them). */
export const HANDLING_ROLES: readonly JournalRole[] = ['editor_in_chief', 'editor'];
