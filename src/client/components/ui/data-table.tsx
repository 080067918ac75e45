import type { Key, ReactNode } from 'react';

/** One column of a {@link DataTable}: its header and what each row shows in it. */
export interface DataColumn<Row> {
  /** The header cell's content (`th scope="col"`); wrap it in `SrOnly` to hide it visually. */
  header: ReactNode;
  /** Classes of the column's cells, added to the common padding and alignment. */
  className?: string;
  cell: (row: Row) => ReactNode;
}

const CELL = 'px-3 py-2 text-left align-top';

/**
 * The list table of the signed-in area: a screen-reader caption, one header row of small
 * capitals and a row per item. It scrolls sideways inside its own focusable region, named
 * `label`, on a phone (axe scrollable-region-focusable).
 * @param columns the columns in order; `false` leaves one out (e.g. a column only editors see)
 * @param rowKey each row's React key
 * @param selected marks the picked row (`aria-current`, tinted)
 * @param className extra classes of the region (e.g. its margin)
 */
export function DataTable<Row>({
  label,
  caption,
  columns,
  rows,
  rowKey,
  selected,
  className = '',
}: {
  label: string;
  caption: ReactNode;
  columns: readonly (DataColumn<Row> | false)[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  selected?: (row: Row) => boolean;
  className?: string;
}) {
  const shown = columns.filter((column): column is DataColumn<Row> => column !== false);
  return (
    <div
      className={`relative overflow-x-auto rounded-md border border-slate-200 ${className}`}
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-700 uppercase">
          <tr>
            {shown.map((column, index) => (
              <th key={index} scope="col" className={CELL}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 bg-white text-slate-800">
          {rows.map((row) => {
            const isSelected = selected?.(row) ?? false;
            return (
              <tr
                key={rowKey(row)}
                aria-current={isSelected ? 'true' : undefined}
                className={isSelected ? 'bg-brand-50' : undefined}
              >
                {shown.map((column, index) => (
                  <td key={index} className={column.className ? `${CELL} ${column.className}` : CELL}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
