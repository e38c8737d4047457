/** @jest-environment jsdom */
// The product cascade and the category-dependent product fields of the Hersteller form.
import { act, fireEvent, render, screen } from "@testing-library/react";
import { useForm } from "react-hook-form";
import { EMPTY_PRODUCT, type ProductValues } from "@/lib/schemas/listings-manufacturer";
import { ProductCascade, ProductCategoryFields, type ProductsForm } from "./produkt-fields";

function Harness({ product = {} }: { product?: Partial<ProductValues> }) {
  const form = useForm<{ Produkt: ProductValues[] }>({
    defaultValues: { Produkt: [{ ...EMPTY_PRODUCT, ...product }] },
  });
  return (
    <form>
      <ProductCascade form={form as ProductsForm} index={0} />
      <ProductCategoryFields form={form as ProductsForm} index={0} />
    </form>
  );
}

const select = (name: string) => screen.getByRole("combobox", { name });
const choose = async (element: HTMLElement, value: string) => {
  await act(async () => {
    fireEvent.change(element, { target: { value } });
  });
};

describe("ProductCascade", () => {
  it("keeps each level disabled until its parent is chosen", async () => {
    render(<Harness />);
    expect(select("Unterkategorie")).toBeDisabled();
    expect(select("Produktgruppe")).toBeDisabled();
    await choose(select("Hauptkategorie"), "Wunde");
    expect(select("Unterkategorie")).toBeEnabled();
    expect(select("Produktgruppe")).toBeDisabled();
    await choose(select("Unterkategorie"), "Wundauflage");
    expect(select("Produktgruppe")).toBeEnabled();
  });

  it("shows Unterpunkt2 only when the chosen Unterpunkt1 has options", async () => {
    render(<Harness product={{ Hauptkategorie: "Wunde", Unterkategorie: "Wundauflage" }} />);
    expect(screen.queryByRole("combobox", { name: "Produktspezifikation" })).toBeNull();
    await choose(select("Produktgruppe"), "Hydrokolloid");
    const punkt2 = select("Produktspezifikation");
    expect([...punkt2.querySelectorAll("option")].map((o) => o.textContent)).toEqual([
      "Bitte wählen",
      "Dünn",
      "Normal",
    ]);
    await choose(select("Produktgruppe"), "Aktivkohle");
    expect(screen.queryByRole("combobox", { name: "Produktspezifikation" })).toBeNull();
  });

  it("clears the lower levels when a parent changes", async () => {
    render(
      <Harness
        product={{ Hauptkategorie: "Wunde", Unterkategorie: "Wundauflage", Unterpunkt1: "Alginat" }}
      />,
    );
    expect(select("Produktgruppe")).toHaveValue("Alginat");
    await choose(select("Unterkategorie"), "Wundspüllösung");
    expect(select("Produktgruppe")).toHaveValue("");
  });
});

describe("ProductCategoryFields", () => {
  it("shows wound fields for Wunde and no nutrition fields", () => {
    render(<Harness product={{ Hauptkategorie: "Wunde", Unterkategorie: "Wundauflage" }} />);
    expect(select("Risikoklassifizierung")).toBeInTheDocument();
    expect(screen.getByRole("group", { name: "Exsudation" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Größe hinzufügen" })).toBeInTheDocument();
    expect(screen.queryByRole("combobox", { name: "Darreichungsform" })).toBeNull();
    expect(screen.queryByRole("combobox", { name: "Energiegehalt" })).toBeNull();
  });

  it.each([
    [
      "Trink- und Aufbaunahrung",
      ["Darreichungsform", "Geschmacksrichtung"],
      ["Nahrungsbehältnis", "Ernährungspumpe"],
    ],
    ["Sondennahrung", ["Nahrungsbehältnis"], ["Darreichungsform", "Geschmacksrichtung", "Ernährungspumpe"]],
    [
      "Applikationstechnik",
      ["Ernährungspumpe"],
      ["Darreichungsform", "Geschmacksrichtung", "Nahrungsbehältnis"],
    ],
  ])("for %s shows %p and hides %p", (Unterkategorie, shown, hidden) => {
    render(<Harness product={{ Hauptkategorie: "Ernährung", Unterkategorie }} />);
    for (const name of shown) expect(select(name)).toBeInTheDocument();
    for (const name of hidden) expect(screen.queryByRole("combobox", { name })).toBeNull();
    expect(select("Energiegehalt")).toBeInTheDocument();
    expect(screen.queryByRole("combobox", { name: "Risikoklassifizierung" })).toBeNull();
  });
});
