// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Role } from '../../shared/domain/roles';
import { useSession } from '../lib/session';
import { renderWithSession, seedSession } from '../lib/session/test-utils';
import { currentUser } from '../test/fixtures';
import { mockApi, on, pending } from '../test/msw';
import { RequireArea, RequireSession } from './guards';

const me = (role: Role) => currentUser({ role });

/** A guarded page whose sign-out does not leave it before the session is cleared. */
function DashboardWithSignOut() {
  const { logout } = useSession();
  // React keeps the old page on screen while the next one loads: the guard is still mounted
  // when the session is cleared.
  return (
    <button type="button" onClick={() => void logout(() => undefined)}>
      Logout
    </button>
  );
}

const GUARDED = [
  {
    element: <RequireSession />,
    children: [
      { path: '/dashboard', element: <p>Dashboard content</p> },
      {
        element: <RequireArea area="admin_dashboard" />,
        children: [{ path: '/dashboard/admin', element: <p>Admin content</p> }],
      },
    ],
  },
];

describe('route guards (seed 001 §2 "Guard behaviour", §6)', () => {
  it('sends an anonymous visitor to /portal?next={path and query}', async () => {
    renderWithSession(GUARDED, '/dashboard/admin?tab=joins&x=1');
    expect(
      await screen.findByText('Elsewhere: /portal?next=%2Fdashboard%2Fadmin%3Ftab%3Djoins%26x%3D1'),
    ).toBeInTheDocument();
  });

  it('shows a loading state while the session is resolved', async () => {
    seedSession('tok', { name: 'Ada', role: 'author' });
    mockApi(on('GET /api/me', pending));
    renderWithSession(GUARDED, '/dashboard');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByText('Dashboard content')).not.toBeInTheDocument();
  });

  it('lets a signed-in user in', async () => {
    seedSession('tok', { name: 'Ada', role: 'author' });
    mockApi(on('GET /api/me', me('author')));
    renderWithSession(GUARDED, '/dashboard');
    expect(await screen.findByText('Dashboard content')).toBeInTheDocument();
  });

  it('sends a role the area does not admit to /dashboard', async () => {
    seedSession('tok', { name: 'Ada', role: 'author' });
    mockApi(on('GET /api/me', me('author')));
    renderWithSession(GUARDED, '/dashboard/admin');
    expect(await screen.findByText('Dashboard content')).toBeInTheDocument();
    expect(screen.queryByText('Admin content')).not.toBeInTheDocument();
  });

  it('admits a stored role spelled in any case once /api/me confirms the canonical name', async () => {
    // The stored session may spell the role otherwise; /api/me answers the contract's enum (an
    // answer outside it is refused, decision 0064). Spellings compare alike: shared/domain/policy.test.ts.
    seedSession('tok', { name: 'Eve', role: 'Editor In Chief' });
    const eve = { id: 2, name: 'Eve', email: 'eve@example.org', role: 'editor_in_chief', emailVerified: true } as const;
    mockApi(on('GET /api/me', eve));
    renderWithSession(GUARDED, '/dashboard/admin');
    expect(await screen.findByText('Admin content')).toBeInTheDocument();
  });

  it('sends the visitor home, not to the sign-in page, when this tab signs out on a guarded page', async () => {
    seedSession('tok', { name: 'Ada', role: 'author' });
    mockApi(on('GET /api/me', me('author')), on('POST /api/logout', { message: 'Logged out' }));
    renderWithSession(
      [{ element: <RequireSession />, children: [{ path: '/dashboard', element: <DashboardWithSignOut /> }] }],
      '/dashboard',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Elsewhere: /')).toBeInTheDocument();
  });
});
