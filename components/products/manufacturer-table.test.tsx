/** @jest-environment jsdom */
// The manufacturer directory sends each row as a few fields and draws the cells in the browser's
// component: the table must come out exactly as the server-drawn table model drew it before
// (logo sources, linked name, counted badge, Merken form), only lighter in React's payload.
import { render, screen, within } from "@testing-library/react";
import { MERKEN_COLUMN, MerkenButton } from "@/components/merkliste/merken-button";
import { DataTable } from "@/components/search/data-table";
import { imageColumn } from "@/components/search/list-helpers";
import { tableModel } from "@/components/search/table-model";
import { Link } from "@/components/ui/link";
import { makeManufacturer, makeProduct } from "@/lib/test-factories";
import type { Media } from "@/lib/types";
import {
  DIRECTORY_COLUMNS,
  DIRECTORY_HEADERS,
  DIRECTORY_LOGO,
  directoryEntry,
} from "./manufacturer-directory";
import { ManufacturerTable } from "./manufacturer-table";

jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn() }),
  usePathname: () => "/hersteller",
  useSearchParams: () => new URLSearchParams(),
}));

const logo: Media = {
  id: 7,
  kind: "image",
  url: "/uploads/logo_hersteller_8_0115d035d1.png",
  alt: "Logo",
  thumbnailUrl: null,
  width: 400,
  height: 200,
  name: "logo.png",
};
const makers = [
  {
    id: 11,
    documentId: "ge9vi8q4hdj9042r1dqd2no4a",
    name: "Alpiflow Dermatologie GmbH & Co. KG",
    products: 1,
    logo,
  },
  {
    id: 12,
    documentId: "pklmdrlx5bztuhl0yjnb530ta",
    name: "Bioderm Medizinprodukte GmbH",
    products: 3,
    logo: null,
  },
];
type Maker = (typeof makers)[number];

const paging = { page: 1, pageCount: 1, pageSize: 100, total: 2 };

/** The table as the page drew it before: cells drawn on the server by the table model. */
function serverDrawn() {
  const model = tableModel<Maker>({
    columns: [
      imageColumn("logo", "Logo", (m) => m.logo, "h-10 w-10 rounded object-contain"),
      {
        ...DIRECTORY_COLUMNS[1]!,
        cell: (m) => (
          <Link href={`/hersteller/${m.id}`} className="font-semibold text-brand-700 hover:underline">
            {m.name}
          </Link>
        ),
      },
      { ...DIRECTORY_COLUMNS[2]!, cell: (m) => String(m.products) },
      {
        ...MERKEN_COLUMN,
        cell: (m) => <MerkenButton kind="Hersteller" documentId={m.documentId} name={m.name} />,
      },
    ],
    items: makers,
    rowId: (m) => String(m.id),
    href: (m) => `/hersteller/${m.id}`,
    sort: "name",
    dir: "asc",
  });
  return (
    <DataTable
      caption="Hersteller von A bis Z"
      params={{ sort: "hsort", dir: "hdir", page: "hseite", size: "hgroesse" }}
      {...model}
      sort="name"
      dir="asc"
      {...paging}
      pageSizes={[100]}
      emptyLabel="Keine Daten verfügbar"
    />
  );
}

/** The same manufacturers as the page sends them now: the page's own fields per row and headers. */
function compact() {
  const entries = makers.map((m) =>
    directoryEntry(
      makeManufacturer({
        id: m.id,
        documentId: m.documentId,
        Herstellername: m.name,
        Logo: m.logo,
        Produkt: Array.from({ length: m.products }, () => makeProduct()),
      }),
    ),
  );
  return (
    <ManufacturerTable columns={DIRECTORY_HEADERS} entries={entries} logoProps={DIRECTORY_LOGO} {...paging} />
  );
}

it("draws the same table as the server-drawn model, from a few fields per row", () => {
  const before = render(serverDrawn()).container;
  const after = render(compact()).container;
  // The same elements, attributes and text (isEqualNode: attributes in any order).
  expect(after).toEqual(before);
});

it("shows each manufacturer's logo, linked name, product count and Merken button", () => {
  render(compact());
  const [first, second] = within(screen.getByRole("table", { name: "Hersteller von A bis Z" }))
    .getAllByRole("row")
    .slice(1);
  expect(within(first!).getByRole("link", { name: makers[0]!.name })).toHaveAttribute(
    "href",
    "/hersteller/11",
  );
  expect(first!.querySelector("img")).toHaveAttribute("srcset", expect.stringContaining("logo_hersteller_8"));
  expect(first!.querySelector('td[data-label="Produkt"]')).toHaveTextContent("1");
  expect(second!.querySelector('td[data-label="Produkte"]')).toHaveTextContent("3");
  // No logo: the placeholder, as every list draws it.
  expect(second!.querySelector("img")).toHaveAttribute("src", "/images/platzhalter.svg");
  expect(
    within(second!)
      .getByRole("button", { name: `Merken ${makers[1]!.name}` })
      .closest("form"),
  ).toHaveFormValues({ eintrag: `h${makers[1]!.documentId}` });
});
