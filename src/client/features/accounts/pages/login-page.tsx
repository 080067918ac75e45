/**
 * /login (seed 001 §2 "Sign-in"): email and password, a link to the admin's password reset
 * (/portal/forgot-password) and a link to /signup, which is for authors only. Ours: a
 * "Forgot your password?" link to /forgot-password, where any user asks for their own link. Signed-in
 * users are sent to /dashboard by the route's GuestOnly guard.
 */
import { Link } from 'react-router';
import { paths } from '../../../../shared/routes';
import { usePageMeta } from '../../../lib/page-meta';
import { AuthCard, TEXT_LINK } from '../components/auth-card';
import { SignInForm } from '../components/sign-in-form';
import { SsoButtons } from '../components/sso-buttons';
import { SsoCompletion } from '../components/sso-completion';
import { authPageMeta } from '../lib/page-meta';

const META = authPageMeta('/login', 'Sign In');

export function LoginPage() {
  usePageMeta(META.title, META.description);
  return (
    <AuthCard title="Sign In" lead="Sign in to follow your submissions, reviews and editorial work.">
      <SsoCompletion />
      <SignInForm variant="login" />
      <SsoButtons />
      <div className="mt-5 space-y-2 text-sm text-slate-700">
        <p>
          <Link to={paths.auth.forgotPassword.getHref()} className={TEXT_LINK}>
            Forgot your password?
          </Link>
        </p>
        <p>
          Administrator?{' '}
          <Link to={paths.portalForgotPassword.getHref()} className={TEXT_LINK}>
            Reset the admin password
          </Link>
        </p>
        <p>
          New author?{' '}
          <Link to={paths.auth.signup.getHref()} className={TEXT_LINK}>
            Create an account
          </Link>{' '}
          (for authors only).
        </p>
      </div>
    </AuthCard>
  );
}
