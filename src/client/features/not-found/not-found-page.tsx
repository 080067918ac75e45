import { paths } from '../../../shared/routes';
import { ButtonLink } from '../../components/ui/button-link';
import { Container } from '../../components/ui/container';

/** Not-found page (seed 000 §2 Not-found), the router's catch-all for any unknown path. */
export function NotFoundPage() {
  return (
    <Container className="py-24 text-center sm:py-32">
      <div aria-hidden="true" className="mx-auto h-1 w-16 rounded-full bg-accent-400" />
      <h1 className="mt-6 text-3xl font-bold tracking-tight sm:text-4xl">404 Page Not Found</h1>
      <p className="mx-auto mt-4 max-w-xl text-slate-700">
        The page you are looking for does not exist or may have been moved.
      </p>
      <div className="mt-10 flex justify-center">
        <ButtonLink to={paths.home.getHref()}>Go to the homepage</ButtonLink>
      </div>
    </Container>
  );
}
