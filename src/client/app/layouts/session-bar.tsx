/**
 * The logged-in bar (seed 001 §2 "Guard behaviour"; seed 000 §6): for a signed-in user, on
 * every shell, the role badge ('High Admin User' for admin, else 'Logged in as: {Role}'), a
 * link to the dashboard and a Logout button; after logout the user goes to /. Nothing for
 * anonymous visitors.
 */
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { roleBadge } from '../../../shared/domain/roles';
import { Container } from '../../components/ui/container';
import { useSession } from '../../lib/session';
import { paths } from '../../../shared/routes';

export function SessionBar() {
  const { status, user, logout } = useSession();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  if (status === 'anonymous' || !user) return null;

  const onLogout = async () => {
    setLeaving(true);
    try {
      // flushSync: the page is left (rendered) before the session is cleared.
      await logout((to) => navigate(to, { flushSync: true }));
    } finally {
      setLeaving(false);
    }
  };

  return (
    <nav aria-label="Account" className="border-b border-brand-950 bg-brand-950 text-white" data-testid="session-bar">
      <Container className="flex min-h-10 flex-wrap items-center justify-between gap-x-4 gap-y-1 py-1.5 text-sm">
        <p className="min-w-0">
          <span className="inline-flex items-center rounded bg-accent-400 px-2 py-0.5 text-xs font-semibold text-brand-950">
            {roleBadge(user.role)}
          </span>
        </p>
        <div className="ml-auto flex items-center gap-3">
          <Link
            to={paths.dashboard.root.getHref()}
            className="font-medium text-white/90 underline-offset-2 hover:text-white hover:underline"
          >
            Dashboard
          </Link>
          <button
            type="button"
            onClick={() => void onLogout()}
            disabled={leaving}
            className="rounded-md border border-white/60 px-3 py-1 font-semibold text-white hover:bg-white/10 disabled:opacity-70"
          >
            Logout
          </button>
        </div>
      </Container>
    </nav>
  );
}
