// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { GuestOnly } from '../../../app/guards';
import { renderWithSession, seedSession } from '../../../lib/session/test-utils';
import { currentUser } from '../../../test/fixtures';
import { fail, httpError, mockApi, ok, on } from '../../../test/msw';
import { SignupPage } from './signup-page';

const renderSignup = () =>
  renderWithSession(
    [
      {
        path: '/signup',
        element: (
          <GuestOnly>
            <SignupPage />
          </GuestOnly>
        ),
      },
    ],
    '/signup',
  );

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Full name/), 'Ada Lovelace');
  await user.type(screen.getByLabelText(/^Email/), 'ada@example.org');
  await user.type(screen.getByLabelText(/^Password/), 'Secret#123');
}

describe('/signup (seed 001 §2 "Signup", §5, §8)', () => {
  // No other sign-in method configured: the page shows only the password form (decision 0087).
  beforeEach(() => {
    mockApi(on('GET /api/sso/methods', ok({ orcid: false, providers: [] })));
  });

  it('requires name, email and password, on blur and on submit, and sends nothing', async () => {
    const api = mockApi();
    const user = userEvent.setup();
    renderSignup();
    await user.click(screen.getByLabelText(/^Full name/));
    await user.tab();
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Email must be at least 5 characters long')).toBeInTheDocument();
    expect(screen.getByText('Min 8 characters')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Full name/)).toHaveFocus();
    expect(api.calls().filter((c) => c !== 'GET /api/sso/methods')).toEqual([]);
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('autocomplete', 'new-password');
  });

  it("puts the server's field error on its field (a common password)", async () => {
    const message = 'This password is too common. Choose one that is harder to guess.';
    mockApi(
      on('POST /api/signup', fail(400, 'VALIDATION_FAILED', message, { errors: [{ path: 'password', message }] })),
    );
    const user = userEvent.setup();
    renderSignup();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(message)).toHaveAttribute('id', 'signup-password-error');
    await waitFor(() => expect(screen.getByLabelText(/^Password/)).toHaveFocus());
  });

  it("shows 'Signup failed' when the call fails without a server message", async () => {
    mockApi(on('POST /api/signup', httpError(502, { statusText: 'Bad Gateway', text: 'oops' })));
    const user = userEvent.setup();
    renderSignup();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Signup failed');
  });

  it('asks the new author to confirm the address from the mail, and signs nobody in (decision 0013)', async () => {
    const api = mockApi(
      on('POST /api/signup', {
        message: 'Check your e-mail to confirm your address: …',
        name: 'Ada Lovelace',
        role: 'author',
      }),
    );
    const user = userEvent.setup();
    renderSignup();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(
      await screen.findByRole('heading', { name: 'Check your e-mail to confirm your address' }),
    ).toBeInTheDocument();
    expect(screen.getByText('ada@example.org')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(api.bodiesOf('POST /api/signup')[0]).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      password: 'Secret#123',
    });
    expect(localStorage.getItem('genesis_access_token')).toBeNull();
  });

  it('sends a signed-in user to /dashboard', async () => {
    seedSession('tok', { name: 'Ada', role: 'author' });
    mockApi(on('GET /api/me', currentUser()));
    renderSignup();
    expect(await screen.findByText('Elsewhere: /dashboard')).toBeInTheDocument();
  });
});
