import { formatTable } from '../bench/report.ts';

/** The categories audited, as Lighthouse names them. */
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

/** The metrics shown, by their Lighthouse audit ids. */
export const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
} as const;
export type Metric = keyof typeof METRICS;

/** What this script reads of a Lighthouse result (a `Result` from the lighthouse package is one). */
export interface AuditResult {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  numericValue?: number;
  displayValue?: string;
  details?: unknown;
  metricSavings?: unknown;
}
export interface LighthouseResult {
  categories: Partial<Record<string, { score: number | null; auditRefs: { id: string; weight: number; group?: string }[] }>>;
  audits: Partial<Record<string, AuditResult>>;
}

/** One page's figures: scores out of 100, times in milliseconds, CLS unitless; null when Lighthouse gave none. */
export interface Figures {
  scores: Record<Category, number | null>;
  metrics: Record<Metric, number | null>;
}

export function figuresOf(result: LighthouseResult): Figures {
  const score = (category: Category) => {
    const value = result.categories[category]?.score;
    return typeof value === 'number' ? Math.round(value * 100) : null;
  };
  const metric = (id: string) => result.audits[id]?.numericValue ?? null;
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    metrics: {
      fcp: metric(METRICS.fcp),
      lcp: metric(METRICS.lcp),
      tbt: metric(METRICS.tbt),
      cls: metric(METRICS.cls),
      si: metric(METRICS.si),
    },
  };
}

/** The median of the numbers given (the mean of the middle two for an even count); null for none. */
export function median(values: readonly (number | null)[]): number | null {
  const sorted = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? null) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Each figure's median over the runs, figure by figure (so the result may match no single run). */
export function medianFigures(runs: readonly Figures[]): Figures {
  const scores = (category: Category) => median(runs.map((run) => run.scores[category]));
  const metrics = (metric: Metric) => median(runs.map((run) => run.metrics[metric]));
  return {
    scores: {
      performance: scores('performance'),
      accessibility: scores('accessibility'),
      'best-practices': scores('best-practices'),
      seo: scores('seo'),
    },
    metrics: { fcp: metrics('fcp'), lcp: metrics('lcp'), tbt: metrics('tbt'), cls: metrics('cls'), si: metrics('si') },
  };
}

const shown = (value: number | null, format: (value: number) => string) => (value === null ? '-' : format(value));
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export function figuresTable(rows: readonly { page: string; figures: Figures }[]): string {
  return formatTable(
    ['page', 'perf', 'a11y', 'best practices', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS', 'SI'],
    rows.map(({ page, figures: { scores, metrics } }) => [
      page,
      ...CATEGORIES.map((category) => shown(scores[category], (value) => String(Math.round(value)))),
      shown(metrics.fcp, seconds),
      shown(metrics.lcp, seconds),
      shown(metrics.tbt, (ms) => `${Math.round(ms)} ms`),
      shown(metrics.cls, (cls) => cls.toFixed(3)),
      shown(metrics.si, seconds),
    ]),
  );
}
