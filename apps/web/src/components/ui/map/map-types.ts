export interface MapMarker {
  id: string | number;
  lat: number;
  lng: number;
  title: string;
  /** A page to open from the marker's popup. */
  href?: string;
}

export interface MapProps {
  markers: readonly MapMarker[];
  /** The accessible name of the map region. */
  label: string;
  /** Makes the map a picker: a click (or tap) reports the position. */
  onPick?: (position: { lat: number; lng: number }) => void;
  /** Opens a marker's page inside the app rather than reloading. */
  onOpen?: (href: string) => void;
  className?: string;
  /** Where the map opens when it has no markers (London by default). */
  center?: { lat: number; lng: number };
}

/** The spec's default view: London at zoom 7. */
export const DEFAULT_CENTER = { lat: 51.5074, lng: -0.1278 } as const;
export const DEFAULT_ZOOM = 7;
