// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RESET_REDIRECT_MS } from '../../../../shared/domain/session';
import { RESET_LINK_INVALID } from '../../../../shared/validation/auth';
import { renderWithSession, seedSession } from '../../../lib/session/test-utils';
import { fail, held, httpError, mockApi, on, pending } from '../../../test/msw';
import { PortalResetPasswordPage, ResetPasswordPage } from './reset-password-page';

afterEach(() => {
  vi.useRealTimers();
});

const ROUTES = [
  { path: '/portal/reset-password', element: <PortalResetPasswordPage /> },
  { path: '/reset-password', element: <ResetPasswordPage /> },
];
const render = (route: string) => renderWithSession(ROUTES, route);
const VALID = { valid: true };

async function fillPasswords(user: ReturnType<typeof userEvent.setup>, password: string, confirm: string) {
  await user.type(await screen.findByLabelText(/^New password/), password);
  await user.type(screen.getByLabelText(/^Confirm new password/), confirm);
}

describe('reset pages (seed 001 §2 "Password reset", §4, §8)', () => {
  it('without a token redirects: portal → /portal, public → /forgot-password', async () => {
    const api = mockApi();
    render('/portal/reset-password');
    expect(await screen.findByText('Elsewhere: /portal')).toBeInTheDocument();
    render('/reset-password?token=');
    expect(await screen.findByText('Elsewhere: /forgot-password')).toBeInTheDocument();
    expect(api.calls()).toEqual([]);
  });

  it("titles a new account's set-password link for setting a password, a reset link for a reset (decision 0069)", async () => {
    mockApi(
      on('GET /api/password-reset/validate/new', { valid: true, purpose: 'set' }),
      on('GET /api/password-reset/validate/old', VALID),
    );
    const first = render('/reset-password?token=new');
    expect(await screen.findByRole('heading', { level: 1, name: 'Set Your Password' })).toBeInTheDocument();
    expect(screen.getByText('Choose a password for your new account.')).toBeInTheDocument();
    first.unmount();
    render('/reset-password?token=old');
    expect(await screen.findByLabelText(/^New password/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeInTheDocument();
  });

  it('shows the waiting state while the token is validated, with the token URL-encoded', async () => {
    const api = mockApi(on('GET /api/password-reset/validate/a%2Fb%20c', pending));
    render('/portal/reset-password?token=a%2Fb+c');
    expect(await screen.findByText('Validating reset link…')).toBeInTheDocument();
    expect(api.calls()).toEqual(['GET /api/password-reset/validate/a%2Fb%20c']);
  });

  it('says an invalid link is invalid or expired, then redirects after 3 s (portal → /portal)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi(on('GET /api/password-reset/validate/tok', { valid: false }));
    render('/portal/reset-password?token=tok');
    expect(await screen.findByText(RESET_LINK_INVALID)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(RESET_REDIRECT_MS - 100));
    expect(screen.queryByTestId('elsewhere')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(await screen.findByText('Elsewhere: /portal')).toBeInTheDocument();
  });

  it('still answers when the session ends while the link is checked (a used link opened right after signing out)', async () => {
    // The page loads with the old token still stored (signing out had not finished): /api/me
    // and the refresh fail, the session is cleared, and the cached answers of the old session
    // are forgotten; the check in flight must still reach the page.
    seedSession('revoked', { name: 'Fay', role: 'author' });
    const validity = held<{ valid: boolean }>();
    const refresh = held<never>();
    mockApi(
      on('GET /api/me', fail(401, 'UNAUTHORIZED', 'Unauthorized')),
      on('POST /api/refresh', refresh.stub),
      on('GET /api/password-reset/validate/used', validity.stub),
    );
    render('/reset-password?token=used');
    expect(await screen.findByText('Validating reset link…')).toBeInTheDocument();
    refresh.release(fail(401, 'UNAUTHORIZED', 'Unauthorized'));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    validity.release({ valid: false });
    expect(await screen.findByText(RESET_LINK_INVALID)).toBeInTheDocument();
  });

  it('sends the public page to /forgot-password after an invalid link', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi(on('GET /api/password-reset/validate/tok', fail(400, 'VALIDATION_FAILED', 'Bad token')));
    render('/reset-password?token=tok');
    expect(await screen.findByText(RESET_LINK_INVALID)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(RESET_REDIRECT_MS));
    expect(await screen.findByText('Elsewhere: /forgot-password')).toBeInTheDocument();
  });

  it("checks the new password with the shared rule, and the confirmation ('Please confirm your password', \"Passwords don't match\")", async () => {
    const api = mockApi(on('GET /api/password-reset/validate/tok', VALID));
    const user = userEvent.setup();
    render('/reset-password?token=tok');
    await user.type(await screen.findByLabelText(/^New password/), 'short');
    await user.tab();
    expect(await screen.findByText('Min 8 characters')).toBeInTheDocument();
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Please confirm your password')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^New password/));
    await fillPasswords(user, 'Secret#123', 'Secret#124');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
    expect(api.calls()).toEqual(['GET /api/password-reset/validate/tok']);
    expect(screen.getByLabelText(/^New password/)).toHaveAttribute('autocomplete', 'new-password');
  });

  it("shows the server's message when the confirm fails, else 'Failed to reset password'", async () => {
    mockApi(
      on('GET /api/password-reset/validate/tok', VALID),
      on('POST /api/password-reset/confirm', fail(400, 'BAD_REQUEST', RESET_LINK_INVALID)),
    );
    const user = userEvent.setup();
    render('/reset-password?token=tok');
    await fillPasswords(user, 'Secret#123', 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(RESET_LINK_INVALID);

    mockApi(on('POST /api/password-reset/confirm', httpError(502, { statusText: 'Bad Gateway' })));
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Failed to reset password')).toBeInTheDocument();
  });

  it('sets the password, shows success, then goes to /login after 3 s (public)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = mockApi(
      on('GET /api/password-reset/validate/tok', VALID),
      on('POST /api/password-reset/confirm', { message: 'Password updated' }),
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render('/reset-password?token=tok');
    await fillPasswords(user, 'Secret#123', 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Your password has been reset.')).toBeInTheDocument();
    expect(api.bodyOf(1)).toEqual({ token: 'tok', password: 'Secret#123' });
    act(() => vi.advanceTimersByTime(RESET_REDIRECT_MS - 100));
    expect(screen.queryByTestId('elsewhere')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(await screen.findByText('Elsewhere: /login')).toBeInTheDocument();
  });

  it('goes to /portal after a successful portal reset', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi(
      on('GET /api/password-reset/validate/tok', VALID),
      on('POST /api/password-reset/confirm', { message: 'Password updated' }),
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render('/portal/reset-password?token=tok');
    await fillPasswords(user, 'Secret#123', 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Your password has been reset.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(RESET_REDIRECT_MS));
    expect(await screen.findByText('Elsewhere: /portal')).toBeInTheDocument();
  });
});
