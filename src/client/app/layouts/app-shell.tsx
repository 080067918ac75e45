import { Suspense, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { layoutKindOf } from './layout-kind';
import { MinimalLayout } from './minimal-layout';
import { PortalLayout } from './portal-layout';
import { PublicLayout } from './public-layout';
import { RouteErrorBoundary } from '../route-error';
import { ScrollToTop } from './scroll-to-top';
import { useStaticRegionLinks } from '../../lib/static-region';

/** Wraps `children` in the shell that the current path gets (seed 000 §2 Layout). */
export function AppShell({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const kind = layoutKindOf(pathname);
  const Layout = kind === 'portal' ? PortalLayout : kind === 'minimal' ? MinimalLayout : PublicLayout;
  return (
    <>
      <ScrollToTop />
      <Layout>{children}</Layout>
    </>
  );
}

/**
 * Root route component: the shell around the matched page. Pages are lazy modules; while
 * the first one loads, the shell shows a loading line in the page's place.
 */
export function RootLayout() {
  useStaticRegionLinks();
  return (
    <RouteErrorBoundary>
      <AppShell>
        <Suspense
          fallback={
            <p role="status" className="px-4 py-24 text-center text-slate-600">
              Loading…
            </p>
          }
        >
          <Outlet />
        </Suspense>
      </AppShell>
    </RouteErrorBoundary>
  );
}
