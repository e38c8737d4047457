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

/** '1 Produkt', '2 Produkte', '0 Produkte', '1.500 Aufrufe': a count with its German singular or plural. */
export const countLabel = (count: number, one: string, many: string) =>
  `${count.toLocaleString("de-DE")} ${countNoun(count, one, many)}`;

/** The noun alone, for a count shown elsewhere (a card badge draws the number itself). */
export const countNoun = (count: number, one: string, many: string) => (count === 1 ? one : many);

type Part = string | number | null | undefined | false | readonly (string | null | undefined)[];

/**
 * The parts that exist, joined with ' · ': a missing or blank part leaves no separator behind, so a
 * line never starts or ends with one. Lists among the parts are spread.
 */
export function joinParts(...parts: Part[]): string {
  return parts
    .flat()
    .map((part) => (part === null || part === undefined || part === false ? "" : String(part).trim()))
    .filter((part) => part !== "")
    .join(" · ");
}

/**
 * '20095 Hamburg, Bayern' but '20095 Hamburg' for Hamburg: the Bundesland is left out when the place
 * already names it (the city-states Berlin, Hamburg, Bremen, or a place written with its Land).
 */
export function placeWithRegion(place: string, region: string | null | undefined): string {
  const where = place.trim();
  const land = region?.trim() ?? "";
  if (!land) return where;
  if (!where) return land;
  const words = where.toLocaleLowerCase("de-DE").split(/[\s,;()/-]+/);
  const landWords = land.toLocaleLowerCase("de-DE").split(/[\s,;()/-]+/);
  const named = words.some((_, i) => landWords.every((w, j) => words[i + j] === w));
  return named ? where : `${where}, ${land}`;
}

let kmWhole: Intl.NumberFormat | undefined;
let kmTenths: Intl.NumberFormat | undefined;

/**
 * A distance as a list shows it: '12 km' and '1.234 km' (whole km from 10 km up, where a tenth is
 * less than 1 %), '4,5 km' below 10 km (a tenth still tells two nearby places apart), '< 1 km'
 * below 1 km (a place's coordinates are a town's or an address's centre: no finer than that).
 */
export function formatDistance(km: number): string {
  if (km < 1) return "< 1 km";
  const format =
    km < 10
      ? (kmTenths ??= new Intl.NumberFormat("de-DE", { maximumFractionDigits: 1 }))
      : (kmWhole ??= new Intl.NumberFormat("de-DE", { maximumFractionDigits: 0 }));
  return `${format.format(km)} km`;
}

/** The same for screen readers, which would read '< 1 km' as a sign: '12 km entfernt'. */
export const spokenDistance = (km: number) =>
  km < 1 ? "weniger als 1 km entfernt" : `${formatDistance(km)} entfernt`;
