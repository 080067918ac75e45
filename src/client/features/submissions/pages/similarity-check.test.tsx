// @vitest-environment jsdom
/**
 * Decision 0045 ("Similarity check step before review"), the editor's screen: the policy's limits
 * (25% similarity, 70% unique content) are shown, the form records score, unique content and
 * report, and a check over the limits needs a confirmation (an alert dialog) before the
 * manuscript goes to review; the confirmation travels as `confirmSimilarity: true`.
 */
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import type { SimilarityCheck } from '../../../../shared/api/similarity';
import { mockApi, on } from '../../../test/msw';
import { detail, expectToast, detailStubs, noAssignment, renderPage } from '../../../test/workflow-fixtures';
import { EditorDashboardPage } from './editor-dashboard-page';

const PATH = ['/dashboard/editor', '/dashboard/editor/submissions/:id'];
const LIMITS = { similarityMaxPercent: 25, uniqueMinPercent: 70 };

function checkOf(overrides: Partial<SimilarityCheck> = {}): SimilarityCheck {
  return {
    id: 5,
    similarityPercent: 12,
    uniquePercent: 88,
    overLimits: false,
    reportFilename: 'ithenticate-report.pdf',
    reportByteSize: 1234,
    reportUrl: '/api/submissions/1/similarity-check/5/report',
    checkedBy: 'Eve Editor',
    checkedAt: '2026-03-05T10:00:00.000Z',
    ...overrides,
  };
}

/** Opens a submitted manuscript on the editor's page, its latest check being `check`. */
async function openSubmitted(check: SimilarityCheck | null, handlers: HttpHandler[] = []) {
  const d = detail({ status: 'submitted', authorName: 'Ada Author', fileUrl: '/api/files/11' });
  const rendered = renderPage(
    <EditorDashboardPage />,
    PATH,
    'editor',
    ...handlers,
    on(`GET /api/submissions/${d.id}/similarity-check`, { check, limits: LIMITS }),
    on('GET /api/editor/journals', []),
    noAssignment(d.id),
    on('GET /api/editor/submissions?*', [d]),
    on(`GET /api/submissions/${d.id}`, d),
    ...detailStubs(d.id),
  );
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: `View Details of submission #${d.id}` }));
  await screen.findByRole('heading', { name: 'Actions' });
  return { ...rendered, user, d };
}

describe('the similarity check on the editor’s page', () => {
  it('shows the limits, says no check is recorded, and checks the figures on blur', async () => {
    const { user } = await openSubmitted(null);
    expect(await screen.findByText(/similarity at most 25%.*at least 70% unique content/)).toBeInTheDocument();
    expect(await screen.findByText('No similarity check recorded yet.')).toBeInTheDocument();
    const score = screen.getByLabelText(/Similarity score/);
    await user.type(score, '120');
    await user.tab();
    expect(await screen.findByText('Enter the similarity score as a percentage from 0 to 100')).toBeInTheDocument();
    expect(score).toHaveAttribute('aria-invalid', 'true');
  });

  it('records score, unique content and report as multipart and toasts', async () => {
    const { api, user, d } = await openSubmitted(null);
    mockApi(on(`POST /api/submissions/${d.id}/similarity-check`, () => checkOf()));
    await user.type(screen.getByLabelText(/Similarity score/), '12');
    await user.type(screen.getByLabelText(/Unique content/), '88');
    await user.click(screen.getByRole('button', { name: 'Record check' }));
    expect(await screen.findByText('Attach the similarity report')).toBeInTheDocument();
    const report = new File(['%PDF-1.4 report'], 'report.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText(/Similarity report/), report);
    await user.click(screen.getByRole('button', { name: 'Record check' }));
    await expectToast('Similarity check recorded');
    const form = api.bodiesOf(`POST /api/submissions/${d.id}/similarity-check`)[0] as FormData;
    expect(form.get('similarityPercent')).toBe('12');
    expect(form.get('uniquePercent')).toBe('88');
    expect((form.get('file') as File).name).toBe('report.pdf');
  });

  it('asks for confirmation before sending an over-limit manuscript to review; Cancel sends nothing', async () => {
    const over = checkOf({ similarityPercent: 31, uniquePercent: 65, overLimits: true });
    const { api, user, d } = await openSubmitted(over, []);
    mockApi(on(`POST /api/submissions/${d.id}/desk`, { id: d.id, status: 'under_review' }));
    expect(await screen.findByText(/over the policy/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send to review' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Send to review over the similarity policy?' });
    expect(dialog).toHaveTextContent('similarity 31% is above 25%');
    expect(dialog).toHaveTextContent('unique content 65% is below 70%');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.bodiesOf(`POST /api/submissions/${d.id}/desk`)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Send to review' }));
    const again = await screen.findByRole('alertdialog');
    await user.click(within(again).getByRole('button', { name: 'Send to review anyway' }));
    await expectToast('Sent to review');
    expect(api.bodiesOf(`POST /api/submissions/${d.id}/desk`)).toEqual([
      { action: 'send_to_review', confirmSimilarity: true },
    ]);
  });

  it('sends a manuscript within the policy without asking', async () => {
    const { api, user, d } = await openSubmitted(checkOf());
    mockApi(on(`POST /api/submissions/${d.id}/desk`, { id: d.id, status: 'under_review' }));
    expect(await screen.findByText(/within the policy/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send to review' }));
    await expectToast('Sent to review');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.bodiesOf(`POST /api/submissions/${d.id}/desk`)).toEqual([{ action: 'send_to_review' }]);
  });
});
