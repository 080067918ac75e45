import type { ReactNode } from 'react';
import { Container } from './container';

/**
 * Building blocks of the site's long-form text pages (about, open access, FAQs, terms,
 * policies, guidelines): a navy page header holding the page's only h1, a reading column
 * with typographic defaults for the plain elements inside it, and sections
 * with anchored h2s for in-page navigation. Tailwind only (the CSP allows no inline styles).
 */

/**
 * Typography for plain elements written inside {@link Prose}: paragraphs, lists, links,
 * emphasis. Links styled here skip elements marked `not-prose` (e.g. a ButtonLink).
 */
const PROSE_CLASS = [
  'text-[1.0625rem] leading-7 text-slate-700',
  '[&_p]:mt-4 [&_p:first-child]:mt-0',
  '[&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ul]:marker:text-accent-700',
  '[&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 [&_ol]:marker:text-brand-700',
  '[&_ul:first-child]:mt-0 [&_ol:first-child]:mt-0',
  '[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3:first-child]:mt-0',
  '[&_a:not(.not-prose)]:font-medium [&_a:not(.not-prose)]:text-brand-700 [&_a:not(.not-prose)]:underline',
  '[&_a:not(.not-prose)]:underline-offset-2 [&_a:not(.not-prose):hover]:text-brand-900',
  '[&_strong]:font-semibold [&_strong]:text-slate-900',
].join(' ');

/** Reading measure: about 65–75 characters a line at the prose font size. */
export const PROSE_MEASURE = 'max-w-[60ch]';

/**
 * A column of running text. Children are plain HTML (`p`, `ul`, `ol`, `h3`, `a`, `strong`)
 * and get the house typography; `wide` drops the reading measure (for tables and cards).
 */
export function Prose({
  children,
  className = '',
  wide = false,
}: {
  children: ReactNode;
  className?: string;
  wide?: boolean;
}) {
  return <div className={`${PROSE_CLASS} ${wide ? '' : PROSE_MEASURE} ${className}`}>{children}</div>;
}

/**
 * The header band of a text page: optional eyebrow, the page's h1, an intro and a
 * "Last updated" line. `aside` (e.g. an illustration) sits beside the text from `lg` up.
 */
export function ProsePageHeader({
  title,
  eyebrow,
  children,
  updated,
  aside,
  titleId = 'page-title',
}: {
  title: string;
  eyebrow?: string;
  children?: ReactNode;
  /** e.g. "September 2025"; rendered as "Last updated: September 2025". */
  updated?: string;
  aside?: ReactNode;
  titleId?: string;
}) {
  return (
    <header className="relative overflow-hidden bg-brand-900 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700"
      />
      <div aria-hidden="true" className="absolute -right-24 -top-24 h-80 w-80 rounded-full border border-white/10" />
      <Container
        className={`relative py-14 sm:py-16 ${aside ? 'grid items-center gap-10 lg:grid-cols-[minmax(0,1fr)_26rem]' : ''}`}
      >
        <div>
          {eyebrow ? (
            <p className="text-sm font-semibold uppercase tracking-[0.18em] text-accent-300">{eyebrow}</p>
          ) : null}
          <h1 id={titleId} className="mt-3 max-w-3xl text-4xl font-bold leading-tight text-white sm:text-5xl">
            {title}
          </h1>
          {children ? <div className="mt-5 max-w-[60ch] text-lg leading-relaxed text-brand-100">{children}</div> : null}
          {updated ? <LastUpdated date={updated} className="mt-6 text-brand-200" /> : null}
        </div>
        {aside ? <div className="mx-auto w-full max-w-md lg:mx-0">{aside}</div> : null}
      </Container>
    </header>
  );
}

/** "Last updated: {date}" in small print. */
export function LastUpdated({ date, className = 'text-slate-600' }: { date: string; className?: string }) {
  return <p className={`text-sm ${className}`}>Last updated: {date}</p>;
}

/**
 * A titled section of a text page: `<section aria-labelledby>` with an anchored h2 (`id`
 * is the fragment to link to; the heading clears the sticky site header when scrolled to).
 */
export function ProseSection({
  id,
  title,
  children,
  className = '',
}: {
  id: string;
  title: string;
  children: ReactNode;
  className?: string;
}) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={`scroll-mt-28 ${className}`}>
      <h2 id={headingId} className="text-2xl font-bold tracking-tight sm:text-3xl">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}
