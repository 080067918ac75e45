import type { ReactNode } from 'react';
import { NO_DATE } from '../../../lib/format';

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
