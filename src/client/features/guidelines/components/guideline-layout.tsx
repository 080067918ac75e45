import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../../shared/routes';
import { ButtonLink } from '../../../components/ui/button-link';
import { Container } from '../../../components/ui/container';
import { guidelineGroup, guidelineMeta, type GuidelineType } from '../lib/catalogue';
import { LAST_UPDATED } from '../lib/facts';
import { GuidelinesNav } from './guidelines-nav';

function Breadcrumb({ title }: { title: string }) {
  const link = 'text-brand-100 underline-offset-2 hover:text-white hover:underline';
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <li>
          <Link to={paths.home.getHref()} className={link}>
            Home
          </Link>
        </li>
        <li aria-hidden="true" className="text-brand-200">
          /
        </li>
        <li>
          <Link to={paths.guidelines.root.getHref()} className={link}>
            Guidelines
          </Link>
        </li>
        <li aria-hidden="true" className="text-brand-200">
          /
        </li>
        <li aria-current="page" className="font-semibold text-white">
          {title}
        </li>
      </ol>
    </nav>
  );
}

/**
 * The frame of every guideline page (seed 000 §2 "Guideline pages"): a navy header with
 * breadcrumb, audience, the title (the page's h1, from STATIC_PAGE_META) and a lead; the
 * rich text; buttons to /submit-manuscript, /contact and /guidelines; 'Last updated:
 * September 2025'; and the guidelines navigation beside (or, on phones, after) the text.
 */
export function GuidelineLayout({ type, lead, children }: { type: GuidelineType; lead: string; children: ReactNode }) {
  const { title } = guidelineMeta(type);
  const group = guidelineGroup(type);
  return (
    <article aria-labelledby="guideline-title">
      <header className="relative overflow-hidden bg-brand-900 text-white">
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700"
        />
        <div aria-hidden="true" className="absolute -right-24 -top-24 h-80 w-80 rounded-full border border-white/10" />
        <Container className="relative py-10 sm:py-14">
          <Breadcrumb title={title} />
          <p className="mt-8 text-sm font-semibold uppercase tracking-[0.16em] text-accent-300">{group.audience}</p>
          <h1
            id="guideline-title"
            className="mt-3 max-w-3xl text-3xl font-bold leading-tight text-white sm:text-[2.6rem]"
          >
            {title}
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-brand-100">{lead}</p>
        </Container>
      </header>
      <Container className="grid gap-12 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_17rem] lg:gap-16">
        <div className="min-w-0 max-w-3xl">
          {children}
          <footer className="mt-14 border-t border-slate-200 pt-8">
            <p className="font-serif text-lg font-semibold text-brand-900">Ready to take the next step?</p>
            <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              <ButtonLink to={paths.submitManuscript.getHref()}>Submit Manuscript</ButtonLink>
              <ButtonLink to={paths.contact.getHref()} variant="outline">
                Contact Us
              </ButtonLink>
              <ButtonLink to={paths.guidelines.root.getHref()} variant="outline">
                All Guidelines
              </ButtonLink>
            </div>
            <p className="mt-8 text-sm text-slate-600">{LAST_UPDATED}</p>
          </footer>
        </div>
        <GuidelinesNav current={type} />
      </Container>
    </article>
  );
}
