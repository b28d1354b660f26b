import { describe, expect, it } from 'vitest';
import type { AuditResult, LighthouseResult } from './figures.ts';
import { findingsOf, findingsText } from './findings.ts';

const node = (snippet: string, nodeLabel: string) => ({ type: 'node', snippet, nodeLabel });
const table = (items: unknown[]) => ({ type: 'table', headings: [], items });

const audits: Record<string, AuditResult> = {
  'largest-contentful-paint': { id: 'largest-contentful-paint', title: 'LCP', score: 0.2, scoreDisplayMode: 'numeric', numericValue: 4000 },
  'unused-javascript': {
    id: 'unused-javascript',
    title: 'Reduce unused JavaScript',
    score: 0.5,
    scoreDisplayMode: 'metricSavings',
    displayValue: 'Est savings of 63 KiB',
    metricSavings: { FCP: 300, LCP: 450 },
    details: {
      type: 'opportunity',
      overallSavingsMs: 450,
      items: [{ url: 'http://127.0.0.1/assets/index.js' }, { url: 'http://127.0.0.1/assets/index.js' }],
    },
  },
  'bootup-time': {
    id: 'bootup-time',
    title: 'Reduce JavaScript execution time',
    score: 0,
    scoreDisplayMode: 'metricSavings',
    metricSavings: { TBT: 4350 },
  },
  'layout-shifts': {
    id: 'layout-shifts',
    title: 'Avoid large layout shifts',
    score: 0,
    scoreDisplayMode: 'metricSavings',
    metricSavings: { CLS: 0.433 },
    details: table([
      { node: node('<footer class="site-footer">', 'The Real Grape\n\n  Tailor-made') },
      { node: node('<footer class="site-footer">', 'The Real Grape\n\n  Tailor-made') },
    ]),
  },
  'font-display': { id: 'font-display', title: 'Font display', score: 1, scoreDisplayMode: 'metricSavings', metricSavings: { FCP: 0 } },
  'uses-long-cache-ttl': { id: 'uses-long-cache-ttl', title: 'Cache policy', score: null, scoreDisplayMode: 'notApplicable' },
  'largest-contentful-paint-element': {
    id: 'largest-contentful-paint-element',
    title: 'Largest Contentful Paint element',
    score: 0,
    scoreDisplayMode: 'metricSavings',
    details: { type: 'list', items: [table([{ node: node('<p class="hero__lede">', 'The Real Grape designs wine journeys') }])] },
  },
  'aria-allowed-role': {
    id: 'aria-allowed-role',
    title: 'Uses ARIA roles on incompatible elements',
    score: 0,
    scoreDisplayMode: 'binary',
    details: table([{ node: node('<figure role="group">', 'slide') }]),
  },
  'color-contrast': { id: 'color-contrast', title: 'Contrast', score: 0, scoreDisplayMode: 'binary' },
  'image-alt': { id: 'image-alt', title: 'Image alt', score: 1, scoreDisplayMode: 'binary' },
  'inspector-issues': {
    id: 'inspector-issues',
    title: 'Issues were logged',
    score: 0,
    scoreDisplayMode: 'binary',
    details: table([{ issueType: 'Content security policy', subItems: { type: 'subitems', items: [] } }]),
  },
};

const result: LighthouseResult = {
  categories: {
    performance: {
      score: 0.4,
      auditRefs: [
        { id: 'largest-contentful-paint', weight: 25, group: 'metrics' },
        { id: 'unused-javascript', weight: 0, group: 'diagnostics' },
        { id: 'bootup-time', weight: 0, group: 'diagnostics' },
        { id: 'layout-shifts', weight: 0, group: 'diagnostics' },
        { id: 'font-display', weight: 0, group: 'diagnostics' },
        { id: 'uses-long-cache-ttl', weight: 0, group: 'diagnostics' },
        { id: 'largest-contentful-paint-element', weight: 0, group: 'hidden' },
      ],
    },
    accessibility: {
      score: 0.98,
      auditRefs: [
        { id: 'aria-allowed-role', weight: 1 },
        { id: 'color-contrast', weight: 7 },
        { id: 'image-alt', weight: 10 },
      ],
    },
    'best-practices': { score: 0.96, auditRefs: [{ id: 'inspector-issues', weight: 1 }] },
    seo: { score: 1, auditRefs: [] },
  },
  audits,
};

describe('Lighthouse findings', () => {
  const findings = findingsOf(result);

  it('lists what cost performance, the largest saving against its metric first, without the metrics themselves or passed audits', () => {
    // TBT 4350 ms is 22 times its good 200 ms; CLS 0.433 four times its 0.1; 450 ms of LCP a fifth of its 2.5 s.
    expect(findings.performance.map((finding) => finding.id)).toEqual(['bootup-time', 'layout-shifts', 'unused-javascript']);
    expect(findings.performance[2]).toEqual({
      id: 'unused-javascript',
      title: 'Reduce unused JavaScript',
      displayValue: 'Est savings of 63 KiB',
      savings: { FCP: 300, LCP: 450 },
      examples: ['http://127.0.0.1/assets/index.js'],
    });
  });

  it('names the LCP element and the elements that shifted, once each, on one line', () => {
    expect(findings.lcpElement).toBe('<p class="hero__lede"> "The Real Grape designs wine journeys"');
    expect(findings.layoutShifts).toEqual(['<footer class="site-footer"> "The Real Grape Tailor-made"']);
  });

  it('lists the failed audits of the other categories, the heaviest first, with what they name', () => {
    expect(findings.failed.accessibility.map((finding) => [finding.id, finding.examples])).toEqual([
      ['color-contrast', []],
      ['aria-allowed-role', ['<figure role="group"> "slide"']],
    ]);
    expect(findings.failed['best-practices'].map((finding) => finding.examples)).toEqual([['Content security policy']]);
    expect(findings.failed.seo).toEqual([]);
  });

  it('prints them for a person', () => {
    const text = findingsText('/', findings);
    expect(text).toContain(
      '  - Reduce unused JavaScript (Est savings of 63 KiB) [saves FCP 300 ms, LCP 450 ms]\n      http://127.0.0.1/assets/index.js',
    );
    expect(text).toContain('  - Avoid large layout shifts [saves CLS 0.433]');
    expect(text).toContain('  - accessibility: Uses ARIA roles on incompatible elements\n      <figure role="group"> "slide"');
    expect(
      findingsText('/', {
        performance: [],
        failed: { accessibility: [], 'best-practices': [], seo: [] },
        lcpElement: null,
        layoutShifts: [],
      }),
    ).toBe('/:\n  nothing lost points');
  });
});
