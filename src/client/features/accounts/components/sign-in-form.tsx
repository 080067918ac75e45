/**
 * The email-and-password sign-in form of /portal and /login (seed 001 §2 "Sign-in", §5,
 * §8): validated on blur; on success the user goes to `next` when it is a same-site path,
 * else /dashboard; a failure shows the server's message, or 'Login failed', under the
 * password field (field errors of a 400 on their fields).
 *
 * A sign-in refused because the account reached its cap on failed attempts (429
 * `ACCOUNT_LOCKED`, docs/decisions/0013-address-verification.md) shows the server's message
 * there too, and a link to /forgot-password, where the owner gets the mailed reset link.
 *
 * `variant="portal"` uses the portal's email message ('Please enter a valid email
 * address') and keeps the submit button disabled while the email is invalid.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ACCOUNT_LOCKED_CODE } from '../../../../shared/domain/session';
import { paths } from '../../../../shared/routes';
import { ApiError } from '../../../lib/api-client';
import { TextField } from '../../../components/ui/form-fields';
import { useSession } from '../../../lib/session';
import { isValidEmail, loginForm, portalSignInForm, type LoginForm } from '../lib/forms';
import { afterSignIn } from '../lib/safe-next';
import { failureMessage, fieldErrorsOf } from '../lib/server-errors';
import { Button } from '../../../components/ui/button';
import { TEXT_LINK } from './auth-card';

export const LOGIN_FAILED = 'Login failed';
const FIELDS = ['email', 'password'] as const;

export function SignInForm({ variant }: { variant: 'portal' | 'login' }) {
  const { login } = useSession();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [locked, setLocked] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<LoginForm, unknown, LoginForm>({
    resolver: zodResolver(variant === 'portal' ? portalSignInForm : loginForm),
    mode: 'onBlur',
    defaultValues: { email: '', password: '' },
  });
  const emailValue = useWatch({ control, name: 'email' });
  const blocked = variant === 'portal' && !isValidEmail(emailValue);

  const onSubmit = async (values: LoginForm) => {
    setLocked(false);
    try {
      await login(values);
      await navigate(afterSignIn(searchParams.get('next')), { replace: true });
    } catch (error) {
      const onFields = fieldErrorsOf(error, FIELDS);
      if (onFields.length > 0) {
        onFields.forEach(({ field, message }, i) =>
          setError(field, { type: 'server', message }, { shouldFocus: i === 0 }),
        );
      } else {
        setLocked(error instanceof ApiError && error.body.code === ACCOUNT_LOCKED_CODE);
        setError('password', { type: 'server', message: failureMessage(error, LOGIN_FAILED) }, { shouldFocus: true });
      }
    }
  };

  const id = `${variant}-sign-in`;
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Sign in" className="space-y-5">
      <TextField
        id={`${id}-email`}
        label="Email"
        type="email"
        required
        autoComplete="username"
        inputMode="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        id={`${id}-password`}
        label="Password"
        type="password"
        required
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      {locked && (
        <p className="text-sm text-slate-700">
          <Link to={paths.auth.forgotPassword.getHref()} className={TEXT_LINK}>
            Get a password reset link by e-mail
          </Link>
        </p>
      )}
      <Button type="submit" disabled={blocked || isSubmitting} variant="primary" size="block">
        {isSubmitting ? 'Signing in…' : 'Sign In'}
      </Button>
    </form>
  );
}
