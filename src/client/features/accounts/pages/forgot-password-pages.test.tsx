// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithSession } from '../../../lib/session/test-utils';
import { fail, httpError, mockApi, networkError, on } from '../../../test/msw';
import { ForgotPasswordPage, RESET_REQUEST_SENT } from './forgot-password-page';
import { PortalForgotPasswordPage } from './portal-forgot-password-page';

const renderPortal = () =>
  renderWithSession(
    [{ path: '/portal/forgot-password', element: <PortalForgotPasswordPage /> }],
    '/portal/forgot-password',
  );
const renderPublic = () =>
  renderWithSession([{ path: '/forgot-password', element: <ForgotPasswordPage /> }], '/forgot-password');
const SENT = { message: 'If the account exists, a link was sent.' };

describe('/portal/forgot-password (seed 001 §2 "Password reset")', () => {
  it('is for the admin; one button sends {} and the success screen gives the 15-minute lifetime', async () => {
    const api = mockApi(on('POST /api/password-reset/request', SENT));
    const user = userEvent.setup();
    renderPortal();
    expect(screen.getByText(/for the site administrator/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(
      await screen.findByText(/has been sent to the admin email address\. It expires in 15 minutes\./),
    ).toBeInTheDocument();
    expect(api.calls()).toEqual(['POST /api/password-reset/request']);
    expect(api.bodyOf(0)).toEqual({});
  });

  it("shows the server's message, or 'Failed to send reset email'", async () => {
    mockApi(on('POST /api/password-reset/request', fail(429, 'RATE_LIMITED', 'Too many requests, try later')));
    const user = userEvent.setup();
    renderPortal();
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests, try later');

    mockApi(on('POST /api/password-reset/request', networkError()));
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Failed to send reset email')).toBeInTheDocument();
  });
});

describe('/forgot-password', () => {
  it('checks the email on blur, sends it and shows the same answer whatever the account', async () => {
    const api = mockApi(on('POST /api/password-reset/request', SENT));
    const user = userEvent.setup();
    renderPublic();
    await user.type(screen.getByLabelText(/^Email/), 'ada@example');
    await user.tab();
    expect(await screen.findByText('Invalid email format')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Email/), '.org');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(RESET_REQUEST_SENT)).toBeInTheDocument();
    expect(RESET_REQUEST_SENT).toContain('It expires in 15 minutes.');
    expect(api.bodyOf(0)).toEqual({ email: 'ada@example.org' });
  });

  it("shows 'Failed to send reset email' when the call fails", async () => {
    mockApi(on('POST /api/password-reset/request', httpError(500, { statusText: 'Internal Server Error' })));
    const user = userEvent.setup();
    renderPublic();
    await user.type(screen.getByLabelText(/^Email/), 'ada@example.org');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send reset email');
  });
});
