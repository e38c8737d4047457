/** @jest-environment jsdom */
// A list in the quick search's relevance order marks no column as sorted and names its order; the
// headers write the order into the URL and a click on a row opens it.
import { fireEvent, render, screen, within } from "@testing-library/react";
import { DataTable, RELEVANCE } from "./data-table";

const push = jest.fn();
jest.mock("next/navigation", () => ({
  useRouter: () => ({ push, replace: jest.fn() }),
  usePathname: () => "/referenten",
  useSearchParams: () => new URLSearchParams("q=wund"),
}));

const table = (sort: string, orderLabel?: string) => (
  <DataTable
    caption="Referenten"
    columns={[
      { key: "name", header: "Name" },
      { key: "stadt", header: "Stadt" },
    ]}
    rows={[{ id: "1", href: "/referenten/1", cells: { name: "Anna Wund", stadt: "Kiel" } }]}
    sort={sort}
    dir="asc"
    orderLabel={orderLabel}
    page={1}
    pageCount={1}
    pageSize={20}
    pageSizes={[20]}
    total={1}
    emptyLabel="Keine Ergebnisse gefunden"
  />
);

const sortedHeaders = () =>
  screen.getAllByRole("columnheader").filter((header) => header.hasAttribute("aria-sort"));

it("marks the sorted column when a column is picked", () => {
  render(table("name"));
  expect(sortedHeaders().map((header) => header.textContent)).toEqual([expect.stringContaining("Name")]);
});

it("marks no column and names the order 'Relevanz' in the relevance order of a search", () => {
  render(table(RELEVANCE, "Relevanz"));
  expect(sortedHeaders()).toEqual([]);
  const select = screen.getByRole("combobox", { name: "Sortieren nach" });
  expect(within(select).getByRole("option", { selected: true })).toHaveTextContent("Relevanz");
});

describe("clicks", () => {
  beforeEach(() => push.mockClear());

  it("turns the sorted column's order round and sorts another column ascending first", () => {
    render(table("name"));
    fireEvent.click(screen.getByRole("button", { name: "Name" }));
    expect(push).toHaveBeenLastCalledWith("/referenten?q=wund&sort=name&dir=desc", { scroll: false });
    fireEvent.click(screen.getByRole("button", { name: "Stadt" }));
    expect(push).toHaveBeenLastCalledWith("/referenten?q=wund&sort=stadt&dir=asc", { scroll: false });
  });

  it("opens a row's page when the row is clicked", () => {
    render(table("name"));
    fireEvent.click(screen.getByRole("cell", { name: "Kiel" }));
    expect(push).toHaveBeenLastCalledWith("/referenten/1");
  });
});

it("labels a counting badge in the singular for one and in the plural otherwise", () => {
  const { container } = render(
    <DataTable
      caption="Hersteller"
      columns={[
        { key: "name", header: "Hersteller", sortable: false, card: "title" },
        {
          key: "produkte",
          header: "Produkte",
          sortable: false,
          card: "badge",
          noun: ["Produkt", "Produkte"],
        },
      ]}
      rows={[
        { id: "1", href: "/hersteller/1", cells: { name: "Eins", produkte: "1" } },
        { id: "2", href: "/hersteller/2", cells: { name: "Zwei", produkte: "2" } },
      ]}
      sort="name"
      dir="asc"
      page={1}
      pageCount={1}
      pageSize={100}
      pageSizes={[100]}
      total={2}
      emptyLabel="Keine Daten verfügbar"
    />,
  );
  const badges = [...container.querySelectorAll('td[data-card="badge"]')];
  expect(badges.map((td) => `${td.textContent} ${td.getAttribute("data-label")}`)).toEqual([
    "1 Produkt",
    "2 Produkte",
  ]);
  expect(screen.getByText("2 Einträge · Seite 1 von 1")).toBeInTheDocument();
});
