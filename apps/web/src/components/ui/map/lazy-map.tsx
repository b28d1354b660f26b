import { Component, lazy, Suspense, useRef, type ReactNode } from 'react';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useNearScreen } from '../../../lib/use-near-screen.ts';
import type { MapProps } from './map-types.ts';
import './map.css';

// Leaflet loads only with the first map, so it does not weigh on pages without one.
const LeafletMap = lazy(() => import('./leaflet-map.tsx'));

/**
 * How near the screen a map that only shows places comes before Leaflet and its tiles load. A phone that never
 * scrolls to the listing's map (below the cards) neither downloads nor runs it, and the page's start is not held
 * up by it; a picker (an editor the host opened) loads at once.
 */
const NEAR_SCREEN = '100px 0px';

/** A failure inside the map (say, a blocked script) leaves a quiet note instead of breaking the page. */
class MapBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (this.state.failed) return <p className="map map--fallback">The map could not be shown.</p>;
    return this.props.children;
  }
}

export function LazyMap(props: MapProps) {
  const space = useRef<HTMLDivElement>(null);
  const near = useNearScreen(space, NEAR_SCREEN, props.onPick !== undefined);
  const placeholder = <div ref={space} className={`map map--loading ${props.className ?? ''}`} aria-hidden="true" />;
  // Leaflet needs a browser: the server (and the hydrating render) show the map's reserved space.
  if (!useHydrated() || !near) return placeholder;
  return (
    <MapBoundary>
      <Suspense fallback={placeholder}>
        <LeafletMap {...props} />
      </Suspense>
    </MapBoundary>
  );
}
