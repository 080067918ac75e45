/**
 * Who may do what (seed 001 §6 "Roles and permissions"): one table, used by the server on
 * every guarded route (plugins/auth.ts `authorize`) and by the client's route guards, so the
 * two cannot disagree. Resource-level rules (a submission's author, an invitation's reviewer)
 * are added by the features that own those records, on top of these.
 */
import { parseRole, type Role } from './roles';

/**
 * Areas and actions by name. The four dashboards are the seed's table; `list_users` is ours
 * (the admin's Users tab, decision 0010).
 */
export const POLICY = {
  /** Author panel and /dashboard/author: author only. */
  author_dashboard: ['author'],
  /** Editor panel and /dashboard/editor: editor, associate_editor, admin. */
  editor_dashboard: ['editor', 'associate_editor', 'admin'],
  /** Reviewer panel and /dashboard/reviewer: reviewer only. */
  reviewer_dashboard: ['reviewer'],
  /** Admin panel and /dashboard/admin: admin, editor-in-chief. */
  admin_dashboard: ['admin', 'editor_in_chief'],
  /** See the list of accounts (admin's Users tab). */
  list_users: ['admin', 'editor_in_chief'],
  /** Change a role, deactivate an account, read the audit log (decision 0010): admin only. */
  manage_users: ['admin'],
  /** Create drafts and act on one's own submissions (decision 0009): the author dashboard's calls. */
  author_submissions: ['author'],
  /** Handle any submission: desk review, invitations, decisions, production (decision 0009). */
  handle_submissions: ['editor', 'associate_editor', 'admin'],
  /** Crossref deposits and DOAJ exports: list, download, redeposit (decision 0027): admin only. */
  manage_deposits: ['admin'],
  /** Create, edit and retire journals and edit the category list (decision 0030): admin only. */
  manage_journals: ['admin'],
  /** Edit the texts of the mails the system sends, site-wide and per journal (decision 0053): admin only. */
  manage_mail_templates: ['admin'],
  /** Configure institutions' OpenID Connect sign-in providers (decision 0087): admin only. */
  manage_sign_in_providers: ['admin'],
} as const satisfies Record<string, readonly Role[]>;

export type PolicyAction = keyof typeof POLICY;

/**
 * True when a user with `role` may do `action`. The role is compared case-insensitively with
 * spaces as underscores; an unknown or missing role may do nothing.
 */
export function can(role: string | null | undefined, action: PolicyAction): boolean {
  const parsed = parseRole(role);
  return parsed !== null && (POLICY[action] as readonly Role[]).includes(parsed);
}

/** The dashboards a role opens, in the order the /dashboard page shows their panels. */
export const DASHBOARD_AREAS = [
  'author_dashboard',
  'editor_dashboard',
  'reviewer_dashboard',
  'admin_dashboard',
] as const;
export type DashboardArea = (typeof DASHBOARD_AREAS)[number];

/** The dashboards `role` may open (seed 001 §2 "/dashboard … panels by role"). */
export function dashboardsOf(role: string | null | undefined): DashboardArea[] {
  return DASHBOARD_AREAS.filter((area) => can(role, area));
}
