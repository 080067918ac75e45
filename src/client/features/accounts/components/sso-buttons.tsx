/**
 * "Sign in with ORCID" and one button per enabled institution (decision 0087), under the
 * password form of /login and /signup. Nothing shows when no method is configured. A click
 * asks the server to start the round trip and sends the browser to the provider.
 */
import { useEffect, useState } from 'react';
import type { SignInMethods } from '../../../../shared/api/sso';
import { Button } from '../../../components/ui/button';
import { signInMethods, startSignIn } from '../api/sso';
import { FormAlert } from './auth-card';
import { failureMessage } from '../lib/server-errors';

export function SsoButtons({ returnTo }: { returnTo?: string }) {
  const [methods, setMethods] = useState<SignInMethods | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    signInMethods()
      .then((m) => {
        if (live) setMethods(m);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  if (!methods || (!methods.orcid && methods.providers.length === 0)) return null;
  const buttons = [
    ...(methods.orcid ? [{ key: 'orcid', label: 'Sign in with ORCID' }] : []),
    ...methods.providers.map((p) => ({ key: p.key, label: `Sign in with ${p.name}` })),
  ];
  const go = (key: string) => {
    setBusy(key);
    setError(null);
    startSignIn(key, returnTo)
      .then((url) => window.location.assign(url))
      .catch((err: unknown) => {
        setBusy(null);
        setError(failureMessage(err, 'The sign-in could not be started. Please try again.'));
      });
  };
  return (
    <div className="mt-5 space-y-2" aria-label="Other ways to sign in" role="group">
      <p className="text-center text-sm text-slate-600">or</p>
      {error ? <FormAlert>{error}</FormAlert> : null}
      {buttons.map((b) => (
        <Button
          key={b.key}
          type="button"
          variant="secondary"
          size="block"
          disabled={busy !== null}
          onClick={() => go(b.key)}
        >
          {b.label}
        </Button>
      ))}
    </div>
  );
}
