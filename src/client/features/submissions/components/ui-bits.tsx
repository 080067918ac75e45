/**
 * Small building blocks of the workflow dashboards: button styles, a titled card and the
 * status badge.
 */
import type { ReactNode } from 'react';
import { STATUS_LABELS, type SubmissionStatus } from '../../../../shared/domain/submission-workflow';

const BUTTON_BASE =
  'inline-flex items-center justify-center rounded-md px-3 py-2 text-sm font-semibold shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-50';
/** Main action. */
export const PRIMARY_BUTTON = `${BUTTON_BASE} bg-brand-700 text-white hover:bg-brand-800`;
/** Secondary action. */
export const SECONDARY_BUTTON = `${BUTTON_BASE} border border-slate-300 bg-white text-brand-800 hover:bg-slate-50`;
/** Destructive action. */
export const DANGER_BUTTON = `${BUTTON_BASE} border border-red-300 bg-white text-red-700 hover:bg-red-50`;
/** A row of buttons that wraps on a phone. */
export const BUTTON_ROW = 'flex flex-wrap items-center gap-2';

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
    <section aria-labelledby={`${id}-title`} className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <Heading id={`${id}-title`} className={headingLevel === 2 ? 'text-xl font-bold tracking-tight text-brand-900' : 'text-lg font-semibold text-brand-900'}>
        {title}
      </Heading>
      {lead ? <p className="mt-1 text-sm leading-6 text-slate-600">{lead}</p> : null}
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  );
}

/** The status of a submission, labelled ('under_review' → 'Under review'). */
export function StatusBadge({ status }: { status: SubmissionStatus }) {
  return (
    <span className="inline-flex items-center rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-brand-800 ring-1 ring-brand-200 ring-inset">
      {STATUS_LABELS[status] ?? status}
    </span>
  );
}

/** Text for screen readers only. */
export function SrOnly({ children }: { children: ReactNode }) {
  return <span className="sr-only">{children}</span>;
}
