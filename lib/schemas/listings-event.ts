// The Veranstaltung form's one zod schema (form and server), its empty values, and the mappings
// between the form's values, the CMS payload and the stored event (issue 10, spec sections 2–5).
import { z } from "zod";
import type { UploadedFile } from "@/lib/uploads";
import type { Event, Media } from "@/lib/types";
import { MAX_MEDIA_FILES } from "@/lib/entitlements";
import {
  ERWARTETE_TEILNEHMERZAHL,
  FORTBILDUNGSINHALTE,
  TEILNEHMERGEBUEHR,
  VERGABESTELLEN,
  type FortbildungsinhaltKey,
} from "@/lib/taxonomy";
import { isHttpUrl } from "@/lib/url";

export const EVENT_MESSAGES = {
  endBeforeStart: "Das Ende der Veranstaltung darf nicht vor ihrem Beginn liegen.",
  badDate: "Bitte ein gültiges Datum mit Uhrzeit angeben.",
  endWithoutStart: "Bitte geben Sie auch den Beginn der Veranstaltung an.",
  plz: "Bitte eine Postleitzahl mit 5 Ziffern angeben.",
  vergabestelle: "Bitte wählen Sie die Vergabestelle.",
  punkte: "Bitte 1 bis 10 Punkte angeben.",
  link: "Bitte eine Adresse mit http:// oder https:// angeben.",
  name: "Bitte geben Sie einen Veranstaltungsnamen an.",
  tooLong: (max: number) => `Höchstens ${max} Zeichen.`,
  mediaLimit: `Es können höchstens ${MAX_MEDIA_FILES} Dateien hochgeladen werden.`,
} as const;

const TIME_ZONE = "Europe/Berlin";
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** The wall-clock time in Berlin of an instant, as milliseconds of a UTC date with those fields. */
function berlinWallClock(instant: number): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"));
}

/**
 * "2026-05-04T09:30" (an <input type="datetime-local"> value, meant as Berlin time) → ISO instant,
 * whatever the zone of the browser or server; null when it is no such value.
 */
export function berlinLocalToIso(local: string): string | null {
  const match = LOCAL_DATE_TIME.exec(local);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const wanted = Date.UTC(y, mo - 1, d, h, mi);
  const check = new Date(wanted);
  if (check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d || h > 23 || mi > 59) return null;
  let instant = wanted;
  // Two rounds settle the offset also on the days the clocks change.
  for (let i = 0; i < 2; i++) instant += wanted - berlinWallClock(instant);
  return new Date(instant).toISOString();
}

/** An ISO instant → the datetime-local value showing it in Berlin time ("" for none). */
export function isoToBerlinLocal(iso: string | null | undefined): string {
  if (!iso) return "";
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return "";
  return new Date(berlinWallClock(time)).toISOString().slice(0, 16);
}

const text = (max: number) => z.string().trim().max(max, EVENT_MESSAGES.tooLong(max));
const link = z
  .string()
  .trim()
  .max(500, EVENT_MESSAGES.tooLong(500))
  .refine((value) => value === "" || isHttpUrl(value), EVENT_MESSAGES.link);
const band = (values: readonly { value: string }[]) =>
  z.union([z.literal(""), z.enum(values.map((b) => b.value) as [string, ...string[]])]);
const dateTime = z
  .string()
  .refine((value) => value === "" || berlinLocalToIso(value) !== null, EVENT_MESSAGES.badDate);

export const uploadedFileSchema = z.object({
  id: z.number().int().positive(),
  url: z.string(),
  name: z.string(),
  mime: z.string(),
});

export const linkedListingSchema = z.object({ id: z.number().int().positive(), name: z.string() });

export const fortbildungspunktSchema = z.object({
  Vergabestelle: z.union([z.literal(""), z.enum(VERGABESTELLEN as [string, ...string[]])]).refine(
    (value) => value !== "",
    EVENT_MESSAGES.vergabestelle,
  ),
  // The form's number input gives NaN for an empty field: the same message as for 0 or 11.
  Punkte: z.number(EVENT_MESSAGES.punkte).int(EVENT_MESSAGES.punkte).min(1, EVENT_MESSAGES.punkte).max(10, EVENT_MESSAGES.punkte),
});

const topicList = (key: FortbildungsinhaltKey) =>
  z.array(z.enum(FORTBILDUNGSINHALTE[key] as [string, ...string[]]));

export const FORTBILDUNGSINHALT_KEYS = Object.keys(FORTBILDUNGSINHALTE) as FortbildungsinhaltKey[];

export const eventSchema = z
  .object({
    // The CMS needs a name to store an event at all; the form says so rather than failing on save.
    Veranstaltungsname: text(300).min(1, EVENT_MESSAGES.name),
    Veranstaltername: text(300),
    Startzeit: dateTime,
    Endzeit: dateTime,
    Bild: z.array(uploadedFileSchema).max(1),
    Medien: z.array(uploadedFileSchema).max(MAX_MEDIA_FILES, EVENT_MESSAGES.mediaLimit),
    Beschreibung: z.string().max(50_000, EVENT_MESSAGES.tooLong(50_000)),
    ErwarteteTeilnehmerzahl: band(ERWARTETE_TEILNEHMERZAHL),
    Teilnehmergebuehr: band(TEILNEHMERGEBUEHR),
    AnbieterNummer: text(100),
    Ansprechpartner: text(200),
    Fortbildungspunkte: z.array(fortbildungspunktSchema).max(20),
    Stadt: text(120),
    PLZ: z
      .string()
      .trim()
      .refine((value) => value === "" || /^\d{5}$/.test(value), EVENT_MESSAGES.plz),
    isonlineveranstaltung: z.boolean(),
    ExternerLinkOnlineVeranstaltung: link,
    Veranstaltungsort: z.tuple([z.number().min(-90).max(90), z.number().min(-180).max(180)]).nullable(),
    FortbildungsinhalteWundexperteICW: topicList("FortbildungsinhalteWundexperteICW"),
    FortbildungsinhalteFachtherapeutWundeICW: topicList("FortbildungsinhalteFachtherapeutWundeICW"),
    FortbildungsinhalteAerztlicherWundexperteICW: topicList("FortbildungsinhalteAerztlicherWundexperteICW"),
    FortbildungsinhaltePflegetherapeutWundeICW: topicList("FortbildungsinhaltePflegetherapeutWundeICW"),
    AndereThemegebiete: text(1000),
    referents: z.array(linkedListingSchema).max(50),
    ExterneReferenten: z.array(text(200)).max(50),
    herstellers: z.array(linkedListingSchema).max(50),
    ExterneHersteller: z.array(text(200)).max(50),
    ExternerLink: link,
    Anmeldelink: link,
    Published: z.boolean(),
    Fokusiere: z.boolean(),
  })
  .superRefine((values, context) => {
    const start = values.Startzeit ? berlinLocalToIso(values.Startzeit) : null;
    const end = values.Endzeit ? berlinLocalToIso(values.Endzeit) : null;
    if (end && !values.Startzeit) {
      context.addIssue({ code: "custom", path: ["Startzeit"], message: EVENT_MESSAGES.endWithoutStart });
    }
    if (start && end && end < start) {
      context.addIssue({ code: "custom", path: ["Endzeit"], message: EVENT_MESSAGES.endBeforeStart });
    }
  });

export type EventFormValues = z.infer<typeof eventSchema>;

export const EMPTY_EVENT: EventFormValues = {
  Veranstaltungsname: "",
  Veranstaltername: "",
  Startzeit: "",
  Endzeit: "",
  Bild: [],
  Medien: [],
  Beschreibung: "",
  ErwarteteTeilnehmerzahl: "",
  Teilnehmergebuehr: "",
  AnbieterNummer: "",
  Ansprechpartner: "",
  Fortbildungspunkte: [],
  Stadt: "",
  PLZ: "",
  isonlineveranstaltung: false,
  ExternerLinkOnlineVeranstaltung: "",
  Veranstaltungsort: null,
  FortbildungsinhalteWundexperteICW: [],
  FortbildungsinhalteFachtherapeutWundeICW: [],
  FortbildungsinhalteAerztlicherWundexperteICW: [],
  FortbildungsinhaltePflegetherapeutWundeICW: [],
  AndereThemegebiete: "",
  referents: [],
  ExterneReferenten: [],
  herstellers: [],
  ExterneHersteller: [],
  ExternerLink: "",
  Anmeldelink: "",
  Published: false,
  Fokusiere: false,
};

/** The domain keeps a file's kind, the upload field a MIME type (it previews images only). */
const MIME_OF_KIND: Record<Media["kind"], string> = {
  image: "image/*",
  video: "video/*",
  audio: "audio/*",
  pdf: "application/pdf",
  file: "application/octet-stream",
};

/** A stored file as the upload field holds it. */
export const toUploaded = (media: Media): UploadedFile => ({
  id: media.id,
  url: media.url,
  name: media.name,
  mime: MIME_OF_KIND[media.kind],
});

/** A stored event as the form's values (the edit page). */
export function eventToFormValues(event: Event): EventFormValues {
  const or = (value: string | null) => value ?? "";
  return {
    ...EMPTY_EVENT,
    Veranstaltungsname: event.Veranstaltungsname,
    Veranstaltername: or(event.Veranstaltername),
    Startzeit: isoToBerlinLocal(event.Startzeit),
    Endzeit: isoToBerlinLocal(event.Endzeit),
    Bild: event.Bild ? [toUploaded(event.Bild)] : [],
    Medien: event.Medien.map(toUploaded),
    Beschreibung: or(event.Beschreibung),
    ErwarteteTeilnehmerzahl: or(event.ErwarteteTeilnehmerzahl),
    Teilnehmergebuehr: or(event.Teilnehmergebuehr),
    AnbieterNummer: or(event.AnbieterNummer),
    Ansprechpartner: or(event.Ansprechpartner),
    Fortbildungspunkte: event.Fortbildungspunkte.map(({ Vergabestelle, Punkte }) => ({ Vergabestelle, Punkte })),
    Stadt: or(event.Stadt),
    PLZ: or(event.PLZ),
    isonlineveranstaltung: event.isonlineveranstaltung,
    ExternerLinkOnlineVeranstaltung: or(event.ExternerLinkOnlineVeranstaltung),
    Veranstaltungsort: event.Veranstaltungsort ? [event.Veranstaltungsort.lat, event.Veranstaltungsort.lon] : null,
    FortbildungsinhalteWundexperteICW: event.FortbildungsinhalteWundexperteICW,
    FortbildungsinhalteFachtherapeutWundeICW: event.FortbildungsinhalteFachtherapeutWundeICW,
    FortbildungsinhalteAerztlicherWundexperteICW: event.FortbildungsinhalteAerztlicherWundexperteICW,
    FortbildungsinhaltePflegetherapeutWundeICW: event.FortbildungsinhaltePflegetherapeutWundeICW,
    AndereThemegebiete: or(event.AndereThemegebiete),
    referents: event.referents.map((r) => ({ id: r.id, name: r.label })),
    ExterneReferenten: event.ExterneReferenten,
    herstellers: event.herstellers.map((h) => ({ id: h.id, name: h.label })),
    ExterneHersteller: event.ExterneHersteller,
    ExternerLink: or(event.ExternerLink),
    Anmeldelink: or(event.Anmeldelink),
    Published: event.Published,
    Fokusiere: event.Fokusiere,
  } as EventFormValues;
}

/**
 * The CMS payload ({data} of POST/PUT /api/veranstaltungs): unset texts go as null so an edit can
 * clear them, an empty PLZ is dropped, the image only when one was chosen, relations by id.
 */
export function eventToCms(values: EventFormValues): Record<string, unknown> {
  const orNull = (value: string) => (value.trim() ? value.trim() : null);
  const names = (list: string[]) => list.map((n) => n.trim()).filter(Boolean).map((Name) => ({ Name }));
  const data: Record<string, unknown> = {
    Veranstaltungsname: values.Veranstaltungsname.trim(),
    Veranstaltername: orNull(values.Veranstaltername),
    Startzeit: values.Startzeit ? berlinLocalToIso(values.Startzeit) : null,
    Endzeit: values.Endzeit ? berlinLocalToIso(values.Endzeit) : null,
    Medien: values.Medien.map((file) => file.id),
    Beschreibung: orNull(values.Beschreibung),
    ErwarteteTeilnehmerzahl: values.ErwarteteTeilnehmerzahl || null,
    Teilnehmergebuehr: values.Teilnehmergebuehr || null,
    AnbieterNummer: orNull(values.AnbieterNummer),
    Ansprechpartner: orNull(values.Ansprechpartner),
    Fortbildungspunkte: values.Fortbildungspunkte,
    Stadt: orNull(values.Stadt),
    isonlineveranstaltung: values.isonlineveranstaltung,
    ExternerLinkOnlineVeranstaltung: orNull(values.ExternerLinkOnlineVeranstaltung),
    Veranstaltungsort: values.Veranstaltungsort,
    AndereThemegebiete: orNull(values.AndereThemegebiete),
    referents: values.referents.map((r) => r.id),
    ExterneReferenten: names(values.ExterneReferenten),
    herstellers: values.herstellers.map((h) => h.id),
    ExterneHersteller: names(values.ExterneHersteller),
    ExternerLink: orNull(values.ExternerLink),
    Anmeldelink: orNull(values.Anmeldelink),
    Published: values.Published,
    Fokusiere: values.Fokusiere,
  };
  for (const key of FORTBILDUNGSINHALT_KEYS) data[key] = values[key];
  if (values.PLZ.trim()) data.PLZ = values.PLZ.trim();
  const image = values.Bild[0];
  if (image) data.Bild = image.id;
  return data;
}
