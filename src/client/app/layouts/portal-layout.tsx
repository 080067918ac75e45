import type { ReactNode } from 'react';
import { Container } from '../../components/ui/container';
import { BrandLink } from './brand-link';
import { SessionBar } from './session-bar';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

/**
 * The signed-in portal shell (seed 000 §2 Layout: /portal paths are noindex, nofollow).
 * The server writes the robots `<meta>` into the HTML of every private path (portal, sign-in,
 * dashboards, invitation links: PRIVATE_ROUTE_PATTERN), which is what crawlers read.
 */
export function PortalLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-brand-50">
      <SkipLink />
      <SessionBar />
      <header className="border-b border-brand-800 bg-brand-900">
        <Container className="flex h-16 items-center justify-between">
          <BrandLink inverted subtitle="Author & Editor Portal" />
        </Container>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
    </div>
  );
}
