/**
 * /forgot-password: anyone with an account asks for a reset link by email (shared email
 * rule, on blur). The answer is the same whether or not the account exists, so the success
 * screen says so; the link leads to /reset-password and expires in 15 minutes. Failure: the
 * server's message or 'Failed to send reset email' (seed 001 §8).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { RESET_LINK_MINUTES } from '../../../../shared/domain/session';
import { paths } from '../../../../shared/routes';
import { TextField } from '../../../components/ui/form-fields';
import { usePageMeta } from '../../../lib/page-meta';
import { requestPasswordReset } from '../api/password-reset';
import { AuthCard, FormAlert, FormStatus, TEXT_LINK } from '../components/auth-card';
import { forgotPasswordForm, type ForgotPasswordForm } from '../lib/forms';
import { authPageMeta } from '../lib/page-meta';
import { failureMessage, fieldErrorsOf } from '../lib/server-errors';
import { RESET_EMAIL_FAILED } from './portal-forgot-password-page';
import { Button } from '../../../components/ui/button';

const META = authPageMeta('/forgot-password', 'Forgot Password');
export const RESET_REQUEST_SENT = `If an account exists for that address, we have sent a reset link. It expires in ${RESET_LINK_MINUTES} minutes.`;

export function ForgotPasswordPage() {
  usePageMeta(META.title, META.description);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordForm>({
    resolver: zodResolver(forgotPasswordForm),
    mode: 'onBlur',
    defaultValues: { email: '' },
  });

  const onSubmit = async (values: ForgotPasswordForm) => {
    setFailure(null);
    try {
      await requestPasswordReset({ email: values.email });
      setSent(true);
    } catch (error) {
      const [onEmail] = fieldErrorsOf(error, ['email'] as const);
      if (onEmail) setError('email', { type: 'server', message: onEmail.message }, { shouldFocus: true });
      else setFailure(failureMessage(error, RESET_EMAIL_FAILED));
    }
  };

  return (
    <AuthCard
      title="Forgot Password"
      lead="Enter the email address of your account and we will send you a link to choose a new password."
    >
      {sent ? (
        <FormStatus tone="success">
          <p className="font-semibold">Check your email</p>
          <p className="mt-1">{RESET_REQUEST_SENT}</p>
        </FormStatus>
      ) : (
        <form
          noValidate
          onSubmit={handleSubmit(onSubmit)}
          aria-label="Request a password reset link"
          className="space-y-5"
        >
          <TextField
            id="forgot-email"
            label="Email"
            type="email"
            required
            autoComplete="email"
            inputMode="email"
            error={errors.email?.message}
            {...register('email')}
          />
          {failure ? <FormAlert>{failure}</FormAlert> : null}
          <Button type="submit" disabled={isSubmitting} variant="primary" size="block">
            {isSubmitting ? 'Sending…' : 'Send reset link'}
          </Button>
        </form>
      )}
      <p className="mt-5 text-sm">
        <Link to={paths.auth.login.getHref()} className={TEXT_LINK}>
          Back to sign in
        </Link>
      </p>
    </AuthCard>
  );
}
