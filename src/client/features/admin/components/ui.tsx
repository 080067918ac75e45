/**
 * Small building blocks of the admin pages: button styles, screen-reader text, a
 * definition list of labelled values, and the pager of a list.
 */
import type { ReactNode } from 'react';
import { NO_DATE } from '../../../lib/format';

const BUTTON_BASE =
  'inline-flex items-center justify-center rounded-md px-3 py-2 text-sm font-semibold shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-50';
/** Main action. */
export const PRIMARY_BUTTON = `${BUTTON_BASE} bg-brand-700 text-white hover:bg-brand-800`;
/** Secondary action. */
export const SECONDARY_BUTTON = `${BUTTON_BASE} border border-slate-300 bg-white text-brand-800 hover:bg-slate-50`;
/** Destructive action. */
export const DANGER_BUTTON = `${BUTTON_BASE} border border-red-300 bg-white text-red-700 hover:bg-red-50`;
/** Destructive action, filled (the confirmation dialogs). */
export const DANGER_SOLID_BUTTON = `${BUTTON_BASE} bg-red-700 text-white hover:bg-red-800`;
/** A row of buttons that wraps on a phone. */
export const BUTTON_ROW = 'flex flex-wrap items-center gap-2';
/** A text input. */
export const INPUT =
  'mt-1.5 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30';

/** Text for screen readers only. */
export function SrOnly({ children }: { children: ReactNode }) {
  return <span className="sr-only">{children}</span>;
}

/** Label/value pairs; an empty value shows '—'. */
export function Fields({ items }: { items: readonly { label: string; value: ReactNode }[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_minmax(0,1fr)]">
      {items.map((item) => (
        <div key={item.label} className="min-w-0 sm:contents">
          <dt className="text-sm font-semibold text-slate-700">{item.label}</dt>
          <dd className="min-w-0 text-sm whitespace-pre-line text-slate-900 [overflow-wrap:anywhere]">
            {item.value === null || item.value === undefined || item.value === '' ? NO_DATE : item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

const PAGER_BUTTON =
  'rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50';

/** 'Showing 1–20 of 41' with Previous and Next (20 a page). */
export function Pager({
  label,
  page,
  pageSize,
  shown,
  total,
  busy,
  onPage,
}: {
  label: string;
  page: number;
  pageSize: number;
  shown: number;
  total: number;
  busy: boolean;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = page * pageSize + 1;
  const last = page * pageSize + shown;
  return (
    <nav aria-label={`${label} pages`} className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-700">
      <p aria-live="polite">{shown > 0 ? `Showing ${first}–${last} of ${total}` : `Nothing on page ${page + 1}`}</p>
      <div className="flex gap-2">
        <button type="button" className={PAGER_BUTTON} disabled={page === 0 || busy} onClick={() => onPage(page - 1)}>
          Previous
        </button>
        <button type="button" className={PAGER_BUTTON} disabled={page + 1 >= pages || busy} onClick={() => onPage(page + 1)}>
          Next
        </button>
      </div>
    </nav>
  );
}
