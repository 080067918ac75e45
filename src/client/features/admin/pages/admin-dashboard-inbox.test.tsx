// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { on } from '../../../test/msw';
import {
  adminCalls,
  adminFile,
  bodyOf,
  contact,
  errorResponse,
  expectToast,
  fileResponse,
  join,
  LIST,
  renderDashboard,
  stubDownloads,
  stubViewerTab,
} from '../test-fixtures';

const cards = (label: string) => within(screen.getByRole('list', { name: label })).getAllByRole('listitem');

async function openTab(name: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('link', { name }));
  return user;
}

describe('/dashboard/admin: Joins (seed 001 §2, §4)', () => {
  it('lists reviewers first and switches the kind filter (Reviewer, Editor, Associate Editor)', async () => {
    const r = join({ name: 'Ada Reviewer', email: 'ada@example.org' });
    const ae = join({ kind: 'associate_editor', name: '', email: 'assoc@example.org' });
    const { api } = renderDashboard([on(LIST.joins(), [r]), on(LIST.joins('associate_editor'), [ae])]);
    const user = await openTab('Joins');
    const filter = screen.getByRole('combobox', { name: 'Kind' });
    expect([...filter.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Reviewer',
      'Editor',
      'Associate Editor',
    ]);
    const [card] = await waitFor(() => cards('Join applications'));
    expect(within(card).getByRole('heading', { name: 'Ada Reviewer' })).toBeInTheDocument();
    expect(card).toHaveTextContent('ada@example.org');
    expect(card).toHaveTextContent('reviewer');
    expect(card).toHaveTextContent('March 5, 2026');

    await user.selectOptions(filter, 'associate_editor');
    const heading = await screen.findByRole('heading', { name: 'assoc@example.org' });
    expect(heading.closest('article')).toHaveTextContent('associate editor');
    expect(api.calls()).toContain(LIST.joins('associate_editor'));
  });

  it("rejects after 'Confirm Rejection': toasts 'Rejected' / 'Request #{id} rejected.'", async () => {
    const j = join();
    const { api } = renderDashboard([
      on(LIST.joins(), [j]),
      on(`POST /api/admin/joins/${j.id}/triage`, { id: j.id, status: 'rejected', archived_at: null }),
    ]);
    const user = await openTab('Joins');
    await user.click(await screen.findByRole('button', { name: `Reject request #${j.id}` }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm Rejection' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(adminCalls(api).some((c) => c.startsWith('POST'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await expectToast('Rejected', `Request #${j.id} rejected.`);
    expect(bodyOf(api, `POST /api/admin/joins/${j.id}/triage`)).toEqual({ action: 'reject' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("cancelling the rejection sends nothing; a 409 toasts 'Reject failed' with the server's message", async () => {
    const j = join();
    const { api } = renderDashboard([
      on(LIST.joins(), [j]),
      on(`POST /api/admin/joins/${j.id}/triage`, errorResponse(409, 'Request already handled by another admin')),
    ]);
    const user = await openTab('Joins');
    await user.click(await screen.findByRole('button', { name: `Reject request #${j.id}` }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(adminCalls(api).some((c) => c.startsWith('POST'))).toBe(false);
    await user.click(screen.getByRole('button', { name: `Reject request #${j.id}` }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reject' }));
    await expectToast('Reject failed', 'Request already handled by another admin');
  });

  it("approves: toasts 'Approved' / 'Request #{id} approved.', or 'Approve failed'", async () => {
    const j = join();
    let fail = false;
    const { api } = renderDashboard([
      on(LIST.joins(), [j]),
      on(`POST /api/admin/joins/${j.id}/triage`, () =>
        fail
          ? errorResponse(409, 'Already approved')
          : { id: j.id, status: 'accepted' as const, archived_at: null, userId: 9 },
      ),
    ]);
    const user = await openTab('Joins');
    await user.click(await screen.findByRole('button', { name: `Approve request #${j.id}` }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Confirm Approval' })).getByRole('button', {
        name: 'Approve',
      }),
    );
    await expectToast('Approved', `Request #${j.id} approved.`);
    expect(bodyOf(api, `POST /api/admin/joins/${j.id}/triage`)).toEqual({ action: 'approve' });
    fail = true;
    await user.click(await screen.findByRole('button', { name: `Approve request #${j.id}` }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Confirm Approval' })).getByRole('button', {
        name: 'Approve',
      }),
    );
    await expectToast('Approve failed', 'Already approved');
  });

  it("'Approve and add to board' approves with addToBoard (decision 0031)", async () => {
    const j = join();
    const { api } = renderDashboard([
      on(LIST.joins(), [j]),
      on(`POST /api/admin/joins/${j.id}/triage`, {
        id: j.id,
        status: 'accepted' as const,
        archived_at: null,
        userId: 9,
      }),
    ]);
    const user = await openTab('Joins');
    await user.click(await screen.findByRole('button', { name: `Approve and add to board request #${j.id}` }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Confirm Approval' })).getByRole('button', {
        name: 'Approve and add to board',
      }),
    );
    await expectToast('Approved', "the applicant is on the journal's editorial board");
    expect(bodyOf(api, `POST /api/admin/joins/${j.id}/triage`)).toEqual({ action: 'approve', addToBoard: true });
  });

  it("shows 'Join Application Details' with the journal's name; files go through ?meta=true, then open or download", async () => {
    const bio = adminFile({ role: 'biography', originalFilename: 'bio.pdf' });
    const cv = adminFile({ role: 'cv', originalFilename: 'cv.docx', contentType: 'application/msword' });
    const j = join({ journal: 'ijnrs', files: [bio, cv] });
    const { api } = renderDashboard([
      on(LIST.joins(), [j]),
      on(`GET /api/admin/files/${bio.key}?meta=true`, {
        originalFilename: 'bio.pdf',
        contentType: 'application/pdf',
        byteSize: 10,
        canOpen: true,
      }),
      on(`GET /api/admin/files/${cv.key}?meta=true`, {
        originalFilename: 'cv.docx',
        contentType: 'application/msword',
        byteSize: 10,
        canOpen: false,
      }),
      on(`GET /api/admin/files/${bio.key}`, fileResponse('%PDF', 'application/pdf')),
      on(`GET /api/admin/files/${cv.key}`, fileResponse('doc', 'application/msword')),
    ]);
    const user = await openTab('Joins');
    await user.click(await screen.findByRole('button', { name: `View Form of request #${j.id}` }));
    const dialog = screen.getByRole('dialog', { name: 'Join Application Details' });
    expect(dialog).toHaveTextContent('International Journal of Nephrology');
    expect(dialog).toHaveTextContent('Nephrology');
    expect(dialog).toHaveTextContent('Oxford');
    expect(within(dialog).getByText('Photograph').closest('li')).toHaveTextContent('Not provided');

    const { tab: viewer, open } = stubViewerTab();
    await user.click(await within(dialog).findByRole('button', { name: 'Open Biography' }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(viewer.location.href).toBe('blob:admin/1'));

    const saved = stubDownloads();
    expect(within(dialog).queryByRole('button', { name: 'Open CV' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Download CV' }));
    await waitFor(() => expect(saved).toEqual(['cv.docx']));
    const calls = adminCalls(api);
    expect(calls.indexOf(`GET ${cv.url}?meta=true`)).toBeLessThan(calls.indexOf(`GET ${cv.url}`));
  });

  it("toasts 'Failed to download file' when a join file cannot be fetched", async () => {
    const cv = adminFile({ role: 'cv', originalFilename: 'cv.docx' });
    const j = join({ files: [cv] });
    renderDashboard([
      on(LIST.joins(), [j]),
      on(`GET /api/admin/files/${cv.key}?meta=true`, {
        originalFilename: 'cv.docx',
        contentType: 'application/msword',
        byteSize: 10,
        canOpen: false,
      }),
      on(`GET /api/admin/files/${cv.key}`, errorResponse(404, 'File not found')),
    ]);
    const user = await openTab('Joins');
    await user.click(await screen.findByRole('button', { name: `View Form of request #${j.id}` }));
    await user.click(await screen.findByRole('button', { name: 'Download CV' }));
    await expectToast('Failed to download file', 'Failed to fetch file: 404');
  });
});

describe('/dashboard/admin: Contacts', () => {
  it("shows name or email, email, 'general' and the time; 'Contact Query' shows the message", async () => {
    const c = contact({ name: 'Carl Contact', email: 'carl@example.org', note: 'When is the next issue?' });
    const anonymous = contact({ name: '', email: 'anon@example.org', note: '  ' });
    renderDashboard([on(LIST.contacts, [c, anonymous])]);
    const user = await openTab('Contacts');
    const [first, second] = await waitFor(() => cards('Contact queries'));
    expect(within(first).getByRole('heading', { name: 'Carl Contact' })).toBeInTheDocument();
    expect(first).toHaveTextContent('carl@example.org');
    expect(first).toHaveTextContent('general');
    expect(first).toHaveTextContent('March 5, 2026');
    expect(within(second).getByRole('heading', { name: 'anon@example.org' })).toBeInTheDocument();

    await user.click(within(first).getByRole('button', { name: `View Query #${c.id}` }));
    let dialog = screen.getByRole('dialog', { name: 'Contact Query' });
    expect(dialog).toHaveTextContent('Carl Contact');
    expect(dialog).toHaveTextContent('carl@example.org');
    expect(dialog).toHaveTextContent(/March 5, 2026/);
    expect(dialog).toHaveTextContent('When is the next issue?');
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]);
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(within(second).getByRole('button', { name: `View Query #${anonymous.id}` }));
    dialog = screen.getByRole('dialog', { name: 'Contact Query' });
    expect(dialog).toHaveTextContent('No message provided.');
  });

  it("marks a query answered ('Marked answered'), or toasts 'Update failed'", async () => {
    const c = contact();
    let fail = false;
    const { api } = renderDashboard([
      on(LIST.contacts, [c]),
      on(`POST /api/admin/contacts/${c.id}/answered`, () =>
        fail ? errorResponse(409, 'Already answered') : { ...c, answeredAt: '2026-04-01T09:30:00.000Z' },
      ),
    ]);
    const user = await openTab('Contacts');
    await user.click(await screen.findByRole('button', { name: `Mark answered query #${c.id}` }));
    await expectToast('Marked answered');
    expect(adminCalls(api)).toContain(`POST /api/admin/contacts/${c.id}/answered`);
    fail = true;
    await user.click(await screen.findByRole('button', { name: `Mark answered query #${c.id}` }));
    await expectToast('Update failed', 'Already answered');
  });
});
