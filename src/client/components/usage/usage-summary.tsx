import type { UsageTotals } from '../../../shared/api/usage';
import { formatCount as count, formatDateTime } from '../../lib/format';

/**
 * How old usage figures may be before the browser asks for them again: none (decision 0099). A
 * page's figures were read when its HTML was rendered, and the public cache keeps that render until
 * the catalogue changes (decision 0020), so the figures of a hydrated page may be of any age: the box
 * asks once after hydration and on every later visit, never by polling (seed 000 §9).
 */
export const USAGE_STALE_MS = 0;

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2026-03" → "Mar 2026". */
function monthLabel(month: string): string {
  return `${MONTH_NAMES[Number(month.slice(5, 7)) - 1] ?? month} ${month.slice(0, 4)}`;
}

const WIDTH = 300;
const HEIGHT = 96;
const AXIS = 14;

/**
 * The monthly bars of a usage answer as inline SVG (docs/decisions/0085-counter-r5-usage.md):
 * per month, a light bar of views (Total_Item_Investigations) and a dark one of full-text views
 * (Total_Item_Requests), scaled to the largest month. Drawn on the server with the page, no chart
 * library and no inline style (the CSP allows none); colours are classes. The SVG is decoration
 * (`aria-hidden`): the same numbers are in the table after it, for screen readers.
 */
function MonthlyBars({ monthly }: { monthly: UsageTotals['monthly'] }) {
  const max = Math.max(1, ...monthly.map((m) => m.investigations));
  const slot = WIDTH / Math.max(1, monthly.length);
  const bar = Math.max(2, slot * 0.38);
  const scale = (n: number) => (n / max) * (HEIGHT - AXIS - 4);
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="mt-3 h-24 w-full" aria-hidden="true" focusable="false">
      <line x1="0" x2={WIDTH} y1={HEIGHT - AXIS} y2={HEIGHT - AXIS} className="stroke-slate-300" strokeWidth="1" />
      {monthly.map((m, i) => {
        const x = i * slot + (slot - 2 * bar) / 2;
        const hi = scale(m.investigations);
        const hr = scale(m.requests);
        return (
          <g key={m.month}>
            <rect x={x} y={HEIGHT - AXIS - hi} width={bar} height={hi} className="fill-sky-300" />
            <rect x={x + bar} y={HEIGHT - AXIS - hr} width={bar} height={hr} className="fill-sky-800" />
            {i % 3 === monthly.length % 3 || monthly.length <= 6 ? (
              <text x={i * slot + slot / 2} y={HEIGHT - 2} textAnchor="middle" className="fill-slate-500 text-[9px]">
                {monthLabel(m.month).slice(0, 3)}
              </text>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}

/**
 * COUNTER usage of an article or a journal (docs/decisions/0085-counter-r5-usage.md): the totals
 * since counting began under their plain names (views: Total_Item_Investigations; full-text views:
 * Total_Item_Requests), the last months as bars with their table, and when the figures were read.
 * The box has the same layout whatever the figures (the bars are drawn when all are zero too), so
 * figures read again after hydration (decision 0099) shift nothing. `headingId` names the
 * section's heading (its region's label); `readAt` is when the figures were read (ms since the
 * epoch, TanStack Query's `dataUpdatedAt`), printed in UTC so that server and browser agree.
 */
export function UsageSummary({
  usage,
  headingId,
  title,
  readAt,
}: {
  usage: UsageTotals;
  headingId: string;
  title: string;
  readAt: number;
}) {
  const { total, monthly } = usage;
  const first = monthly[0]?.month;
  const last = monthly.at(-1)?.month;
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white p-5">
      <h2 id={headingId} className="text-lg font-semibold">
        {title}
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-3">
        <div className="min-w-0">
          <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">Views</dt>
          <dd className="mt-1 text-2xl font-bold text-slate-900">{count(total.investigations)}</dd>
          <dd className="break-all text-xs text-slate-600">Total_Item_Investigations</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">Full-text views</dt>
          <dd className="mt-1 text-2xl font-bold text-slate-900">{count(total.requests)}</dd>
          <dd className="break-all text-xs text-slate-600">Total_Item_Requests (HTML and PDF)</dd>
        </div>
      </dl>
      {first && last ? (
        <>
          <MonthlyBars monthly={monthly} />
          <p className="mt-1 flex flex-wrap gap-x-4 text-xs text-slate-600" aria-hidden="true">
            <span>
              <span className="mr-1 inline-block h-2 w-3 rounded-sm bg-sky-300" />
              Views
            </span>
            <span>
              <span className="mr-1 inline-block h-2 w-3 rounded-sm bg-sky-800" />
              Full-text views
            </span>
          </p>
          {/* The wrapper is what is visually hidden: a table sizes to its content whatever its width. */}
          <div className="sr-only">
            <table>
              <caption>
                Views and full-text views per month, {monthLabel(first)} to {monthLabel(last)}
              </caption>
              <thead>
                <tr>
                  <th scope="col">Month</th>
                  <th scope="col">Views</th>
                  <th scope="col">Full-text views</th>
                </tr>
              </thead>
              <tbody>
                {monthly.map((m) => (
                  <tr key={m.month}>
                    <th scope="row">{monthLabel(m.month)}</th>
                    <td>{count(m.investigations)}</td>
                    <td>{count(m.requests)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
      <p className="mt-3 text-xs text-slate-500">
        Figures as of {formatDateTime(new Date(readAt).toISOString())} (UTC).
      </p>
      <p className="mt-1 text-xs text-slate-500">
        Counted by the COUNTER Code of Practice (Release 5.1): robots and crawlers are left out, and a repeat within 30
        seconds counts once.
      </p>
    </section>
  );
}
