// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PUBLISHER } from '../../../../../shared/domain/publisher';
import { PRIVACY_CONSENT_REQUIRED } from '../../../../../shared/validation/contact';
import { removeToast } from '../../../../components/ui/toast';
import { Toaster } from '../../../../components/ui/toaster';
import { fail, held, mockApi, networkError, on, type ApiLog } from '../../../../test/msw';
import { ContactPage } from './contact-page';

const SEND = 'POST /api/contacts';
let api: ApiLog;

beforeEach(() => {
  api = mockApi();
});

afterEach(() => {
  act(() => removeToast());
  cleanup();
  vi.restoreAllMocks();
});

function renderPage() {
  const router = createMemoryRouter([{ path: '/contact', element: <ContactPage /> }], {
    initialEntries: ['/contact'],
  });
  const client = new QueryClient();
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
}

async function fillValid(user: ReturnType<typeof userEvent.setup>, { phone = '' } = {}) {
  await user.type(screen.getByLabelText(/First name/), 'Ada');
  await user.type(screen.getByLabelText(/Last name/), 'Lovelace');
  await user.type(screen.getByLabelText(/^Email/), 'Ada@Example.org');
  if (phone) await user.type(screen.getByLabelText(/^Phone/), phone);
  await user.type(screen.getByLabelText(/Your query/), 'When is the next issue?');
  await user.click(screen.getByLabelText(/privacy policy/));
}

function sentBody(): Record<string, unknown> {
  return api.bodyOf(0) as Record<string, unknown>;
}

describe('ContactPage', () => {
  it('shows the contact details: e-mail with the 24-hour promise, phone with hours, postal address', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: PUBLISHER.email })).toHaveAttribute('href', `mailto:${PUBLISHER.email}`);
    expect(screen.getByText(/response within 24 hours/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: PUBLISHER.phone })).toBeInTheDocument();
    expect(screen.getByText(PUBLISHER.officeHours)).toBeInTheDocument();
    expect(screen.getByText(new RegExp(PUBLISHER.address.street))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/policies#privacy');
    expect(document.title).toContain('Contact Us');
  });

  it('validates on blur with the shared messages', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByLabelText(/First name/));
    await user.tab();
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Email/), 'abc');
    await user.tab();
    expect(await screen.findByText('Email must be at least 5 characters long')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Phone/), '12ab');
    await user.tab();
    expect(await screen.findByText('Use E.164 format, e.g. +14155552671')).toBeInTheDocument();
    await user.click(screen.getByLabelText(/Your query/));
    await user.tab();
    expect(await screen.findByText('Message is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/First name/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('counts the message characters against 2000', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(await screen.findByLabelText(/Your query/), 'Hello');
    expect(screen.getByText('5/2000')).toBeInTheDocument();
  });

  it('requires the privacy checkbox and sends nothing without it', async () => {
    const user = userEvent.setup();
    renderPage();
    await fillValid(user);
    await user.click(screen.getByLabelText(/privacy policy/)); // untick
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(PRIVACY_CONSENT_REQUIRED)).toBeInTheDocument();
    expect(api.calls()).toEqual([]);
  });

  it('sends the JSON body without the checkbox, inquiryType general, phone "" and an Idempotency-Key; then resets and thanks', async () => {
    const answer = held<{ id: number }>();
    mockApi(on(SEND, answer.stub));
    const user = userEvent.setup();
    renderPage();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const busy = await screen.findByRole('button', { name: 'Sending Message...' });
    expect(busy).toBeDisabled();

    expect(api.calls()).toEqual(['POST /api/contacts']);
    const { headers } = api.request(0);
    expect(headers.get('Idempotency-Key')).toMatch(/\S{8,}/);
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(sentBody()).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.org',
      phone: '',
      inquiryType: 'general',
      message: 'When is the next issue?',
    });
    expect(sentBody()).not.toHaveProperty('privacyAccepted');

    await act(async () => answer.release({ id: 1 }));
    expect(await screen.findByText('Thanks, we received your message')).toBeInTheDocument();
    expect(screen.getByText('Message sent')).toBeInTheDocument();
    expect(screen.getByText('We will respond within 24 hours.')).toBeInTheDocument();
    expect(screen.getByLabelText(/First name/)).toHaveValue('');
    expect(screen.getByLabelText(/Your query/)).toHaveValue('');
    expect(screen.getByLabelText(/privacy policy/)).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('sends the phone with its whitespace stripped', async () => {
    mockApi(on(SEND, { id: 2 }));
    const user = userEvent.setup();
    renderPage();
    await fillValid(user, { phone: '+1 415 555 2671' });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await screen.findByText('Thanks, we received your message');
    expect(sentBody().phone).toBe('+14155552671');
  });

  it('shows the server field errors of a 400 inline', async () => {
    mockApi(
      on(
        SEND,
        fail(400, 'VALIDATION_FAILED', 'Invalid input', {
          errors: [{ path: 'email', message: 'Invalid email format' }],
        }),
      ),
    );
    const user = userEvent.setup();
    renderPage();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Invalid email format')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Thanks, we received your message')).not.toBeInTheDocument();
  });

  it('toasts "Failed to send" for a 400 whose errors name no visible field', async () => {
    mockApi(
      on(
        SEND,
        fail(400, 'VALIDATION_FAILED', 'Invalid input', {
          errors: [{ path: 'inquiryType', message: 'Please select an inquiry type' }],
        }),
      ),
    );
    const user = userEvent.setup();
    renderPage();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Failed to send')).toBeInTheDocument();
    expect(screen.getByText('Unexpected response')).toBeInTheDocument();
  });

  it('toasts "Failed to send" / "Unexpected response" on another non-OK answer', async () => {
    mockApi(on(SEND, fail(500, 'INTERNAL', 'boom')));
    const user = userEvent.setup();
    renderPage();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Failed to send')).toBeInTheDocument();
    expect(screen.getByText('Unexpected response')).toBeInTheDocument();
    expect(screen.getByText('Failed to send').closest('li')).toHaveAttribute('data-variant', 'destructive');
    // The form keeps what was typed.
    expect(screen.getByLabelText(/First name/)).toHaveValue('Ada');
  });

  it('toasts "Failed to Send Message" with the error message on an exception', async () => {
    mockApi(on(SEND, networkError()));
    const user = userEvent.setup();
    renderPage();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Failed to Send Message')).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch')).toBeInTheDocument();
  });

  it('uses the default text when the exception has no message', async () => {
    // MSW fails a request only with TypeError('Failed to fetch'): an error without a message
    // needs fetch itself to throw one. Twice: a request with an Idempotency-Key whose answer is
    // lost is sent once more with the same key (lib/api-client.ts).
    vi.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new Error('')).mockRejectedValueOnce(new Error(''));
    const user = userEvent.setup();
    renderPage();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('There was an error sending your message. Please try again.')).toBeInTheDocument();
  });

  it('keeps one Idempotency-Key for a retry of the same form, and a new one after success', async () => {
    mockApi(on(SEND, fail(500, 'X', 'x'), { once: true }), on(SEND, { id: 3 }));
    const user = userEvent.setup();
    renderPage();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await screen.findByText('Failed to send');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await screen.findByText('Thanks, we received your message');
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(api.calls()).toHaveLength(3));
    const keys = [0, 1, 2].map((i) => api.request(i).headers.get('Idempotency-Key'));
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[1]);
  });
});
