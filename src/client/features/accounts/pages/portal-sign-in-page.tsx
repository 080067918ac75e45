/**
 * /portal (seed 001 §2 "Sign-in"): the portal's sign-in form and a Forgot Password link to
 * the admin's reset page. A signed-in visitor goes straight on to `next` (same-site) or
 * /dashboard.
 */
import { Link, Navigate, useSearchParams } from 'react-router';
import { paths } from '../../../../shared/routes';
import { usePageMeta } from '../../../lib/page-meta';
import { useSession } from '../../../lib/session';
import { AuthCard, TEXT_LINK } from '../components/auth-card';
import { SignInForm } from '../components/sign-in-form';
import { authPageMeta } from '../lib/page-meta';
import { afterSignIn } from '../lib/safe-next';

const META = authPageMeta('/portal', 'Portal Sign In');

export function PortalSignInPage() {
  usePageMeta(META.title, META.description);
  const { status } = useSession();
  const [searchParams] = useSearchParams();
  if (status === 'authenticated') return <Navigate to={afterSignIn(searchParams.get('next'))} replace />;
  return (
    <AuthCard title="Portal Sign In" lead="Sign in to the author and editor portal.">
      <SignInForm variant="portal" />
      <p className="mt-5 text-sm">
        <Link to={paths.portalForgotPassword.getHref()} className={TEXT_LINK}>
          Forgot Password
        </Link>
      </p>
    </AuthCard>
  );
}
