// @vitest-environment jsdom
/**
 * "Find a reviewer" on the editor's submission page (decision 0051): the search
 * lists candidates with their figures and conflicts, "Invite" fills the invite
 * form's address, and a conflicted candidate needs a confirmation first.
 */
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ReviewerCandidate } from '../../../../shared/api/reviewer-candidates';
import { on } from '../../../test/msw';
import { detail, detailStubs, noAssignment, renderPage } from '../../../test/workflow-fixtures';
import { EditorDashboardPage } from './editor-dashboard-page';

function candidate(overrides: Partial<ReviewerCandidate> = {}): ReviewerCandidate {
  return {
    email: 'rosalind@example.org',
    name: 'Rosalind Franklin',
    affiliation: "King's College London",
    expertise: ['crystallography', 'DNA'],
    journals: ['journal-of-chemistry'],
    sources: ['account', 'application'],
    workload: 1,
    completedReviews: 2,
    averageTurnaroundDays: 5,
    lastReviewAt: '2026-04-06T00:00:00.000Z',
    conflicts: { sameAffiliation: false, coAuthor: false },
    alreadyInvited: false,
    ...overrides,
  };
}

const CONFLICTED = candidate({
  email: 'grace@example.org',
  name: 'Grace Hopper',
  affiliation: 'Vassar College',
  conflicts: { sameAffiliation: true, coAuthor: true },
  workload: 0,
  completedReviews: 0,
  averageTurnaroundDays: null,
  lastReviewAt: null,
});

async function openUnderReview() {
  const d = detail({ status: 'under_review', authorName: 'Ada Author', authorEmail: 'ada@example.org' });
  const rendered = renderPage(
    <EditorDashboardPage />,
    ['/dashboard/editor', '/dashboard/editor/submissions/:id'],
    'editor',
    on('GET /api/editor/journals', [
      { id: 3, title: 'Journal of Chemistry', slug: 'journal-of-chemistry', role: 'editor' },
      { id: 4, title: 'Journal of Renal Care', slug: 'journal-of-renal-care', role: 'editor' },
    ]),
    noAssignment(d.id),
    on('GET /api/editor/submissions?*', [d]),
    on(`GET /api/submissions/${d.id}`, d),
    on(`GET /api/submissions/${d.id}/reviewer-candidates?*`, {
      items: [candidate(), CONFLICTED],
      page: 1,
      pageSize: 20,
      total: 2,
    }),
    ...detailStubs(d.id),
  );
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: `View Details of submission #${d.id}` }));
  await screen.findByRole('heading', { name: 'Actions' });
  return { ...rendered, user, d };
}

async function searchFor(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.type(screen.getByRole('searchbox', { name: /Find a reviewer/ }), text);
  await user.click(screen.getByRole('button', { name: 'Search reviewers' }));
  return screen.findByRole('list', { name: 'Reviewer candidates' });
}

describe('Find a reviewer', () => {
  it('searches and shows each candidate’s figures and conflicts as cards', async () => {
    const { api, user, d } = await openUnderReview();
    const list = await searchFor(user, 'crystal');
    expect(api.urls()).toContain(`/api/submissions/${d.id}/reviewer-candidates?q=crystal&page=1`);
    const [rosalind, grace] = within(list).getAllByRole('listitem');
    expect(within(rosalind).getByText('Rosalind Franklin')).toBeInTheDocument();
    expect(within(rosalind).getByText('5 days')).toBeInTheDocument();
    expect(within(rosalind).getByText('2026-04-06')).toBeInTheDocument();
    expect(within(rosalind).getByText('Expertise: crystallography, DNA')).toBeInTheDocument();
    expect(within(rosalind).queryByText(/Conflict/)).toBeNull();
    expect(within(grace).getByText('Conflict: Same affiliation as an author')).toBeInTheDocument();
    expect(within(grace).getByText('Conflict: Co-author of this submission')).toBeInTheDocument();
  });

  it('narrows the search to one of the editor’s journals', async () => {
    const { api, user, d } = await openUnderReview();
    const journal = screen.getByRole('combobox', { name: /Reviewers for journal/ });
    expect(within(journal).getByRole('option', { name: 'Any journal' })).toBeInTheDocument();
    await user.selectOptions(journal, 'Journal of Renal Care');
    await searchFor(user, 'kidney');
    expect(api.urls()).toContain(
      `/api/submissions/${d.id}/reviewer-candidates?q=kidney&journal=journal-of-renal-care&page=1`,
    );
    await user.selectOptions(journal, 'Any journal');
    await user.click(screen.getByRole('button', { name: 'Search reviewers' }));
    await waitFor(() => expect(api.urls()).toContain(`/api/submissions/${d.id}/reviewer-candidates?q=kidney&page=1`));
  });

  it('fills the invite form’s address with the chosen reviewer', async () => {
    const { user } = await openUnderReview();
    const list = await searchFor(user, 'franklin');
    await user.click(within(within(list).getAllByRole('listitem')[0]).getByRole('button', { name: 'Invite' }));
    expect(screen.getByLabelText(/^Reviewer email/)).toHaveValue('rosalind@example.org');
  });

  it('asks for confirmation before filling in a conflicted reviewer', async () => {
    const { user } = await openUnderReview();
    const list = await searchFor(user, 'grace');
    await user.click(within(within(list).getAllByRole('listitem')[1]).getByRole('button', { name: 'Invite' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Same affiliation as an author; Co-author of this submission');
    expect(screen.getByLabelText(/^Reviewer email/)).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText(/^Reviewer email/)).toHaveValue('');
    await user.click(within(within(list).getAllByRole('listitem')[1]).getByRole('button', { name: 'Invite' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Use this reviewer anyway' }));
    expect(screen.getByLabelText(/^Reviewer email/)).toHaveValue('grace@example.org');
  });
});
