import { Component, lazy, Suspense, type ReactNode } from 'react';
import type { MapProps } from './map-types.ts';

// Leaflet loads only with the first map, so it does not weigh on pages without one.
const LeafletMap = lazy(() => import('./leaflet-map.tsx'));

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
  return (
    <MapBoundary>
      <Suspense fallback={<div className={`map map--loading ${props.className ?? ''}`} aria-hidden="true" />}>
        <LeafletMap {...props} />
      </Suspense>
    </MapBoundary>
  );
}
