"use client";

import L from "leaflet";
import "leaflet/dist/leaflet.css";
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { Circle, MapContainer, Marker, Popup, useMap, useMapEvents } from "react-leaflet";
import { markerIcon, OsmTiles } from "./leaflet-parts";
import {
  MAP_DEFAULTS,
  type MapCircle,
  type MapMarker,
  type MarkerCluster,
  type MarkerResponse,
} from "./types";

/** What part of the map is in view, for endpoints that cluster per view. */
export interface MapView {
  zoom: number;
  bbox: [west: number, south: number, east: number, north: number];
}

function FitToContent({
  markers,
  circle,
  fit,
}: {
  markers: MapMarker[];
  circle?: MapCircle | null;
  fit?: MarkerResponse["bounds"];
}) {
  const map = useMap();
  // Clustered maps show the whole area of the matches once; moving then asks for more detail.
  useEffect(() => {
    if (fit) map.fitBounds(L.latLngBounds(fit), { padding: [30, 30] });
  }, [map, fit]);
  useEffect(() => {
    if (fit) return;
    if (circle) {
      const bounds = L.latLng(circle.lat, circle.lon).toBounds(circle.radiusMeters * 2);
      map.flyToBounds(bounds, { duration: 2 });
      return;
    }
    if (markers.length === 1) {
      map.setView([markers[0]!.lat, markers[0]!.lon], MAP_DEFAULTS.detailZoom);
    } else if (markers.length > 1) {
      map.fitBounds(L.latLngBounds(markers.map((m) => [m.lat, m.lon] as [number, number])), {
        padding: [30, 30],
      });
    }
  }, [map, markers, circle, fit]);
  return null;
}

function ViewReporter({ onView }: { onView: (view: MapView) => void }) {
  const map = useMapEvents({
    moveend: () => {
      const b = map.getBounds();
      onView({
        zoom: map.getZoom(),
        bbox: [
          Math.max(-180, b.getWest()),
          Math.max(-90, b.getSouth()),
          Math.min(180, b.getEast()),
          Math.min(90, b.getNorth()),
        ],
      });
    },
  });
  return null;
}

const clusterIcon = (count: number) =>
  L.divIcon({
    html: `<span>${count}</span>`,
    className:
      "flex items-center justify-center rounded-full border-2 border-white bg-brand-700 text-sm font-bold text-white shadow",
    iconSize: [36, 36],
    iconAnchor: [18, 18],
  });

/** Several entries as one marker: a click (or Enter) zooms in until they separate. */
function ClusterMarker({ cluster: [lat, lon, count, zoom] }: { cluster: MarkerCluster }) {
  const map = useMap();
  const label = `${count} Einträge – vergrößern`;
  const open = () => map.flyTo([lat, lon], zoom);
  return (
    <Marker
      position={[lat, lon]}
      icon={clusterIcon(count)}
      title={label}
      keyboard
      eventHandlers={{
        add: (event) => (event.target as L.Marker).getElement()?.setAttribute("aria-label", label),
        click: open,
        keypress: (event) => {
          if ((event as L.LeafletKeyboardEvent).originalEvent.key === "Enter") open();
        },
      }}
    />
  );
}

export default function LeafletMap({
  markers,
  circle,
  height,
  clusters = [],
  fit,
  onView,
}: {
  markers: MapMarker[];
  circle?: MapCircle | null;
  height: number;
  clusters?: MarkerCluster[];
  /** Fit the view to these bounds once (clustered maps) instead of to the markers. */
  fit?: MarkerResponse["bounds"];
  onView?: (view: MapView) => void;
}) {
  const router = useRouter();
  return (
    <MapContainer
      center={MAP_DEFAULTS.center}
      zoom={MAP_DEFAULTS.zoom}
      scrollWheelZoom={false}
      dragging={!L.Browser.mobile}
      style={{ height, width: "100%" }}
      aria-label="Karte"
    >
      <OsmTiles />
      {markers.map((marker) => (
        <Marker
          key={marker.id}
          position={[marker.lat, marker.lon]}
          icon={markerIcon}
          title={marker.label}
          // Leaflet makes the marker a focusable role="button"; the alt text is its accessible name.
          alt={marker.label}
          keyboard
          eventHandlers={{
            mouseover: (event) => event.target.openPopup(),
            mouseout: (event) => event.target.closePopup(),
            // Keyboard users see the name on focus, as mouse users do on hover.
            add: (event) => {
              const layer = event.target as L.Marker;
              layer.getElement()?.addEventListener("focus", () => layer.openPopup());
              layer.getElement()?.addEventListener("blur", () => layer.closePopup());
            },
            click: () => router.push(marker.href),
            // Leaflet's Enter only opens the popup; like a click it should open the entry.
            keypress: (event) => {
              if ((event as L.LeafletKeyboardEvent).originalEvent.key === "Enter") router.push(marker.href);
            },
          }}
        >
          <Popup>{marker.label}</Popup>
        </Marker>
      ))}
      {circle ? (
        <Circle
          center={[circle.lat, circle.lon]}
          radius={circle.radiusMeters}
          pathOptions={{ color: "#0b5a4d" }}
        />
      ) : null}
      {clusters.map((cluster) => (
        <ClusterMarker key={`${cluster[0]},${cluster[1]},${cluster[2]}`} cluster={cluster} />
      ))}
      <FitToContent markers={markers} circle={circle} fit={fit} />
      {onView ? <ViewReporter onView={onView} /> : null}
    </MapContainer>
  );
}
