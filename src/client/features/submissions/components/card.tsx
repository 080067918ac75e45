import type { ReactNode } from 'react';

/** A titled card; `headingLevel` 2 by default. */
export function Card({
  id,
  title,
  lead,
  headingLevel = 2,
  children,
}: {
  id: string;
  title: ReactNode;
  lead?: ReactNode;
  headingLevel?: 2 | 3;
  children: ReactNode;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <Heading
        id={`${id}-title`}
        className={
          headingLevel === 2
            ? 'text-xl font-bold tracking-tight text-brand-900'
            : 'text-lg font-semibold text-brand-900'
        }
      >
        {title}
      </Heading>
      {lead ? <p className="mt-1 text-sm leading-6 text-slate-600">{lead}</p> : null}
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  );
}
