/**
 * /signup (seed 001 §2 "Signup", §5, §8; decision 0013): name, email and password, all required,
 * with the shared rules on blur. Accounts made here are author accounts. Success shows 'Check
 * your e-mail to confirm your address' with the address it went to and a way to sign in (no
 * session is started: the server answers every signup alike, so it cannot tell who already has
 * an account); a failure puts the server's field errors on their fields (e.g. a common
 * password) or shows its message, else 'Signup failed'. Signed-in users are sent to
 * /dashboard by the route's GuestOnly guard.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { signupRequest } from '../../../../shared/validation/auth';
import { paths } from '../../../../shared/routes';
import { TextField } from '../../../components/ui/form-fields';
import { usePageMeta } from '../../../lib/page-meta';
import { useSession } from '../../../lib/session';
import { CHECK_EMAIL_TO_CONFIRM, VERIFY_LINK_HOURS } from '../../../../shared/domain/session';
import { AuthCard, FormAlert, FormStatus, TEXT_LINK } from '../components/auth-card';
import { SsoButtons } from '../components/sso-buttons';
import { authPageMeta } from '../lib/page-meta';
import { failureMessage, fieldErrorsOf } from '../lib/server-errors';
import { Button, buttonClasses } from '../../../components/ui/button';
import { PASSWORD_RULE_HINT } from '../../../../shared/validation/fields';

const META = authPageMeta('/signup', 'Create an Author Account');
export const SIGNUP_FAILED = 'Signup failed';
const FIELDS = ['name', 'email', 'password'] as const;
type SignupInput = z.input<typeof signupRequest>;
type SignupOutput = z.output<typeof signupRequest>;

export function SignupPage() {
  usePageMeta(META.title, META.description);
  const { signup } = useSession();
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignupInput, unknown, SignupOutput>({
    resolver: zodResolver(signupRequest),
    mode: 'onBlur',
    defaultValues: { name: '', email: '', password: '' },
  });

  const onSubmit = async (values: SignupOutput) => {
    setFailure(null);
    try {
      await signup(values);
      setSentTo(values.email);
    } catch (error) {
      const onFields = fieldErrorsOf(error, FIELDS);
      if (onFields.length > 0) {
        onFields.forEach(({ field, message }, i) =>
          setError(field, { type: 'server', message }, { shouldFocus: i === 0 }),
        );
      } else {
        setFailure(failureMessage(error, SIGNUP_FAILED));
      }
    }
  };

  if (sentTo) {
    return (
      <AuthCard title={CHECK_EMAIL_TO_CONFIRM}>
        <div className="space-y-4">
          <FormStatus tone="success">
            <p>
              We sent a confirmation link to <span className="font-semibold break-all">{sentTo}</span>. It works once,
              for {VERIFY_LINK_HOURS} hours.
            </p>
          </FormStatus>
          <p className="text-sm text-slate-700">
            Open the link, then sign in with your e-mail and password. No mail after a few minutes? Look in your spam
            folder, or sign in and ask for a new link from your dashboard.
          </p>
          <Link to={paths.auth.login.getHref()} className={buttonClasses('primary', 'block')}>
            Sign in
          </Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Create an Author Account"
      lead="Accounts made here are for authors only. Editors and reviewers are invited by the editorial office."
    >
      <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Create an account" className="space-y-5">
        <TextField
          id="signup-name"
          label="Full name"
          required
          autoComplete="name"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          id="signup-email"
          label="Email"
          type="email"
          required
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          id="signup-password"
          label="Password"
          type="password"
          required
          autoComplete="new-password"
          hint={PASSWORD_RULE_HINT}
          error={errors.password?.message}
          {...register('password')}
        />
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        <Button type="submit" disabled={isSubmitting} variant="primary" size="block">
          {isSubmitting ? 'Creating account…' : 'Create account'}
        </Button>
      </form>
      <SsoButtons />
      <p className="mt-5 text-sm text-slate-700">
        Already have an account?{' '}
        <Link to={paths.auth.login.getHref()} className={TEXT_LINK}>
          Sign in
        </Link>
      </p>
    </AuthCard>
  );
}
