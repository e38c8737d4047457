// What each kind of listing gives the search index, field by field. Only what a visitor may see on
// the public pages: a speaker's private part (contact, fees, bio, availability) is never read here.
import { joinParts } from "@/lib/format";
import { speakerName } from "@/lib/names";
import type { CarePartner, EventSummary, Manufacturer, Product, Speaker } from "@/lib/types";
import type { SearchDoc } from "./engine";
import { plainOfRichText } from "./text";

const join = joinParts;

/** An event; the full event adds its description and other topics (a summary has none yet). */
export function eventDoc(event: EventSummary): SearchDoc {
  const full = event as EventSummary & {
    Beschreibung?: string | null;
    description?: string | null;
    AndereThemegebiete?: string | null;
  };
  return {
    id: event.id,
    name: event.Veranstaltungsname,
    org: join(event.Veranstaltername, event.Veranstalter),
    topics: join(
      event.Themengebiete,
      event.FortbildungsinhalteWundexperteICW,
      event.FortbildungsinhalteFachtherapeutWundeICW,
      event.FortbildungsinhalteAerztlicherWundexperteICW,
      event.FortbildungsinhaltePflegetherapeutWundeICW,
      full.AndereThemegebiete,
    ),
    city: join(event.isonlineveranstaltung ? "Online" : null, event.Stadt),
    text: join(full.description, plainOfRichText(full.Beschreibung)),
  };
}

/** A speaker's public fields only: `speaker.private` stays out of the index whoever built it. */
export function speakerDoc(speaker: Speaker): SearchDoc {
  return {
    id: speaker.id,
    name: speakerName(speaker),
    topics: join(
      speaker.Seminartyp,
      speaker.Grundqualifikation,
      speaker.Zusatzqualifikation,
      speaker.FortbildungsinhalteWundexperteICW,
      speaker.FortbildungsinhalteFachtherapeutWundeICW,
      speaker.FortbildungsinhalteAerztlicherWundexperteICW,
      speaker.FortbildungsinhaltePflegetherapeutWundeICW,
    ),
    city: join(speaker.Stadt),
    text: join(speaker.AndereFortbildungsinhalte),
  };
}

export function manufacturerDoc(manufacturer: Manufacturer): SearchDoc {
  const categories = new Set(
    manufacturer.Produkt.flatMap((p) => [p.Hauptkategorie, p.Unterkategorie]).filter((c): c is string => !!c),
  );
  return {
    id: manufacturer.id,
    name: manufacturer.Herstellername,
    topics: join([...categories]),
    city: join(manufacturer.Addresse),
    text: plainOfRichText(manufacturer.Beschreibung),
  };
}

export function productDoc(product: Product): SearchDoc {
  return {
    id: product.id,
    name: product.Produktname,
    org: join(product.Hersteller),
    codes: join(
      product.PZN,
      product.Produktgroesse.map((size) => size.PZN ?? ""),
    ),
    topics: join(
      product.Hauptkategorie,
      product.Unterkategorie,
      product.Unterpunkt1,
      product.Unterpunkt2,
      product.IndikationOderErkrankung,
      product.Produktmerkmale,
      product.Darreichungsform,
      product.Wirkstoffhaltig,
    ),
    text: join(
      plainOfRichText(product.Produktbeschreibung),
      product.Indikationen,
      product.Anwendungshinweise,
    ),
  };
}

export function carePartnerDoc(partner: CarePartner): SearchDoc {
  return {
    id: partner.id,
    name: partner.Name,
    org: join(partner.Kategorie),
    topics: join(
      partner.Aufgabengebiete,
      partner.Spezialbehandlungen,
      partner.Fachgebiete,
      partner.Spezialisierung,
      partner.BehandelteKrankheiten,
    ),
    city: join(partner.Stadt, partner.PLZ, partner.Bundesland),
    text: join(partner.Behandlungsmoeglichkeiten, partner.Ausstattung),
  };
}
