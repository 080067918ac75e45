// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { UserSummary } from '../../../../shared/api/auth';
import { on } from '../../../test/msw';
import {
  account,
  adminCalls,
  auditEntry,
  bodyOf,
  errorResponse,
  expectToast,
  LIST,
  renderDashboard,
} from '../test-fixtures';

async function openTab(name: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('link', { name }));
  return user;
}

describe('/dashboard/admin: Users (decision 0010)', () => {
  it('lists the accounts; an admin changes a role and deactivates, with the toasts', async () => {
    const u = account({ name: 'Eve Editor', role: 'reviewer', lastSignInAt: '2026-04-01T09:30:00.000Z' });
    let fail = false;
    const { api } = renderDashboard([
      on(LIST.users, [u]),
      on('GET /api/journals?limit=100', []),
      on(`PATCH /api/admin/users/${u.id}`, ({ body }) =>
        fail ? errorResponse(409, 'You cannot deactivate the last admin') : { ...u, ...(body as Partial<UserSummary>) },
      ),
    ]);
    const user = await openTab('Users');
    const table = await screen.findByRole('table');
    const row = within(table).getAllByRole('row')[1];
    expect(row).toHaveTextContent('Eve Editor');
    expect(row).toHaveTextContent(u.email);
    expect(row).toHaveTextContent(/April 1, 2026/);
    expect(row).toHaveTextContent('Yes');
    const region = screen.getByRole('region', { name: 'Accounts' });
    expect(region).toHaveClass('relative');

    const select = within(row).getByRole('combobox', { name: 'Role of Eve Editor' });
    expect(select).toHaveValue('reviewer');
    await user.selectOptions(select, 'editor');
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Confirm role change' })).getByRole('button', {
        name: 'Change role',
      }),
    );
    await expectToast('User updated');
    expect(bodyOf(api, `PATCH /api/admin/users/${u.id}`)).toEqual({ role: 'editor' });

    await user.click(within(row).getByRole('button', { name: 'Deactivate Eve Editor' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Confirm deactivation' })).getByRole('button', {
        name: 'Deactivate',
      }),
    );
    await waitFor(() => expect(adminCalls(api).filter((c) => c.startsWith('PATCH'))).toHaveLength(2));
    expect(api.bodiesOf(`PATCH /api/admin/users/${u.id}`).at(-1)).toEqual({ active: false });

    fail = true;
    await user.click(within(row).getByRole('button', { name: 'Deactivate Eve Editor' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Confirm deactivation' })).getByRole('button', {
        name: 'Deactivate',
      }),
    );
    await expectToast('Update failed', 'You cannot deactivate the last admin');
  });

  it('shows the editor-in-chief the accounts without the controls, and no Audit tab', async () => {
    const u = account({ name: 'Eve Editor', role: 'editor' });
    const { api } = renderDashboard([on(LIST.users, [u])], 'editor_in_chief');
    await openTab('Users');
    const row = within(await screen.findByRole('table')).getAllByRole('row')[1];
    expect(row).toHaveTextContent('Editor');
    expect(within(row).queryByRole('combobox')).toBeNull();
    expect(within(row).queryByRole('button')).toBeNull();
    expect(
      within(screen.getByRole('navigation', { name: 'Admin inbox' }))
        .getAllByRole('link')
        .map((t) => t.textContent),
    ).not.toContain('Audit');
    expect(adminCalls(api)).not.toContain(LIST.audit);
  });
});

describe('/dashboard/admin: Audit (decision 0010, admin only)', () => {
  it('lists when, who, action, target and detail', async () => {
    const e = auditEntry({
      action: 'join.approve',
      targetType: 'join_request',
      targetId: '17',
      detail: 'role reviewer',
    });
    const anonymous = auditEntry({ actorName: null, actorEmail: null, detail: null });
    renderDashboard([on(LIST.audit, [e, anonymous])]);
    await openTab('Audit');
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['When', 'Who', 'Action', 'Target', 'Detail']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent(/April 1, 2026/);
    expect(first).toHaveTextContent('Root Admin');
    expect(first).toHaveTextContent('join.approve');
    expect(first).toHaveTextContent('join_request #17');
    expect(first).toHaveTextContent('role reviewer');
    expect(within(second).getAllByRole('cell')[1]).toHaveTextContent('—');
  });

  it("shows the audit log's failure message", async () => {
    renderDashboard([on(LIST.audit, errorResponse(500, 'Audit unavailable'))]);
    await openTab('Audit');
    expect(await screen.findByText('Audit unavailable')).toHaveAttribute('role', 'alert');
  });
});

describe('Users tab: invite an account (decision 0037)', () => {
  it('asks for confirmation, then sends name, e-mail, role and the journal role', async () => {
    const { api } = renderDashboard([
      on(LIST.users, []),
      on('GET /api/journals?limit=100', [journalFixture]),
      on('POST /api/admin/users/invite', { id: 77 }),
    ]);
    const user = await openTab('Users');
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Rosalind Franklin');
    await user.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'rf@example.org');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Journal/ }), journalFixture.title);
    await user.selectOptions(screen.getByRole('combobox', { name: /^Role on the journal/ }), 'Editor-in-Chief');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(api.bodiesOf('POST /api/admin/users/invite')).toEqual([]);
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm invitation' });
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(api.bodiesOf('POST /api/admin/users/invite')).toEqual([
        {
          name: 'Rosalind Franklin',
          email: 'rf@example.org',
          role: 'editor',
          journalId: journalFixture.id,
          journalRole: 'editor_in_chief',
        },
      ]),
    );
  });

  it('refuses a journal without its role on the field, instead of dropping the journal (decision 0069)', async () => {
    const { api } = renderDashboard([
      on(LIST.users, []),
      on('GET /api/journals?limit=100', [journalFixture]),
      on('POST /api/admin/users/invite', { id: 77 }),
    ]);
    const user = await openTab('Users');
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Rosalind Franklin');
    await user.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'rf@example.org');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Journal/ }), journalFixture.title);
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(screen.getByRole('combobox', { name: /^Role on the journal/ })).toHaveAccessibleDescription(
      /Give both a journal and its role, or neither/,
    );
    expect(screen.queryByRole('alertdialog', { name: 'Confirm invitation' })).not.toBeInTheDocument();
    expect(api.bodiesOf('POST /api/admin/users/invite')).toEqual([]);
  });
});

const journalFixture = {
  id: 7,
  title: 'Journal of Mathematics',
  abbreviation: 'JMATH',
  slug: 'journal-of-mathematics',
  description: '',
  category: 'Mathematics',
  coverImage: null,
  issn: null,
  publisher: null,
  currentVolume: 1,
  currentIssue: 1,
  articleCount: 0,
  acceptsSubmissions: true,
};
