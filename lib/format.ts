// German formatting of dates and prices, the same on server and client.
import { format } from "date-fns";
import { de } from "date-fns/locale";

const TIME_ZONE = "Europe/Berlin";

/** A Date shifted so that date-fns (which formats in the process' zone) shows Berlin time. */
function inBerlin(iso: string | Date): Date {
  const date = typeof iso === "string" ? new Date(iso) : iso;
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  }).formatToParts(date);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return new Date(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second"));
}

/** dd.mm.yy, as in the tables. */
export const formatTableDate = (iso: string) => format(inBerlin(iso), "dd.MM.yy", { locale: de });
/** dd.mm.yyyy, as on the account page. */
export const formatLongDate = (iso: string | Date) => format(inBerlin(iso), "dd.MM.yyyy", { locale: de });
/** DD.MM.YY HH:mm for date-times. */
export const formatDateTime = (iso: string) => format(inBerlin(iso), "dd.MM.yy HH:mm", { locale: de });

/** 69990 → '699,90 €' */
export function formatEuro(cents: number): string {
  return new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR" }).format(cents / 100);
}
