/**
 * /orcid/connect?token=… (decision 0093): the page a co-author's ORCID invitation links to. No
 * account is needed. It reads what the link is for (`POST /api/orcid-invitations/preview`,
 * once: a mail scanner runs no script), explains, and its button starts ORCID's authorization
 * (`POST /api/orcid-invitations/start`); ORCID's answer comes back to `/orcid/connect?sso=linked`,
 * which says the iD is connected. A used, expired or replaced link says so, and what to do.
 */
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { OrcidInvitationView } from '../../../../shared/api/orcid-invitations';
import { ORCID_LINK_INVALID } from '../../../../shared/api/orcid-invitations';
import * as endpoints from '../../../../shared/api/endpoints/orcid-invitations';
import { OrcidIdIcon } from '../../../components/contributors/orcid-status';
import { Button } from '../../../components/ui/button';
import { call } from '../../../lib/call';
import { usePageMeta } from '../../../lib/page-meta';
import { AuthCard, FormAlert, FormStatus } from '../components/auth-card';
import { authPageMeta } from '../lib/page-meta';
import { failureMessage } from '../lib/server-errors';

export const ORCID_CONNECTED =
  'Your ORCID iD is connected to the manuscript. It will be shown as authenticated on the article. You can close this page.';
const META = authPageMeta('/orcid/connect', 'Connect your ORCID iD');
const TITLE = META.title;

type State =
  | { kind: 'pending' }
  | { kind: 'ready'; view: OrcidInvitationView }
  | { kind: 'done' }
  | { kind: 'failed'; message: string };

const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

export function OrcidConnectPage() {
  usePageMeta(META.title, META.description);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const done = params.get('sso') === 'linked';
  const [state, setState] = useState<State>(() =>
    done ? { kind: 'done' } : token ? { kind: 'pending' } : { kind: 'failed', message: ORCID_LINK_INVALID },
  );
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (done || !token || sent.current === token) return;
    sent.current = token;
    call(endpoints.previewOrcidInvitation, { body: { token } })
      .then((view) => setState({ kind: 'ready', view }))
      .catch((error: unknown) => setState({ kind: 'failed', message: failureMessage(error, ORCID_LINK_INVALID) }));
  }, [token, done]);

  const start = async () => {
    setStarting(true);
    setStartError(null);
    try {
      const { url } = await call(endpoints.startOrcidInvitation, { body: { token } });
      window.location.assign(url);
    } catch (error) {
      setStarting(false);
      setStartError(failureMessage(error, 'ORCID could not be reached. Please try again.'));
    }
  };

  let body;
  if (state.kind === 'pending') body = <FormStatus>Reading your link…</FormStatus>;
  else if (state.kind === 'done') {
    body = (
      <FormStatus tone="success">
        <p className="font-semibold">{ORCID_CONNECTED}</p>
      </FormStatus>
    );
  } else if (state.kind === 'failed') body = <FormAlert>{state.message}</FormAlert>;
  else {
    const { view } = state;
    body = (
      <div className="space-y-4 text-sm text-slate-800">
        <p>
          {view.authorName ? <strong>{view.authorName}</strong> : 'You'}, you are named as an author of{' '}
          <strong className="wrap-anywhere">“{view.title}”</strong>, submitted to {view.journalTitle}.
        </p>
        <p>
          Sign in to ORCID to connect your iD to this manuscript. Your iD is then shown as authenticated (with ORCID’s
          green iD icon) on the article and in the metadata sent to Crossref. If ORCID asks, you may also allow us to
          add the article to your ORCID record when it is published; you can revoke that at any time in your ORCID
          account. You do not need a Genesis account.
        </p>
        <p className="text-slate-700">This link works once, until {dateOf(view.expiresAt)}.</p>
        {startError ? <FormAlert>{startError}</FormAlert> : null}
        <Button size="lg" className="gap-2" disabled={starting} onClick={() => void start()}>
          <OrcidIdIcon className="h-5 w-5" />
          {starting ? 'Opening ORCID…' : 'Connect your ORCID iD'}
        </Button>
      </div>
    );
  }
  return <AuthCard title={TITLE}>{body}</AuthCard>;
}
