/** @jest-environment jsdom */
// 'Meine Inserate' sorts and filters the listings the page already has, in the browser: the
// headers sort (German order, then turned round) and say so in aria-sort, the text filter narrows
// the rows by name, kind or state and says how many are left.
import { fireEvent, render, screen, within } from "@testing-library/react";
import type { OwnListingRow } from "@/lib/listing-kinds";
import { MyListingsTable } from "./my-listings";

jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }) }));
jest.mock("@/server/actions/listings", () => ({ deleteListing: jest.fn() }));

const ROWS: OwnListingRow[] = [
  { kind: "Veranstaltung", id: 1, name: "Zentrum Wundheilung", published: true, image: null },
  { kind: "Veranstaltung", id: 2, name: "Ärztekongress Ernährung", published: false, image: null },
  { kind: "Veranstaltung", id: 3, name: "Beispielkurs Kompression", published: true, image: null },
];
const STATS = {
  days: ["2026-10-28", "2026-10-29"],
  listings: [
    { kind: "Veranstaltung" as const, id: 1, views: [1, 1], contacts: [0, 0] },
    { kind: "Veranstaltung" as const, id: 2, views: [0, 9], contacts: [0, 1] },
    { kind: "Veranstaltung" as const, id: 3, views: [2, 2], contacts: [0, 0] },
  ],
  totals: { views: 15, contacts: 1 },
};

const table = () => screen.getByRole("table", { name: "Ihre Inserate" });
/** The listings' names, top to bottom (each row's title cell; the chart holds a table of its own). */
const names = () =>
  [...table().querySelectorAll(':scope > tbody > tr > td[data-card="title"]')].map(
    (cell) => cell.textContent,
  );
const header = (name: string) => within(table()).getByRole("columnheader", { name });

it("sorts by a header in German order, then turns the order round, and marks the header", () => {
  render(<MyListingsTable rows={ROWS} stats={null} />);
  expect(names()).toEqual(["Zentrum Wundheilung", "Ärztekongress Ernährung", "Beispielkurs Kompression"]);
  expect(header("Name")).not.toHaveAttribute("aria-sort");

  fireEvent.click(within(header("Name")).getByRole("button", { name: "Name" }));
  expect(names()).toEqual(["Ärztekongress Ernährung", "Beispielkurs Kompression", "Zentrum Wundheilung"]);
  expect(header("Name")).toHaveAttribute("aria-sort", "ascending");

  fireEvent.click(within(header("Name")).getByRole("button", { name: "Name" }));
  expect(names()).toEqual(["Zentrum Wundheilung", "Beispielkurs Kompression", "Ärztekongress Ernährung"]);
  expect(header("Name")).toHaveAttribute("aria-sort", "descending");

  fireEvent.click(within(header("Status")).getByRole("button", { name: "Status" }));
  expect(header("Name")).not.toHaveAttribute("aria-sort");
  expect(header("Status")).toHaveAttribute("aria-sort", "ascending");
  expect(names()[0]).toBe("Ärztekongress Ernährung");
});

it("sorts by the last 30 days' views, most first, when the figures are there", () => {
  const { rerender } = render(<MyListingsTable rows={ROWS} stats={STATS} />);
  fireEvent.click(screen.getByRole("button", { name: "Letzte 30 Tage" }));
  expect(names()).toEqual(["Ärztekongress Ernährung", "Beispielkurs Kompression", "Zentrum Wundheilung"]);
  expect(header("Letzte 30 Tage")).toHaveAttribute("aria-sort", "descending");
  // Without figures there is nothing to sort by.
  rerender(<MyListingsTable rows={ROWS} stats={null} />);
  expect(within(header("Letzte 30 Tage")).queryByRole("button")).toBeNull();
});

it("filters by name, kind or state without a round trip and says how many are left", () => {
  render(<MyListingsTable rows={ROWS} stats={null} />);
  const filter = screen.getByRole("searchbox", { name: "Inserate filtern" });
  fireEvent.change(filter, { target: { value: "kongress" } });
  expect(names()).toEqual(["Ärztekongress Ernährung"]);
  expect(screen.getByRole("status")).toHaveTextContent("1 von 3 Inseraten");

  fireEvent.change(filter, { target: { value: "nicht veröffentlicht" } });
  expect(names()).toEqual(["Ärztekongress Ernährung"]);

  fireEvent.change(filter, { target: { value: "veranstaltung" } });
  expect(names()).toHaveLength(3);

  fireEvent.change(filter, { target: { value: "Pflegedienst" } });
  expect(within(table()).getByRole("cell", { name: "Keine Inserate gefunden" })).toBeInTheDocument();
  expect(screen.getByRole("status")).toHaveTextContent("0 von 3 Inseraten");

  fireEvent.change(filter, { target: { value: "" } });
  expect(names()).toHaveLength(3);
  expect(screen.getByRole("status")).toHaveTextContent("");
});

it("offers no filter for a single listing", () => {
  render(<MyListingsTable rows={ROWS.slice(0, 1)} stats={null} />);
  expect(screen.queryByRole("searchbox")).toBeNull();
  expect(names()).toEqual(["Zentrum Wundheilung"]);
});
