/**
 * The roles of the portal (seed 000 §6, seed 001 §1, §6) and how their names are compared
 * and shown. A user has exactly one role; it is stored in its canonical form (lower case,
 * underscores).
 */

/** Canonical role names, from the least to the most privileged. */
export const ROLES = ['author', 'reviewer', 'associate_editor', 'editor', 'editor_in_chief', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Roles a person may give themselves: signup makes authors only (seed 001 §2 "Signup"). */
export const SELF_SIGNUP_ROLE: Role = 'author';

/**
 * A role name in canonical form (seed 001 §2 "Role names are compared case-insensitively
 * with spaces turned into underscores"; hyphens too, so "editor-in-chief" is editor_in_chief).
 * Returns the trimmed, lower-cased, underscored text whether or not it names a role.
 */
export function normalizeRoleName(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

/** The role a name denotes (any case, spaces or hyphens), or null when it names none. */
export function parseRole(name: string | null | undefined): Role | null {
  if (typeof name !== 'string') return null;
  const canonical = normalizeRoleName(name);
  return (ROLES as readonly string[]).includes(canonical) ? (canonical as Role) : null;
}

/** "editor_in_chief" → "Editor in chief": underscores as spaces, first letter capitalised. */
export function roleLabel(role: string): string {
  const words = normalizeRoleName(role).replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The logged-in bar's badge (seed 000 §6, seed 001 §2): 'High Admin User' for admin,
 * otherwise 'Logged in as: {Role capitalised}'.
 */
export function roleBadge(role: string): string {
  return parseRole(role) === 'admin' ? 'High Admin User' : `Logged in as: ${roleLabel(role)}`;
}
