import type { ReactNode } from 'react';

/** Small label, e.g. an article type or a journal abbreviation. */
export function Badge({ children, tone = 'navy' }: { children: ReactNode; tone?: 'navy' | 'gold' }) {
  const colours =
    tone === 'gold' ? 'bg-amber-50 text-accent-700 ring-amber-200' : 'bg-brand-50 text-brand-800 ring-brand-200';
  return (
    <span
      className={`inline-flex max-w-full items-center rounded px-2 py-0.5 text-xs font-semibold tracking-wide wrap-anywhere ring-1 ring-inset ${colours}`}
    >
      {children}
    </span>
  );
}
