/** @jest-environment jsdom */
// A panel closed on arrival renders its form only once opened, and keeps it when closed again.
import { fireEvent, render, screen } from "@testing-library/react";
import { FilterPanel } from "./filter-panel";

jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn() }),
  usePathname: () => "/veranstaltungen",
  useSearchParams: () => new URLSearchParams(""),
}));

const panel = (initiallyOpen: boolean) => (
  <FilterPanel anySet={initiallyOpen} initiallyOpen={initiallyOpen} active={0} total={0}>
    <label>
      Ort
      <input defaultValue="" />
    </label>
  </FilterPanel>
);

it("renders a closed panel's form only when it is opened, and keeps what was typed when it closes", () => {
  render(panel(false));
  expect(screen.queryByLabelText("Ort")).toBeNull();

  fireEvent.click(screen.getByRole("button", { name: "Erweiterte Filter anzeigen" }));
  fireEvent.change(screen.getByLabelText("Ort"), { target: { value: "Kiel" } });

  fireEvent.click(screen.getByRole("button", { name: "Erweiterte Filter verstecken" }));
  expect(screen.queryByRole("textbox", { name: "Ort" })).toBeNull();
  fireEvent.click(screen.getByRole("button", { name: "Erweiterte Filter anzeigen" }));
  expect(screen.getByRole("textbox", { name: "Ort" })).toHaveValue("Kiel");
});

it("renders a panel open on arrival (a filter is set) at once", () => {
  render(panel(true));
  expect(screen.getByRole("textbox", { name: "Ort" })).toBeVisible();
});
