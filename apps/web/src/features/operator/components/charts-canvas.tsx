import { BarElement, CategoryScale, Chart, LinearScale, Tooltip, type ChartOptions } from 'chart.js';
import { Bar } from 'react-chartjs-2';
// The overview's styles travel with its charts: the console's first chunk, which the public pages' script names
// for preloading, then lists no style sheet of its own.
import './operator.css';
import './charts.css';

// Only the parts the overview draws, so the chunk stays small; loaded on the console's overview alone.
Chart.register(BarElement, CategoryScale, LinearScale, Tooltip);
Chart.defaults.color = '#5a4e52';
Chart.defaults.font.family = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
Chart.defaults.borderColor = '#e3d8cc';

const LABEL_CHARS = 22;
const shorten = (label: string) => (label.length > LABEL_CHARS ? `${label.slice(0, LABEL_CHARS - 1)}…` : label);

/** Claret on white: 13:1, and 3:1 at least against the grid. */
const CLARET = '#5b1a2e';

export interface ChartCanvasProps {
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
 * One bar chart drawn by Chart.js on a canvas: an image named by `summary`; the numbers are in the table beside it.
 * No animation, so it reads at once and never moves for those who asked for less motion.
 */
export default function ChartCanvas({ horizontal = false, labels, values, series, summary, format = String }: ChartCanvasProps) {
  const valueAxis = { beginAtZero: true, ticks: { callback: (value: string | number) => format(Number(value)), precision: 0 } };
  // Long titles and paths would push the bars off a narrow chart: cut on the axis, whole in the tooltip and the table.
  const labelAxis = {
    ticks: { autoSkip: !horizontal, callback: (value: string | number) => shorten(labels[Number(value)] ?? String(value)) },
  };
  const options: ChartOptions<'bar'> = {
    animation: false,
    responsive: true,
    maintainAspectRatio: false,
    indexAxis: horizontal ? 'y' : 'x',
    plugins: { tooltip: { callbacks: { label: (item) => `${series}: ${format(Number(item.raw))}` } } },
    scales: horizontal ? { x: valueAxis, y: labelAxis } : { x: labelAxis, y: valueAxis },
  };
  const data = { labels, datasets: [{ label: series, data: values, backgroundColor: CLARET, borderColor: CLARET, maxBarThickness: 48 }] };
  const canvas = { role: 'img', 'aria-label': summary };
  const height = horizontal ? Math.max(8, labels.length * 1.9 + 3) : 16;
  return (
    <div className="charts-canvas" style={{ height: `${height}rem` }}>
      <Bar data={data} options={options} fallbackContent={summary} {...canvas} />
    </div>
  );
}
