/** @jest-environment jsdom */
// One binding per field: what the visitor types reaches the form, and the field's own error is shown
// next to it, also for a field inside a list.
import { act, fireEvent, render, screen } from "@testing-library/react";
import { useEffect } from "react";
import { useForm, type UseFormReturn } from "react-hook-form";
import { Field } from "@/components/ui/field";
import { bindField } from "./bind-field";

type Values = { Name: string; Punkte: { Anzahl: number }[] };
let form: UseFormReturn<Values>;
const expose = (value: UseFormReturn<Values>) => (form = value);

function Form() {
  const form = useForm<Values>({ defaultValues: { Name: "", Punkte: [{ Anzahl: 1 }] } });
  useEffect(() => {
    expose(form);
  }, [form]);
  return (
    <form>
      <Field label="Name" {...bindField(form, "Name")} />
      <Field label="Punkte" type="number" {...bindField(form, "Punkte.0.Anzahl", { valueAsNumber: true })} />
    </form>
  );
}

it("passes typed values to the form, with the registration's options", () => {
  render(<Form />);
  fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Wundforum" } });
  fireEvent.change(screen.getByLabelText("Punkte"), { target: { value: "4" } });
  expect(form.getValues()).toEqual({ Name: "Wundforum", Punkte: [{ Anzahl: 4 }] });
});

it("shows each field's own error next to it, tied to the control", () => {
  render(<Form />);
  act(() => {
    form.setError("Name", { message: "Bitte geben Sie einen Namen ein." });
    form.setError("Punkte.0.Anzahl", { message: "Bitte geben Sie 1 bis 10 Punkte an." });
  });
  expect(screen.getByLabelText("Name")).toHaveAccessibleDescription("Bitte geben Sie einen Namen ein.");
  expect(screen.getByLabelText("Punkte")).toHaveAccessibleDescription("Bitte geben Sie 1 bis 10 Punkte an.");
});
