/**
 * Route guards (seed 001 §2 "Guard behaviour", §6):
 * - RequireSession: a loading state while the session is resolved; an anonymous user goes
 *   to `/portal?next={original path and query}` (replacing the history entry), except right
 *   after signing out in this tab, when the page goes home as the sign-out does.
 * - RequireArea: a signed-in user whose role may not use the area (shared policy `can`,
 *   role names compared case-insensitively with spaces as underscores) goes to /dashboard.
 * - GuestOnly: /login and /signup; a signed-in user goes to /dashboard.
 * Each renders `children` when given, else the matched child route (`<Outlet />`).
 */
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { can, type PolicyAction } from '../../shared/domain/policy';
import { useSession } from '../lib/session';
import { paths } from '../../shared/routes';

/** The loading line shown while the session is resolved. */
export function SessionLoading() {
  return (
    <p role="status" className="px-4 py-24 text-center text-slate-600">
      Loading…
    </p>
  );
}

/** Only for a signed-in user; others are sent to the portal sign-in with `next`. */
export function RequireSession({ children }: { children?: ReactNode }) {
  const { status, signedOut } = useSession();
  const location = useLocation();
  if (status === 'loading') return <SessionLoading />;
  if (status === 'anonymous') {
    const to = signedOut ? paths.home.getHref() : paths.portal.getHref(location.pathname + location.search);
    return <Navigate to={to} replace />;
  }
  return children ?? <Outlet />;
}

/** Only for roles the policy lets use `area` (use inside RequireSession); others go to /dashboard. */
export function RequireArea({ area, children }: { area: PolicyAction; children?: ReactNode }) {
  const { status, user } = useSession();
  if (status === 'loading') return <SessionLoading />;
  if (!can(user?.role, area)) return <Navigate to={paths.dashboard.root.getHref()} replace />;
  return children ?? <Outlet />;
}

/** Only for visitors who are not signed in (/login, /signup); others go to /dashboard. */
export function GuestOnly({ children }: { children?: ReactNode }) {
  const { status } = useSession();
  if (status === 'loading') return <SessionLoading />;
  if (status === 'authenticated') return <Navigate to={paths.dashboard.root.getHref()} replace />;
  return children ?? <Outlet />;
}
