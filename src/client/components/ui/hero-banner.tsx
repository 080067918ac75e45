import type { ReactNode } from 'react';
import { Container } from './container';

/**
 * The navy banner that opens the home page and the marketing pages: a gradient with
 * decorative rings, an eyebrow line, the page's h1, a lead paragraph and a row of calls to
 * action (stacked on a phone).
 * @param id the h1's id, which names the section
 * @param variant 'home' (taller, with a second, gold ring) or 'page'
 * @param actions the calls to action (`ButtonLink`s)
 */
export function HeroBanner({
  id,
  eyebrow,
  title,
  lead,
  actions,
  variant = 'page',
}: {
  id: string;
  eyebrow: string;
  title: string;
  lead: ReactNode;
  actions: ReactNode;
  variant?: 'home' | 'page';
}) {
  return (
    <section aria-labelledby={id} className="relative overflow-hidden bg-brand-900 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700"
      />
      <div aria-hidden="true" className="absolute -right-24 -top-24 h-96 w-96 rounded-full border border-white/10" />
      {variant === 'home' ? (
        <div
          aria-hidden="true"
          className="absolute -right-8 top-24 h-72 w-72 rounded-full border border-accent-400/20"
        />
      ) : null}
      <Container className={`relative py-20 ${variant === 'home' ? 'sm:py-28' : 'sm:py-24'}`}>
        <p className="text-sm font-semibold uppercase tracking-[0.18em] text-accent-300">{eyebrow}</p>
        <h1 id={id} className="mt-4 max-w-3xl text-4xl font-bold leading-tight text-white sm:text-5xl">
          {title}
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-brand-100">{lead}</p>
        <div className="mt-10 flex flex-col gap-4 sm:flex-row">{actions}</div>
      </Container>
    </section>
  );
}
