import { describe, expect, it } from 'vitest';
import { groupOverlapping, PIN_GAP, type PlacedMarker } from './marker-groups.ts';

const PIN = { width: 30, height: 40 };
const at = (marker: string, x: number, y: number): PlacedMarker<string> => ({ marker, x, y });

/** The pins' boxes (centred across the point, above it) of each group's first marker. */
const boxesOf = (placed: PlacedMarker<string>[], groups: string[][]) =>
  groups.map((members) => {
    const anchor = placed.find((item) => item.marker === members[0]);
    if (!anchor) throw new Error('a group without its first marker');
    return { left: anchor.x - PIN.width / 2, right: anchor.x + PIN.width / 2, top: anchor.y - PIN.height, bottom: anchor.y };
  });

describe('grouping markers whose pins would overlap', () => {
  it('keeps apart pins that do not touch, each with its own marker', () => {
    const placed = [at('a', 100, 100), at('b', 100 + PIN.width + PIN_GAP, 100), at('c', 100, 100 + PIN.height + PIN_GAP)];
    expect(groupOverlapping(placed, PIN)).toEqual([['a'], ['b'], ['c']]);
  });

  it('puts markers at the same place, or with pins overlapping, under one pin', () => {
    const placed = [at('london', 200, 300), at('reims', 400, 320), at('same-venue', 200, 300), at('near-london', 215, 280)];
    expect(groupOverlapping(placed, PIN)).toEqual([['london', 'same-venue', 'near-london'], ['reims']]);
  });

  it('leaves no two pins overlapping, whatever the crowd', () => {
    // A dense, irregular crowd (a fixed pseudo-random walk), as a zoomed-out map of one region shows.
    const placed = Array.from({ length: 60 }, (_, i) => at(`m${i}`, (i * 37) % 150, (i * 53) % 170));
    const groups = groupOverlapping(placed, PIN);
    expect(groups.flat().sort()).toEqual(placed.map((item) => item.marker).sort());
    const boxes = boxesOf(placed, groups);
    for (const [i, a] of boxes.entries()) {
      for (const b of boxes.slice(i + 1)) {
        const apart =
          a.right + PIN_GAP <= b.left || b.right + PIN_GAP <= a.left || a.bottom + PIN_GAP <= b.top || b.bottom + PIN_GAP <= a.top;
        expect(apart).toBe(true);
      }
    }
  });
});
