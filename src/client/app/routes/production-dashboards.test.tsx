// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
/**
 * The dashboards composed in app/routes (docs/decisions/0065-production-feature.md): the
 * submissions feature's pages show the production feature's panel in a picked submission's
 * details — to the editor while the submission is in production (decision 0028: "Production",
 * the web version, the issue select of decision 0032), to the author while the proof awaits
 * approval ("Proof for approval").
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import type { SubmissionDetail } from '../../../shared/api/submissions';
import { on } from '../../test/msw';
import { detail, detailStubs, noAssignment, renderPage, summary } from '../../test/workflow-fixtures';
import { productionStubs } from '../../features/production/test-fixtures';
import { AuthorDashboard } from './author-dashboard';
import { EditorDashboard } from './editor-dashboard';

/**
 * The editor dashboard (as composed in app/routes) with `d` in the queue, opened: its details,
 * editors, mail record, drafts and an empty Discussion, plus `handlers` (e.g. the production panel's).
 */
async function openForEditor(d: SubmissionDetail, ...handlers: HttpHandler[]): Promise<void> {
  renderPage(
    <EditorDashboard />,
    ['/dashboard/editor', '/dashboard/editor/submissions/:id'],
    'editor',
    on('GET /api/editor/journals', []),
    noAssignment(d.id),
    on('GET /api/editor/submissions?*', [d]),
    on(`GET /api/submissions/${d.id}`, d),
    ...detailStubs(d.id),
    ...handlers,
    // The Discussion panel beside the history (decision 0072).
    on(`GET /api/submissions/${d.id}/discussions`, { threads: [] }),
  );
  await userEvent.setup().click(await screen.findByRole('button', { name: `View Details of submission #${d.id}` }));
}

describe('the dashboards with the production panel', () => {
  it('shows the editor the production panel of a submission in production', async () => {
    const d = detail({ status: 'in_production' });
    await openForEditor(d, ...productionStubs(d.id));
    const panel = await screen.findByRole('region', { name: 'Production' });
    const web = await within(panel).findByRole('region', { name: 'Web version of the article' });
    expect(within(web).getByRole('heading', { name: 'Introduction' })).toBeInTheDocument();
    expect(await within(panel).findByLabelText('Issue')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Discussion' })).toBeInTheDocument();
  });

  it('shows the editor the Discussion beside the history in every stage, not only in production', async () => {
    // Decision 0075: the correspondence sits in the column beside the history ("History and
    // correspondence"), whatever stage the stepper shows; decision 0072: the editor writes to the
    // author while the submission is in review.
    const d = detail({ status: 'under_review' });
    await openForEditor(d);
    const aside = await screen.findByRole('complementary', { name: 'History and correspondence' });
    expect(await within(aside).findByRole('region', { name: 'Discussion' })).toBeInTheDocument();
    expect(screen.getAllByRole('region', { name: 'Discussion' })).toHaveLength(1);
  });

  it('shows the editor the production panel in the publication stage too (the issue and metadata before publishing)', async () => {
    // Decision 0075: at proof approved the stepper stands at publication; the issue the article
    // goes into (or is held for, with its "Scheduled" note, decision 0032) and the metadata are
    // checked there before Publish, not only in the production stage the stepper has left.
    const d = detail({ status: 'proof_approved' });
    await openForEditor(d, ...productionStubs(d.id));
    const stage = await screen.findByRole('region', { name: 'Publication stage' });
    expect(within(stage).getByRole('button', { name: 'Publish' })).toBeInTheDocument();
    const panel = await within(stage).findByRole('region', { name: 'Production' });
    expect(await within(panel).findByLabelText('Issue')).toBeInTheDocument();
  });

  it('shows the author the proof for approval', async () => {
    const s = summary({ status: 'proof_uploaded' });
    renderPage(
      <AuthorDashboard />,
      '/dashboard/author',
      'author',
      on('GET /api/author/submissions', [s]),
      on('GET /api/journals?limit=100&house=true', []),
      on(`GET /api/submissions/${s.id}`, detail({ ...s })),
      // The author's submission shows its mail record (decision 0071): none here.
      on(`GET /api/submissions/${s.id}/mails`, []),
      ...productionStubs(s.id),
      on(`GET /api/submissions/${s.id}/discussions`, { threads: [] }),
    );
    const user = userEvent.setup();
    await screen.findByRole('table');
    await user.selectOptions(screen.getByRole('combobox', { name: /Submission/ }), String(s.id));
    const panel = await screen.findByRole('region', { name: 'Proof for approval' });
    expect(await within(panel).findByRole('region', { name: 'Web version of the article' })).toBeInTheDocument();
    expect(within(panel).queryByLabelText('Issue')).not.toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Discussion' })).toBeInTheDocument();
  });
});
