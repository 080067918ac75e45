// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { on, pending } from '../../../test/msw';
import {
  adminCalls,
  adminFile,
  bodyOf,
  errorResponse,
  expectToast,
  fileResponse,
  manuscriptDetail,
  renderDetail,
  stubDownloads,
  stubViewerTab,
} from '../test-fixtures';

const detailUrl = (id: number | string) => `GET /api/admin/public-manuscripts/${id}` as const;
const triageUrl = (id: number) => `POST /api/admin/public-manuscripts/${id}/triage` as const;

describe('/dashboard/admin/public-manuscripts/{id} (seed 001 §2 "Manuscript detail page")', () => {
  it('shows a loading skeleton while the manuscript loads', async () => {
    renderDetail(7, [on(detailUrl(7), pending)]);
    expect(await screen.findByTestId('manuscript-skeleton')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('heading', { level: 1, name: 'Manuscript Details' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Submitter' })).toBeNull();
  });

  it("shows 'Error Loading Manuscript' and 'Manuscript not found' for an unknown id, with the 'Error' toast", async () => {
    renderDetail(999, [on(detailUrl(999), errorResponse(404, 'Manuscript not found'))]);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Error Loading Manuscript' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Manuscript not found');
    await expectToast('Error', 'Failed to load manuscript details');
  });

  it('shows the sections from the structured fields, never the cover letter', async () => {
    const file = adminFile({ originalFilename: 'kidney.pdf' });
    const d = manuscriptDetail({ title: 'Kidney study', files: [file], coverLetter: 'Title: Wrong Title' });
    renderDetail(d.id, [on(detailUrl(d.id), d)]);
    expect(await screen.findByRole('heading', { level: 2, name: 'Manuscript Information' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Manuscript Information',
      'Submitter',
      'Manuscript Details',
      'Address',
      'Document',
    ]);
    const section = (name: string) => screen.getByRole('region', { name });
    expect(section('Manuscript Information')).toHaveTextContent('Kidney study');
    expect(section('Manuscript Information')).toHaveTextContent('Research Article');
    expect(section('Submitter')).toHaveTextContent('Dr. Grace Hopper');
    expect(section('Submitter')).toHaveTextContent('+1 555 0100');
    expect(section('Manuscript Details')).toHaveTextContent('Kidney outcomes after surgery.');
    expect(section('Address')).toHaveTextContent('06511');
    expect(section('Document')).toHaveTextContent('kidney.pdf');
    expect(document.body).not.toHaveTextContent('Wrong Title');
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard/admin');
    for (const name of ['Back', 'Convert to Submission', 'View Article', 'Download']) {
      expect(screen.getByRole('button', { name })).toBeEnabled();
    }
  });

  it('opens the article in the viewer and downloads it; failures toast the seed texts', async () => {
    const file = adminFile({ originalFilename: 'kidney.pdf' });
    const d = manuscriptDetail({ files: [file] });
    let fail = false;
    renderDetail(d.id, [
      on(detailUrl(d.id), d),
      on(`GET /api/admin/files/${file.key}`, () =>
        fail ? errorResponse(500, 'Storage down') : fileResponse('%PDF', 'application/pdf'),
      ),
    ]);
    const user = userEvent.setup();
    const { tab, open } = stubViewerTab();
    await user.click(await screen.findByRole('button', { name: 'View Article' }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(tab.location.href).toBe('blob:admin/1'));

    const saved = stubDownloads();
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(saved).toEqual(['kidney.pdf']));

    fail = true;
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await expectToast('Download failed', 'Could not download the file');
    stubViewerTab();
    await user.click(screen.getByRole('button', { name: 'View Article' }));
    await expectToast('Open failed', 'Could not open the file');
  });

  it("converts with an optional editor e-mail: 'Converted' / 'Created submission #{id}'", async () => {
    const d = manuscriptDetail();
    let converted = false;
    const { api } = renderDetail(d.id, [
      on(detailUrl(d.id), () => (converted ? { ...d, submissionId: 88 } : d)),
      on(triageUrl(d.id), () => {
        converted = true;
        return { id: d.id, status: 'accepted', archived_at: null, submissionId: 88 };
      }),
    ]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Convert to Submission' }));
    const dialog = screen.getByRole('dialog', { name: 'Convert to Submission' });
    const email = within(dialog).getByRole('textbox', { name: 'Editor email (optional)' });
    expect(email).toHaveFocus();
    await user.type(email, 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Convert' }));
    expect(within(dialog).getByRole('alert')).toBeInTheDocument();
    expect(adminCalls(api)).not.toContain(triageUrl(d.id));

    await user.clear(email);
    await user.type(email, 'editor@example.org');
    await user.click(within(dialog).getByRole('button', { name: 'Convert' }));
    await expectToast('Converted', 'Created submission #88');
    expect(bodyOf(api, triageUrl(d.id))).toEqual({ action: 'convert', editorEmail: 'editor@example.org' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText('Converted to submission #88.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Convert to Submission' })).toBeDisabled();
  });

  it("converts without an e-mail ('Converted to submission' when no id comes back); a 409 toasts 'Convert failed'", async () => {
    const d = manuscriptDetail();
    let fail = false;
    const { api } = renderDetail(d.id, [
      on(detailUrl(d.id), d),
      on(triageUrl(d.id), () =>
        fail
          ? errorResponse(409, 'Intake already converted')
          : { id: d.id, status: 'accepted' as const, archived_at: null },
      ),
    ]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Convert to Submission' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Convert' }));
    await expectToast('Converted', 'Converted to submission');
    expect(bodyOf(api, triageUrl(d.id))).toEqual({ action: 'convert' });

    fail = true;
    await user.click(await screen.findByRole('button', { name: 'Convert to Submission' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Convert' }));
    await expectToast('Convert failed', 'Intake already converted');
    expect(screen.getByRole('dialog', { name: 'Convert to Submission' })).toBeInTheDocument();
  });

  it('goes back to the dashboard, and Back goes to the previous page', async () => {
    const d = manuscriptDetail();
    const { router } = renderDetail(d.id, [on(detailUrl(d.id), d)]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Back to Dashboard' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('Elsewhere: /dashboard/admin');
    await router.navigate(`/dashboard/admin/public-manuscripts/${d.id}`);
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('Elsewhere: /dashboard/admin');
  });

  it('shows an already converted manuscript with its submission and Convert disabled', async () => {
    const d = manuscriptDetail({ submissionId: 42 });
    renderDetail(d.id, [on(detailUrl(d.id), d)]);
    expect(await screen.findByText('Converted to submission #42.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Convert to Submission' })).toBeDisabled();
  });
});
