// The wall-clock time in Europe/Berlin of an instant, whatever the zone of the server or browser.

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
