/**
 * Prose pieces of the guideline pages: sections with an h2, sub-headings, paragraphs,
 * lists and call-outs, styled for reading (about 70 characters a line, 1.75 line height).
 * Kept inside the feature: client features do not share components sideways.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A titled part of a guideline page: `<section>` named by its h2 (`id` is the h2's id). */
export function GuidelineSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-12 first:mt-0">
      <h2 id={id} className="scroll-mt-28 text-2xl font-bold tracking-tight sm:text-[1.7rem]">
        {title}
      </h2>
      <div className="mt-4 space-y-4 text-base leading-7 text-slate-700">{children}</div>
    </section>
  );
}

/** An h3 inside a section. */
export function SubHeading({ children }: { children: ReactNode }) {
  return <h3 className="pt-4 text-lg font-semibold">{children}</h3>;
}

/** A bulleted list; each child should be an `<li>`. */
export function BulletList({ children }: { children: ReactNode }) {
  return <ul className="list-disc space-y-2 pl-6 marker:text-accent-700">{children}</ul>;
}

/** A numbered list; each child should be an `<li>`. */
export function NumberedList({ children }: { children: ReactNode }) {
  return <ol className="list-decimal space-y-2 pl-6 marker:font-semibold marker:text-brand-800">{children}</ol>;
}

/** A term in bold at the start of a list item or paragraph. */
export function Term({ children }: { children: ReactNode }) {
  return <strong className="font-semibold text-brand-900">{children}</strong>;
}

/**
 * A boxed note. `important` (gold rule) for rules that have consequences, `info` (navy
 * rule) for practical notes. The optional title is a paragraph, not a heading, so the
 * outline stays clean.
 */
export function Callout({
  title,
  tone = 'info',
  children,
}: {
  title?: string;
  tone?: 'info' | 'important';
  children: ReactNode;
}) {
  const colours = tone === 'important' ? 'border-accent-400 bg-amber-50' : 'border-brand-600 bg-brand-50';
  return (
    <div className={`rounded-r-md border-l-4 px-5 py-4 ${colours}`}>
      {title ? <p className="font-semibold text-brand-900">{title}</p> : null}
      <div className={`space-y-3 text-[0.95rem] leading-7 text-slate-700 ${title ? 'mt-1' : ''}`}>{children}</div>
    </div>
  );
}

/** Key figures as a description list: a large value over a short label. */
export function KeyFacts({ items }: { items: readonly { value: string; label: string }[] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3">
      {items.map((item) => (
        <div
          key={item.label}
          className="flex flex-col-reverse justify-end rounded-lg border border-slate-200 bg-white px-4 py-3"
        >
          <dt className="text-sm leading-snug text-slate-600">{item.label}</dt>
          <dd className="font-serif text-2xl font-bold text-brand-900">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

const LINK =
  'font-semibold text-brand-700 underline decoration-brand-200 underline-offset-2 hover:text-brand-900 hover:decoration-brand-700';

/** A link inside running text (to a route from the `paths` map). */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={LINK}>
      {children}
    </Link>
  );
}

/** An e-mail address as a mailto link. */
export function EmailLink({ address, subject }: { address: string; subject?: string }) {
  const href = subject ? `mailto:${address}?subject=${encodeURIComponent(subject)}` : `mailto:${address}`;
  return (
    <a href={href} className={`${LINK} wrap-anywhere`}>
      {address}
    </a>
  );
}
