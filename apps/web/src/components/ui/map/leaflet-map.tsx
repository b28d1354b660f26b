import { useEffect, useMemo, useRef } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { DEFAULT_CENTER, DEFAULT_ZOOM, type MapMarker, type MapProps } from './map-types.ts';
import { mapTileUrl } from './tile-url.ts';
import { groupOverlapping } from './marker-groups.ts';

// An inline pin, so markers show without any image file (and without tiles, offline).
const PIN = { width: 30, height: 40 } as const;
const pinSvg = (dot: string) =>
  `<svg viewBox="0 0 30 40" width="${PIN.width}" height="${PIN.height}" aria-hidden="true" focusable="false"><path d="M15 1C7.3 1 1 7.2 1 14.9 1 25.3 15 39 15 39s14-13.7 14-24.1C29 7.2 22.7 1 15 1Z" fill="#5b1a2e" stroke="#faf6f0" stroke-width="2"/>${dot}</svg>`;
const SINGLE_DOT = '<circle cx="15" cy="15" r="5.5" fill="#c9a66b"/>';
const GROUP_DOT = '<circle cx="15" cy="15" r="9.5" fill="#c9a66b"/>';

/** What a pin is called: its place's title, or for a group its count (the number it shows) and every title. */
const nameOf = (members: readonly MapMarker[]) =>
  members.length === 1 ? (members[0]?.title ?? '') : `${members.length} places: ${members.map((member) => member.title).join('; ')}`;

/**
 * A pin of 30 by 40 px, the whole of it the target (WCAG 2.5.8 asks for 24 by 24 at least); markers whose pins
 * would overlap share one pin that shows how many places it holds.
 */
function pinIcon(members: readonly MapMarker[]) {
  const label = document.createElement('span');
  label.className = 'visually-hidden';
  label.textContent = nameOf(members);
  const count = document.createElement('span');
  count.className = 'map-pin__count';
  count.textContent = String(members.length);
  const grouped = members.length > 1;
  return L.divIcon({
    className: grouped ? 'map-pin map-pin--group' : 'map-pin',
    html: `${pinSvg(grouped ? GROUP_DOT : SINGLE_DOT)}${grouped ? count.outerHTML : ''}${label.outerHTML}`,
    iconSize: [PIN.width, PIN.height],
    iconAnchor: [PIN.width / 2, PIN.height],
    popupAnchor: [0, -36],
  });
}

function entryFor(marker: MapMarker, onOpen: MapProps['onOpen']): HTMLElement {
  if (!marker.href) {
    const text = document.createElement('span');
    text.textContent = marker.title;
    return text;
  }
  const link = document.createElement('a');
  link.href = marker.href;
  link.textContent = marker.title;
  if (onOpen) {
    const href = marker.href;
    link.addEventListener('click', (event) => {
      event.preventDefault();
      onOpen(href);
    });
  }
  return link;
}

/** A pin's popup: its place, or the list of the places it holds. */
function popupFor(members: readonly MapMarker[], onOpen: MapProps['onOpen']) {
  const box = document.createElement('div');
  const [only] = members;
  if (members.length === 1 && only) {
    box.append(entryFor(only, onOpen));
    return box;
  }
  const list = document.createElement('ul');
  list.className = 'map-popup__list';
  for (const member of members) {
    const item = document.createElement('li');
    item.append(entryFor(member, onOpen));
    list.append(item);
  }
  box.append(list);
  return box;
}

// Room at the edges when fitting the markers: a pin stands 40 px above its point, and the zoom buttons take
// the top left corner, so that no pin is drawn under them.
const FIT_PADDING = { paddingTopLeft: [64, 56], paddingBottomRight: [32, 24] } satisfies L.FitBoundsOptions;

/**
 * Leaflet with OpenStreetMap tiles (or the server's MAP_TILE_URL); markers are inline SVG, so a map whose tiles cannot load still shows them.
 * Places close together at the current zoom share a pin, whose popup lists them.
 */
export default function LeafletMap({ markers, label, onPick, onOpen, className, center }: MapProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layer = useRef<L.LayerGroup | null>(null);
  const pickRef = useRef(onPick);
  const openRef = useRef(onOpen);

  useEffect(() => {
    pickRef.current = onPick;
    openRef.current = onOpen;
  });

  useEffect(() => {
    if (!container.current) return;
    // No view yet: the next effect gives the map its one first view (the markers' or the centre), so that Leaflet
    // lays out the tiles once rather than for London first.
    const instance = L.map(container.current, { scrollWheelZoom: false });
    L.tileLayer(mapTileUrl(), {
      maxZoom: 19,
      // Sharp tiles on high-density screens (phones): a zoom level up, at half the size.
      detectRetina: true,
      attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
    }).addTo(instance);
    instance.on('click', (event: L.LeafletMouseEvent) => pickRef.current?.({ lat: event.latlng.lat, lng: event.latlng.lng }));
    layer.current = L.layerGroup().addTo(instance);
    map.current = instance;
    return () => {
      instance.remove();
      map.current = null;
      layer.current = null;
    };
  }, []);

  // Pages often pass a fresh array with the same markers; only a real change redraws (and re-centres) the map.
  const markersKey = JSON.stringify(markers);
  const centerLat = center?.lat ?? DEFAULT_CENTER.lat;
  const centerLng = center?.lng ?? DEFAULT_CENTER.lng;
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const shown = useMemo(() => markers, [markersKey]);

  useEffect(() => {
    const markers = shown;
    const instance = map.current;
    const group = layer.current;
    if (!instance || !group) return;
    // Pins are placed in pixels: at every zoom, those that would overlap are gathered anew.
    const draw = () => {
      group.clearLayers();
      const zoom = instance.getZoom();
      const placed = markers.map((marker) => {
        const point = instance.project([marker.lat, marker.lng], zoom);
        return { marker, x: point.x, y: point.y };
      });
      for (const members of groupOverlapping(placed, PIN)) {
        const [first] = members;
        if (!first) continue;
        L.marker([first.lat, first.lng], { icon: pinIcon(members), title: nameOf(members), keyboard: true })
          .bindPopup(() => popupFor(members, openRef.current))
          .addTo(group);
      }
    };
    const [first] = markers;
    if (markers.length > 1) {
      const bounds = L.latLngBounds(markers.map((m) => [m.lat, m.lng] as [number, number]));
      instance.fitBounds(bounds, { ...FIT_PADDING, maxZoom: DEFAULT_ZOOM, animate: false });
    } else if (first) {
      instance.setView([first.lat, first.lng], DEFAULT_ZOOM, { animate: false });
    } else {
      instance.setView([centerLat, centerLng], DEFAULT_ZOOM, { animate: false });
    }
    draw();
    instance.on('zoomend', draw);
    return () => {
      instance.off('zoomend', draw);
    };
  }, [shown, centerLat, centerLng]);

  return (
    <div
      ref={container}
      className={`map ${onPick ? 'map--picker' : ''} ${className ?? ''}`}
      role="region"
      aria-label={label}
      data-marker-count={markers.length}
    />
  );
}
