// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { UserSummary } from '../../../../shared/api/auth';
import { mockViewportWidth } from '../../../test/media';
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

  // Decision 0077: up to 640 px each account is a card (name as heading) with the role
  // select and the Deactivate and Journals buttons; from 641 px a table with Actions pinned right.
  it('shows the accounts as cards on a 390 px phone and as a table at 1280 px, with the actions in both', async () => {
    const u = account({ name: 'Eve Editor', role: 'editor' });
    for (const width of [390, 1280]) {
      const restore = mockViewportWidth(width);
      try {
        const { unmount } = renderDashboard([on(LIST.users, [u]), on('GET /api/journals?limit=100', [])]);
        await openTab('Users');
        const region = await screen.findByRole('region', { name: 'Accounts' });
        const row =
          width === 390
            ? within(region).getAllByRole('listitem')[0]
            : within(within(region).getByRole('table')).getAllByRole('row')[1];
        if (width === 390) {
          expect(within(region).queryByRole('table')).toBeNull();
          expect(within(row).getByRole('heading', { level: 3, name: 'Eve Editor' })).toBeInTheDocument();
        } else {
          expect(within(row).getByRole('button', { name: 'Deactivate Eve Editor' }).closest('td')).toHaveClass(
            'sticky',
          );
        }
        expect(within(row).getByRole('combobox', { name: 'Role of Eve Editor' })).toBeInTheDocument();
        expect(within(row).getByRole('button', { name: 'Deactivate Eve Editor' })).toBeInTheDocument();
        expect(within(row).getByRole('button', { name: 'Journals of Eve Editor' })).toBeInTheDocument();
        unmount();
      } finally {
        restore();
      }
    }
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
  it('says each line in words, with its time and detail (decision 0075), never the raw codes', async () => {
    const e = auditEntry({
      action: 'journal.update',
      targetType: 'journal',
      targetId: '26',
      actorName: 'Ana Ruiz',
      actorEmail: 'ana@example.org',
      journalId: 26,
      journalTitle: 'Genesis Biology',
      detail: 'GBIO',
    });
    const board = auditEntry({
      action: 'board.add',
      targetType: 'journal',
      targetId: '26',
      journalId: 26,
      journalTitle: 'Genesis Biology',
    });
    const template = auditEntry({
      action: 'mail_template.save',
      targetType: 'mail_template',
      targetId: 'workflow.decision.reject',
    });
    const anonymous = auditEntry({ actorName: null, actorEmail: null, action: 'intake.archive', targetId: '42' });
    renderDashboard([on(LIST.audit, [e, board, template, anonymous]), on('GET /api/journals?limit=100', [])]);
    await openTab('Audit');
    const log = await screen.findByRole('list', { name: 'Audit log, page 1' });
    const lines = within(log).getAllByRole('listitem');
    expect(lines[0]).toHaveTextContent('Ana Ruiz changed the journal Genesis Biology’s settings.');
    expect(lines[0]).toHaveTextContent(/April 1, 2026/);
    expect(lines[0]).toHaveTextContent('ana@example.org');
    expect(lines[0]).toHaveTextContent('GBIO');
    expect(lines[1]).toHaveTextContent(
      'Root Admin added a member to the editorial board of the journal Genesis Biology.',
    );
    expect(lines[2]).toHaveTextContent(
      'Root Admin changed the mail template “workflow.decision.reject” for the whole site.',
    );
    expect(lines[3]).toHaveTextContent('A removed account archived public manuscript #42.');
    expect(log).not.toHaveTextContent('journal.update');
    expect(log).not.toHaveTextContent('journal #26');
  });

  it('sends the filters to the server (person, journal, record, days) and starts again at the first page', async () => {
    const { api } = renderDashboard([
      on(LIST.audit, [auditEntry()]),
      on('GET /api/admin/audit?*', ({ query }) => [
        auditEntry({ action: 'issue.create', detail: `filtered ${query.toString()}` }),
      ]),
      on('GET /api/journals?limit=100', [journalFixture]),
    ]);
    const user = await openTab('Audit');
    const form = await screen.findByRole('form', { name: 'Filter the audit log' });
    await user.type(within(form).getByRole('textbox', { name: /^Person/ }), ' ana ');
    await waitFor(() => expect(within(form).getAllByRole('option', { name: journalFixture.title })).toHaveLength(1));
    await user.selectOptions(within(form).getByRole('combobox', { name: /^Journal/ }), String(journalFixture.id));
    await user.selectOptions(within(form).getByRole('combobox', { name: /^Record/ }), 'mail_template');
    await user.type(within(form).getByLabelText(/^From \(day\)/), '2026-04-01');
    await user.type(within(form).getByLabelText(/^To \(day\)/), '2026-04-30');
    await user.click(within(form).getByRole('button', { name: 'Filter' }));
    const wanted = `GET /api/admin/audit?limit=20&offset=0&person=ana&journalId=${journalFixture.id}&recordType=mail_template&from=2026-04-01&to=2026-04-30`;
    await waitFor(() => expect(adminCalls(api)).toContain(wanted));
    expect(await screen.findByText(/filtered/)).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Clear filters' }));
    expect(within(form).getByRole('textbox', { name: /^Person/ })).toHaveValue('');
  });

  it("shows the audit log's failure message", async () => {
    renderDashboard([on(LIST.audit, errorResponse(500, 'Audit unavailable')), on('GET /api/journals?limit=100', [])]);
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
