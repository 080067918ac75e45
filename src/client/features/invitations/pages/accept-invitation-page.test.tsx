// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { InvitationResponse } from '../../../../shared/api/submissions';
import { held, httpError, fail, mockApi, networkError, on } from '../../../test/msw';
import { findToast, renderAt } from '../test-utils';
import { ACCEPT_TERMS } from './accept-invitation-page';

const flagState = vi.hoisted(() => ({ publicContentFreeze: false, reviewForms: true, reviewInvites: true }));
vi.mock('../../../lib/flags', () => ({ flags: flagState }));

const MISSING = 'Invalid invitation link. The token is missing.';
const FALLBACK = 'Failed to accept invitation. The link may be invalid or expired.';
const UNEXPECTED = 'An unexpected error occurred. Please try again or contact support.';
const ACCEPT = 'POST /api/public/invites/accept';
const PREVIEW = 'POST /api/public/invites/preview';

beforeEach(() => {
  flagState.reviewInvites = true;
  // Decision 0036: the page asks what the link opens; by default the link is refused (no dates shown).
  mockApi(on(PREVIEW, fail(400, 'BAD_REQUEST', 'This invitation link is invalid or has expired.')));
});

/** The calls of `api` other than the preview. */
const answers = (calls: string[]) => calls.filter((c) => c !== PREVIEW);

describe('/invites/accept (seed 000 §2, §5, §8)', () => {
  it.each([['/invites/accept'], ['/invites/accept?token='], ['/invites/accept?token=%20%20']])(
    'shows the Invalid Invitation card without a token (%s) and offers no Accept button',
    (url) => {
      const api = mockApi();
      renderAt(url);
      expect(screen.getByRole('heading', { level: 1, name: 'Invalid Invitation' })).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent(MISSING);
      expect(screen.getByText(/contact the journal editor/)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Accept Invitation' })).not.toBeInTheDocument();
      expect(api.calls()).toEqual([]);
    },
  );

  it('shows the invitation with its four undertakings, the Accept button and a decline link', () => {
    renderAt('/invites/accept?token=tok-1');
    expect(screen.getByRole('heading', { level: 1, name: 'Review Invitation' })).toBeInTheDocument();
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual([...ACCEPT_TERMS]);
    expect(items.join(' ')).toMatch(/thorough/);
    expect(items.join(' ')).toMatch(/deadline/);
    expect(items.join(' ')).toMatch(/confidential/);
    expect(items.join(' ')).toMatch(/conflict of interest/);
    expect(screen.getByRole('button', { name: 'Accept Invitation' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Decline instead' })).toHaveAttribute(
      'href',
      '/invites/decline?token=tok-1',
    );
  });

  it("sends {token}, shows 'Processing...' while sending, then the accepted card and the 'Success' toast", async () => {
    const answer = held<InvitationResponse>();
    const api = mockApi(on(ACCEPT, answer.stub));
    const user = userEvent.setup();
    renderAt('/invites/accept?token=tok-1');
    await user.click(screen.getByRole('button', { name: 'Accept Invitation' }));
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(answers(api.calls())).toEqual(['POST /api/public/invites/accept']);
    expect(api.bodyOf(0)).toEqual({ token: 'tok-1' });

    answer.release({
      message: 'Invitation accepted. We created an account for you and sent an e-mail to set your password.',
      submissionTitle: 'Soil microbes and drought',
      reviewerName: 'Grace Hopper',
    });
    const card = await screen.findByRole('heading', { level: 1, name: 'Invitation Accepted' });
    const region = card.closest('section') as HTMLElement;
    expect(within(region).getByText(/sent an e-mail to set your password/)).toBeInTheDocument();
    expect(within(region).getByText('Soil microbes and drought')).toBeInTheDocument();
    expect(within(region).getByText('Grace Hopper')).toBeInTheDocument();
    expect(within(region).getByText(/The editor has been notified/)).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Go to your reviewer dashboard' })).toHaveAttribute(
      'href',
      '/dashboard/reviewer',
    );
    const toast = await findToast();
    expect(toast).toHaveTextContent('Success');
    expect(toast).toHaveTextContent('Review invitation accepted successfully');
    expect(toast).toHaveAttribute('data-variant', 'default');
  });

  it('leaves out the title and the name when the server does not return them', async () => {
    mockApi(on(ACCEPT, { message: 'Accepted.' }));
    const user = userEvent.setup();
    renderAt('/invites/accept?token=tok-1');
    await user.click(screen.getByRole('button', { name: 'Accept Invitation' }));
    expect(await screen.findByText('Accepted.')).toBeInTheDocument();
    expect(screen.queryByText('Submission')).not.toBeInTheDocument();
    expect(screen.queryByText('Reviewer')).not.toBeInTheDocument();
  });

  it("shows the server's message on an error card for an invalid or expired link, without a success toast", async () => {
    mockApi(on(ACCEPT, fail(410, 'INVITATION_EXPIRED', 'This invitation has expired.')));
    const user = userEvent.setup();
    renderAt('/invites/accept?token=old');
    await user.click(screen.getByRole('button', { name: 'Accept Invitation' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Invitation Error' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This invitation has expired.');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(document.querySelector('li[data-variant]')).toBeNull();
  });

  it("falls back to the seed's text when the error has no message", async () => {
    mockApi(on(ACCEPT, httpError(502, { text: 'Bad gateway' })));
    const user = userEvent.setup();
    renderAt('/invites/accept?token=tok-1');
    await user.click(screen.getByRole('button', { name: 'Accept Invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(FALLBACK);
  });

  it('says an unexpected error occurred on a network failure, and lets the reviewer try again', async () => {
    const api = mockApi(on(ACCEPT, networkError(), { once: true }), on(ACCEPT, { message: 'Accepted.' }));
    const user = userEvent.setup();
    renderAt('/invites/accept?token=tok-1');
    await user.click(screen.getByRole('button', { name: 'Accept Invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(UNEXPECTED);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await user.click(screen.getByRole('button', { name: 'Accept Invitation' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Invitation Accepted' })).toBeInTheDocument();
    await waitFor(() => expect(answers(api.calls())).toHaveLength(2));
  });

  it('shows the Invitations Unavailable card and sends nothing when VITE_REVIEW_INVITES is off', () => {
    flagState.reviewInvites = false;
    const api = mockApi();
    renderAt('/invites/accept?token=tok-1');
    expect(screen.getByRole('heading', { level: 1, name: 'Invitations Unavailable' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept Invitation' })).not.toBeInTheDocument();
    expect(api.calls()).toEqual([]);
  });

  it("names the editor's real due date in the deadline undertaking (decision 0036)", async () => {
    mockApi(
      on(PREVIEW, {
        submissionTitle: 'Soil microbes and drought',
        journalTitle: 'Journal of Agriculture',
        status: 'pending',
        respondBy: '2026-12-03',
        reviewDue: '2026-12-17',
      }),
    );
    renderAt('/invites/accept?token=tok-1');
    expect(
      await screen.findByText(
        'Meet the deadline given by the editor (your review is due by 17 December 2026), or tell the editor early if you cannot.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('3 December 2026')).toBeInTheDocument();
    expect(screen.getByText('Soil microbes and drought')).toBeInTheDocument();
  });

  it.each([
    ['accepted', 'You have already accepted this invitation.'],
    ['declined', 'You have already declined this invitation.'],
  ] as const)('says a used (%s) link was already answered and offers no Accept button', async (status, text) => {
    const api = mockApi(
      on(PREVIEW, {
        submissionTitle: 'Soil microbes and drought',
        journalTitle: 'Journal of Agriculture',
        status,
        respondBy: '2026-12-03',
        reviewDue: '2026-12-17',
      }),
    );
    renderAt('/invites/accept?token=tok-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Invitation Already Answered' })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept Invitation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Decline instead' })).not.toBeInTheDocument();
    expect(answers(api.calls())).toEqual([]);
  });

  it('sets the page title', () => {
    renderAt('/invites/accept?token=tok-1');
    expect(document.title).toContain('Review Invitation');
  });
});
