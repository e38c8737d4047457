// The domain types derived from the rules package's fields (ListingFieldValues): checked by the
// type check (`npx tsc --noEmit`), which fails when a derived field's type is not the expected one.
import type { CarePartner, Event, Fortbildungspunkt, LatLon, Manufacturer, Product, Speaker } from "./types";

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

const derived = {
  text: true satisfies Same<Product["PZN"], string | null>,
  choice: true satisfies Same<Product["Risikoklassifizierung"], string | null>,
  richText: true satisfies Same<Manufacturer["Beschreibung"], string | null>,
  list: true satisfies Same<Product["Exsudation"], string[]>,
  switch: true satisfies Same<Product["VerordnungsfaehigkeitOderRezeptierbarkeit"], boolean | null>,
  count: true satisfies Same<CarePartner["Bettenanzahl"], number | null>,
  place: true satisfies Same<CarePartner["Standort"], LatLon | null>,
  component: true satisfies Same<Event["Fortbildungspunkte"], Fortbildungspunkt[]>,
  dates: true satisfies Same<NonNullable<Speaker["private"]>["Terminverfuegbarkeit"], string[]>,
  required: true satisfies Same<Product["Produktname"], string>,
  summarySwitch: true satisfies Same<Event["isonlineveranstaltung"], boolean>,
};

it("derives each kind of field's domain type from its rule", () => {
  expect(Object.values(derived).every(Boolean)).toBe(true);
});
