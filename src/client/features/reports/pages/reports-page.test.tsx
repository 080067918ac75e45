// @vitest-environment jsdom
/**
 * /dashboard/reports (docs/decisions/0086-editorial-reports.md): the period from the URL, the
 * counts and rates with their definitions, the times, the reviewers, the workload and the months'
 * tables; a CSV download per table with the same query; a 403 read as "for editors-in-chief and
 * admins"; a bad date in the URL shown on its field and never sent.
 */
import '@testing-library/jest-dom/vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EditorialReport, ReportScope } from '../../../../shared/api/reports';
import { renderWithSession, seedSession } from '../../../lib/session/test-utils';
import { currentUser } from '../../../test/fixtures';
import { fail, file, mockApi, on } from '../../../test/msw';
import { ReportsPage } from './reports-page';

// The canvas charts need a browser's canvas (e2e covers them); here the figures' tables are read.
vi.mock('../components/trend-chart', () => ({
  default: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

afterEach(() => vi.restoreAllMocks());

const SCOPE: ReportScope = {
  allJournals: false,
  journals: [
    {
      id: 3,
      title: 'Journal of Life Sciences',
      editors: [
        { id: 11, name: 'Edna Editor', role: 'editor' },
        { id: 12, name: 'Cal Chief', role: 'editor_in_chief' },
      ],
    },
  ],
};

const REPORT: EditorialReport = {
  from: '2026-01-01',
  to: '2026-03-31',
  journalId: null,
  editorId: null,
  today: '2026-04-10',
  counts: {
    received: 6,
    deskRejected: 1,
    sentToReview: 3,
    accepted: 1,
    rejected: 1,
    withdrawn: 1,
    published: 2,
    decided: 3,
    acceptanceRate: 1 / 3,
    deskRejectRate: 1 / 3,
  },
  times: [
    { measure: 'submission_to_first_decision', n: 4, medianDays: 30, p90Days: 31.4 },
    { measure: 'submission_to_acceptance', n: 1, medianDays: 32, p90Days: 32 },
    { measure: 'acceptance_to_publication', n: 2, medianDays: 37.5, p90Days: 43.5 },
    { measure: 'review_turnaround', n: 3, medianDays: 20, p90Days: 20.8 },
    { measure: 'invitation_response', n: 0, medianDays: null, p90Days: null },
  ],
  reviewers: {
    invitationsSent: 7,
    accepted: 3,
    declined: 3,
    overdue: 1,
    completed: 3,
    reviewers: 2,
    reviewsPerReviewer: 1.5,
  },
  declineReasons: [
    { reason: 'Too busy', count: 2 },
    { reason: null, count: 1 },
  ],
  reviewerList: [
    {
      name: 'Ada Reviewer',
      email: 'ada@example.org',
      invited: 2,
      accepted: 2,
      completed: 2,
      medianTurnaroundDays: 20.5,
    },
  ],
  workload: [
    { editorId: 11, name: 'Edna Editor', open: 3, byStage: [1, 1, 1, 0, 0, 0, 0, 0], waiting: 1, overdue: 2 },
    { editorId: null, name: null, open: 1, byStage: [1, 0, 0, 0, 0, 0, 0, 0], waiting: 1, overdue: 0 },
  ],
  trends: [
    {
      month: '2026-01',
      received: 2,
      deskRejected: 1,
      sentToReview: 1,
      accepted: 0,
      rejected: 0,
      withdrawn: 0,
      published: 1,
      medianDaysToFirstDecision: 16,
    },
    {
      month: '2026-02',
      received: 2,
      deskRejected: 0,
      sentToReview: 1,
      accepted: 1,
      rejected: 0,
      withdrawn: 1,
      published: 0,
      medianDaysToFirstDecision: 32,
    },
    {
      month: '2026-03',
      received: 2,
      deskRejected: 0,
      sentToReview: 1,
      accepted: 0,
      rejected: 1,
      withdrawn: 0,
      published: 1,
      medianDaysToFirstDecision: null,
    },
  ],
};

const Q = 'from=2026-01-01&to=2026-03-31';

function renderReports(at: string, handlers: Parameters<typeof mockApi>) {
  seedSession('tok', { name: 'Cal Chief', role: 'editor' });
  const api = mockApi(...handlers, on('GET /api/me', currentUser({ name: 'Cal Chief', role: 'editor' })));
  const view = renderWithSession([{ path: '/dashboard/reports', element: <ReportsPage /> }], at);
  return { api, ...view };
}

describe('/dashboard/reports (decision 0086)', () => {
  it('shows the counts, the rates with their definitions, the times, the reviewers, the workload and the months', async () => {
    renderReports(`/dashboard/reports?${Q}`, [
      on('GET /api/reports/scope', SCOPE),
      on(`GET /api/reports/editorial?${Q}`, REPORT),
    ]);
    const counts = await screen.findByRole('group', { name: 'Submissions in the period' });
    const figure = (term: string) => within(counts).getByText(term).nextElementSibling;
    expect(figure('Received')).toHaveTextContent('6');
    expect(figure('Acceptance rate')).toHaveTextContent('33.3 %');
    expect(figure('Desk-reject rate')).toHaveTextContent('33.3 %');
    expect(screen.getByText(/= accepted ÷ decided, in the period/)).toBeInTheDocument();
    expect(screen.getByText(/= desk-rejected ÷ decided, in the period/)).toBeInTheDocument();

    const times = screen.getByRole('region', { name: 'Median and 90th percentile days' });
    const first = within(times).getByRole('row', { name: /Submission to first decision/ });
    expect(first).toHaveTextContent('30.0');
    expect(first).toHaveTextContent('31.4');
    expect(within(times).getByRole('row', { name: /Invitation response time/ })).toHaveTextContent('—');

    const reasons = screen.getByRole('region', { name: 'Decline reasons' });
    expect(within(reasons).getByRole('row', { name: /Too busy/ })).toHaveTextContent('2');
    expect(within(reasons).getByRole('row', { name: /No reason given/ })).toHaveTextContent('1');
    expect(
      within(screen.getByRole('group', { name: 'Reviewer invitations' })).getByText('Reviews per reviewer')
        .nextElementSibling,
    ).toHaveTextContent('1.50');

    const workload = screen.getByRole('region', { name: 'Open submissions per editor' });
    expect(within(workload).getByRole('row', { name: /Edna Editor/ })).toHaveTextContent(/3\s*1\s*1\s*1/);
    expect(within(workload).getByRole('row', { name: /No handling editor/ })).toBeInTheDocument();

    const months = screen.getByRole('region', { name: 'Counts by month' });
    expect(within(months).getAllByRole('row')).toHaveLength(4);
    expect(within(months).getByRole('row', { name: /Jan 2026/ })).toHaveTextContent('16.0');
    // Each chart is named and has its own table of figures.
    expect(await screen.findByRole('img', { name: 'Decisions and withdrawals' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Decisions and withdrawals, by month' })).toBeInTheDocument();
  });

  it('downloads a table as CSV with the same period', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:reports/1');
    URL.revokeObjectURL = vi.fn();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { api } = renderReports(`/dashboard/reports?${Q}`, [
      on('GET /api/reports/scope', SCOPE),
      on(`GET /api/reports/editorial?${Q}`, REPORT),
      on(
        `GET /api/reports/editorial/csv?${Q}&table=times`,
        file('measure,n\r\n', 'text/csv', { 'content-disposition': 'attachment; filename="editorial-times.csv"' }),
      ),
    ]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Download the times as CSV' }));
    await vi.waitFor(() => expect(saved).toEqual(['editorial-times.csv']));
    expect(api.calls()).toContain(`GET /api/reports/editorial/csv?${Q}&table=times`);
  });

  it('asks again for the period chosen in the form', async () => {
    const { api, router } = renderReports(`/dashboard/reports?${Q}`, [
      on('GET /api/reports/scope', SCOPE),
      on(`GET /api/reports/editorial?${Q}`, REPORT),
      on('GET /api/reports/editorial?from=2026-02-01&to=2026-03-31&journalId=3&editorId=11', REPORT),
    ]);
    const user = userEvent.setup();
    const from = await screen.findByLabelText(/From/);
    await user.clear(from);
    await user.type(from, '2026-02-01');
    await user.selectOptions(screen.getByLabelText(/Journal/), '3');
    await user.selectOptions(screen.getByLabelText(/Editor/), 'Edna Editor');
    await user.click(screen.getByRole('button', { name: 'Show report' }));
    await vi.waitFor(() =>
      expect(router.state.location.search).toBe('?from=2026-02-01&to=2026-03-31&journalId=3&editorId=11'),
    );
    await vi.waitFor(() =>
      expect(api.calls()).toContain('GET /api/reports/editorial?from=2026-02-01&to=2026-03-31&journalId=3&editorId=11'),
    );
  });

  it('shows a bad date on its field and asks for no report', async () => {
    const { api } = renderReports('/dashboard/reports?from=2026-02-30&to=2026-03-31', [
      on('GET /api/reports/scope', SCOPE),
    ]);
    expect(await screen.findByText('from must be a date (YYYY-MM-DD)')).toBeInTheDocument();
    await act(async () => {});
    expect(api.calls().filter((c) => c.includes('/api/reports/editorial'))).toEqual([]);
  });

  it('tells a caller the server refuses that the reports are for editors-in-chief and admins', async () => {
    renderReports(`/dashboard/reports?${Q}`, [
      on('GET /api/reports/scope', fail(403, 'FORBIDDEN', 'The reports are for editors-in-chief and admins')),
      // A 403 first renews the session (the role may have changed), then asks again: still 403.
      on('POST /api/refresh', { token: 'new' }),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent('The reports are for editors-in-chief and admins.');
    expect(screen.queryByRole('form', { name: 'Report period' })).not.toBeInTheDocument();
  });
});
