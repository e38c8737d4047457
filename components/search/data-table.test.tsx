/** @jest-environment jsdom */
// A list in the quick search's relevance order marks no column as sorted and names its order; the
// headers write the order the table model (TanStack, on the server) gives into the URL and a click
// on a row opens it.
import { fireEvent, render, screen, within } from "@testing-library/react";
import { DataTable, RELEVANCE } from "./data-table";
import { tableModel } from "./table-model";

const push = jest.fn();
jest.mock("next/navigation", () => ({
  useRouter: () => ({ push, replace: jest.fn() }),
  usePathname: () => "/referenten",
  useSearchParams: () => new URLSearchParams("q=wund"),
}));

const speaker = { id: 1, name: "Anna Wund", stadt: "Kiel" };
type Speaker = typeof speaker;

const table = (sort: string, orderLabel?: string) => (
  <DataTable
    caption="Referenten"
    {...tableModel<Speaker>({
      columns: [
        { key: "name", header: "Name", cell: (s) => s.name },
        { key: "stadt", header: "Stadt", cell: (s) => s.stadt },
      ],
      items: [speaker],
      rowId: (s) => String(s.id),
      href: (s) => `/referenten/${s.id}`,
      sort,
      dir: "asc",
    })}
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
      {...tableModel<{ id: number; name: string; products: number }>({
        columns: [
          { key: "name", header: "Hersteller", sortable: false, card: "title", cell: (m) => m.name },
          {
            key: "produkte",
            header: "Produkte",
            sortable: false,
            card: "badge",
            noun: ["Produkt", "Produkte"],
            cell: (m) => String(m.products),
          },
        ],
        items: [
          { id: 1, name: "Eins", products: 1 },
          { id: 2, name: "Zwei", products: 2 },
        ],
        rowId: (m) => String(m.id),
        href: (m) => `/hersteller/${m.id}`,
        sort: "name",
        dir: "asc",
      })}
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
