// Test support: the CMS seed's demo data set (cms/scripts/seed, deterministic), as the search
// documents of its published entries, so relevance is checked against the data visitors see.
import { createRequire } from "node:module";
import path from "node:path";
import type { CarePartner, EventSummary, Manufacturer, Product, Speaker } from "@/lib/types";
import { carePartnerDoc, eventDoc, manufacturerDoc, productDoc, speakerDoc } from "./documents";
import type { SearchDoc } from "./engine";

type SeedRecord = { data: Record<string, unknown>; hersteller?: number };
type Generator = (...args: unknown[]) => SeedRecord[];

// Node's own require: the seed is plain CommonJS of the CMS package, which Jest's resolver leaves out.
const seedRequire = createRequire(path.join(process.cwd(), "cms/scripts/seed/run.js"));
const load = (file: string) => seedRequire(`./${file}`) as Record<string, Generator>;

export interface SeedDocs {
  events: SearchDoc[];
  speakers: SearchDoc[];
  manufacturers: SearchDoc[];
  products: SearchDoc[];
  carePartners: SearchDoc[];
  /** Name of an entry by kind and id (for readable failures). */
  names: Record<keyof Omit<SeedDocs, "names">, Map<number, string>>;
}

const LISTS = [
  "Themengebiete",
  "FortbildungsinhalteWundexperteICW",
  "FortbildungsinhalteFachtherapeutWundeICW",
  "FortbildungsinhalteAerztlicherWundexperteICW",
  "FortbildungsinhaltePflegetherapeutWundeICW",
  "Seminartyp",
  "Grundqualifikation",
  "Zusatzqualifikation",
  "Produktgroesse",
  "IndikationOderErkrankung",
  "Produktmerkmale",
  "Aufgabengebiete",
  "Spezialbehandlungen",
  "Exsudation",
];

/** A seed entry in the domain's shape as far as the index reads it (lists default to empty). */
function entry<T>(record: SeedRecord, id: number, extra: Record<string, unknown> = {}): T {
  const lists = Object.fromEntries(LISTS.map((key) => [key, (record.data[key] as unknown[]) ?? []]));
  return { Titel: null, ...record.data, ...lists, id, ...extra } as T;
}

const published = (records: SeedRecord[]) =>
  records.map((record, i) => ({ record, id: i + 1 })).filter(({ record }) => record.data.Published !== false);

/** The demo data set, or with `large` the benchmark's (10,000 events; `npm run seed -- --scale 10000`). */
export function seedDocs({ large = false } = {}): SeedDocs {
  const media = { portrait: {}, event: {} };
  const n = large
    ? { events: 10000, speakers: 2000, manufacturers: 200, products: 2000, partners: 2000 }
    : { events: 60, speakers: 40, manufacturers: 12, products: 80, partners: 40 };
  const speakers = load("speakers").generateSpeakers!(n.speakers, media, { focusCount: 8 });
  const manufacturers = load("companies").generateManufacturers!(n.manufacturers, media, { focusCount: 3 });
  const products = load("companies").generateProducts!(n.products, manufacturers, media, { focusCount: 8 });
  const partners = load("partners").generatePartners!(n.partners, media, { focusCount: 6 });
  const events = load("events").generateEvents!(n.events, media, speakers, manufacturers, { focusCount: 10 });

  const productEntries = published(products).map(({ record, id }) =>
    entry<Product>(record, id, {
      Hersteller: manufacturers[record.hersteller ?? -1]?.data.Herstellername ?? null,
      HerstellerIndex: record.hersteller,
    }),
  );
  const docs = {
    events: published(events).map(({ record, id }) => eventDoc(entry<EventSummary>(record, id))),
    speakers: published(speakers).map(({ record, id }) =>
      // The seed writes the private fields too; the domain keeps them apart (`private`).
      speakerDoc(
        entry<Speaker>({ data: { ...record.data, Bio: undefined, Email: undefined } }, id, {
          private: record.data,
        }),
      ),
    ),
    manufacturers: published(manufacturers).map(({ record, id }) =>
      manufacturerDoc(
        entry<Manufacturer>(record, id, {
          Produkt: productEntries.filter(
            (p) => (p as unknown as { HerstellerIndex: number }).HerstellerIndex === id - 1,
          ),
        }),
      ),
    ),
    products: productEntries.map(productDoc),
    carePartners: published(partners).map(({ record, id }) => carePartnerDoc(entry<CarePartner>(record, id))),
  };
  const names = Object.fromEntries(
    Object.entries(docs).map(([kind, list]) => [kind, new Map(list.map((doc) => [doc.id, doc.name]))]),
  ) as SeedDocs["names"];
  return { ...docs, names };
}
