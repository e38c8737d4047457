/** @jest-environment jsdom */
// The summary of a refused save: every error as a link, collapsed sections opened, focus on it.
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useRef } from "react";
import { useForm } from "react-hook-form";
import { ErrorSummary, ERROR_SUMMARY_TITLE } from "./error-summary";

interface Values {
  Herstellername: string;
  Produkt: { Produktname: string }[];
}

/** A form like the Hersteller form: a top field and a product row in a collapsed <details>. */
function Harness() {
  const form = useForm<Values>({ defaultValues: { Herstellername: "", Produkt: [{ Produktname: "" }] } });
  const formRef = useRef<HTMLFormElement>(null);
  const { errors } = form.formState;
  const submit = form.handleSubmit(() => undefined);
  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <ErrorSummary form={form} formRef={formRef} />
      <label htmlFor="name">Herstellername</label>
      <input
        id="name"
        aria-invalid={errors.Herstellername ? true : undefined}
        {...form.register("Herstellername", { required: "Bitte geben Sie einen Herstellernamen an." })}
      />
      <details data-testid="produkt">
        <summary>Produkt 1</summary>
        <fieldset aria-label="Produkt 1">
          <label htmlFor="pname">Produktname</label>
          <input
            id="pname"
            aria-invalid={errors.Produkt?.[0]?.Produktname ? true : undefined}
            {...form.register("Produkt.0.Produktname", {
              required: "Bitte geben Sie einen Produktnamen an.",
            })}
          />
        </fieldset>
      </details>
      <button type="submit">Speichern</button>
    </form>
  );
}

it("lists every error as a link, opens the collapsed product and takes the focus", async () => {
  render(<Harness />);
  expect(screen.queryByText(ERROR_SUMMARY_TITLE)).not.toBeInTheDocument();
  await act(async () => fireEvent.click(screen.getByRole("button", { name: "Speichern" })));

  const summary = await screen.findByRole("alert");
  expect(summary).toHaveTextContent(ERROR_SUMMARY_TITLE);
  // The heading of the GOV.UK/NHS pattern the design notes fix.
  expect(screen.getByRole("heading", { name: "Bitte prüfen Sie Ihre Eingaben" })).toBeInTheDocument();
  await waitFor(() => expect(summary).toHaveFocus());
  expect(screen.getByTestId("produkt")).toHaveAttribute("open");
  const product = await screen.findByRole("link", {
    name: "Produkt 1: Produktname: Bitte geben Sie einen Produktnamen an.",
  });
  expect(
    screen.getByRole("link", { name: "Herstellername: Bitte geben Sie einen Herstellernamen an." }),
  ).toBeInTheDocument();

  // The link leads to its field, opening the section again if the user closed it.
  (screen.getByTestId("produkt") as HTMLDetailsElement).open = false;
  fireEvent.click(product);
  expect(screen.getByTestId("produkt")).toHaveAttribute("open");
  expect(screen.getByLabelText("Produktname")).toHaveFocus();
});
