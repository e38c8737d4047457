"use client";

// The listing's map marker (Einsatzort / Veranstaltungsort): drag it on the map, type the
// coordinates, or look them up from PLZ and Stadt with the public search's gazetteer.
import dynamic from "next/dynamic";
import { useId, useState } from "react";
import { toast } from "@/components/ui/toast";
import { MapConsent } from "@/components/map/map-consent";
import { DEFAULT_MARKER_POSITION, roundCoordinate } from "@/components/map/types";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { GENERIC_ERROR } from "@/lib/messages";

const EditorMap = dynamic(() => import("@/components/map/editor-map"), {
  ssr: false,
  loading: () => <p className="p-4">Karte wird geladen …</p>,
});

export const MAP_HEIGHT = 400;
export const GEOCODE_FOUND = "Koordinaten gefunden und Karte angepasst!";
export const GEOCODE_NOT_FOUND = "Keine Koordinaten gefunden...";

type Position = [number, number];

const AXES = [
  { label: "Breitengrad", max: 90, error: "Bitte eine Zahl zwischen -90 und 90 eingeben." },
  { label: "Längengrad", max: 180, error: "Bitte eine Zahl zwischen -180 und 180 eingeben." },
] as const;

/** A typed coordinate ("48,79" or "48.79") as a number, null if it is none or out of range. */
export function parseCoordinate(text: string, max: number): number | null {
  const normalised = text.trim().replace(",", ".");
  if (!/^-?\d+(\.\d+)?$/.test(normalised)) return null;
  const value = Number(normalised);
  return Math.abs(value) <= max ? roundCoordinate(value) : null;
}

const format = (value: Position | null): [string, string] =>
  value ? [String(value[0]), String(value[1])] : ["", ""];

export function LocationPicker({
  value,
  onChange,
  plz,
  stadt,
  label = "Standort auf der Karte",
}: {
  value: Position | null;
  onChange: (value: Position) => void;
  plz?: string;
  stadt?: string;
  label?: string;
}) {
  const id = useId();
  const hintId = `${id}-hinweis`;
  // The inputs keep what is typed ("48,") until it is a coordinate; a new value from the map or
  // the lookup replaces it.
  const [texts, setTexts] = useState(() => format(value));
  const [shown, setShown] = useState(value);
  const [touched, setTouched] = useState<[boolean, boolean]>([false, false]);
  const [busy, setBusy] = useState(false);
  if (shown !== value) {
    setShown(value);
    const typed = texts.map((text, i) => parseCoordinate(text, AXES[i]!.max));
    if (!value || typed[0] !== value[0] || typed[1] !== value[1]) setTexts(format(value));
  }

  const type = (axis: 0 | 1, text: string) => {
    const next: [string, string] = axis === 0 ? [text, texts[1]] : [texts[0], text];
    setTexts(next);
    const lat = parseCoordinate(next[0], AXES[0].max);
    const lon = parseCoordinate(next[1], AXES[1].max);
    if (lat !== null && lon !== null) onChange([lat, lon]);
  };

  const query = [plz, stadt]
    .map((part) => part?.trim() ?? "")
    .filter(Boolean)
    .join(" ");

  const lookUp = async () => {
    setBusy(true);
    try {
      const response = await fetch(`/api/geocode?q=${encodeURIComponent(query)}`, {
        signal: AbortSignal.timeout(10_000),
      });
      if (response.ok) {
        const hit = (await response.json()) as { lat: number; lon: number };
        onChange([roundCoordinate(hit.lat), roundCoordinate(hit.lon)]);
        toast.success(GEOCODE_FOUND);
      } else if (response.status === 404 || response.status === 400) {
        toast.error(GEOCODE_NOT_FOUND);
      } else {
        // 429: the route's German "Zu viele Versuche ..." text.
        const body = (await response.json().catch(() => null)) as { error?: string } | null;
        toast.error(body?.error ?? GENERIC_ERROR);
      }
    } catch {
      toast.error(GENERIC_ERROR);
    } finally {
      setBusy(false);
    }
  };

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-semibold">{label}</legend>
      <p id={hintId} className="text-sm text-muted">
        Ziehen Sie die Markierung an die richtige Stelle, klicken Sie in die Karte, geben Sie die Koordinaten
        ein oder ermitteln Sie sie aus PLZ und Stadt.
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <Button
          type="button"
          variant="secondary"
          onClick={lookUp}
          disabled={busy || !query}
          aria-describedby={hintId}
        >
          {busy ? "Koordinaten werden ermittelt …" : "Koordinaten aus PLZ und Stadt ermitteln"}
        </Button>
        {value ? null : (
          <Button type="button" variant="secondary" onClick={() => onChange(DEFAULT_MARKER_POSITION)}>
            Markierung setzen
          </Button>
        )}
      </div>
      <MapConsent>
        <div className="overflow-hidden rounded border border-gray-200">
          <EditorMap position={value} onMove={onChange} height={MAP_HEIGHT} />
        </div>
      </MapConsent>
      <div className="grid gap-3 sm:grid-cols-2">
        {AXES.map((axis, i) => {
          const invalid = touched[i] && texts[i] !== "" && parseCoordinate(texts[i]!, axis.max) === null;
          return (
            <Field
              key={axis.label}
              label={axis.label}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              value={texts[i]}
              onChange={(event) => type(i as 0 | 1, event.target.value)}
              onBlur={() => setTouched((before) => (i === 0 ? [true, before[1]] : [before[0], true]))}
              error={invalid ? axis.error : undefined}
            />
          );
        })}
      </div>
    </fieldset>
  );
}
