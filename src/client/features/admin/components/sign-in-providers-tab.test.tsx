// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
/**
 * The Sign-in providers section (decisions 0087, 0094): the admin lists institutions' OpenID
 * Connect providers, adds one (fields checked by the shared schema first), edits one without
 * ever seeing its client secret (blank keeps it: the PATCH leaves it out), sees the server's
 * 400 at the field it names, and deletes one only after a confirmation. Nothing typed is lost
 * ("drafts survive a reload, and a destructive action asks first"; decision 0105): closing the
 * dialog by accident or reloading keeps what was typed, except the client secret, which is never
 * stored in the browser.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HttpHandler } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProviderSummary } from '../../../../shared/api/sso';
import { fail, ok, on } from '../../../test/msw';
import { expectToast, renderComponent, renderDashboard } from '../test-fixtures';
import { SignInProvidersTab } from './sign-in-providers-tab';

const LIST = 'GET /api/admin/sign-in-providers';

const uni: ProviderSummary = {
  id: 4,
  name: 'University of Example',
  issuer: 'https://login.uni.example',
  clientId: 'genesis-portal',
  emailClaim: 'email',
  allowedDomains: ['uni.example', 'alumni.uni.example'],
  enabled: true,
  hasClientSecret: true,
};

async function open(...handlers: HttpHandler[]) {
  const rendered = renderComponent(<SignInProvidersTab />, [...handlers, on(LIST, [uni])]);
  await screen.findByText('https://login.uni.example');
  return { ...rendered, user: userEvent.setup() };
}

afterEach(() => localStorage.clear());
/** The drafts the browser keeps (lib/use-stored-draft.ts). */
const drafts = () => Object.keys(localStorage).filter((k) => k.startsWith('genesis.draft.'));

describe('the Sign-in providers section', () => {
  it('lists each provider with its issuer, client ID, address claim and domains', async () => {
    await open();
    const item = screen.getByRole('listitem');
    expect(item).toHaveTextContent('University of Example');
    expect(item).toHaveTextContent('genesis-portal');
    expect(item).toHaveTextContent('uni.example, alumni.uni.example');
    expect(item).toHaveTextContent('Shown on the sign-in page');
    expect(within(item).getByRole('button', { name: 'Edit University of Example' })).toBeInTheDocument();
  });

  it('checks a new provider on the client, then adds it with its secret', async () => {
    const { user, api } = await open(
      on('POST /api/admin/sign-in-providers', ok({ ...uni, id: 5, name: 'Institute B' }, { status: 201 })),
    );
    await user.click(screen.getByRole('button', { name: 'Add a provider' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a sign-in provider' });
    await user.type(within(dialog).getByLabelText(/Issuer URL/), 'http://login.b.example');
    await user.type(within(dialog).getByLabelText(/Allowed domains/), 'b.example, not a domain');
    await user.click(within(dialog).getByRole('button', { name: 'Add provider' }));
    // Each message stands at its field (aria-describedby ties it to the control).
    expect(within(dialog).getByLabelText(/^Name/)).toHaveAccessibleDescription(/Required/);
    expect(within(dialog).getByLabelText(/Issuer URL/)).toHaveAccessibleDescription(
      /Must be an https URL without query or fragment/,
    );
    expect(within(dialog).getByLabelText(/Client secret/)).toHaveAccessibleDescription(/Required/);
    expect(within(dialog).getByLabelText(/Allowed domains/)).toHaveAccessibleDescription(/Not a domain name: not/);
    expect(api.bodiesOf('POST /api/admin/sign-in-providers')).toEqual([]);

    await user.type(within(dialog).getByLabelText(/^Name/), 'Institute B');
    await user.clear(within(dialog).getByLabelText(/Issuer URL/));
    await user.type(within(dialog).getByLabelText(/Issuer URL/), 'https://login.b.example');
    await user.type(within(dialog).getByLabelText(/Client ID/), 'portal');
    await user.type(within(dialog).getByLabelText(/Client secret/), 's3cret');
    await user.clear(within(dialog).getByLabelText(/Allowed domains/));
    await user.type(within(dialog).getByLabelText(/Allowed domains/), 'B.example{enter}staff.b.example');
    await user.click(within(dialog).getByRole('button', { name: 'Add provider' }));
    await expectToast('Provider added', 'Institute B');
    expect(api.bodiesOf('POST /api/admin/sign-in-providers')).toEqual([
      {
        name: 'Institute B',
        issuer: 'https://login.b.example',
        clientId: 'portal',
        clientSecret: 's3cret',
        emailClaim: 'email',
        allowedDomains: ['b.example', 'staff.b.example'],
        enabled: true,
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('never shows the stored secret; a blank secret keeps it, a typed one replaces it', async () => {
    const { user, api } = await open(
      on('PATCH /api/admin/sign-in-providers/4', ({ body }) => ok({ ...uni, ...(body as object) })),
    );
    await user.click(screen.getByRole('button', { name: 'Edit University of Example' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit University of Example' });
    expect(within(dialog).getByLabelText(/Client secret/)).toHaveValue('');
    expect(within(dialog).getByLabelText(/Client secret/)).toHaveAttribute('type', 'password');
    expect(within(dialog).getByLabelText(/Allowed domains/)).toHaveValue('uni.example\nalumni.uni.example');
    await user.clear(within(dialog).getByLabelText(/Claim holding the address/));
    await user.type(within(dialog).getByLabelText(/Claim holding the address/), 'mail');
    await user.click(within(dialog).getByRole('button', { name: 'Save provider' }));
    await expectToast('Provider saved');
    const [first] = api.bodiesOf('PATCH /api/admin/sign-in-providers/4') as Record<string, unknown>[];
    expect(first).toMatchObject({ emailClaim: 'mail', allowedDomains: ['uni.example', 'alumni.uni.example'] });
    expect(first).not.toHaveProperty('clientSecret');

    await user.click(screen.getByRole('button', { name: 'Edit University of Example' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit University of Example' });
    await user.type(within(dialog).getByLabelText(/Client secret/), 'rotated');
    await user.click(within(dialog).getByRole('button', { name: 'Save provider' }));
    await waitFor(() => expect(api.bodiesOf('PATCH /api/admin/sign-in-providers/4')).toHaveLength(2));
    expect(api.bodiesOf('PATCH /api/admin/sign-in-providers/4')[1]).toMatchObject({ clientSecret: 'rotated' });
  });

  it("shows the server's 400 at the field it names, and another refusal in the dialog", async () => {
    const { user } = await open(
      on(
        'PATCH /api/admin/sign-in-providers/4',
        fail(400, 'VALIDATION_FAILED', 'Invalid request', {
          errors: [{ path: 'allowedDomains.1', message: 'Not a domain name' }],
        }),
        { once: true },
      ),
      on('PATCH /api/admin/sign-in-providers/4', fail(404, 'NOT_FOUND', 'No such sign-in provider.')),
    );
    await user.click(screen.getByRole('button', { name: 'Edit University of Example' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit University of Example' });
    await user.click(within(dialog).getByRole('button', { name: 'Save provider' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/Allowed domains/)).toHaveAccessibleDescription(
        /Not a domain name: alumni\.uni\.example/,
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save provider' }));
    expect(await within(dialog).findByText('No such sign-in provider.')).toBeInTheDocument();
  });

  it('keeps what was typed across an accidental close and a reload, never the secret; discarding asks first', async () => {
    const { user, unmount } = await open();
    await user.click(screen.getByRole('button', { name: 'Add a provider' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add a sign-in provider' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'Institute C');
    await user.type(within(dialog).getByLabelText(/Issuer URL/), 'https://login.c.example');
    await user.type(within(dialog).getByLabelText(/Client secret/), 'top-s3cret-value');
    // Escape closes the dialog (as a press outside does).
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Add a provider' }));
    dialog = await screen.findByRole('dialog', { name: 'Add a sign-in provider' });
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Institute C');
    expect(within(dialog).getByLabelText(/Issuer URL/)).toHaveValue('https://login.c.example');
    expect(within(dialog).getByLabelText(/Client secret/)).toHaveValue('');
    expect(within(dialog).getByText(/Your unsaved changes are back/)).toBeInTheDocument();
    // The browser holds the typing, never the secret.
    const kept = drafts().map((k) => localStorage.getItem(k) ?? '');
    expect(kept).toHaveLength(1);
    expect(kept.join()).toContain('Institute C');
    expect(kept.join()).not.toContain('top-s3cret-value');

    // A reload: the page is rendered anew.
    unmount();
    const again = await open();
    await again.user.click(screen.getByRole('button', { name: 'Add a provider' }));
    dialog = await screen.findByRole('dialog', { name: 'Add a sign-in provider' });
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Institute C');

    // Discarding asks first; Cancel keeps the typing.
    await again.user.click(within(dialog).getByRole('button', { name: 'Discard changes' }));
    let ask = await screen.findByRole('alertdialog', { name: 'Discard your changes?' });
    await again.user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Institute C');
    await again.user.click(within(dialog).getByRole('button', { name: 'Discard changes' }));
    ask = await screen.findByRole('alertdialog', { name: 'Discard your changes?' });
    await again.user.click(within(ask).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(within(dialog).getByLabelText(/^Name/)).toHaveValue(''));
    expect(within(dialog).getByLabelText(/Issuer URL/)).toHaveValue('');
    expect(drafts()).toEqual([]);
  });

  it("keeps an edit's typing per provider, and forgets it once saved", async () => {
    const { user } = await open(
      on('PATCH /api/admin/sign-in-providers/4', ({ body }) => ok({ ...uni, ...(body as object) })),
    );
    await user.click(screen.getByRole('button', { name: 'Edit University of Example' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit University of Example' });
    await user.clear(within(dialog).getByLabelText(/Client ID/));
    await user.type(within(dialog).getByLabelText(/Client ID/), 'portal-2');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // A new provider's form is not the edit's.
    await user.click(screen.getByRole('button', { name: 'Add a provider' }));
    dialog = await screen.findByRole('dialog', { name: 'Add a sign-in provider' });
    expect(within(dialog).getByLabelText(/Client ID/)).toHaveValue('');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Edit University of Example' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit University of Example' });
    expect(within(dialog).getByLabelText(/Client ID/)).toHaveValue('portal-2');
    await user.click(within(dialog).getByRole('button', { name: 'Save provider' }));
    await expectToast('Provider saved');
    expect(drafts()).toEqual([]);
  });

  it('deletes a provider only after its confirmation', async () => {
    const { user, api } = await open(on('DELETE /api/admin/sign-in-providers/4', ok(null, { status: 204 })));
    await user.click(screen.getByRole('button', { name: 'Delete University of Example' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete University of Example?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.calls().filter((c) => c.startsWith('DELETE'))).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete University of Example' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Delete University of Example?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete provider' }));
    await expectToast('Provider deleted', 'University of Example');
    expect(api.calls().filter((c) => c.startsWith('DELETE'))).toEqual(['DELETE /api/admin/sign-in-providers/4']);
  });

  it('is a section of the admin dashboard for admins only', async () => {
    renderDashboard([on(LIST, [uni])], 'admin', '/dashboard/admin/sign-in');
    expect(await screen.findByRole('heading', { name: 'Sign-in providers' })).toBeInTheDocument();
    expect(await screen.findByText('https://login.uni.example')).toBeInTheDocument();
  });
});
