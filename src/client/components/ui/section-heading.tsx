import type { ReactNode } from 'react';
import { ButtonLink } from './button-link';
import { Container } from './container';

/**
 * A section's h2 with an optional eyebrow line and intro; `id` names the section
 * (use it as the section's `aria-labelledby`).
 */
export function SectionHeading({
  id,
  title,
  eyebrow,
  children,
}: {
  id: string;
  title: string;
  eyebrow?: string;
  children?: ReactNode;
}) {
  return (
    <div className="max-w-2xl">
      {eyebrow ? <p className="text-sm font-semibold uppercase tracking-[0.14em] text-accent-700">{eyebrow}</p> : null}
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight">
        {title}
      </h2>
      {children ? <p className="mt-3 text-base leading-relaxed text-slate-700">{children}</p> : null}
    </div>
  );
}

/** What a {@link ShowcaseSection} shows instead of its content while the content is frozen. */
export interface FrozenNotice {
  title: string;
  text: ReactNode;
  /** A call to action below the text. */
  action?: ReactNode;
}

/**
 * A home page band: the {@link SectionHeading} with a 'View All …' link beside it (below it
 * on a phone), then the band's content, or the `frozen` notice instead (the content, e.g. a
 * carousel that loads its items, is then not mounted at all).
 * @param tone the band's background: 'white' or 'tint' (brand-50; the link and the notice
 *   then sit on white)
 * @param viewAll the link to the full list
 */
export function ShowcaseSection({
  id,
  title,
  eyebrow,
  intro,
  tone,
  viewAll,
  frozen,
  children,
}: {
  id: string;
  title: string;
  eyebrow: string;
  intro: ReactNode;
  tone: 'white' | 'tint';
  viewAll: { to: string; label: string };
  frozen?: FrozenNotice;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={`${tone === 'tint' ? 'bg-brand-50' : 'bg-white'} py-16 sm:py-20`}>
      <Container>
        <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
          <SectionHeading id={id} title={title} eyebrow={eyebrow}>
            {intro}
          </SectionHeading>
          <ButtonLink
            to={viewAll.to}
            variant="outline"
            className={`shrink-0 self-start sm:self-auto${tone === 'tint' ? ' bg-white' : ''}`}
          >
            {viewAll.label}
          </ButtonLink>
        </div>
        <div className="mt-10">
          {frozen ? (
            <div
              className={`flex flex-col items-center justify-center rounded-lg border px-6 py-14 text-center ${
                tone === 'tint' ? 'border-brand-200 bg-white' : 'border-brand-100 bg-brand-50'
              }`}
            >
              <h3 className="text-2xl font-semibold">{frozen.title}</h3>
              <p className="mt-3 max-w-xl leading-relaxed text-slate-700">{frozen.text}</p>
              {frozen.action}
            </div>
          ) : (
            children
          )}
        </div>
      </Container>
    </section>
  );
}
