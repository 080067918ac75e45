import type { ReactNode } from 'react';

/** Class names of table cells, shared by the guideline tables. */
export const TABLE = {
  table: 'w-full border-collapse text-left text-sm sm:text-base',
  caption: 'caption-top pb-3 text-left font-serif text-base font-semibold text-brand-900 sm:text-lg',
  headCell:
    'border-b-2 border-brand-900 bg-brand-50 px-1.5 py-2.5 sm:px-3 align-bottom text-sm font-semibold text-brand-900',
  rowHead: 'border-b border-slate-200 px-1.5 py-2.5 sm:px-3 text-left font-semibold text-brand-900',
  cell: 'border-b border-slate-200 px-1.5 py-2.5 sm:px-3 text-slate-700',
  number: 'border-b border-slate-200 px-1.5 py-2.5 sm:px-3 text-right tabular-nums text-slate-800',
} as const;

/**
 * A scroll container for a table that may be wider than a phone: the table scrolls
 * sideways inside it, never the page. It is a named, focusable region so keyboard users
 * can scroll it too; `labelledBy` is the id of the table's caption.
 */
export function TableFrame({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-labelledby={labelledBy}
      tabIndex={0}
      className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0 focus-visible:outline-offset-4"
    >
      {children}
    </div>
  );
}

/**
 * A guideline table of two columns in its {@link TableFrame}: a caption, the two column
 * headers, and a row per entry whose first cell is its row header. With `numeric` the
 * second column is right-aligned with tabular figures (charges, durations).
 * @param id the caption's id
 * @param width the table's maximum width from `sm` up
 */
export function TwoColumnTable({
  id,
  caption,
  columns,
  rows,
  numeric = false,
  width,
}: {
  id: string;
  caption: string;
  columns: readonly [string, string];
  rows: readonly (readonly [string, ReactNode])[];
  numeric?: boolean;
  width: 'sm:max-w-md' | 'sm:max-w-xl';
}) {
  return (
    <TableFrame labelledBy={id}>
      <table className={`${TABLE.table} ${width}`}>
        <caption id={id} className={TABLE.caption}>
          {caption}
        </caption>
        <thead>
          <tr>
            <th scope="col" className={TABLE.headCell}>
              {columns[0]}
            </th>
            <th scope="col" className={numeric ? `${TABLE.headCell} text-right` : TABLE.headCell}>
              {columns[1]}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([head, value]) => (
            <tr key={head}>
              <th scope="row" className={TABLE.rowHead}>
                {head}
              </th>
              <td className={numeric ? TABLE.number : TABLE.cell}>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}
