import type { ReactNode } from 'react';

/** Text for screen readers only (e.g. the row a table's button acts on). */
export function SrOnly({ children }: { children: ReactNode }) {
  return <span className="sr-only">{children}</span>;
}
