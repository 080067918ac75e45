// @vitest-environment jsdom
/**
 * /dashboard/admin, the Deposits tab (decision 0027): admins only; the deposits with status,
 * attempts and Crossref's answer; Download XML; Redeposit when deposits are sent (and not
 * offered when they are not); the DOAJ export of a journal or of one issue.
 */
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DepositItem } from '../../../../shared/api/deposits';
import { mockViewportWidth } from '../../../test/media';
import { file, on } from '../../../test/msw';
import {
  adminCalls,
  catalogueJournal,
  errorResponse,
  expectToast,
  renderDashboard,
  stubDownloads,
} from '../test-fixtures';

const DEPOSITS = 'GET /api/admin/deposits?limit=20&offset=0';
const SETTINGS = 'GET /api/admin/deposits/settings';
const ORCID_ITEMS = 'GET /api/admin/orcid-items?limit=20&offset=0';
const JOURNALS = 'GET /api/journals?limit=100';

function deposit(overrides: Partial<DepositItem> = {}): DepositItem {
  return {
    id: 7,
    articleId: 42,
    articleTitle: 'Tidal heating of icy moons',
    doi: '10.55555/jls.2026.1',
    status: 'pending',
    attempts: 1,
    nextAttemptAt: '2026-04-01T09:31:00.000Z',
    batchId: 'genesis-article-42-deposit-7-attempt-1',
    lastError: 'Crossref answered HTTP 503',
    responseStatus: 503,
    responseBody: 'Down for maintenance',
    createdAt: '2026-04-01T09:30:00.000Z',
    sentAt: null,
    xmlUrl: '/api/admin/deposits/articles/42/crossref.xml',
    ...overrides,
  };
}

const journal = catalogueJournal;

async function openDeposits() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('link', { name: 'Deposits' }));
  return user;
}

describe('/dashboard/admin: Deposits, ORCID credit (decision 0088)', () => {
  it('lists the items written to ORCID records with the failure and ORCID’s answer', async () => {
    renderDashboard([
      on(DEPOSITS, []),
      on(SETTINGS, { doiPrefix: '10.55555', sending: true }),
      on(JOURNALS, [journal]),
      on(ORCID_ITEMS, [
        {
          id: 3,
          kind: 'work',
          orcid: '0000-0001-5109-3700',
          articleId: 42,
          articleTitle: 'Tides of moons',
          journalTitle: 'Journal of Life Sciences',
          putCode: null,
          status: 'revoked',
          attempts: 1,
          lastError: 'ORCID answered 401: invalid_token',
          responseStatus: 401,
          updatedAt: '2026-11-30T10:00:00.000Z',
          sentAt: null,
        },
      ]),
    ]);
    await openDeposits();
    const table = await screen.findByRole('region', { name: 'ORCID credit' });
    expect(within(table).getByText('Access revoked')).toBeInTheDocument();
    expect(within(table).getByText('ORCID answered 401: invalid_token')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: '0000-0001-5109-3700' })).toHaveAttribute(
      'href',
      'https://orcid.org/0000-0001-5109-3700',
    );
  });
});

describe('/dashboard/admin: Deposits (decision 0027)', () => {
  it('lists deposits with Crossref’s answer, downloads the XML and redeposits', async () => {
    const d = deposit();
    const { api } = renderDashboard([
      on(DEPOSITS, [d]),
      on(SETTINGS, { doiPrefix: '10.55555', sending: true }),
      on(ORCID_ITEMS, []),
      on(JOURNALS, [journal]),
      on('GET /api/admin/deposits/articles/42/crossref.xml', file('<doi_batch/>', 'application/xml')),
      on('POST /api/admin/deposits/articles/42/redeposit', { ...d, id: 8, status: 'pending', attempts: 0 }),
    ]);
    const user = await openDeposits();
    expect(await screen.findByText(/prefix 10\.55555/)).toBeInTheDocument();
    const row = within(await screen.findByRole('table')).getAllByRole('row')[1];
    expect(row).toHaveTextContent('Tidal heating of icy moons');
    expect(row).toHaveTextContent('10.55555/jls.2026.1');
    expect(row).toHaveTextContent('Pending');
    expect(row).toHaveTextContent('1 attempt');
    expect(row).toHaveTextContent('Crossref answered HTTP 503');
    expect(row).toHaveTextContent('HTTP 503');

    const saved = stubDownloads();
    await user.click(within(row).getByRole('button', { name: 'Download XML of deposit #7' }));
    await waitFor(() => expect(saved).toEqual(['crossref-article-42.xml']));

    await user.click(within(row).getByRole('button', { name: 'Redeposit 10.55555/jls.2026.1' }));
    await expectToast('Redeposit queued');
    expect(adminCalls(api)).toContain('POST /api/admin/deposits/articles/42/redeposit');
  });

  // Decision 0077: up to 640 px each deposit is a card (the article as heading) with its buttons.
  it('shows the deposits as cards on a 390 px phone, with Download XML and Redeposit', async () => {
    const restore = mockViewportWidth(390);
    try {
      renderDashboard([
        on(DEPOSITS, [deposit()]),
        on(SETTINGS, { doiPrefix: '10.55555', sending: true }),
        on(ORCID_ITEMS, []),
        on(JOURNALS, [journal]),
      ]);
      await openDeposits();
      const region = await screen.findByRole('region', { name: 'Crossref deposits' });
      expect(within(region).queryByRole('table')).toBeNull();
      const [card] = within(region).getAllByRole('listitem');
      expect(within(card).getByRole('heading', { level: 3, name: /Tidal heating of icy moons/ })).toBeInTheDocument();
      expect(card).toHaveTextContent('Pending');
      expect(within(card).getByRole('button', { name: 'Download XML of deposit #7' })).toBeInTheDocument();
      expect(await within(card).findByRole('button', { name: 'Redeposit 10.55555/jls.2026.1' })).toBeInTheDocument();
    } finally {
      restore();
    }
  });

  it('offers no Redeposit when deposits are not sent', async () => {
    renderDashboard([
      on(DEPOSITS, [deposit()]),
      on(SETTINGS, { doiPrefix: null, sending: false }),
      on(ORCID_ITEMS, []),
      on(JOURNALS, [journal]),
    ]);
    await openDeposits();
    expect(await screen.findByText(/Deposits are not sent/)).toBeInTheDocument();
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Redeposit/ })).toBeNull();
  });

  it('toasts the server’s message when a redeposit is refused', async () => {
    renderDashboard([
      on(DEPOSITS, [deposit()]),
      on(SETTINGS, { doiPrefix: '10.55555', sending: true }),
      on(ORCID_ITEMS, []),
      on(JOURNALS, [journal]),
      on('POST /api/admin/deposits/articles/42/redeposit', errorResponse(409, 'This article has no DOI to deposit')),
    ]);
    const user = await openDeposits();
    await user.click(await screen.findByRole('button', { name: 'Redeposit 10.55555/jls.2026.1' }));
    await expectToast('Redeposit failed', 'This article has no DOI to deposit');
  });

  it('downloads the DOAJ export of a journal and of one issue', async () => {
    const { api } = renderDashboard([
      on(DEPOSITS, []),
      on(SETTINGS, { doiPrefix: null, sending: false }),
      on(ORCID_ITEMS, []),
      on(JOURNALS, [journal]),
      on('GET /api/admin/exports/doaj/journals/3', file('<records/>', 'application/xml')),
      on('GET /api/admin/exports/doaj/journals/3?volume=4&issue=2', file('<records/>', 'application/xml')),
    ]);
    const user = await openDeposits();
    const saved = stubDownloads();
    const download = await screen.findByRole('button', { name: 'Download DOAJ XML' });
    await user.click(download);
    const panel = within(screen.getByRole('region', { name: 'Deposits' }));
    await user.type(panel.getByLabelText(/Volume/), '4');
    await user.click(download);
    expect(await screen.findByRole('alert')).toHaveTextContent('Give both volume and issue, or neither');
    await user.type(panel.getByLabelText(/Issue/), '2');
    await user.click(download);
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(adminCalls(api).filter((c) => c.includes('doaj'))).toEqual([
      'GET /api/admin/exports/doaj/journals/3',
      'GET /api/admin/exports/doaj/journals/3?volume=4&issue=2',
    ]);
  });

  it("says why a journal with no published article has no DOAJ export (the server's 409), at the form", async () => {
    const reason = 'This journal has no published article to export';
    renderDashboard([
      on(DEPOSITS, []),
      on(SETTINGS, { doiPrefix: null, sending: false }),
      on(ORCID_ITEMS, []),
      on(JOURNALS, [journal]),
      on('GET /api/admin/exports/doaj/journals/3', errorResponse(409, reason)),
    ]);
    const user = await openDeposits();
    const saved = stubDownloads();
    await user.click(await screen.findByRole('button', { name: 'Download DOAJ XML' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(reason);
    expect(screen.queryByText('Failed to download file')).toBeNull();
    expect(saved).toEqual([]);
  });

  it('is not offered to an editor-in-chief', async () => {
    renderDashboard([], 'editor_in_chief');
    expect(await screen.findByRole('link', { name: 'Users' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Deposits' })).toBeNull();
  });
});
