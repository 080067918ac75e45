/**
 * The wizard's "Connect your ORCID iD" (decision 0093): the submitting author runs ORCID's
 * authorization (decision 0087's `link` round trip, `POST /api/sso/link`) from an author's
 * fields and comes back to /dashboard/author with the draft as it was typed: the form is kept in
 * this tab's sessionStorage across the round trip (the draft does not exist on the server yet),
 * restored on return, and the account's iD (`GET /api/me/identities`) is put in that author,
 * shown authenticated. The server marks it authenticated when the draft is created only because
 * the account holds it (create-draft.ts), never because the form says so.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import * as sso from '../../../../shared/api/endpoints/sso';
import { paths } from '../../../../shared/routes';
import {
  newKey,
  type AuthorDraft,
  type FunderDraft,
  type StatementsDraft,
} from '../../../components/contributors/contributor-fields';
import { OrcidIdIcon } from '../../../components/contributors/orcid-status';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { call } from '../../../lib/call';

/** What the wizard keeps across ORCID's round trip. */
export interface WizardSnapshot {
  values: Record<string, string>;
  authors: AuthorDraft[];
  funding: FunderDraft[];
  statements: StatementsDraft;
  /** The author whose button was pressed (index in `authors`). */
  authorIndex: number;
}

const STORE_KEY = 'genesis.wizard.orcid';

/** Whether ORCID sign-in is configured (`GET /api/sso/methods`, asked once `enabled`: an author is listed). */
export function useOrcidAvailable(enabled: boolean): boolean {
  const methods = useQuery({
    queryKey: ['sso', 'methods'],
    queryFn: () => call(sso.signInMethodsList, {}),
    enabled,
  });
  return methods.data?.orcid === true;
}

/**
 * The snapshot left before ORCID's round trip, when the page is its return (`?sso=linked`);
 * taken once (removed from the store). Null otherwise.
 */
export function takeWizardSnapshot(): WizardSnapshot | null {
  if (typeof window === 'undefined') return null;
  const url = new URL(window.location.href);
  if (url.searchParams.get('sso') !== 'linked') return null;
  let raw: string | null = null;
  try {
    raw = window.sessionStorage.getItem(STORE_KEY);
    window.sessionStorage.removeItem(STORE_KEY);
  } catch {
    return null;
  }
  url.searchParams.delete('sso');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object' || !Array.isArray((parsed as WizardSnapshot).authors)) return null;
    const snap = parsed as WizardSnapshot;
    // Fresh row keys: the page's key counter started again.
    return {
      ...snap,
      authors: snap.authors.map((a) => ({
        ...a,
        key: newKey(),
        affiliations: a.affiliations.map((f) => ({ ...f, key: newKey() })),
      })),
      funding: snap.funding.map((f) => ({
        ...f,
        key: newKey(),
        awards: f.awards.map((w) => ({ ...w, key: newKey() })),
      })),
    };
  } catch {
    return null;
  }
}

/** The iD the signed-in account connected through ORCID, or null. */
export async function connectedOrcid(): Promise<string | null> {
  const identities = await call(sso.myIdentities, {});
  return identities.find((i) => i.provider === 'orcid')?.subject ?? null;
}

/** The button: keeps the form, then sends the browser to ORCID. */
export function ConnectOrcidButton({ snapshot }: { snapshot: () => WizardSnapshot }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const connect = async () => {
    setBusy(true);
    setError(null);
    try {
      window.sessionStorage.setItem(STORE_KEY, JSON.stringify(snapshot()));
      const { url } = await call(sso.startLink, {
        body: { provider: 'orcid', returnTo: paths.dashboard.author.getHref() },
      });
      window.location.assign(url);
    } catch (e) {
      window.sessionStorage.removeItem(STORE_KEY);
      setBusy(false);
      setError(e instanceof ApiError ? e.message : 'ORCID could not be reached. Please try again.');
    }
  };
  return (
    <div className="space-y-1">
      <Button variant="secondary" size="sm" className="gap-2" disabled={busy} onClick={() => void connect()}>
        <OrcidIdIcon />
        {busy ? 'Opening ORCID…' : 'Connect your ORCID iD'}
      </Button>
      <p className="text-xs text-slate-700">
        If this author is you: sign in to ORCID and your iD is added, authenticated.
      </p>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
