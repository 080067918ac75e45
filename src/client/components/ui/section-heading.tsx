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

/**
 * A home page band: the {@link SectionHeading} with a 'View All …' link beside it (below it
 * on a phone), then the band's content.
 * @param tone the band's background: 'white' or 'tint' (brand-50; the link then sits on white)
 * @param viewAll the link to the full list
 */
export function ShowcaseSection({
  id,
  title,
  eyebrow,
  intro,
  tone,
  viewAll,
  children,
}: {
  id: string;
  title: string;
  eyebrow: string;
  intro: ReactNode;
  tone: 'white' | 'tint';
  viewAll: { to: string; label: string };
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
        <div className="mt-10">{children}</div>
      </Container>
    </section>
  );
}
