import { createElement, type Key, type ReactNode } from 'react';
import { PHONE_QUERY, useMediaQuery } from '../../lib/use-media-query';

/** One column of a {@link DataTable}: its header and what each row shows in it. */
export interface DataColumn<Row> {
  /** The header cell's content (`th scope="col"`); wrap it in `SrOnly` to hide it visually. */
  header: ReactNode;
  /** The column's name as a card's term (`dt`) on a phone, when `header` is not plain text. */
  label?: string;
  /**
   * The key column (decision 0077): the one that says which item a row is (a title, a
   * name). It never wraps away on a desktop and is each card's heading on a phone. The first
   * column when no column is marked.
   */
  key?: boolean;
  /**
   * The row's actions (decision 0077): on a desktop the last column, kept in view at the
   * right edge of the table's region however wide the other columns are; on a phone the card's
   * row of buttons.
   */
  actions?: boolean;
  /** Classes of the column's cells (table layout only), added to the common padding and alignment. */
  className?: string;
  cell: (row: Row) => ReactNode;
}

const CELL = 'px-2 py-2 text-left align-top first:pl-3 last:pr-3';
// The actions column stays at the right edge of the region when the table is wider than it.
const ACTIONS_CELL = 'sticky right-0 border-l border-slate-200';

/**
 * The list table of the signed-in area (decision 0077), in a region named `label`.
 *
 * - Wider than 640 px: a table with a screen-reader caption, one header row of small capitals and
 *   a row per item. Columns other than the key column wrap; if the table is still wider than its
 *   region, the region scrolls sideways on its own (focusable, axe scrollable-region-focusable)
 *   and the actions column stays pinned at its right edge, so neither the key column nor the
 *   actions are ever cut off.
 * - Up to 640 px (`PHONE_QUERY`): a list of cards, one per row: the key column as a heading
 *   (`cardHeading` level), the other columns as a definition list (term = column label), and the
 *   actions column's buttons below. The buttons are the same elements as in the table, so their
 *   accessible names do not change with the width.
 *
 * The server render and jsdom (no `matchMedia`) give the table.
 * @param columns the columns in order; `false` leaves one out (e.g. a column only editors see)
 * @param rowKey each row's React key
 * @param selected marks the picked row (`aria-current`, tinted)
 * @param cardHeading the heading level of a card's title on a phone (one below the section's)
 * @param className extra classes of the region (e.g. its margin)
 */
export function DataTable<Row>({
  label,
  caption,
  columns,
  rows,
  rowKey,
  selected,
  cardHeading = 3,
  className = '',
}: {
  label: string;
  caption: ReactNode;
  columns: readonly (DataColumn<Row> | false)[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  selected?: (row: Row) => boolean;
  cardHeading?: 2 | 3 | 4 | 5;
  className?: string;
}) {
  const phone = useMediaQuery(PHONE_QUERY);
  const shown = columns.filter((column): column is DataColumn<Row> => column !== false);
  if (phone)
    return <DataCards label={label} columns={shown} rows={rows} {...{ rowKey, selected, cardHeading, className }} />;
  return (
    <div
      className={`relative overflow-x-auto rounded-md border border-slate-200 ${className}`}
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      <table className="w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-700 uppercase">
          <tr>
            {shown.map((column, index) => (
              <th key={index} scope="col" className={column.actions ? `${CELL} ${ACTIONS_CELL} bg-slate-50` : CELL}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 bg-white text-slate-800">
          {rows.map((row) => {
            const isSelected = selected?.(row) ?? false;
            const background = isSelected ? 'bg-brand-50' : 'bg-white';
            return (
              <tr key={rowKey(row)} aria-current={isSelected ? 'true' : undefined} className={background}>
                {shown.map((column, index) => (
                  <td
                    key={index}
                    className={[CELL, column.actions ? `${ACTIONS_CELL} ${background}` : '', column.className ?? '']
                      .filter(Boolean)
                      .join(' ')}
                  >
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

/** The phone layout of {@link DataTable}: a list of cards in the same named region. */
function DataCards<Row>({
  label,
  columns,
  rows,
  rowKey,
  selected,
  cardHeading,
  className,
}: {
  label: string;
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  selected?: (row: Row) => boolean;
  cardHeading: 2 | 3 | 4 | 5;
  className: string;
}) {
  const keyColumn = columns.find((column) => column.key) ?? columns.find((column) => !column.actions);
  const facts = columns.filter((column) => column !== keyColumn && !column.actions);
  const actions = columns.filter((column) => column.actions);
  return (
    <div role="region" aria-label={label} className={className}>
      <ul className="space-y-3">
        {rows.map((row) => {
          const isSelected = selected?.(row) ?? false;
          return (
            <li
              key={rowKey(row)}
              aria-current={isSelected ? 'true' : undefined}
              className={`min-w-0 rounded-md border border-slate-200 p-3 text-sm text-slate-800 ${isSelected ? 'bg-brand-50' : 'bg-white'}`}
            >
              {keyColumn
                ? createElement(
                    `h${cardHeading}`,
                    { className: 'text-base font-semibold text-slate-900 wrap-anywhere' },
                    keyColumn.cell(row),
                  )
                : null}
              {facts.length > 0 ? (
                <dl className="mt-2 grid grid-cols-[minmax(0,7rem)_minmax(0,1fr)] gap-x-3 gap-y-1">
                  {facts.map((column, index) => (
                    <div key={index} className="contents">
                      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
                        {column.label ?? column.header}
                      </dt>
                      <dd className="min-w-0 wrap-anywhere">{column.cell(row)}</dd>
                    </div>
                  ))}
                </dl>
              ) : null}
              {actions.map((column, index) => (
                <div key={index} className="mt-3">
                  {column.cell(row)}
                </div>
              ))}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
