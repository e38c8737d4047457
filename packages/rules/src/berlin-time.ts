// The wall-clock time in Europe/Berlin of an instant, whatever the zone of the server or browser,
// and back: a datetime-local value read as Berlin time (the listing editor's Startzeit and Endzeit).

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

// Building an Intl formatter costs far more than using one (tables format a date per row).
let berlinFormat: Intl.DateTimeFormat | undefined;

/** Year, month (1-12), day, hour (0-23), minute and second in Berlin at `instant`. */
export function berlinParts(instant: number | Date): WallClock {
  berlinFormat ??= new Intl.DateTimeFormat("en-US", {
    timeZone: "Europe/Berlin",
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  });
  const parts = berlinFormat.formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: get("year"),
    month: get("month"),
    day: get("day"),
    hour: get("hour"),
    minute: get("minute"),
    second: get("second"),
  };
}

const two = (n: number) => String(n).padStart(2, "0");

/** The UTC instant of a wall-clock time in Berlin ("2026-05-04T09:00" → ISO string), or null. */
export function berlinTimeToIso(local: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(local);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  // Berlin's offset (CET or CEST) from the platform's time-zone data: first at the wall-clock time
  // read as UTC, then at the instant that gives, which is the right one also in the hours around a
  // change of offset (2026-03-29T01:30 is CET, 2026-10-25T01:30 CEST). A time the change to summer
  // time skips (02:30 on the last Sunday of March) lands an hour later.
  const offsetAt = (instant: number) => {
    const p = berlinParts(instant);
    return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute) - instant;
  };
  const guess = asUtc - offsetAt(asUtc);
  return new Date(asUtc - offsetAt(guess)).toISOString();
}

/** An ISO instant as the wall-clock time in Berlin, for a datetime-local field ("2026-05-04T09:00"). */
export function berlinLocalTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const p = berlinParts(date);
  return `${p.year}-${two(p.month)}-${two(p.day)}T${two(p.hour)}:${two(p.minute)}`;
}

/** A datetime-local value moved by whole days, keeping its wall-clock time ("" stays ""). */
export function shiftLocalDays(local: string, days: number): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}:\d{2})$/.exec(local);
  if (!match) return "";
  const [, y, mo, d, time] = match as unknown as [string, string, string, string, string];
  const day = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d) + days));
  return `${day.getUTCFullYear()}-${two(day.getUTCMonth() + 1)}-${two(day.getUTCDate())}T${time}`;
}
