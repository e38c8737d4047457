"use client";

import L from "leaflet";
import "leaflet/dist/leaflet.css";
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { Circle, MapContainer, Marker, Popup, useMap } from "react-leaflet";
import { markerIcon, OsmTiles } from "./leaflet-parts";
import { MAP_DEFAULTS, type MapCircle, type MapMarker } from "./types";

function FitToContent({ markers, circle }: { markers: MapMarker[]; circle?: MapCircle | null }) {
  const map = useMap();
  useEffect(() => {
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
  }, [map, markers, circle]);
  return null;
}

export default function LeafletMap({
  markers,
  circle,
  height,
}: {
  markers: MapMarker[];
  circle?: MapCircle | null;
  height: number;
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
      <FitToContent markers={markers} circle={circle} />
    </MapContainer>
  );
}
