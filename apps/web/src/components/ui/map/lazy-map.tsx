import { Component, lazy, Suspense, type ReactNode } from 'react';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import type { MapProps } from './map-types.ts';
import './map.css';

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
  const placeholder = <div className={`map map--loading ${props.className ?? ''}`} aria-hidden="true" />;
  // Leaflet needs a browser: the server (and the hydrating render) show the map's reserved space.
  if (!useHydrated()) return placeholder;
  return (
    <MapBoundary>
      <Suspense fallback={placeholder}>
        <LeafletMap {...props} />
      </Suspense>
    </MapBoundary>
  );
}
