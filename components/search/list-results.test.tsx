/** @jest-environment jsdom */
// The results table of the list pages: each entry's picture, its name linked to its page, the
// list's own cells and a Merken button named after it, in the order and paging the query gives.
import { render, screen, within } from "@testing-library/react";
import { paginate } from "@/lib/filters/sort-page";
import { makeCarePartner } from "@/lib/test-factories";
import type { CarePartner } from "@/lib/types";
import { ListResults } from "./list-results";

jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn() }),
  usePathname: () => "/versorgungspartner",
  useSearchParams: () => new URLSearchParams(),
}));

const table = (all: CarePartner[], matching: CarePartner[], byRelevance = false) => (
  <ListResults
    kind="Versorgungspartner"
    caption="Versorgungspartner"
    path="/versorgungspartner"
    query={{ all, filter: { sort: "name", dir: "asc", size: 20 }, byRelevance }}
    page={paginate(matching, 1, 20)}
    pageSizes={[20, 50]}
    image={{ header: "Logo", media: (p) => p.Logo, className: "h-12 w-12" }}
    name={{ header: "Name", of: (p) => p.Name }}
    columns={[{ key: "stadt", header: "Stadt", card: "fact" }]}
    cells={(p) => ({ stadt: `${p.PLZ} ${p.Stadt}` })}
    noMatch="Keine Versorgungspartner gefunden"
  />
);

it("draws each entry with its linked name, the list's cells and its Merken button", () => {
  const partner = makeCarePartner({ id: 7, Name: "Apotheke am Markt", PLZ: "53111", Stadt: "Bonn" });
  render(table([partner], [partner]));
  const grid = screen.getByRole("table", { name: "Versorgungspartner" });
  const headers = within(grid)
    .getAllByRole("columnheader")
    .map((header) => header.textContent?.trim());
  expect(headers).toEqual([
    "Logo",
    expect.stringContaining("Name"),
    expect.stringContaining("Stadt"),
    "Merkliste",
  ]);
  expect(within(grid).getByRole("link", { name: "Apotheke am Markt" })).toHaveAttribute(
    "href",
    "/versorgungspartner/7",
  );
  expect(within(grid).getByRole("cell", { name: "53111 Bonn" })).toBeInTheDocument();
  expect(within(grid).getByRole("button", { name: "Merken Apotheke am Markt" })).toBeInTheDocument();
});

it("says whether the collection is empty or the filter hides every entry", () => {
  const { rerender } = render(table([], []));
  expect(screen.getByText("Keine Daten verfügbar")).toBeInTheDocument();
  rerender(table([makeCarePartner()], []));
  expect(screen.getByText("Keine Versorgungspartner gefunden")).toBeInTheDocument();
});

it("marks the sorted column, and none in a search's relevance order", () => {
  const partner = makeCarePartner();
  const { rerender } = render(table([partner], [partner]));
  const sorted = () =>
    screen.getAllByRole("columnheader").filter((header) => header.hasAttribute("aria-sort"));
  expect(sorted().map((header) => header.getAttribute("aria-sort"))).toEqual(["ascending"]);
  rerender(table([partner], [partner], true));
  expect(sorted()).toEqual([]);
});
