/** @jest-environment jsdom */
// The counts beside the checkbox and select options: part of each option's name, 0 kept but muted
// and announced, none on a group the visitor may not use. Long lists: the first options, "alle
// anzeigen" and a field that narrows them.
import { fireEvent, render, screen } from "@testing-library/react";
import { CheckboxGroup, FilterForm, SelectFilter } from "./filter-fields";

jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn() }),
  usePathname: () => "/liste",
  useSearchParams: () => new URLSearchParams(),
}));

const form = (disabled = false) => (
  <FilterForm label="Filtern" className="" counts={{ thema: { Dekubitus: 12, Stoma: 0 } }}>
    <CheckboxGroup
      param="thema"
      legend="Themengebiete"
      options={["Dekubitus", "Stoma", "Ernährung"].map((value) => ({ value, label: value }))}
      selected={[]}
      disabled={disabled}
    />
  </FilterForm>
);

it("names each option with its count; an option that gives nothing is muted and says so", () => {
  render(form());
  expect(screen.getByRole("checkbox", { name: "Dekubitus (12)" })).toBeInTheDocument();
  // (jsdom knows no CSS: it reads the visually hidden text as a block, with a space before it.)
  const stoma = screen.getByRole("checkbox", { name: /^Stoma ?, keine Treffer \(0\)$/ });
  // A value no entry holds has no count of its own: 0 as well.
  expect(screen.getByRole("checkbox", { name: /^Ernährung ?, keine Treffer \(0\)$/ })).toBeInTheDocument();
  expect(stoma.closest("label")).toHaveClass("text-gray-500");
  expect(stoma).toBeEnabled();
  expect(screen.getByRole("checkbox", { name: "Dekubitus (12)" }).closest("label")).not.toHaveClass(
    "text-gray-500",
  );
});

const TOPICS = Array.from({ length: 12 }, (_, i) => ({ value: `t${i}`, label: `Thema ${i + 1}` }));

it("shows a long list's first options and the chosen ones, 'alle anzeigen' and a field that narrows it", () => {
  render(
    <FilterForm label="Filtern" className="">
      <CheckboxGroup param="thema" legend="Themengebiete" options={TOPICS} selected={["t10"]} />
    </FilterForm>,
  );
  const names = () => screen.getAllByRole("checkbox").map((box) => box.closest("label")!.textContent);
  expect(names()).toEqual(["Thema 1", "Thema 2", "Thema 3", "Thema 4", "Thema 5", "Thema 6", "Thema 11"]);
  const more = screen.getByRole("button", { name: "alle anzeigen (12)" });
  expect(more).toHaveAttribute("aria-expanded", "false");
  fireEvent.click(more);
  expect(names()).toHaveLength(12);
  expect(screen.getByRole("button", { name: "weniger anzeigen" })).toHaveAttribute("aria-expanded", "true");
  fireEvent.change(screen.getByRole("searchbox", { name: "Themengebiete durchsuchen" }), {
    target: { value: "thema 1" },
  });
  expect(names()).toEqual(["Thema 1", "Thema 10", "Thema 11", "Thema 12"]);
});

it("keeps a short list whole, without 'alle anzeigen'", () => {
  render(form());
  expect(screen.getAllByRole("checkbox")).toHaveLength(3);
  expect(screen.queryByRole("button")).toBeNull();
  expect(screen.queryByRole("searchbox")).toBeNull();
});

it("shows the counts in a select's options", () => {
  render(
    <FilterForm label="Filtern" className="" counts={{ haupt: { Wunde: 7 } }}>
      <SelectFilter
        param="haupt"
        label="Hauptkategorie"
        options={["Wunde", "Ernährung"].map((value) => ({ value, label: value }))}
        value={null}
      />
    </FilterForm>,
  );
  const select = screen.getByRole("combobox", { name: "Hauptkategorie" });
  expect([...select.querySelectorAll("option")].map((option) => option.textContent)).toEqual([
    "Alle",
    "Wunde (7)",
    "Ernährung (0)",
  ]);
});

it("shows no counts on a group the visitor may not use", () => {
  render(form(true));
  expect(screen.getByRole("checkbox", { name: "Dekubitus" })).toBeDisabled();
});
