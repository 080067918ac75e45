/**
 * One chart of the editorial reports' trends (docs/decisions/0086-editorial-reports.md), drawn by
 * Chart.js on a canvas: bars, stacked bars or a line, one value per month. This module is loaded
 * only by the reports page, as a chunk of its own (`React.lazy`), so Chart.js never reaches the
 * public pages' JavaScript (decisions 0024, 0060). Only the parts used are registered (Chart.js
 * is tree-shaken). The canvas is an image named by `label`; the figures are in the data table the
 * page puts beside every chart (`tableId`), which screen readers reach through `aria-describedby`.
 * No animation, so the chart is drawn at once and nothing moves for who asked for reduced motion.
 */
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { useEffect, useRef } from 'react';

Chart.register(
  BarController,
  BarElement,
  CategoryScale,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
);

/** One series: its legend label, a value per month (null: none that month) and its colour. */
export interface ChartSeries {
  label: string;
  data: (number | null)[];
  color: string;
}

/**
 * @param kind 'bar' (side by side), 'stacked' (bars stacked per month) or 'line'
 * @param labels the months, as shown on the x axis
 * @param label the canvas's accessible name (what the chart shows)
 * @param tableId the id of the table holding the same figures
 * @param yTitle the y axis' title (its unit)
 */
export default function TrendChart({
  kind,
  labels,
  series,
  label,
  tableId,
  yTitle,
}: {
  kind: 'bar' | 'stacked' | 'line';
  labels: string[];
  series: ChartSeries[];
  label: string;
  tableId: string;
  yTitle: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    const stacked = kind === 'stacked';
    const chart = new Chart(context, {
      type: kind === 'line' ? 'line' : 'bar',
      data: {
        labels,
        datasets: series.map((s) => ({
          label: s.label,
          data: s.data,
          backgroundColor: s.color,
          borderColor: s.color,
          borderWidth: kind === 'line' ? 2 : 0,
          spanGaps: true,
        })),
      },
      options: {
        animation: false,
        responsive: true,
        maintainAspectRatio: false,
        plugins: { legend: { position: 'bottom', labels: { boxWidth: 12, color: '#334155' } } },
        scales: {
          x: { stacked, ticks: { color: '#334155', maxRotation: 0, autoSkip: true } },
          y: {
            stacked,
            beginAtZero: true,
            ticks: { color: '#334155', precision: 0 },
            title: { display: true, text: yTitle, color: '#334155' },
          },
        },
      },
    });
    return () => chart.destroy();
  }, [kind, labels, series, yTitle]);
  return (
    <div className="relative h-64 w-full">
      <canvas ref={canvas} role="img" aria-label={label} aria-describedby={tableId} />
    </div>
  );
}
