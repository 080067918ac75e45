// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import type { UserSummary } from '../../../../shared/api/auth';
import type { Role } from '../../../../shared/domain/roles';
import { RequireSession } from '../../../app/guards';
import { renderWithSession, seedSession } from '../../../lib/session/test-utils';
import { currentUser } from '../../../test/fixtures';
import { fail, mockApi, ok, on, pending } from '../../../test/msw';
import { DashboardPage } from './dashboard-page';

const ROUTES = [{ element: <RequireSession />, children: [{ path: '/dashboard', element: <DashboardPage /> }] }];

function signIn(role: Role, name = 'Ada Lovelace', ...handlers: HttpHandler[]) {
  seedSession('tok', { name, role });
  return mockApi(...handlers, on('GET /api/me', currentUser({ name, role })));
}

function account(id: number, overrides: Partial<UserSummary> = {}): UserSummary {
  return {
    id,
    name: `User ${id}`,
    email: `user${id}@example.org`,
    role: 'author',
    createdAt: '2025-03-05T14:07:00.000Z',
    lastSignInAt: null,
    emailVerified: true,
    active: true,
    ...overrides,
  };
}

const panelTitles = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('/dashboard (seed 001 §2)', () => {
  it('welcomes an author by name with the role and the author panel only', async () => {
    const api = signIn('author');
    renderWithSession(ROUTES, '/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getByText('Author', { selector: 'span' })).toBeInTheDocument();
    expect(panelTitles()).toEqual(['Author']);
    expect(screen.getByRole('link', { name: 'Guidelines for Authors' })).toHaveAttribute('href', '/guidelines/author');
    expect(screen.getByRole('link', { name: 'Manuscript Guidelines' })).toHaveAttribute(
      'href',
      '/guidelines/manuscript',
    );
    expect(screen.getByRole('link', { name: 'Submit a manuscript' })).toHaveAttribute('href', '/submit-manuscript');
    expect(screen.getByRole('link', { name: 'Author Dashboard' })).toHaveAttribute('href', '/dashboard/author');
    expect(document.querySelectorAll('a[href^="/dashboard/"]')).toHaveLength(1);
    expect(api.calls()).toEqual(['GET /api/me']);
  });

  it('gives an admin the editor and admin panels', async () => {
    signIn('admin', 'Root', on('GET /api/admin/users?limit=20&offset=0', [account(1)]));
    renderWithSession(ROUTES, '/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Root' });
    expect(panelTitles()).toEqual(['Editor', 'Admin']);
    expect(screen.getByRole('link', { name: 'Guidelines for Editors' })).toHaveAttribute('href', '/guidelines/editor');
    expect(screen.getByRole('link', { name: 'Editor Dashboard' })).toHaveAttribute('href', '/dashboard/editor');
    expect(screen.getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute('href', '/dashboard/admin');
  });

  it('gives a reviewer the reviewer panel, and an associate editor the editor panel', async () => {
    signIn('reviewer');
    const first = renderWithSession(ROUTES, '/dashboard');
    await screen.findByRole('heading', { level: 1 });
    expect(panelTitles()).toEqual(['Reviewer']);
    expect(screen.getByRole('link', { name: 'Guidelines for Reviewers' })).toHaveAttribute(
      'href',
      '/guidelines/reviewer',
    );
    first.unmount();
    localStorage.clear();
    signIn('associate_editor');
    renderWithSession(ROUTES, '/dashboard');
    await screen.findByRole('heading', { level: 1 });
    expect(panelTitles()).toEqual(['Editor']);
    expect(screen.getByText('Associate editor', { selector: 'span' })).toBeInTheDocument();
  });

  it('lists accounts for the editor-in-chief, 20 a page with the X-Total-Count total', async () => {
    const page1 = Array.from({ length: 20 }, (_, i) => account(i + 1));
    const page2 = [
      account(21, {
        name: 'Last Person',
        role: 'editor_in_chief',
        lastSignInAt: '2025-04-01T09:30:00.000Z',
        active: false,
      }),
    ];
    const api = signIn(
      'editor_in_chief',
      'Chief',
      on('GET /api/admin/users?limit=20&offset=0', ok(page1, { total: 21 })),
      on('GET /api/admin/users?limit=20&offset=20', ok(page2, { total: 21 })),
    );
    const user = userEvent.setup();
    renderWithSession(ROUTES, '/dashboard');
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    const firstRow = within(table).getAllByRole('row')[1];
    expect(firstRow).toHaveTextContent('User 1');
    expect(firstRow).toHaveTextContent('user1@example.org');
    expect(firstRow).toHaveTextContent('Author');
    expect(firstRow).toHaveTextContent(/March 5, 2025/);
    expect(firstRow).toHaveTextContent('—');
    expect(firstRow).toHaveTextContent('Yes');
    expect(screen.getByText('Showing 1–20 of 21')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Last Person')).toBeInTheDocument();
    const row = screen.getByText('Last Person').closest('tr');
    expect(row).toHaveTextContent('Editor in chief');
    expect(row).toHaveTextContent(/April 1, 2025/);
    expect(row).toHaveTextContent('No');
    expect(screen.getByText('Showing 21–21 of 21')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(api.calls()).toContain('GET /api/admin/users?limit=20&offset=20');
  });

  it("shows 'No items.' for an empty list and the message when the list fails", async () => {
    signIn('admin', 'Root', on('GET /api/admin/users?limit=20&offset=0', []));
    const first = renderWithSession(ROUTES, '/dashboard');
    expect(await screen.findByText('No items.')).toBeInTheDocument();
    first.unmount();
    localStorage.clear();
    signIn(
      'admin',
      'Root',
      on('GET /api/admin/users?limit=20&offset=0', fail(500, 'INTERNAL', 'Database unavailable')),
    );
    renderWithSession(ROUTES, '/dashboard');
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
  });

  it("shows 'Loading…' while the accounts load", async () => {
    signIn('admin', 'Root', on('GET /api/admin/users?limit=20&offset=0', pending));
    renderWithSession(ROUTES, '/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Root' });
    expect(within(screen.getByRole('region', { name: 'Admin' })).getByRole('status')).toHaveTextContent('Loading…');
  });

  it('asks an unconfirmed author to confirm the address, and mails a new link on request (decision 0013)', async () => {
    seedSession('tok', { name: 'Ada Lovelace', role: 'author' });
    const api = mockApi(
      on('GET /api/me', currentUser({ name: 'Ada Lovelace', emailVerified: false })),
      on('POST /api/verify-email/resend', {
        message: 'We sent a new confirmation link to ada@example.org. It expires in 24 hours.',
      }),
    );
    const user = userEvent.setup();
    renderWithSession(ROUTES, '/dashboard');
    const notice = await screen.findByRole('region', { name: 'Check your e-mail to confirm your address' });
    expect(within(notice).getByText('ada@example.org')).toBeInTheDocument();
    await user.click(within(notice).getByRole('button', { name: 'Send the link again' }));
    expect(await within(notice).findByRole('status')).toHaveTextContent(
      'We sent a new confirmation link to ada@example.org.',
    );
    expect(api.calls()).toContain('POST /api/verify-email/resend');
  });

  it('shows the refusal of a resend over the hourly limit', async () => {
    seedSession('tok', { name: 'Ada Lovelace', role: 'author' });
    mockApi(
      on('GET /api/me', currentUser({ name: 'Ada Lovelace', emailVerified: false })),
      on(
        'POST /api/verify-email/resend',
        fail(429, 'RATE_LIMITED', 'Too many confirmation e-mails. Please try again in an hour.'),
      ),
    );
    const user = userEvent.setup();
    renderWithSession(ROUTES, '/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText('Too many confirmation e-mails. Please try again in an hour.')).toBeInTheDocument();
  });

  it('shows no notice once the address is confirmed', async () => {
    seedSession('tok', { name: 'Ada Lovelace', role: 'author' });
    mockApi(on('GET /api/me', currentUser({ name: 'Ada Lovelace', emailVerified: true })));
    renderWithSession(ROUTES, '/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada Lovelace' });
    expect(screen.queryByText('Check your e-mail to confirm your address')).toBeNull();
  });
});
