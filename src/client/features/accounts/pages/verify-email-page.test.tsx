// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSession } from '../../../lib/session/test-utils';
import { fail, mockApi, on } from '../../../test/msw';
import { VerifyEmailPage } from './verify-email-page';

const renderAt = (url: string) => renderWithSession([{ path: '/verify-email', element: <VerifyEmailPage /> }], url);

describe('/verify-email (decision 0013)', () => {
  it('posts the token once and says the address is confirmed, with the way to sign in', async () => {
    const api = mockApi(on('POST /api/verify-email', { message: 'Your e-mail address is confirmed.' }));
    renderAt('/verify-email?token=abc_DEF-123');
    expect(screen.getByText('Confirming your address…')).toBeInTheDocument();
    expect(await screen.findByText('Your e-mail address is confirmed.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(api.calls()).toEqual(['POST /api/verify-email']);
    expect(api.bodyOf(0)).toEqual({ token: 'abc_DEF-123' });
  });

  it("shows the server's refusal of a used or expired link", async () => {
    mockApi(
      on('POST /api/verify-email', fail(400, 'BAD_REQUEST', 'This confirmation link is invalid or has expired.')),
    );
    renderAt('/verify-email?token=used');
    expect(await screen.findByRole('alert')).toHaveTextContent('This confirmation link is invalid or has expired.');
  });

  it('calls nothing without a token', () => {
    const api = mockApi();
    renderAt('/verify-email');
    expect(screen.getByRole('alert')).toHaveTextContent('This confirmation link is invalid or has expired.');
    expect(api.calls()).toEqual([]);
  });
});
