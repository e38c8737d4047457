/** @jest-environment jsdom */
// A listing field has one German label (the rules package's FIELD_LABELS): the editor, the filters,
// their chips and the detail page all show that one.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { cleanup, render, screen } from "@testing-library/react";
import { useForm } from "react-hook-form";
import { FIELD_LABELS, FIELD_OPTIONS } from "@wundportal/rules/listing-fields";
import * as TAXONOMY from "@/lib/taxonomy";
import { ProduktFields, type ProductsForm } from "@/components/editor/forms/produkt-fields";
import { CARE_PARTNER_CHIP_FIELDS, PRODUCT_CHIP_FIELDS } from "@/lib/filters/chips";
import { DEPENDENT_FIELDS, parseProductFilter, visibleProductFilterFields } from "@/lib/filters/products";
import {
  DEPENDENT_PRODUCT_FIELDS,
  EMPTY_PRODUCT,
  productLayout,
  type ProductValues,
} from "@/lib/schemas/listings-manufacturer";
import { ProductFilterForm } from "@/components/products/product-filter-form";

jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn() }),
  usePathname: () => "/hersteller",
  useSearchParams: () => new URLSearchParams(),
}));

const LABELS = FIELD_LABELS.Produkt;
type ProductField = keyof typeof LABELS;

/** The product filters that filter one product field (the sizes filter a size's length and width). */
const FILTERED_FIELD: Partial<Record<keyof typeof PRODUCT_CHIP_FIELDS, ProductField>> = Object.fromEntries(
  Object.entries({
    haupt: "Hauptkategorie",
    unter: "Unterkategorie",
    punkt1: "Unterpunkt1",
    punkt2: "Unterpunkt2",
    ...DEPENDENT_FIELDS,
  }).filter(([, field]) => field !== "Produktgroesse"),
);

const CATEGORIES = [
  { Hauptkategorie: "Wunde", Unterkategorie: "Wundauflage", Unterpunkt1: "Hydrokolloid" },
  { Hauptkategorie: "Ernährung", Unterkategorie: "Trink- und Aufbaunahrung", Unterpunkt1: "" },
];

const shown = (label: string) => screen.queryAllByText(label, { exact: true }).length > 0;

function Editor({ product }: { product: Partial<ProductValues> }) {
  const form = useForm<{ Produkt: ProductValues[] }>({
    defaultValues: { Produkt: [{ ...EMPTY_PRODUCT, ...product }] },
  });
  return <ProduktFields form={form as ProductsForm} index={0} />;
}

describe.each(CATEGORIES)("a $Hauptkategorie product's labels", (category) => {
  afterEach(cleanup);

  it("are the field's label in the editor", () => {
    render(<Editor product={{ ...category, Produktgroesse: [] }} />);
    const { fields } = productLayout(category);
    const visible = [
      "Produktname",
      "PZN",
      "Hauptkategorie",
      "Unterkategorie",
      "Unterpunkt1",
      "Produktbeschreibung",
      "Anwendungshinweise",
      ...DEPENDENT_PRODUCT_FIELDS.filter((field) => fields[field]),
    ] satisfies ProductField[];
    expect(visible.filter((field) => !shown(LABELS[field]))).toEqual([]);
  });

  it("are the field's label in the filters and their chips", () => {
    const filter = parseProductFilter({
      haupt: category.Hauptkategorie,
      unter: category.Unterkategorie,
      punkt1: category.Unterpunkt1,
    });
    render(<ProductFilterForm filter={filter} />);
    const show: Record<string, boolean> = visibleProductFilterFields(filter);
    const filtered = Object.entries(FILTERED_FIELD).filter(([param]) => show[param]);
    expect(filtered.length).toBeGreaterThan(4);
    expect(filtered.filter(([, field]) => !shown(LABELS[field]))).toEqual([]);
    for (const [param, field] of filtered) {
      expect(PRODUCT_CHIP_FIELDS[param as keyof typeof PRODUCT_CHIP_FIELDS].label).toBe(LABELS[field]);
    }
  });
});

it.each([
  ["app/produkt/[id]/page.tsx", "Produkt", /label: ([^,\n]+),\s*value: [^,}]*?product\.(\w+)/g],
  [
    "app/versorgungspartner/[id]/page.tsx",
    "Versorgungspartner",
    /label: ([^,\n]+),\s*value: (?:has\("|partner\.)(\w+)/g,
  ],
  ["app/referenten/[id]/page.tsx", "Referent", /label: ([^,\n]+),\s*value: [^}]*?(?:speaker|hidden)\.(\w+)/g],
  ["app/veranstaltungen/[id]/page.tsx", "Veranstaltung", /label: ([^,\n]+),\s*value: [^}]*?event\.(\w+)/g],
] as const)("%s reads each row's label from the rules package", (file, kind, row) => {
  const page = readFileSync(join(process.cwd(), file), "utf8");
  const rows = [...page.matchAll(row)];
  expect(rows.length).toBeGreaterThan(8);
  // Fields the editor does not offer (a speaker's Kontakt) have no label in the rules package.
  const fields = rows.filter(([, , field]) => field! in FIELD_LABELS[kind]);
  expect(fields.length).toBeGreaterThan(8);
  for (const [, label, field] of fields) expect(`${field}: ${label}`).toBe(`${field}: LABELS.${field}`);
});

it("names a care partner's filter chips as its fields", () => {
  const CARE_PARTNER = FIELD_LABELS.Versorgungspartner;
  expect(CARE_PARTNER_CHIP_FIELDS.barrierefrei.label).toBe(CARE_PARTNER.Barrierefreiheit);
  expect(CARE_PARTNER_CHIP_FIELDS.betten.label).toBe(CARE_PARTNER.Bettenanzahl);
  expect(CARE_PARTNER_CHIP_FIELDS.bundesland.label).toBe(CARE_PARTNER.Bundesland);
  expect(CARE_PARTNER_CHIP_FIELDS.kategorie.label).toBe(CARE_PARTNER.Kategorie);
  expect(CARE_PARTNER_CHIP_FIELDS.aufgaben.label).toBe(CARE_PARTNER.Aufgabengebiete);
  expect(CARE_PARTNER_CHIP_FIELDS.spezial.label).toBe(CARE_PARTNER.Spezialbehandlungen);
});

it.each([
  "components/editor/forms/referent-form.tsx",
  "components/editor/forms/veranstaltung-form.tsx",
  "components/editor/forms/versorgungspartner-form.tsx",
  "components/editor/forms/produkt-fields.tsx",
  "components/care-partners/care-partner-filter-form.tsx",
  "components/events/event-filter-form.tsx",
  "components/products/product-filter-form.tsx",
  "components/speakers/speaker-filter-form.tsx",
])("%s reads a field's options from the rules package, not a list of its own", (file) => {
  const source = readFileSync(join(process.cwd(), file), "utf8");
  const imported = /import \{([^}]*)\} from "@\/lib\/taxonomy"/.exec(source)?.[1] ?? "";
  const fieldLists = Object.values(FIELD_OPTIONS).flatMap((fields) => Object.values(fields));
  const repeated = imported
    .split(",")
    .map((name) => name.trim())
    .filter((name) => name && !name.startsWith("type "))
    .filter((name) => {
      const value = (TAXONOMY as Record<string, unknown>)[name];
      return fieldLists.some((list) => JSON.stringify(list) === JSON.stringify(value));
    });
  expect(repeated).toEqual([]);
  expect(source).toContain("FIELD_OPTIONS.");
});
