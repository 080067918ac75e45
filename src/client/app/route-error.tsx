import { Component, type ReactNode } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { Container } from '../components/ui/container';
import { paths } from '../../shared/routes';

/**
 * What a failed page shows (a render error, or a lazy module that could not load after a
 * deploy): a plain message instead of a blank screen, never the error's own text.
 */
export function RouteError() {
  return (
    <Container className="py-24 text-center">
      <h1 className="text-3xl font-bold">Something went wrong</h1>
      <p className="mt-4 text-slate-700">This page could not be shown. Please reload the page or try again later.</p>
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

interface BoundaryProps {
  /** A new value (the next path) clears a caught error, so navigating away recovers. */
  resetKey: string;
  children: ReactNode;
}

/** The error boundary itself (a class: React has no hook for catching render errors). */
class Boundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidUpdate(previous: BoundaryProps): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render(): ReactNode {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

/**
 * Error boundary of the routes: renders `children` (or, as a route component, the matched
 * child route) and shows {@link RouteError} in their place if they throw while rendering.
 * The error clears when the path changes.
 */
export function RouteErrorBoundary({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary resetKey={pathname}>{children ?? <Outlet />}</Boundary>;
}
