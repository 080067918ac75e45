import type { ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { layoutKindOf } from './layout-kind';
import { MinimalLayout } from './minimal-layout';
import { PortalLayout } from './portal-layout';
import { PublicLayout } from './public-layout';
import { ScrollToTop } from './scroll-to-top';

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

/** Root route component: the shell around the matched page. */
export function RootLayout() {
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  );
}

/** Shown while the first page's lazy module loads: the shell with a loading line. */
export function RootHydrateFallback() {
  return (
    <AppShell>
      <p role="status" className="px-4 py-24 text-center text-slate-600">
        Loading…
      </p>
    </AppShell>
  );
}
