// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { httpError, ok, on, pending } from '../../../test/msw';
import {
  adminCalls,
  adminFile,
  bodyOf,
  errorResponse,
  expectToast,
  fileResponse,
  LIST,
  manuscript,
  manuscriptDetail,
  renderDashboard,
  stubViewerTab,
} from '../test-fixtures';

const tab = (name: string) => screen.getByRole('link', { name });
const cards = (label: string) => within(screen.getByRole('list', { name: label })).getAllByRole('listitem');

describe('/dashboard/admin: page and tabs (seed 001 §2)', () => {
  it('shows the title, the subtitle, the test id and the tabs; Audit, Deposits, Journals, Issues, Import from OJS, Mail templates, Sign-in providers and Reports for admins', async () => {
    renderDashboard();
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Manage public intakes, joins, and contacts')).toBeInTheDocument();
    expect(screen.getByTestId('admin-dashboard-root')).toContainElement(screen.getByRole('heading', { level: 1 }));
    expect(
      within(screen.getByRole('navigation', { name: 'Admin inbox' }))
        .getAllByRole('link')
        .map((t) => t.textContent),
    ).toEqual([
      'Public Manuscripts',
      'Joins',
      'Contacts',
      'Archived',
      'Users',
      'Editorial boards',
      'Audit',
      'Deposits',
      'Journals',
      'Issues',
      'Import from OJS',
      'Mail templates',
      'Sign-in providers',
      'Reports',
    ]);
    expect(tab('Public Manuscripts')).toHaveAttribute('aria-current', 'page');
  });

  it('is a side navigation of links, one page per section (decision 0075): the open one is aria-current, its URL opens it', async () => {
    const first = renderDashboard([on('GET /api/journals?limit=100', [])]);
    const nav = await screen.findByRole('navigation', { name: 'Admin inbox' });
    expect(screen.queryByRole('tablist')).toBeNull();
    const user = userEvent.setup();
    await user.click(within(nav).getByRole('link', { name: 'Users' }));
    expect(within(nav).getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Public Manuscripts' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/dashboard/admin/users');
    expect(within(nav).getByRole('link', { name: 'Public Manuscripts' })).toHaveAttribute('href', '/dashboard/admin');
    expect(screen.getByRole('region', { name: 'Users' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Public Manuscripts' })).toBeNull();
    first.unmount();

    // A section's own URL opens it (a reload, a bookmark).
    renderDashboard([], 'admin', '/dashboard/admin/archived');
    const again = await screen.findByRole('navigation', { name: 'Admin inbox' });
    expect(within(again).getByRole('link', { name: 'Archived' })).toHaveAttribute('aria-current', 'page');
  });

  it('offers every section in one select on a phone, and opens the one chosen', async () => {
    // The audit section asks for the journals of its filter.
    renderDashboard([on('GET /api/journals?limit=100', [])]);
    const select = await screen.findByRole('combobox', { name: 'Section' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toHaveLength(14);
    expect(select).toHaveValue('public-manuscripts');
    const user = userEvent.setup();
    await user.selectOptions(select, 'audit');
    expect(await screen.findByRole('region', { name: 'Audit' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Section' })).toHaveValue('audit');
    expect(screen.getByRole('link', { name: 'Audit' })).toHaveAttribute('aria-current', 'page');
  });

  it("shows 'Loading…', then 'No items.', and the server's message or 'Failed to load' on failure", async () => {
    const first = renderDashboard([on(LIST.manuscripts, pending)]);
    const panel = await screen.findByRole('region', { name: 'Public Manuscripts' });
    expect(within(panel).getByRole('status')).toHaveTextContent('Loading…');
    first.unmount();

    const second = renderDashboard();
    expect(
      await within(await screen.findByRole('region', { name: 'Public Manuscripts' })).findByText('No items.'),
    ).toBeInTheDocument();
    second.unmount();

    const third = renderDashboard([on(LIST.manuscripts, errorResponse(500, 'Inbox unavailable'))]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Inbox unavailable');
    third.unmount();

    renderDashboard([on(LIST.manuscripts, httpError(500))]);
    expect(await screen.findByRole('alert')).toHaveTextContent('HTTP 500');
  });
});

describe('/dashboard/admin: Public Manuscripts', () => {
  it('shows a card per intake with title, submitter, article type, time, the buttons and a hidden Convert', async () => {
    const m = manuscript({
      title: 'Kidney study',
      name: 'Grace Hopper',
      email: 'grace@example.org',
      articleType: 'Case Report',
    });
    renderDashboard([on(LIST.manuscripts, ok([m], { total: 1 }))]);
    const [card] = await waitFor(() => cards('Public manuscripts'));
    expect(within(card).getByRole('heading', { level: 3, name: 'Kidney study' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Grace Hopper · grace@example.org');
    expect(card).toHaveTextContent('Case Report');
    expect(card).toHaveTextContent('Received March 5, 2026');
    expect(within(card).getByRole('button', { name: `View Form of intake #${m.id}` })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: `Archive intake #${m.id}` })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Convert' })).toBeNull();
    const convert = card.querySelector('button[hidden]');
    expect(convert).toHaveTextContent('Convert');
    expect(convert).not.toBeVisible();
    expect(within(card).getByRole('link', { name: `Details of intake #${m.id}` })).toHaveAttribute(
      'href',
      `/dashboard/admin/public-manuscripts/${m.id}`,
    );
    expect(screen.getByText('Showing 1–1 of 1')).toBeInTheDocument();
  });

  it('pages through 20 at a time with the X-Total-Count total', async () => {
    const page1 = Array.from({ length: 20 }, () => manuscript());
    const last = manuscript({ title: 'The last one' });
    const { api } = renderDashboard([
      on(LIST.manuscripts, ok(page1, { total: 21 })),
      on('GET /api/admin/inbox/public-manuscripts?status=pending&limit=20&offset=20', ok([last], { total: 21 })),
    ]);
    const user = userEvent.setup();
    expect(await screen.findByText('Showing 1–20 of 21')).toBeInTheDocument();
    expect(cards('Public manuscripts')).toHaveLength(20);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('The last one')).toBeInTheDocument();
    expect(screen.getByText('Showing 21–21 of 21')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(api.calls()).toContain('GET /api/admin/inbox/public-manuscripts?status=pending&limit=20&offset=20');
  });

  it("archives: POSTs action archive, toasts 'Archived' / 'Intake #{id} archived.' and refetches the lists", async () => {
    const m = manuscript();
    let archived = false;
    const { api } = renderDashboard([
      on(LIST.manuscripts, () => (archived ? [] : [m])),
      on(LIST.archived, () => (archived ? [{ ...m, archived_at: '2026-04-01T09:30:00.000Z' }] : [])),
      on(`POST /api/admin/public-manuscripts/${m.id}/triage`, () => {
        archived = true;
        return { id: m.id, status: 'pending', archived_at: '2026-04-01T09:30:00.000Z' };
      }),
    ]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `Archive intake #${m.id}` }));
    await expectToast('Archived', `Intake #${m.id} archived.`);
    expect(bodyOf(api, `POST /api/admin/public-manuscripts/${m.id}/triage`)).toEqual({ action: 'archive' });
    expect(
      await within(screen.getByRole('region', { name: 'Public Manuscripts' })).findByText('No items.'),
    ).toBeInTheDocument();
    // The Archived tab loads when first opened, and shows the item there.
    expect(adminCalls(api).filter((c) => c === LIST.archived)).toHaveLength(0);
    await user.click(screen.getByRole('link', { name: 'Archived' }));
    expect(await screen.findByRole('button', { name: `Unarchive intake #${m.id}` })).toBeInTheDocument();
    expect(adminCalls(api).filter((c) => c === LIST.archived)).toHaveLength(1);
  });

  it("surfaces a 409 (another admin acted first) as 'Archive failed' with the server's message", async () => {
    const m = manuscript();
    renderDashboard([
      on(LIST.manuscripts, [m]),
      on(
        `POST /api/admin/public-manuscripts/${m.id}/triage`,
        errorResponse(409, 'Intake already archived by another admin'),
      ),
    ]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `Archive intake #${m.id}` }));
    const toastNode = await expectToast('Archive failed', 'Intake already archived by another admin');
    expect(toastNode).toHaveAttribute('data-variant', 'destructive');
  });

  it("opens 'Manuscript Details' with the structured fields and files; Escape closes it and focus returns", async () => {
    const file = adminFile({ originalFilename: 'kidney.pdf' });
    const d = manuscriptDetail({ title: 'Kidney study', files: [file], note: 'Line one\nLine two' });
    renderDashboard([
      on(LIST.manuscripts, [d]),
      on(`GET /api/admin/public-manuscripts/${d.id}`, d),
      on(`GET /api/admin/files/${file.key}`, fileResponse('%PDF', 'application/pdf')),
    ]);
    const user = userEvent.setup();
    const opener = await screen.findByRole('button', { name: `View Form of intake #${d.id}` });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Manuscript Details' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(await within(dialog).findByText('Dr. Grace Hopper')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Yale University');
    expect(dialog).toHaveTextContent('0000-0002-1825-0097');
    expect(dialog).toHaveTextContent('Kidney outcomes after surgery.');
    expect(dialog).toHaveTextContent('New Haven');
    expect(dialog).not.toHaveTextContent('Should Not Be Parsed');
    expect(within(dialog).getByRole('link', { name: 'Open full page' })).toHaveAttribute(
      'href',
      `/dashboard/admin/public-manuscripts/${d.id}`,
    );
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    const { tab: viewer, open } = stubViewerTab();
    await user.click(within(dialog).getByRole('button', { name: 'View kidney.pdf' }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(viewer.location.href).toBe('blob:admin/1'));

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    const d = manuscriptDetail();
    renderDashboard([on(LIST.manuscripts, [d]), on(`GET /api/admin/public-manuscripts/${d.id}`, d)]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `View Form of intake #${d.id}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Manuscript Details' });
    await within(dialog).findByText('Dr. Grace Hopper');
    for (let i = 0; i < 6; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });
});

describe('/dashboard/admin: Archived', () => {
  const archivedItem = () =>
    manuscript({
      title: 'Old study',
      name: 'Alan Turing',
      email: 'alan@example.org',
      archived_at: '2026-04-01T09:30:00.000Z',
    });

  it("shows title, name, email, article type and 'Archived' with the time, and View Form, Unarchive, Delete", async () => {
    const m = archivedItem();
    const user = userEvent.setup();
    renderDashboard([on(LIST.archived, [m])]);
    await user.click(tab('Archived'));
    const [card] = await waitFor(() => cards('Archived manuscripts'));
    expect(card).toHaveTextContent('Old study');
    expect(card).toHaveTextContent('Alan Turing');
    expect(card).toHaveTextContent('alan@example.org');
    expect(card).toHaveTextContent('Research Article');
    expect(card).toHaveTextContent(/Archived April 1, 2026/);
    for (const name of [`View Form of intake #${m.id}`, `Unarchive intake #${m.id}`, `Delete intake #${m.id}`]) {
      expect(within(card).getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it("unarchives: toasts 'Unarchived' / 'Item restored to original inbox'; a failure toasts 'Unarchive failed'", async () => {
    const m = archivedItem();
    let fail = false;
    const { api } = renderDashboard([
      on(LIST.archived, [m]),
      on(`POST /api/admin/unarchive/public-manuscripts/${m.id}`, () =>
        fail ? errorResponse(409, 'Item is not archived') : { id: m.id, status: 'pending' as const, archived_at: null },
      ),
    ]);
    const user = userEvent.setup();
    await user.click(tab('Archived'));
    await user.click(await screen.findByRole('button', { name: `Unarchive intake #${m.id}` }));
    await expectToast('Unarchived', 'Item restored to original inbox');
    expect(adminCalls(api)).toContain(`POST /api/admin/unarchive/public-manuscripts/${m.id}`);
    fail = true;
    await user.click(await screen.findByRole('button', { name: `Unarchive intake #${m.id}` }));
    await expectToast('Unarchive failed', 'Item is not archived');
  });

  it("enables Delete in 'Confirm Permanent Deletion' only for exactly DELETE, then deletes", async () => {
    const m = archivedItem();
    const { api } = renderDashboard([
      on(LIST.archived, [m]),
      on(`DELETE /api/admin/archived/public-manuscripts/${m.id}`, null),
    ]);
    const user = userEvent.setup();
    await user.click(tab('Archived'));
    await user.click(await screen.findByRole('button', { name: `Delete intake #${m.id}` }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm Permanent Deletion' });
    const input = within(dialog).getByRole('textbox', { name: 'Type DELETE to confirm' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    expect(input).toHaveFocus();
    expect(confirm).toBeDisabled();
    for (const attempt of ['delete', 'DELET', 'DELETE ', ' DELETE', 'Delete']) {
      await user.clear(input);
      await user.type(input, attempt);
      expect(confirm).toBeDisabled();
    }
    await user.keyboard('{Enter}');
    expect(adminCalls(api).some((c) => c.startsWith('DELETE'))).toBe(false);
    await user.clear(input);
    await user.type(input, 'DELETE');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    await expectToast('Deleted', 'Item permanently removed');
    expect(adminCalls(api)).toContain(`DELETE /api/admin/archived/public-manuscripts/${m.id}`);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("toasts 'Delete failed' with the server's message and keeps the dialog open", async () => {
    const m = archivedItem();
    renderDashboard([
      on(LIST.archived, [m]),
      on(
        `DELETE /api/admin/archived/public-manuscripts/${m.id}`,
        errorResponse(409, 'Only archived items can be deleted'),
      ),
    ]);
    const user = userEvent.setup();
    await user.click(tab('Archived'));
    await user.click(await screen.findByRole('button', { name: `Delete intake #${m.id}` }));
    await user.type(screen.getByRole('textbox', { name: 'Type DELETE to confirm' }), 'DELETE');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await expectToast('Delete failed', 'Only archived items can be deleted');
    expect(screen.getByRole('dialog', { name: 'Confirm Permanent Deletion' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
