// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { InvitationResponse } from '../../../../shared/api/submissions';
import { fail, held, mockApi, networkError, on } from '../../../test/msw';
import { findToast, renderAt } from '../test-utils';

const flagState = vi.hoisted(() => ({ publicContentFreeze: false, reviewForms: true, reviewInvites: true }));
vi.mock('../../../lib/flags', () => ({ flags: flagState }));

const MISSING = 'Invalid invitation link. The token is missing.';
const FALLBACK = 'Failed to decline invitation. The link may be invalid or expired.';
const UNEXPECTED = 'An unexpected error occurred. Please try again or contact support.';
const DEFAULT_MESSAGE = 'Thank you for your response. We understand that you are unable to review at this time.';
const DECLINE = 'POST /api/public/invites/decline';

beforeEach(() => {
  flagState.reviewInvites = true;
});

const reason = () => screen.getByRole('textbox', { name: /Reason for declining/ });
const declineButton = () => screen.getByRole('button', { name: 'Decline Invitation' });

describe('/invites/decline (seed 000 §2, §5, §8)', () => {
  it('shows the Invalid Invitation card without a token, with no form and no call', () => {
    const api = mockApi();
    renderAt('/invites/decline');
    expect(screen.getByRole('heading', { level: 1, name: 'Invalid Invitation' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(MISSING);
    expect(screen.getByText('Please contact the journal editor for a new invitation link.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Decline Invitation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(api.calls()).toEqual([]);
  });

  it('shows the form: an optional 4-row reason, the Decline Invitation button and what declining confirms', () => {
    renderAt('/invites/decline?token=tok-9');
    expect(screen.getByRole('heading', { level: 1, name: 'Decline Review Invitation' })).toBeInTheDocument();
    expect(screen.getByText(/Declining confirms that you cannot review this manuscript/)).toBeInTheDocument();
    expect(reason()).toHaveAttribute('rows', '4');
    expect(reason()).not.toBeRequired();
    expect(screen.getByText('(optional)')).toBeInTheDocument();
    expect(declineButton()).toBeEnabled();
  });

  it("sends {token, reason} trimmed, shows 'Processing...', then the Response Recorded card and toast", async () => {
    const answer = held<InvitationResponse>();
    const api = mockApi(on(DECLINE, answer.stub));
    const user = userEvent.setup();
    renderAt('/invites/decline?token=tok-9');
    await user.type(reason(), '  On leave until June.  ');
    await user.click(declineButton());
    expect(await screen.findByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(api.calls()).toEqual(['POST /api/public/invites/decline']);
    expect(api.bodyOf(0)).toEqual({ token: 'tok-9', reason: 'On leave until June.' });

    answer.release({
      message: 'Thanks, noted.',
      submissionTitle: 'Soil microbes and drought',
      reviewerName: 'Grace Hopper',
    });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Response Recorded' });
    const card = heading.closest('section') as HTMLElement;
    expect(within(card).getByText('Thanks, noted.')).toBeInTheDocument();
    expect(within(card).getByText('Soil microbes and drought')).toBeInTheDocument();
    expect(within(card).getByText('Grace Hopper')).toBeInTheDocument();
    expect(within(card).getByText('The editor has been notified of your response.')).toBeInTheDocument();
    const toast = await findToast();
    expect(toast).toHaveTextContent('Response Recorded');
    expect(toast).toHaveTextContent('Your decline response has been recorded');
  });

  it('omits an empty reason, and shows the default message when the server gives none', async () => {
    const api = mockApi(on(DECLINE, { message: '' }));
    const user = userEvent.setup();
    renderAt('/invites/decline?token=tok-9');
    await user.type(reason(), '   ');
    await user.click(declineButton());
    expect(await screen.findByText(DEFAULT_MESSAGE)).toBeInTheDocument();
    expect(api.bodyOf(0)).toEqual({ token: 'tok-9' });
    expect(screen.queryByText('Submission')).not.toBeInTheDocument();
    expect(screen.queryByText('Reviewer')).not.toBeInTheDocument();
  });

  it('refuses a reason over 2000 characters with the shared message, sending nothing', async () => {
    const api = mockApi();
    const user = userEvent.setup();
    renderAt('/invites/decline?token=tok-9');
    fireEvent.change(reason(), { target: { value: 'x'.repeat(2001) } });
    await user.click(declineButton());
    expect(await screen.findByText(/Reason must be 2000 characters or less/)).toBeInTheDocument();
    expect(api.calls()).toEqual([]);
  });

  it("shows the server's message on the error card for an invalid or expired link", async () => {
    mockApi(on(DECLINE, fail(404, 'NOT_FOUND', 'This invitation link is not valid.')));
    const user = userEvent.setup();
    renderAt('/invites/decline?token=bad');
    await user.click(declineButton());
    expect(await screen.findByRole('heading', { level: 1, name: 'Invitation Error' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This invitation link is not valid.');
    expect(document.querySelector('li[data-variant]')).toBeNull();
  });

  it("falls back to the seed's text when the error body has no message", async () => {
    mockApi(on(DECLINE, fail(500, 'INTERNAL', '')));
    const user = userEvent.setup();
    renderAt('/invites/decline?token=tok-9');
    await user.click(declineButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(FALLBACK);
  });

  it('says an unexpected error occurred on a network failure, and can go back to the form', async () => {
    mockApi(on(DECLINE, networkError()));
    const user = userEvent.setup();
    renderAt('/invites/decline?token=tok-9');
    await user.click(declineButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(UNEXPECTED);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(declineButton()).toBeEnabled();
  });

  it('shows the Invitations Unavailable card when VITE_REVIEW_INVITES is off', () => {
    flagState.reviewInvites = false;
    renderAt('/invites/decline?token=tok-9');
    expect(screen.getByRole('heading', { level: 1, name: 'Invitations Unavailable' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Decline Invitation' })).not.toBeInTheDocument();
  });
});
