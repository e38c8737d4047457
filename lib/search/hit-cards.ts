// What a site search hit's card shows besides its name: its picture and the facts of its kind
// (events: date and place; products: manufacturer and category; speakers: city and qualification;
// care partners: category and place; manufacturers: place and number of products). Hits with the
// same name whose facts coincide too get one more fact that differs.
import { eventPeriod, eventPlace } from "@/lib/events-format";
import { countLabel, placeWithRegion } from "@/lib/format";
import type { SearchKind } from "@wundportal/rules";
import type { CarePartner, EventSummary, Manufacturer, Media, Product, Speaker } from "@/lib/types";
import { FIELD_LABELS } from "@wundportal/rules/listing-fields";

/** A search index's kind (the public lists' table in @wundportal/rules). */
export type HitKind = SearchKind;

/** A fact on a card; `label` is read to screen readers before it (the text alone says what it is). */
export interface HitFact {
  label?: string;
  text: string;
}

export interface HitCard {
  image: Media | null;
  facts: HitFact[];
}

interface Facts extends HitCard {
  /** Facts shown only to tell this hit from a same-named one whose shown facts are the same. */
  extras: HitFact[];
}

const fact = (label: string | undefined, text: string | null | undefined): HitFact[] =>
  text?.trim() ? [{ ...(label ? { label } : {}), text: text.trim() }] : [];

/** An extra fact, with its label shown (it stands alone under the usual facts). */
const labelled = (label: string, text: string | null | undefined): HitFact[] =>
  text?.trim() ? [{ text: `${label}: ${text.trim()}` }] : [];

/** The last line of an address ('Musterstraße 1\n20095 Hamburg' → '20095 Hamburg'). */
const placeOfAddress = (address: string | null) =>
  address
    ?.split(/\n|,(?=\s*\d{5}\b)/)
    .map((line) => line.trim())
    .filter(Boolean)
    .at(-1) ?? null;

/** 'Wundauflagen › Schaumverbände': the category path as far as the product has it. */
export const categoryPath = (product: Pick<Product, "Hauptkategorie" | "Unterkategorie">) =>
  [product.Hauptkategorie, product.Unterkategorie].filter((c) => c?.trim()).join(" › ");

/** The card's facts of an entry of `kind`, from the collection the search looked it up in (the public speakers). */
export function hitFacts(kind: HitKind, item: object): Facts {
  switch (kind) {
    case "veranstaltungen": {
      const event = item as EventSummary;
      return {
        image: event.Bild ?? null,
        facts: [...fact("Termin", eventPeriod(event)), ...fact("Ort", eventPlace(event))],
        extras: labelled(
          FIELD_LABELS.Veranstaltung.Veranstaltername,
          event.Veranstaltername ?? event.Veranstalter,
        ),
      };
    }
    case "produkte": {
      const product = item as Product;
      return {
        image: product.Produktbild ?? null,
        facts: [...fact("Hersteller", product.Hersteller), ...fact("Kategorie", categoryPath(product))],
        extras: labelled("PZN", product.PZN),
      };
    }
    case "referenten": {
      // The public projection: only what every visitor sees on the speaker's page.
      const speaker = item as Speaker;
      const qualification = speaker.Zusatzqualifikation.length
        ? speaker.Zusatzqualifikation
        : speaker.Grundqualifikation;
      return {
        image: speaker.Bild ?? null,
        facts: [...fact("Stadt", speaker.Stadt), ...fact("Qualifikation", qualification.join(", "))],
        extras: [
          ...labelled("PLZ", speaker.PLZ),
          ...labelled(FIELD_LABELS.Referent.Einsatzgebiet, speaker.Einsatzgebiet),
        ],
      };
    }
    case "versorgungspartner": {
      const partner = item as CarePartner;
      return {
        image: partner.Logo ?? null,
        facts: [
          ...fact("Art", partner.Kategorie),
          ...fact("Ort", placeWithRegion(`${partner.PLZ} ${partner.Stadt}`, partner.Bundesland)),
        ],
        extras: labelled("Aufgabengebiete", partner.Aufgabengebiete.join(", ")),
      };
    }
    case "hersteller": {
      const maker = item as Manufacturer;
      return {
        image: maker.Logo ?? null,
        facts: [
          ...fact("Ort", placeOfAddress(maker.Addresse)),
          ...fact(undefined, countLabel(maker.Produkt.length, "Produkt", "Produkte")),
        ],
        extras: labelled("Adresse", maker.Addresse?.replace(/\s*\n\s*/g, ", ")),
      };
    }
  }
}

const factsKey = (facts: readonly HitFact[]) => facts.map((f) => f.text).join("\n");

/**
 * The cards of one result group: a hit that shares its name and its shown facts with another gets
 * the first of its extra facts that the other ones lack or have otherwise.
 */
export function tellApart(hits: readonly (Facts & { name: string })[]): HitCard[] {
  const byName = new Map<string, (Facts & { name: string })[]>();
  for (const hit of hits) {
    const key = hit.name.trim().toLocaleLowerCase("de");
    byName.set(key, [...(byName.get(key) ?? []), hit]);
  }
  return hits.map((hit) => {
    const key = factsKey(hit.facts);
    const twins = byName
      .get(hit.name.trim().toLocaleLowerCase("de"))!
      .filter((other) => other !== hit && factsKey(other.facts) === key);
    const extra = twins.length
      ? hit.extras.find((e) => twins.every((other) => !other.extras.some((o) => o.text === e.text)))
      : undefined;
    return { image: hit.image, facts: extra ? [...hit.facts, extra] : hit.facts };
  });
}
