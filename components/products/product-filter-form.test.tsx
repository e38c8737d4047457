/** @jest-environment jsdom */
// The category cascade offers stored values under their German labels.
import { render, screen, within } from "@testing-library/react";
import { parseProductFilter } from "@/lib/filters/products";
import { ProductFilterForm } from "./product-filter-form";

jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn() }),
  usePathname: () => "/hersteller",
  useSearchParams: () => new URLSearchParams(),
}));

it("shows 'Hyaluronsäure' for the stored value 'Hyaluronsaeure'", () => {
  render(<ProductFilterForm filter={parseProductFilter({ haupt: "Wunde", unter: "Wundauflage" })} />);
  const select = screen.getByRole("combobox", { name: "Produktgruppe" });
  const option = within(select).getByRole("option", { name: "Hyaluronsäure" });
  expect(option).toHaveValue("Hyaluronsaeure");
  expect(within(select).queryByRole("option", { name: "Hyaluronsaeure" })).toBeNull();
});
