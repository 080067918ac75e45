import type { ReactNode } from 'react';
import { HydrateLater } from '../../lib/hydrate-later';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';
import { SessionBar } from './session-bar';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

/** Public pages: sticky header, the page, footer (the header's parts and the page hydrated in turns). */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <SessionBar />
      <PublicHeader />
      <HydrateLater part="main">
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
      </HydrateLater>
      <PublicFooter />
    </div>
  );
}
