import type { ReactNode } from 'react';
import { StaticRegion } from '../../../lib/static-region';

/**
 * The responsive grid of journal cards: one column on phones, two on tablets, three wide.
 * A static region (cards are markup and links): `regionId` names what it lists.
 */
export function JournalGrid({ regionId, children }: { regionId: string; children: ReactNode }) {
  return (
    <StaticRegion id={regionId} as="ul" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {children}
    </StaticRegion>
  );
}

/** Grey card shapes shown while the journals load, so the page does not jump (decorative). */
export function JournalGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div aria-hidden="true" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="h-[23rem] overflow-hidden rounded-lg border border-slate-200 bg-white">
          <div className="h-36 animate-pulse bg-slate-200 motion-reduce:animate-none" />
          <div className="space-y-3 p-5">
            <div className="h-4 w-16 rounded bg-slate-200" />
            <div className="h-5 w-3/4 rounded bg-slate-200" />
            <div className="h-3 w-1/3 rounded bg-slate-100" />
            <div className="h-3 w-full rounded bg-slate-100" />
            <div className="h-3 w-5/6 rounded bg-slate-100" />
          </div>
        </div>
      ))}
    </div>
  );
}
