import { useEffect, useMemo, useRef } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import './map.css';
import { DEFAULT_CENTER, DEFAULT_ZOOM, type MapMarker, type MapProps } from './map-types.ts';

// An inline pin, so markers show without any image file (and without tiles, offline).
const PIN_SVG =
  '<svg viewBox="0 0 30 40" width="30" height="40" aria-hidden="true" focusable="false"><path d="M15 1C7.3 1 1 7.2 1 14.9 1 25.3 15 39 15 39s14-13.7 14-24.1C29 7.2 22.7 1 15 1Z" fill="#5b1a2e" stroke="#faf6f0" stroke-width="2"/><circle cx="15" cy="15" r="5.5" fill="#c9a66b"/></svg>';

function pinIcon(title: string) {
  const label = document.createElement('span');
  label.className = 'visually-hidden';
  label.textContent = title;
  return L.divIcon({
    className: 'map-pin',
    html: `${PIN_SVG}${label.outerHTML}`,
    iconSize: [30, 40],
    iconAnchor: [15, 40],
    popupAnchor: [0, -36],
  });
}

function popupFor(marker: MapMarker, onOpen: MapProps['onOpen']) {
  const box = document.createElement('div');
  if (!marker.href) {
    box.textContent = marker.title;
    return box;
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
  box.append(link);
  return box;
}

/** Leaflet with OpenStreetMap tiles; markers are inline SVG, so a map whose tiles cannot load still shows them. */
export default function LeafletMap({ markers, label, onPick, onOpen, className }: MapProps) {
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
    const instance = L.map(container.current, {
      center: [DEFAULT_CENTER.lat, DEFAULT_CENTER.lng],
      zoom: DEFAULT_ZOOM,
      scrollWheelZoom: false,
    });
    L.tileLayer('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png', {
      maxZoom: 19,
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
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const shown = useMemo(() => markers, [markersKey]);

  useEffect(() => {
    const markers = shown;
    const instance = map.current;
    const group = layer.current;
    if (!instance || !group) return;
    group.clearLayers();
    for (const marker of markers) {
      L.marker([marker.lat, marker.lng], { icon: pinIcon(marker.title), title: marker.title, keyboard: true })
        .bindPopup(() => popupFor(marker, openRef.current))
        .addTo(group);
    }
    const [first] = markers;
    if (markers.length > 1) {
      instance.fitBounds(L.latLngBounds(markers.map((m) => [m.lat, m.lng] as [number, number])), { padding: [40, 40], maxZoom: DEFAULT_ZOOM });
    } else if (first) {
      instance.setView([first.lat, first.lng], DEFAULT_ZOOM);
    } else {
      instance.setView([DEFAULT_CENTER.lat, DEFAULT_CENTER.lng], DEFAULT_ZOOM);
    }
  }, [shown]);

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
