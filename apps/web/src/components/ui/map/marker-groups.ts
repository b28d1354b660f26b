/** A marker at its pixel position on the map at the current zoom (the point its pin stands on). */
export interface PlacedMarker<T> {
  marker: T;
  x: number;
  y: number;
}

/** The pin's box around the point it stands on: centred across it, standing above it. */
export interface PinBox {
  width: number;
  height: number;
}

/** Space kept between two pins' boxes, so that neither covers any part of the other's target. */
export const PIN_GAP = 4;

const overlap = (a: { x: number; y: number }, b: { x: number; y: number }, box: PinBox) =>
  Math.abs(a.x - b.x) < box.width + PIN_GAP && Math.abs(a.y - b.y) < box.height + PIN_GAP;

/**
 * Gathers markers whose pins would overlap into one pin (WCAG 2.5.8: every target keeps its whole area, at least
 * 24 by 24 px, with no other target over it). Greedy and in order: a marker joins the first group whose pin its own
 * would overlap, else starts a group with its pin where it stands; so no two groups' pins overlap.
 */
export function groupOverlapping<T>(placed: readonly PlacedMarker<T>[], box: PinBox): T[][] {
  const groups: { at: PlacedMarker<T>; members: T[] }[] = [];
  for (const item of placed) {
    const near = groups.find((group) => overlap(group.at, item, box));
    if (near) near.members.push(item.marker);
    else groups.push({ at: item, members: [item.marker] });
  }
  return groups.map((group) => group.members);
}
