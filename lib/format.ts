// German formatting of dates and prices, the same on server and client.
import { format } from "date-fns";
import { de } from "date-fns/locale";
import { berlinParts } from "@/lib/berlin-time";

/** A Date shifted so that date-fns (which formats in the process' zone) shows Berlin time. */
function inBerlin(iso: string | Date): Date {
  const p = berlinParts(typeof iso === "string" ? new Date(iso) : iso);
  return new Date(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
}

// Building an Intl formatter costs far more than using one: made once, on first use.
let euro: Intl.NumberFormat | undefined;

/** dd.mm.yy, as in the tables. */
export const formatTableDate = (iso: string) => format(inBerlin(iso), "dd.MM.yy", { locale: de });
/** dd.mm.yyyy, as on the account page. */
export const formatLongDate = (iso: string | Date) => format(inBerlin(iso), "dd.MM.yyyy", { locale: de });
/** DD.MM.YY HH:mm for date-times. */
export const formatDateTime = (iso: string) => format(inBerlin(iso), "dd.MM.yy HH:mm", { locale: de });

/** 69990 → '699,90 €' */
export function formatEuro(cents: number): string {
  return (euro ??= new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR" })).format(
    cents / 100,
  );
}
