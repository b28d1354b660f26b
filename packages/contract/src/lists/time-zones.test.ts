import { describe, it, expect } from 'vitest';
import { DEFAULT_TIME_ZONE, TIME_ZONES, TIME_ZONE_OFFSETS, offsetFromLabel } from './time-zones.ts';
import { offsetMinutes } from '../local-time.ts';

describe('TIME_ZONES', () => {
  it('covers the common zones', () => {
    expect(TIME_ZONES.length).toBeGreaterThanOrEqual(80);
    expect(TIME_ZONES.length).toBeLessThanOrEqual(100);
  });

  it('has unique labels', () => {
    const labels = TIME_ZONES.map((z) => z.label);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('gives every zone a well-formed offset taken from its label', () => {
    for (const zone of TIME_ZONES) {
      expect(zone.offset).toMatch(/^GMT([+-]\d{2}:\d{2})?$/);
      expect(zone.label.startsWith(`(${zone.offset}) `)).toBe(true);
      expect(offsetFromLabel(zone.label)).toBe(zone.offset);
    }
  });

  it('is ordered from west to east', () => {
    const values = TIME_ZONES.map((z) => offsetMinutes(z.offset) ?? Number.NaN);
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(values[0]).toBe(-12 * 60);
    expect(values.at(-1)).toBe(14 * 60);
  });

  it('includes London, Paris and US Eastern', () => {
    const labels = TIME_ZONES.map((z) => z.label);
    expect(labels.some((l) => l.startsWith('(GMT)') && l.includes('London'))).toBe(true);
    expect(labels.some((l) => l.startsWith('(GMT+01:00)') && l.includes('Paris'))).toBe(true);
    expect(labels).toContain('(GMT-05:00) Eastern Time (US & Canada)');
  });
});

describe('TIME_ZONE_OFFSETS', () => {
  it('contains the default zone and the half-hour offsets', () => {
    expect(DEFAULT_TIME_ZONE).toBe('Etc/UTC');
    expect(TIME_ZONE_OFFSETS.has('GMT')).toBe(true);
    expect(TIME_ZONE_OFFSETS.has('GMT+05:30')).toBe(true);
    expect(TIME_ZONE_OFFSETS.has('GMT-03:30')).toBe(true);
    expect(TIME_ZONE_OFFSETS.has('GMT+05:45')).toBe(true);
  });

  it('holds one entry per distinct offset', () => {
    expect(TIME_ZONE_OFFSETS.size).toBe(new Set(TIME_ZONES.map((z) => z.offset)).size);
  });
});

describe('offsetFromLabel', () => {
  it('returns the bracket content', () => {
    expect(offsetFromLabel('(GMT+01:00) Paris')).toBe('GMT+01:00');
    expect(offsetFromLabel('(GMT) London')).toBe('GMT');
    expect(offsetFromLabel('(GMT+00:00) London')).toBe('GMT+00:00');
    expect(offsetFromLabel('(GMT-05:00) Eastern Time (US & Canada)')).toBe('GMT-05:00');
  });

  it('returns undefined when the label has no leading brackets', () => {
    expect(offsetFromLabel('Paris')).toBeUndefined();
    expect(offsetFromLabel('Eastern Time (US & Canada)')).toBeUndefined();
    expect(offsetFromLabel('() Nowhere')).toBeUndefined();
    expect(offsetFromLabel('')).toBeUndefined();
  });
});
