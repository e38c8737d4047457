"use client";

// Pieces shared by the public maps and the editor's map (client-only: Leaflet needs `window`).
import L from "leaflet";
import { TileLayer } from "react-leaflet";

export const markerIcon = L.icon({
  iconUrl: "/images/marker.svg",
  iconSize: [21, 23],
  iconAnchor: [10, 23],
  popupAnchor: [0, -20],
});

export function OsmTiles() {
  return (
    <TileLayer
      attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>-Mitwirkende'
      url="https://tile.openstreetmap.org/{z}/{x}/{y}.png"
    />
  );
}
