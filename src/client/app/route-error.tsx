import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Container } from '../components/ui/container';
import { paths } from '../../shared/routes';

/**
 * Error boundary of the routes: a failed page (render error, or a lazy module that could
 * not load after a deploy) shows a plain message instead of a blank screen.
 */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <Container className="py-24 text-center">
      <h1 className="text-3xl font-bold">Something went wrong</h1>
      <p className="mt-4 text-slate-700">
        This page could not be shown{detail ? ` (${detail})` : ''}. Please reload the page or try again later.
      </p>
      <Link
        to={paths.home.getHref()}
        reloadDocument
        className="mt-8 inline-block font-semibold text-brand-700 underline hover:text-brand-900"
      >
        Go to the homepage
      </Link>
    </Container>
  );
}
