// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_LOCKED_CODE, SIGN_IN_LOCKED } from '../../../../shared/domain/session';
import { PORTAL_EMAIL_MESSAGE } from '../../../../shared/validation/auth';
import { GuestOnly } from '../../../app/guards';
import { renderWithSession, seedSession } from '../../../lib/session/test-utils';
import { currentUser } from '../../../test/fixtures';
import { fail, mockApi, networkError, ok, on } from '../../../test/msw';
import { LoginPage } from './login-page';
import { PortalSignInPage } from './portal-sign-in-page';

const renderPortal = (route = '/portal') =>
  renderWithSession([{ path: '/portal', element: <PortalSignInPage /> }], route);
const renderLogin = () =>
  renderWithSession(
    [
      {
        path: '/login',
        element: (
          <GuestOnly>
            <LoginPage />
          </GuestOnly>
        ),
      },
    ],
    '/login',
  );

const LOGIN_OK = { token: 'tok', name: 'Ada', role: 'author', email: 'ada@example.org', emailVerified: true } as const;

async function fill(user: ReturnType<typeof userEvent.setup>, email: string, password = 'Secret#123') {
  await user.type(screen.getByLabelText(/^Email/), email);
  await user.type(screen.getByLabelText(/^Password/), password);
}

describe('/portal sign-in (seed 001 §2 "Sign-in")', () => {
  it('keeps the submit button disabled while the email is invalid, and says so on blur', async () => {
    const user = userEvent.setup();
    renderPortal();
    const submit = screen.getByRole('button', { name: 'Sign In' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText(/^Email/), 'ada@example');
    await user.tab();
    expect(await screen.findByText(PORTAL_EMAIL_MESSAGE)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText(/^Email/), '.org');
    expect(submit).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Forgot Password' })).toHaveAttribute('href', '/portal/forgot-password');
    expect(document.title).toContain('Portal Sign In');
  });

  it('uses password autocomplete attributes', () => {
    renderPortal();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('autocomplete', 'current-password');
  });

  it('signs in and goes to a same-site next', async () => {
    const api = mockApi(on('POST /api/login', LOGIN_OK));
    const user = userEvent.setup();
    renderPortal('/portal?next=%2Fdashboard%2Fauthor%3Ftab%3D2');
    await fill(user, 'Ada@Example.org');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Elsewhere: /dashboard/author?tab=2')).toBeInTheDocument();
    expect(api.bodyOf(0)).toEqual({ email: 'ada@example.org', password: 'Secret#123' });
  });

  it.each(['//evil.example/x', '/\\evil.example', 'https://evil.example'])(
    'ignores an unsafe next (%s) and goes to /dashboard',
    async (next) => {
      mockApi(on('POST /api/login', LOGIN_OK));
      const user = userEvent.setup();
      renderPortal(`/portal?next=${encodeURIComponent(next)}`);
      await fill(user, 'ada@example.org');
      await user.click(screen.getByRole('button', { name: 'Sign In' }));
      expect(await screen.findByText('Elsewhere: /dashboard')).toBeInTheDocument();
    },
  );

  it("shows 'Login failed' under the password when the call fails without a server message", async () => {
    mockApi(on('POST /api/login', networkError()));
    const user = userEvent.setup();
    renderPortal();
    await fill(user, 'ada@example.org');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Login failed')).toHaveAttribute('id', 'portal-sign-in-password-error');
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('aria-describedby', 'portal-sign-in-password-error');
  });
});

describe('/login (seed 001 §2 "Sign-in")', () => {
  // No other sign-in method configured: the page shows only the password form (decision 0087).
  beforeEach(() => {
    mockApi(on('GET /api/sso/methods', ok({ orcid: false, providers: [] })));
  });

  it('links to the admin reset and to signup for authors', () => {
    renderLogin();
    expect(screen.getByRole('link', { name: /Forgot your password/ })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Reset the admin password' })).toHaveAttribute(
      'href',
      '/portal/forgot-password',
    );
    const signup = screen.getByRole('link', { name: 'Create an account' });
    expect(signup).toHaveAttribute('href', '/signup');
    expect(signup.parentElement).toHaveTextContent(/for authors only/);
  });

  it('shows no other sign-in button when none is configured', async () => {
    renderLogin();
    await waitFor(() => expect(screen.queryByRole('button', { name: /Sign in with/ })).toBeNull());
  });

  it('offers ORCID and an enabled institution, and starts the round trip at the server (decision 0087)', async () => {
    const api = mockApi(
      on('GET /api/sso/methods', ok({ orcid: true, providers: [{ key: 'oidc:3', name: 'University of Example' }] })),
      on(
        'POST /api/sso/start',
        fail(503, 'SERVICE_UNAVAILABLE', 'The sign-in provider could not be reached. Please try again later.'),
      ),
    );
    const user = userEvent.setup();
    renderLogin();
    expect(await screen.findByRole('button', { name: 'Sign in with University of Example' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in with ORCID' }));
    expect(
      await screen.findByText('The sign-in provider could not be reached. Please try again later.'),
    ).toBeInTheDocument();
    expect(api.bodiesOf('POST /api/sso/start')).toEqual([{ provider: 'orcid' }]);
  });

  it("shows the server's message under the password field", async () => {
    mockApi(on('POST /api/login', fail(401, 'UNAUTHORIZED', 'Invalid email or password')));
    const user = userEvent.setup();
    renderLogin();
    await fill(user, 'ada@example.org');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const message = await screen.findByText('Invalid email or password');
    expect(message).toHaveAttribute('id', 'login-sign-in-password-error');
    await waitFor(() => expect(screen.getByLabelText(/^Password/)).toHaveFocus());
  });

  it('shows a locked account’s message with a link to the forgot-password page (decision 0013)', async () => {
    mockApi(on('POST /api/login', fail(429, ACCOUNT_LOCKED_CODE, SIGN_IN_LOCKED)));
    const user = userEvent.setup();
    renderPortal();
    await fill(user, 'ada@example.org');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(SIGN_IN_LOCKED)).toHaveAttribute('id', 'portal-sign-in-password-error');
    expect(screen.getByRole('link', { name: 'Get a password reset link by e-mail' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('offers no reset link for other refusals', async () => {
    mockApi(
      on('POST /api/login', fail(429, 'RATE_LIMITED', 'Too many sign-in attempts. Please try again in 15 minutes.')),
    );
    const user = userEvent.setup();
    renderLogin();
    await fill(user, 'ada@example.org');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Too many sign-in attempts. Please try again in 15 minutes.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Get a password reset link by e-mail' })).not.toBeInTheDocument();
  });

  it('validates with the shared rules on blur', async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.type(screen.getByLabelText(/^Email/), 'nope');
    await user.tab();
    expect(await screen.findByText('Email must be at least 5 characters long')).toBeInTheDocument();
  });

  it('signs in and goes to /dashboard', async () => {
    mockApi(on('POST /api/login', LOGIN_OK));
    const user = userEvent.setup();
    renderLogin();
    await fill(user, 'ada@example.org');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Elsewhere: /dashboard')).toBeInTheDocument();
  });

  it('ends an ORCID or institutional sign-in: takes the session the callback started and goes on (decision 0087)', async () => {
    const api = mockApi(on('POST /api/refresh', { token: 'sso-token' }), on('GET /api/me', currentUser()));
    renderWithSession(
      [
        {
          path: '/login',
          element: (
            <GuestOnly>
              <LoginPage />
            </GuestOnly>
          ),
        },
      ],
      '/login?sso=signed-in&next=%2Fdashboard%2Fauthor',
    );
    expect(await screen.findByText('Elsewhere: /dashboard/author')).toBeInTheDocument();
    expect(localStorage.getItem('genesis_access_token')).toBe('sso-token');
    expect(api.calls()).toEqual(expect.arrayContaining(['POST /api/refresh', 'GET /api/me']));
  });

  it('sends a signed-in user to /dashboard', async () => {
    seedSession('tok', { name: 'Ada', role: 'author' });
    mockApi(on('GET /api/me', currentUser()));
    renderLogin();
    expect(await screen.findByText('Elsewhere: /dashboard')).toBeInTheDocument();
  });
});
