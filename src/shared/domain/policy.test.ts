// eslint-disable-next-line boundaries/dependencies -- the test runner: tests only, never shipped
import { describe, expect, it } from 'vitest';
import { can, dashboardsOf, POLICY } from './policy';
import { normalizeRoleName, parseRole, roleBadge, roleLabel, ROLES } from './roles';

describe('roles', () => {
  it('compares role names case-insensitively with spaces (and hyphens) as underscores', () => {
    expect(normalizeRoleName('  Editor In Chief ')).toBe('editor_in_chief');
    expect(parseRole('Associate Editor')).toBe('associate_editor');
    expect(parseRole('editor-in-chief')).toBe('editor_in_chief');
    expect(parseRole('ADMIN')).toBe('admin');
    expect(parseRole('superuser')).toBeNull();
    expect(parseRole(undefined)).toBeNull();
  });

  it("badges 'High Admin User' for admin, else 'Logged in as: {Role capitalised}'", () => {
    expect(roleBadge('admin')).toBe('High Admin User');
    expect(roleBadge('Admin')).toBe('High Admin User');
    expect(roleBadge('author')).toBe('Logged in as: Author');
    expect(roleBadge('associate_editor')).toBe('Logged in as: Associate editor');
    expect(roleLabel('editor_in_chief')).toBe('Editor in chief');
  });
});

describe('policy (seed 001 §6)', () => {
  it('opens each dashboard to exactly the roles of the seed table', () => {
    const who = (action: keyof typeof POLICY) => ROLES.filter((r) => can(r, action));
    expect(who('author_dashboard')).toEqual(['author']);
    expect(who('editor_dashboard')).toEqual(['associate_editor', 'editor', 'admin']);
    expect(who('reviewer_dashboard')).toEqual(['reviewer']);
    expect(who('admin_dashboard')).toEqual(['editor_in_chief', 'admin']);
    expect(who('list_users')).toEqual(['editor_in_chief', 'admin']);
    expect(who('author_submissions')).toEqual(['author']);
    expect(who('manage_users')).toEqual(['admin']);
    expect(who('handle_submissions')).toEqual(['associate_editor', 'editor', 'admin']);
  });

  it('reads role names in any spelling and refuses unknown or missing roles', () => {
    expect(can('Editor In Chief', 'admin_dashboard')).toBe(true);
    expect(can('ASSOCIATE EDITOR', 'editor_dashboard')).toBe(true);
    expect(can('root', 'admin_dashboard')).toBe(false);
    expect(can(null, 'author_dashboard')).toBe(false);
  });

  it('lists the panels of /dashboard by role', () => {
    expect(dashboardsOf('admin')).toEqual(['editor_dashboard', 'admin_dashboard']);
    expect(dashboardsOf('author')).toEqual(['author_dashboard']);
    expect(dashboardsOf('editor_in_chief')).toEqual(['admin_dashboard']);
    expect(dashboardsOf('nobody')).toEqual([]);
  });
});
