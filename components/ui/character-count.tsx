"use client";

// The length of a text field against its limit (the rules package's fieldLimit): below 80 % the
// limit ("Höchstens 300 Zeichen."), so it shows before typing, from 80 % the count
// ("240 / 300 Zeichen"). A screen reader hears the count change only when it crosses 80 %, 90 % or
// the limit itself, not on every keystroke: the polite live region's text depends on that band.
import { useWatch, type Control, type FieldValues, type Path } from "react-hook-form";

const number = (value: number) => value.toLocaleString("de-DE");

/** 0 below 80 %, 1 from 80 %, 2 from 90 %, 3 at the limit. */
export function lengthBand(length: number, max: number): 0 | 1 | 2 | 3 {
  if (length >= max) return 3;
  if (length >= max * 0.9) return 2;
  if (length >= max * 0.8) return 1;
  return 0;
}

const ANNOUNCEMENTS = [
  () => "",
  (max: number) => `80 % der Höchstlänge von ${number(max)} Zeichen erreicht.`,
  (max: number) => `90 % der Höchstlänge von ${number(max)} Zeichen erreicht.`,
  (max: number) => `Höchstlänge von ${number(max)} Zeichen erreicht.`,
] as const;

export function CharacterCount({ id, length, max }: { id: string; length: number; max: number }) {
  const band = lengthBand(length, max);
  return (
    <>
      {band === 0 ? (
        <p id={id} className="text-sm text-muted">
          {`Höchstens ${number(max)} Zeichen.`}
        </p>
      ) : (
        <p id={id} className={`text-sm ${band === 3 ? "font-semibold" : "text-muted"}`}>
          {`${number(length)} / ${number(max)} Zeichen`}
        </p>
      )}
      <p aria-live="polite" className="sr-only">
        {ANNOUNCEMENTS[band](max)}
      </p>
    </>
  );
}

/** A CharacterCount of a react-hook-form field: only it renders again as the user types. */
export function WatchedCharacterCount<T extends FieldValues>({
  id,
  control,
  name,
  max,
}: {
  id: string;
  control: Control<T>;
  name: Path<T>;
  max: number;
}) {
  const value: unknown = useWatch({ control, name });
  return <CharacterCount id={id} length={typeof value === "string" ? value.length : 0} max={max} />;
}
