import { useId, type ReactNode } from 'react';

/**
 * A data table for text pages: a caption, one header row (`th scope="col"`), and rows whose
 * first cell is the row header (`th scope="row"`). `numeric` columns (by index) are
 * right-aligned with tabular figures. On narrow screens the table scrolls sideways inside
 * a focusable, labelled region instead of overflowing the page.
 */
export function ProseTable({
  caption,
  columns,
  rows,
  numeric = [],
  className = '',
}: {
  caption: ReactNode;
  columns: readonly string[];
  rows: readonly (readonly ReactNode[])[];
  numeric?: readonly number[];
  className?: string;
}) {
  const captionId = useId();
  const align = (index: number) => (numeric.includes(index) ? 'text-right tabular-nums' : 'text-left');
  return (
    // Focusable so keyboard users can scroll it when it overflows (axe scrollable-region-focusable).
    <div
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      className={`overflow-x-auto rounded-lg border border-slate-200 ${className}`}
    >
      <table className="w-full border-collapse text-sm sm:text-base">
        <caption
          id={captionId}
          className="border-b border-slate-200 bg-brand-50 px-4 py-3 text-left font-serif text-base font-semibold text-brand-900"
        >
          {caption}
        </caption>
        <thead>
          <tr className="bg-brand-900 text-white">
            {columns.map((column, index) => (
              <th key={column} scope="col" className={`px-4 py-2.5 font-semibold ${align(index)}`}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, rowIndex) => (
            <tr key={rowIndex} className="border-t border-slate-200 even:bg-slate-50">
              {row.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row" className={`px-4 py-2.5 font-medium text-slate-900 ${align(index)}`}>
                    {cell}
                  </th>
                ) : (
                  <td key={index} className={`px-4 py-2.5 text-slate-700 ${align(index)}`}>
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
