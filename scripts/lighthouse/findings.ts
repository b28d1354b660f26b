import { CATEGORIES, type Category, type LighthouseResult } from './figures.ts';

/** One audit that lost points, as a person reads it in the report. */
export interface Finding {
  id: string;
  title: string;
  displayValue: string | null;
  /** The metrics it would improve, in milliseconds (CLS unitless), as Lighthouse estimates. */
  savings: Record<string, number>;
  /** The first few elements, resources or issues it names. */
  examples: string[];
}

export interface PageFindings {
  /** Performance opportunities and diagnostics, the largest estimated saving first (measured against each metric's good threshold). */
  performance: Finding[];
  /** Failed audits of the other categories, the heaviest first. */
  failed: Record<Exclude<Category, 'performance'>, Finding[]>;
  /** The element that was the largest contentful paint. */
  lcpElement: string | null;
  /** The elements that shifted most. */
  layoutShifts: string[];
}

/** How many performance findings to keep per page. */
const TOP_PERFORMANCE = 8;
/** How many elements or resources to name per finding. */
const EXAMPLES = 3;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const oneLine = (text: string, max: number) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

/** Every DOM node a report's details name, in the order they appear (nested tables included), without repeats. */
function nodesIn(details: unknown): string[] {
  const found = (value: unknown): string[] => {
    if (Array.isArray(value)) return value.flatMap(found);
    if (!isRecord(value)) return [];
    if (value.type === 'node') {
      const snippet = typeof value.snippet === 'string' ? oneLine(value.snippet, 160) : '';
      const label = typeof value.nodeLabel === 'string' ? oneLine(value.nodeLabel, 60) : '';
      return [[snippet, label && !snippet.includes(label) ? `"${label}"` : ''].filter(Boolean).join(' ')];
    }
    return Object.values(value).flatMap(found);
  };
  return [...new Set(found(details))];
}

/** What an audit's table names: its elements, else its rows' resources or issue types. */
function examplesIn(details: unknown): string[] {
  const nodes = nodesIn(details);
  if (nodes.length > 0) return nodes.slice(0, EXAMPLES);
  const items = isRecord(details) && Array.isArray(details.items) ? details.items : [];
  const named = items.flatMap((item) => {
    if (!isRecord(item)) return [];
    const name = [item.url, item.issueType, item.source].find((value) => typeof value === 'string');
    return typeof name === 'string' ? [oneLine(name, 120)] : [];
  });
  return [...new Set(named)].slice(0, EXAMPLES);
}

function savingsOf(audit: { details?: unknown; metricSavings?: unknown }): Record<string, number> {
  const savings: Record<string, number> = {};
  if (isRecord(audit.metricSavings)) {
    for (const [metric, value] of Object.entries(audit.metricSavings)) if (typeof value === 'number' && value > 0) savings[metric] = value;
  }
  if (
    isRecord(audit.details) &&
    typeof audit.details.overallSavingsMs === 'number' &&
    audit.details.overallSavingsMs > 0 &&
    Object.keys(savings).length === 0
  ) {
    savings.overall = audit.details.overallSavingsMs;
  }
  return savings;
}

/** Each metric's "good" threshold (web.dev's Core Web Vitals and Lighthouse's own), so that savings compare across metrics. */
const GOOD: Readonly<Record<string, number>> = { FCP: 1800, LCP: 2500, TBT: 200, CLS: 0.1, INP: 200, overall: 2500 };

/** A finding's estimated savings, each in units of its metric's good threshold, summed. */
function weightOf(finding: Finding): number {
  return Object.entries(finding.savings).reduce((sum, [metric, value]) => sum + value / (GOOD[metric] ?? 1000), 0);
}

/** The audits of one category that lost points: binary ones failed, scored ones under `below`. */
function lostPoints(result: LighthouseResult, category: Category, below: number) {
  const refs = result.categories[category]?.auditRefs ?? [];
  return refs.flatMap((ref) => {
    const audit = result.audits[ref.id];
    if (!audit || ref.group === 'metrics' || ref.group === 'hidden' || audit.score === null) return [];
    if (!['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode) || audit.score >= below) return [];
    const finding: Finding = {
      id: audit.id,
      title: audit.title,
      displayValue: audit.displayValue || null,
      savings: savingsOf(audit),
      examples: examplesIn(audit.details),
    };
    return [{ finding, weight: ref.weight }];
  });
}

export function findingsOf(result: LighthouseResult): PageFindings {
  const performance = lostPoints(result, 'performance', 0.9)
    .map(({ finding }) => finding)
    .sort((a, b) => weightOf(b) - weightOf(a))
    .slice(0, TOP_PERFORMANCE);
  const failed = (category: Exclude<Category, 'performance'>) =>
    lostPoints(result, category, 1)
      .sort((a, b) => b.weight - a.weight)
      .map(({ finding }) => finding);
  return {
    performance,
    failed: { accessibility: failed('accessibility'), 'best-practices': failed('best-practices'), seo: failed('seo') },
    lcpElement: nodesIn(result.audits['largest-contentful-paint-element']?.details)[0] ?? null,
    layoutShifts: nodesIn(result.audits['layout-shifts']?.details).slice(0, 3),
  };
}

function line(finding: Finding): string {
  const savings = Object.entries(finding.savings).map(([metric, value]) =>
    metric === 'CLS' ? `CLS ${value.toFixed(3)}` : `${metric} ${Math.round(value)} ms`,
  );
  const head = `  - ${finding.title}${finding.displayValue ? ` (${finding.displayValue})` : ''}${savings.length > 0 ? ` [saves ${savings.join(', ')}]` : ''}`;
  return [head, ...finding.examples.map((example) => `      ${example}`)].join('\n');
}

/** A page's findings as lines for the console. */
export function findingsText(page: string, findings: PageFindings): string {
  const lines = [`${page}:`];
  if (findings.lcpElement) lines.push(`  LCP element: ${findings.lcpElement}`);
  for (const element of findings.layoutShifts) lines.push(`  shifted: ${element}`);
  lines.push(...findings.performance.map(line));
  for (const category of CATEGORIES) {
    if (category === 'performance') continue;
    for (const finding of findings.failed[category]) lines.push(line({ ...finding, title: `${category}: ${finding.title}` }));
  }
  if (lines.length === 1) lines.push('  nothing lost points');
  return lines.join('\n');
}
