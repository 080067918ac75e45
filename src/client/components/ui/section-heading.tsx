import type { ReactNode } from 'react';

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
