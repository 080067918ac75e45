// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Role } from '../../../shared/domain/roles';
import { renderWithSession, seedSession } from '../../lib/session/test-utils';
import { currentUser } from '../../test/fixtures';
import { mockApi, on } from '../../test/msw';
import { MinimalLayout } from './minimal-layout';
import { PortalLayout } from './portal-layout';
import { SessionBar } from './session-bar';

const me = (role: Role) => currentUser({ role });

describe('the logged-in bar (seed 001 §2)', () => {
  it("reads 'High Admin User' for an admin", async () => {
    seedSession('tok', { name: 'Root', role: 'admin' });
    mockApi(on('GET /api/me', me('admin')));
    renderWithSession(
      [
        {
          path: '/dashboard',
          element: (
            <MinimalLayout>
              <p>page</p>
            </MinimalLayout>
          ),
        },
      ],
      '/dashboard',
    );
    await waitFor(() => expect(screen.getByTestId('session-bar')).toHaveTextContent('High Admin User'));
    // A landmark of its own, so assistive technology can find (or skip) it.
    expect(screen.getByRole('navigation', { name: 'Account' })).toBe(screen.getByTestId('session-bar'));
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it("reads 'Logged in as: Author' for an author", async () => {
    seedSession('tok', { name: 'Ada', role: 'author' });
    mockApi(on('GET /api/me', me('author')));
    renderWithSession(
      [
        {
          path: '/portal',
          element: (
            <PortalLayout>
              <p>page</p>
            </PortalLayout>
          ),
        },
      ],
      '/portal',
    );
    expect(await screen.findByText('Logged in as: Author')).toBeInTheDocument();
  });

  it('shows nothing to an anonymous visitor', () => {
    renderWithSession(
      [
        {
          path: '/',
          element: (
            <>
              <SessionBar />
              <p>page</p>
            </>
          ),
        },
      ],
      '/',
    );
    expect(screen.getByText('page')).toBeInTheDocument();
    expect(screen.queryByTestId('session-bar')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('logs out: calls /api/logout, goes to / and hides itself', async () => {
    seedSession('tok', { name: 'Ada', role: 'editor' });
    const api = mockApi(on('GET /api/me', me('editor')), on('POST /api/logout', { message: 'Logged out' }));
    const user = userEvent.setup();
    renderWithSession(
      [
        {
          path: '/dashboard',
          element: (
            <MinimalLayout>
              <p>page</p>
            </MinimalLayout>
          ),
        },
      ],
      '/dashboard',
    );
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Elsewhere: /')).toBeInTheDocument();
    expect(api.calls()).toContain('POST /api/logout');
    expect(screen.queryByTestId('session-bar')).not.toBeInTheDocument();
    expect(localStorage.getItem('genesis_access_token')).toBeNull();
  });
});
