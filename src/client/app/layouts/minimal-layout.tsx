import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Container } from '../../components/ui/container';
import { paths } from '../../../shared/routes';
import { BrandLink } from './brand-link';
import { SessionBar } from './session-bar';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

/**
 * Minimal top bar of the signed-in areas (dashboard, admin, eic, ae, reviewer, author;
 * seed 000 §2 Layout), under the logged-in bar (role badge and Logout).
 */
export function MinimalLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <SkipLink />
      <SessionBar />
      <header className="border-b border-slate-200 bg-white">
        <Container className="flex h-14 items-center justify-between">
          <BrandLink />
          <nav aria-label="Site">
            <Link
              to={paths.home.getHref()}
              className="text-sm font-medium text-brand-700 hover:text-brand-900 hover:underline"
            >
              Back to website
            </Link>
          </nav>
        </Container>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
    </div>
  );
}
