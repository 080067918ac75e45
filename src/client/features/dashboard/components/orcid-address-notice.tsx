/**
 * The dashboard's notice for an account made by ORCID sign-in (decision 0093): its address is
 * the placeholder `<iD>@orcid.invalid` (decision 0087), so it can receive no mail and owns
 * nothing found by address. Its owner gives a real address here; a confirmation link goes to
 * it (`POST /api/me/email`), and the account takes the address only when the link is opened.
 */
import { useState, type FormEvent } from 'react';
import * as endpoints from '../../../../shared/api/endpoints/orcid-invitations';
import { email as emailRule } from '../../../../shared/validation/fields';
import { TextField } from '../../../components/ui/form-fields';
import { ApiError } from '../../../lib/api-client';
import { call } from '../../../lib/call';
import { AccountNotice, LINK_NOT_SENT, NoticeAction, type NoticeAnswer } from './account-notice';

/** The placeholder domain of an ORCID-made account's address. */
export const ORCID_PLACEHOLDER = '@orcid.invalid';

export function OrcidAddressNotice() {
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const [answer, setAnswer] = useState<NoticeAnswer>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = emailRule.safeParse(value);
    if (!checked.success) {
      setFieldError(checked.error.issues[0]?.message);
      return;
    }
    setFieldError(undefined);
    setSending(true);
    setAnswer(null);
    try {
      const { message } = await call(endpoints.setOwnEmail, { body: { email: checked.data } });
      setAnswer({ tone: 'ok', text: message });
    } catch (error) {
      const fromField = error instanceof ApiError ? error.body.errors?.find((e) => e.path === 'email') : undefined;
      if (fromField) setFieldError(fromField.message);
      else
        setAnswer({
          tone: 'error',
          text: error instanceof ApiError && error.message ? error.message : LINK_NOT_SENT,
        });
    } finally {
      setSending(false);
    }
  };

  return (
    <AccountNotice titleId="orcid-address-title" title="Add your e-mail address">
      <p className="mt-1 text-sm">
        You signed in with ORCID, which did not give us your e-mail address. Until you add and confirm one, we cannot
        mail you, and invitations and submissions sent to your address are not linked to your account.
      </p>
      <form noValidate onSubmit={(e) => void submit(e)} className="mt-3 space-y-3" aria-label="Add your e-mail address">
        <div className="max-w-md">
          <TextField
            id="orcid-account-email"
            type="email"
            label="E-mail address"
            required
            autoComplete="email"
            value={value}
            error={fieldError}
            onChange={(e) => setValue(e.currentTarget.value)}
          />
        </div>
        <NoticeAction type="submit" sending={sending} label="Send a confirmation link" answer={answer} />
      </form>
    </AccountNotice>
  );
}
