import type { ReactNode } from 'react';
import { HydrateInTurn } from '../../lib/staged-hydration';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';
import { SessionBar } from './session-bar';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

/** Public pages: sticky header, the page, footer (each hydrated in its own turn). */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <SessionBar />
      <HydrateInTurn>
        <PublicHeader />
      </HydrateInTurn>
      <HydrateInTurn>
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
      </HydrateInTurn>
      <HydrateInTurn>
        <PublicFooter />
      </HydrateInTurn>
    </div>
  );
}
