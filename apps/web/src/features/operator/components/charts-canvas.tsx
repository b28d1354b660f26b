import { BarElement, CategoryScale, Chart, LinearScale, LineElement, PointElement, Tooltip, type ChartOptions } from 'chart.js';
import { Bar, Line } from 'react-chartjs-2';

// Only the parts the overview draws, so the chunk stays small; loaded on the console's overview alone.
Chart.register(BarElement, CategoryScale, LinearScale, LineElement, PointElement, Tooltip);
Chart.defaults.color = '#5a4e52';
Chart.defaults.font.family = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
Chart.defaults.borderColor = '#e3d8cc';

/** Claret on white: 13:1, and 3:1 at least against the grid. */
const CLARET = '#5b1a2e';

export interface ChartCanvasProps {
  kind: 'bar' | 'line';
  /** Bars run across (long labels such as paths and titles). */
  horizontal?: boolean;
  labels: string[];
  values: number[];
  /** The series' name, as the tooltip shows it. */
  series: string;
  /** A sentence that says what the chart shows, for those who cannot see it. */
  summary: string;
  /** Formats a value for the axis and the tooltip. */
  format?: (value: number) => string;
}

/**
 * One chart drawn by Chart.js on a canvas: an image named by `summary`; the numbers are in the table beside it.
 * No animation, so it reads at once and never moves for those who asked for less motion.
 */
export default function ChartCanvas({ kind, horizontal = false, labels, values, series, summary, format = String }: ChartCanvasProps) {
  const valueAxis = { beginAtZero: true, ticks: { callback: (value: string | number) => format(Number(value)), precision: 0 } };
  const options: ChartOptions<'bar' | 'line'> = {
    animation: false,
    responsive: true,
    maintainAspectRatio: false,
    indexAxis: horizontal ? 'y' : 'x',
    plugins: { tooltip: { callbacks: { label: (item) => `${series}: ${format(Number(item.raw))}` } } },
    scales: horizontal ? { x: valueAxis } : { y: valueAxis },
  };
  const data = { labels, datasets: [{ label: series, data: values, backgroundColor: CLARET, borderColor: CLARET, pointRadius: 2 }] };
  const canvas = { role: 'img', 'aria-label': summary };
  const height = horizontal ? Math.max(8, labels.length * 1.9 + 3) : 16;
  return (
    <div className="charts-canvas" style={{ height: `${height}rem` }}>
      {kind === 'line' ? (
        <Line data={data} options={options as ChartOptions<'line'>} fallbackContent={summary} {...canvas} />
      ) : (
        <Bar data={data} options={options as ChartOptions<'bar'>} fallbackContent={summary} {...canvas} />
      )}
    </div>
  );
}
