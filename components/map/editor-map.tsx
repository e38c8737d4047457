"use client";

// The listing editor's map: one draggable marker; a click on the map moves it there too.
import type L from "leaflet";
import "leaflet/dist/leaflet.css";
import { useEffect, useRef } from "react";
import { MapContainer, Marker, useMap, useMapEvents } from "react-leaflet";
import { markerIcon, OsmTiles } from "./leaflet-parts";
import { MAP_DEFAULTS, roundCoordinate } from "./types";

type Position = [number, number];

const toPosition = (latlng: L.LatLng): Position => [roundCoordinate(latlng.lat), roundCoordinate(latlng.lng)];
const same = (a: Position | null, b: Position) => a !== null && a[0] === b[0] && a[1] === b[1];

/** Moves the map to a position set outside the map (geocoding, typed coordinates), not after a drag. */
function Follow({ position, fromMap }: { position: Position | null; fromMap: { current: Position | null } }) {
  const map = useMap();
  useEffect(() => {
    if (!position || same(fromMap.current, position)) return;
    map.setView(position, MAP_DEFAULTS.detailZoom);
  }, [map, position, fromMap]);
  return null;
}

function ClickToPlace({ onMove }: { onMove: (position: Position) => void }) {
  useMapEvents({ click: (event) => onMove(toPosition(event.latlng)) });
  return null;
}

export default function EditorMap({
  position,
  onMove,
  height,
}: {
  position: Position | null;
  onMove: (position: Position) => void;
  height: number;
}) {
  const fromMap = useRef<Position | null>(null);
  const move = (next: Position) => {
    fromMap.current = next;
    onMove(next);
  };
  return (
    <MapContainer
      center={position ?? MAP_DEFAULTS.center}
      zoom={position ? MAP_DEFAULTS.detailZoom : MAP_DEFAULTS.zoom}
      scrollWheelZoom={false}
      style={{ height, width: "100%" }}
      aria-label="Karte zum Setzen des Standorts"
    >
      <OsmTiles />
      {position ? (
        <Marker
          position={position}
          icon={markerIcon}
          draggable
          keyboard
          title="Standort-Markierung"
          alt="Standort-Markierung, mit der Maus verschiebbar"
          eventHandlers={{ dragend: (event) => move(toPosition((event.target as L.Marker).getLatLng())) }}
        />
      ) : null}
      <ClickToPlace onMove={move} />
      <Follow position={position} fromMap={fromMap} />
    </MapContainer>
  );
}
