import { describe, expect, it } from 'vitest';
import { figuresOf, figuresTable, median, medianFigures, type Figures, type LighthouseResult } from './figures.ts';

const audit = (id: string, numericValue: number) => ({ id, title: id, score: 1, scoreDisplayMode: 'numeric', numericValue });

/** A Lighthouse result with only what the figures read. */
function result(performance: number | null, lcp: number): LighthouseResult {
  return {
    categories: {
      performance: { score: performance, auditRefs: [] },
      accessibility: { score: 1, auditRefs: [] },
      'best-practices': { score: 0.961, auditRefs: [] },
      seo: { score: 0.9, auditRefs: [] },
    },
    audits: {
      'first-contentful-paint': audit('first-contentful-paint', 1234.5),
      'largest-contentful-paint': audit('largest-contentful-paint', lcp),
      'total-blocking-time': audit('total-blocking-time', 310),
      'cumulative-layout-shift': audit('cumulative-layout-shift', 0.0321),
      'speed-index': audit('speed-index', 2500),
    },
  };
}

describe('Lighthouse figures', () => {
  it('reads the four scores out of 100 and the five metrics', () => {
    expect(figuresOf(result(0.47, 4000))).toEqual({
      scores: { performance: 47, accessibility: 100, 'best-practices': 96, seo: 90 },
      metrics: { fcp: 1234.5, lcp: 4000, tbt: 310, cls: 0.0321, si: 2500 },
    });
  });

  it('gives null for a score or metric the report lacks', () => {
    const figures = figuresOf({ categories: { performance: { score: null, auditRefs: [] } }, audits: {} });
    expect(figures.scores).toEqual({ performance: null, accessibility: null, 'best-practices': null, seo: null });
    expect(figures.metrics).toEqual({ fcp: null, lcp: null, tbt: null, cls: null, si: null });
  });

  it('takes medians of what there is', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([null, 7])).toBe(7);
    expect(median([null])).toBeNull();
  });

  it('takes each figure’s median over the runs on its own', () => {
    const runs = [figuresOf(result(0.5, 3000)), figuresOf(result(0.9, 5000)), figuresOf(result(0.7, 1000))];
    const figures = medianFigures(runs);
    expect(figures.scores.performance).toBe(70);
    expect(figures.metrics.lcp).toBe(3000);
  });

  it('prints a row per page, scores whole, times in seconds, TBT in ms, CLS to 3 places', () => {
    const missing: Figures = { ...figuresOf(result(null, 0)), metrics: { fcp: null, lcp: null, tbt: null, cls: null, si: null } };
    const table = figuresTable([
      { page: '/', figures: figuresOf(result(0.47, 4000)) },
      { page: '/Events', figures: missing },
    ]).split('\n');
    expect(table[0]).toMatch(/^page\s+perf\s+a11y\s+best practices\s+SEO\s+FCP\s+LCP\s+TBT\s+CLS\s+SI$/);
    expect(table[2]?.split(/\s{2,}/)).toEqual(['/', '47', '100', '96', '90', '1.2 s', '4.0 s', '310 ms', '0.032', '2.5 s']);
    expect(table[3]?.split(/\s{2,}/)).toEqual(['/Events', '-', '100', '96', '90', '-', '-', '-', '-', '-']);
  });
});
