/**
 * /signup (seed 001 §2 "Signup", §5, §8): name, email and password, all required, with the
 * shared rules on blur. Accounts made here are author accounts. Success goes to /dashboard;
 * a failure puts the server's field errors on their fields (e.g. 409 'An account with this
 * email already exists' on the email) or shows its message, else 'Signup failed'. Signed-in
 * users are sent to /dashboard by the route's GuestOnly guard.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { signupRequest } from '../../../../shared/validation/auth';
import { paths } from '../../../app/paths';
import { TextField } from '../../../components/ui/form-fields';
import { usePageMeta } from '../../../lib/page-meta';
import { useSession } from '../../../lib/session';
import { AuthCard, FormAlert, PRIMARY_BUTTON, TEXT_LINK } from '../components/auth-card';
import { authPageMeta } from '../lib/page-meta';
import { failureMessage, fieldErrorsOf } from '../lib/server-errors';

const META = authPageMeta('/signup', 'Create an Author Account');
export const SIGNUP_FAILED = 'Signup failed';
const FIELDS = ['name', 'email', 'password'] as const;
type SignupInput = z.input<typeof signupRequest>;
type SignupOutput = z.output<typeof signupRequest>;

export function SignupPage() {
  usePageMeta(META.title, META.description);
  const { signup } = useSession();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
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
      await navigate(paths.dashboard.root.getHref(), { replace: true });
    } catch (error) {
      const onFields = fieldErrorsOf(error, FIELDS);
      if (onFields.length > 0) {
        onFields.forEach(({ field, message }, i) => setError(field, { type: 'server', message }, { shouldFocus: i === 0 }));
      } else {
        setFailure(failureMessage(error, SIGNUP_FAILED));
      }
    }
  };

  return (
    <AuthCard title="Create an Author Account" lead="Accounts made here are for authors only. Editors and reviewers are invited by the editorial office.">
      <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Create an account" className="space-y-5">
        <TextField id="signup-name" label="Full name" required autoComplete="name" error={errors.name?.message} {...register('name')} />
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
          hint="At least 8 characters with a lowercase and an uppercase letter, a number and a special character; no spaces."
          error={errors.password?.message}
          {...register('password')}
        />
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        <button type="submit" disabled={isSubmitting} className={PRIMARY_BUTTON}>
          {isSubmitting ? 'Creating account…' : 'Create account'}
        </button>
      </form>
      <p className="mt-5 text-sm text-slate-700">
        Already have an account?{' '}
        <Link to={paths.auth.login.getHref()} className={TEXT_LINK}>
          Sign in
        </Link>
      </p>
    </AuthCard>
  );
}
