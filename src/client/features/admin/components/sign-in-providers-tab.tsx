/**
 * The Sign-in providers section of the admin dashboard (decisions 0087, 0094): institutions'
 * OpenID Connect providers, whose buttons the sign-in and signup pages show. Lists every
 * provider (name, issuer, client ID, the claim holding the address, allowed domains, shown or
 * not); adds and edits one in a dialog; deletes one only after a confirmation.
 *
 * The client secret is write-only: the API never answers it, the field is always empty, and
 * on an edit a blank field keeps the stored secret (the PATCH leaves `clientSecret` out).
 * What is typed in the dialog, but the client secret, is kept in the browser until it is saved
 * (lib/use-stored-draft.ts, decision 0105): closing the dialog by accident or reloading loses
 * nothing, the dialog says so when it opens with kept changes, and "Discard changes" asks first.
 * The secret is never stored in the browser: it is typed again.
 * The shared schema checks the fields before sending; the server's 400 lands on the fields it
 * names and any other refusal (404 a provider another admin deleted) shows in the dialog.
 */
import { useId, useState, type FormEvent } from 'react';
import { z } from 'zod';
import { fieldOfPath } from '../../../../shared/api/common';
import { providerInput, providerPatch, type ProviderSummary } from '../../../../shared/api/sso';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { SrOnly } from '../../../components/ui/sr-only';
import { StatusMessage } from '../../../components/ui/status-message';
import { TextAreaField, TextField } from '../../../components/ui/form-fields';
import { ApiError } from '../../../lib/api-client';
import { useStoredDraft } from '../../../lib/use-stored-draft';
import {
  createSignInProvider,
  deleteSignInProvider,
  updateSignInProvider,
  useSignInProviders,
} from '../api/sign-in-provider-calls';
import { errorMessage, useAdminAction } from '../lib/use-admin-action';

type Field = 'name' | 'issuer' | 'clientId' | 'clientSecret' | 'emailClaim' | 'allowedDomains';
type FieldErrors = Partial<Record<Field | 'form', string>>;

/** The dialog's fields as typed, but the client secret: what its kept draft holds. */
const providerDraft = z.object({
  name: z.string(),
  issuer: z.string(),
  clientId: z.string(),
  emailClaim: z.string(),
  /** Domains as typed: separated by commas, spaces or new lines. */
  allowedDomains: z.string(),
  enabled: z.boolean(),
});
type Draft = z.infer<typeof providerDraft>;
type Values = Draft & { clientSecret: string };

/** A kept draft as storage holds it (any JSON), or null when it is not one. */
const readDraft = (stored: unknown): Draft | null => providerDraft.safeParse(stored).data ?? null;

const FIELDS: readonly Field[] = ['name', 'issuer', 'clientId', 'clientSecret', 'emailClaim', 'allowedDomains'];

/** The typed domains, one per comma, space or line; empty parts dropped. */
export function domainsOf(typed: string): string[] {
  return typed.split(/[\s,]+/).filter(Boolean);
}

/** Field errors by field (the first message of each), from zod issues or a 400's `errors`. */
function byField(errors: readonly { path: string; message: string }[]): FieldErrors {
  const out: FieldErrors = {};
  for (const e of errors) {
    const field = fieldOfPath(e.path) as Field;
    const key = FIELDS.includes(field) ? field : 'form';
    out[key] ??= field === 'allowedDomains' && e.path !== 'allowedDomains' ? `${e.message}: ${e.path}` : e.message;
  }
  return out;
}

/** A server refusal as field errors: a 400's named fields, else its message for the whole form. */
function serverErrors(error: unknown, values: Values): FieldErrors {
  if (error instanceof ApiError && error.body.errors?.length) {
    const domains = domainsOf(values.allowedDomains);
    // "allowedDomains.1" names the second domain typed: say which one.
    return byField(
      error.body.errors.map((e) => {
        const m = /^allowedDomains\.(\d+)$/.exec(e.path);
        return m && domains[Number(m[1])]
          ? { path: 'allowedDomains', message: `${e.message}: ${domains[Number(m[1])]}` }
          : e;
      }),
    );
  }
  return { form: errorMessage(error) };
}

/** The name a provider's kept draft is stored under: one for a new provider, one per provider edited. */
export const providerDraftKey = (provider: ProviderSummary | null) =>
  `sign-in-provider.${provider ? provider.id : 'new'}`;

function ProviderDialog({ provider, onClose }: { provider: ProviderSummary | null; onClose: () => void }) {
  const formId = useId();
  const draft = useStoredDraft<Draft>(
    providerDraftKey(provider),
    {
      name: provider?.name ?? '',
      issuer: provider?.issuer ?? '',
      clientId: provider?.clientId ?? '',
      emailClaim: provider?.emailClaim ?? 'email',
      allowedDomains: provider?.allowedDomains.join('\n') ?? '',
      enabled: provider?.enabled ?? true,
    },
    readDraft,
  );
  // Never stored: typed again after a close or a reload.
  const [clientSecret, setClientSecret] = useState('');
  const values: Values = { ...draft.values, clientSecret };
  const [askDiscard, setAskDiscard] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useAdminAction({
    run: (body: ReturnType<typeof providerPatch.parse>) =>
      provider ? updateSignInProvider(provider.id, body) : createSignInProvider(providerInput.parse(body)),
    success: (saved) => ({ title: provider ? 'Provider saved' : 'Provider added', description: saved.name }),
    failure: provider ? 'Save failed' : 'Add failed',
    onSuccess: () => {
      draft.discard();
      onClose();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const domains = domainsOf(values.allowedDomains);
    const body = {
      name: values.name,
      issuer: values.issuer,
      clientId: values.clientId,
      // Write-only: blank on an edit keeps the stored secret (the field is left out).
      ...(provider && values.clientSecret === '' ? {} : { clientSecret: values.clientSecret }),
      emailClaim: values.emailClaim,
      allowedDomains: domains,
      enabled: values.enabled,
    };
    const parsed = (provider ? providerPatch : providerInput).safeParse(body);
    if (!parsed.success) {
      setErrors(
        byField(
          parsed.error.issues.map((i) => {
            const [field, index] = i.path;
            const which = field === 'allowedDomains' && typeof index === 'number' ? `: ${domains[index]}` : '';
            return { path: String(field ?? 'form'), message: `${i.message}${which}` };
          }),
        ),
      );
      return;
    }
    setErrors({});
    save.mutate(parsed.data, { onError: (error) => setErrors(serverErrors(error, values)) });
  };

  const set = (name: Exclude<keyof Draft, 'enabled'>) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    draft.set((v) => ({ ...v, [name]: value }));
  };
  const id = (name: string) => `${formId}-${name}`;
  return (
    <Dialog
      size="lg"
      title={provider ? `Edit ${provider.name}` : 'Add a sign-in provider'}
      onClose={onClose}
      footer={
        <>
          {draft.restored ? (
            <Button variant="secondary" onClick={() => setAskDiscard(true)}>
              Discard changes
            </Button>
          ) : null}
          <Button type="submit" form={formId} disabled={save.isPending}>
            {provider ? 'Save provider' : 'Add provider'}
          </Button>
        </>
      }
    >
      {draft.restored ? (
        <p className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          Your unsaved changes are back. The client secret is never kept in the browser: type it again if it changes.
        </p>
      ) : null}
      {askDiscard ? (
        <ConfirmDialog
          title="Discard your changes?"
          confirmLabel="Discard changes"
          danger
          onConfirm={() => {
            draft.discard();
            setClientSecret('');
            setAskDiscard(false);
          }}
          onClose={() => setAskDiscard(false)}
        >
          <p>
            {provider
              ? `The form goes back to ${provider.name} as it is saved.`
              : 'The form is emptied. Nothing was saved.'}
          </p>
        </ConfirmDialog>
      ) : null}
      <form id={formId} noValidate onSubmit={submit} className="grid min-w-0 gap-4 sm:grid-cols-2">
        {errors.form ? (
          <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-2">
            {errors.form}
          </p>
        ) : null}
        <TextField
          id={id('name')}
          label="Name"
          hint="The sign-in button reads “Sign in with” and this name."
          required
          value={values.name}
          error={errors.name}
          onChange={set('name')}
        />
        <TextField
          id={id('issuer')}
          label="Issuer URL"
          hint="Such as https://login.uni.example (its /.well-known/openid-configuration is read)."
          required
          type="url"
          autoComplete="off"
          value={values.issuer}
          error={errors.issuer}
          onChange={set('issuer')}
        />
        <TextField
          id={id('client-id')}
          label="Client ID"
          required
          autoComplete="off"
          value={values.clientId}
          error={errors.clientId}
          onChange={set('clientId')}
        />
        <TextField
          id={id('client-secret')}
          label="Client secret"
          hint={
            provider
              ? 'A secret is stored and never shown. Leave blank to keep it; type a new one to replace it.'
              : 'Stored sealed; never shown again.'
          }
          required={!provider}
          type="password"
          autoComplete="new-password"
          value={clientSecret}
          error={errors.clientSecret}
          onChange={(e) => setClientSecret(e.currentTarget.value)}
        />
        <TextField
          id={id('claim')}
          label="Claim holding the address"
          hint="The ID token or userinfo claim with the person’s e-mail address; usually email."
          required
          autoComplete="off"
          value={values.emailClaim}
          error={errors.emailClaim}
          onChange={set('emailClaim')}
        />
        <TextAreaField
          id={id('domains')}
          label="Allowed domains"
          hint="One or more, separated by commas or new lines, such as uni.example. Only verified addresses in these domains sign in."
          required
          rows={3}
          value={values.allowedDomains}
          error={errors.allowedDomains}
          onChange={set('allowedDomains')}
        />
        <div className="flex items-center gap-2 sm:col-span-2">
          <input
            id={id('enabled')}
            type="checkbox"
            className="h-4 w-4 rounded border-slate-400 accent-brand-700"
            checked={values.enabled}
            onChange={(e) => {
              const enabled = e.currentTarget.checked;
              draft.set((v) => ({ ...v, enabled }));
            }}
          />
          <label htmlFor={id('enabled')} className="text-sm text-slate-800">
            Show on the sign-in and signup pages
          </label>
        </div>
      </form>
    </Dialog>
  );
}

function DeleteDialog({ provider, onClose }: { provider: ProviderSummary; onClose: () => void }) {
  const remove = useAdminAction({
    run: () => deleteSignInProvider(provider.id),
    success: () => ({ title: 'Provider deleted', description: provider.name }),
    failure: 'Delete failed',
    onSuccess: onClose,
  });
  return (
    <ConfirmDialog
      title={`Delete ${provider.name}?`}
      confirmLabel="Delete provider"
      danger
      busy={remove.isPending}
      onConfirm={() => remove.mutate(undefined)}
      onClose={onClose}
    >
      <p>
        Its button leaves the sign-in and signup pages, and nobody can sign in through {provider.name} any more. The
        accounts stay, with their passwords and other ways to sign in. This cannot be undone: adding it again needs its
        client secret.
      </p>
      {remove.isError ? (
        <p role="alert" className="mt-2 font-medium text-red-700">
          {errorMessage(remove.error)}
        </p>
      ) : null}
    </ConfirmDialog>
  );
}

/** The Sign-in providers section: the list, Add, and each provider's Edit and Delete. */
export function SignInProvidersTab() {
  const headingId = useId();
  const query = useSignInProviders();
  const [editing, setEditing] = useState<ProviderSummary | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ProviderSummary | null>(null);
  return (
    <section className="min-w-0 space-y-4" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl font-semibold text-brand-900">
        Sign-in providers
      </h2>
      <p className="text-sm text-slate-700">
        Institutions’ OpenID Connect providers. People sign in with one only with an address the provider has verified,
        in one of its allowed domains; an existing account is matched by that address.
      </p>
      <Button onClick={() => setEditing('new')}>Add a provider</Button>
      {query.isPending ? <StatusMessage>Loading…</StatusMessage> : null}
      {query.isError ? <StatusMessage role="alert">{errorMessage(query.error)}</StatusMessage> : null}
      {query.data?.length === 0 ? <p className="text-sm text-slate-700">No sign-in provider yet.</p> : null}
      {query.data?.length ? (
        <ul className="divide-y divide-slate-200 rounded-md border border-slate-200" aria-label="Sign-in providers">
          {query.data.map((p) => (
            <li key={p.id} className="flex flex-wrap items-start gap-x-4 gap-y-2 p-3 text-sm">
              <div className="min-w-0 flex-1 basis-full space-y-1 sm:basis-0">
                <p className="font-semibold text-slate-900 wrap-anywhere">
                  {p.name}{' '}
                  <span className="font-normal text-slate-600">
                    · {p.enabled ? 'Shown on the sign-in page' : 'Hidden'}
                  </span>
                </p>
                <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 text-slate-700">
                  <dt>Issuer</dt>
                  <dd className="wrap-anywhere">{p.issuer}</dd>
                  <dt>Client ID</dt>
                  <dd className="wrap-anywhere">{p.clientId}</dd>
                  <dt>Address claim</dt>
                  <dd className="wrap-anywhere">{p.emailClaim}</dd>
                  <dt>Domains</dt>
                  <dd className="wrap-anywhere">{p.allowedDomains.join(', ')}</dd>
                </dl>
              </div>
              <div className="flex flex-wrap gap-2">
                <Button variant="secondary" size="sm" onClick={() => setEditing(p)}>
                  Edit<SrOnly> {p.name}</SrOnly>
                </Button>
                <Button variant="danger" size="sm" onClick={() => setDeleting(p)}>
                  Delete<SrOnly> {p.name}</SrOnly>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {editing ? (
        <ProviderDialog provider={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      {deleting ? <DeleteDialog provider={deleting} onClose={() => setDeleting(null)} /> : null}
    </section>
  );
}
