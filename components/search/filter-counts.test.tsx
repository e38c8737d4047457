/** @jest-environment jsdom */
// The counts beside the checkbox options: part of each option's name, 0 kept but muted, none on a
// group the visitor may not use.
import { render, screen } from "@testing-library/react";
import { CheckboxGroup, FilterForm } from "./filter-fields";

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

it("names each option with its count; an option that gives nothing says 0 and is muted", () => {
  render(form());
  expect(screen.getByRole("checkbox", { name: "Dekubitus (12)" })).toBeInTheDocument();
  const stoma = screen.getByRole("checkbox", { name: "Stoma (0)" });
  // A value no entry holds has no count of its own: 0 as well.
  expect(screen.getByRole("checkbox", { name: "Ernährung (0)" })).toBeInTheDocument();
  expect(stoma.closest("label")).toHaveClass("text-muted");
  expect(screen.getByRole("checkbox", { name: "Dekubitus (12)" }).closest("label")).not.toHaveClass(
    "text-muted",
  );
});

it("shows no counts on a group the visitor may not use", () => {
  render(form(true));
  expect(screen.getByRole("checkbox", { name: "Dekubitus" })).toBeDisabled();
});
