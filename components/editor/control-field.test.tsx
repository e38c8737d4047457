/** @jest-environment jsdom */
// controlField: a widget bound to a form field gets its value, changes, error and focus handle.
import { act, fireEvent, render, screen } from "@testing-library/react";
import { useEffect } from "react";
import { useForm, type UseFormReturn } from "react-hook-form";
import { CheckboxGroup, DateList } from "./fields";
import { controlField } from "./control-field";

interface Values {
  Themen: string[];
  Termine: string[];
}

function Harness({ onForm }: { onForm: (form: UseFormReturn<Values>) => void }) {
  const form = useForm<Values>({ defaultValues: { Themen: ["b"], Termine: [] } });
  useEffect(() => {
    onForm(form);
  });
  return (
    <form>
      {controlField(form.control, "Themen", (field) => (
        <CheckboxGroup
          legend="Themen"
          options={[
            { value: "a", label: "A" },
            { value: "b", label: "B" },
          ]}
          {...field}
        />
      ))}
      {controlField(form.control, "Termine", (field) => (
        <DateList label="Termine" {...field} />
      ))}
    </form>
  );
}

it("binds value, change, error and focus of a widget to its field", async () => {
  let form!: UseFormReturn<Values>;
  render(<Harness onForm={(f) => (form = f)} />);
  expect(screen.getByLabelText("B")).toBeChecked();
  fireEvent.click(screen.getByLabelText("A"));
  expect(form.getValues("Themen")).toEqual(["b", "a"]);

  await act(async () => form.setError("Themen", { message: "Bitte wählen Sie ein Thema." }));
  expect(screen.getByText("Bitte wählen Sie ein Thema.")).toBeInTheDocument();
  // What the error summary's link does for a field without a name attribute of its own.
  // react-hook-form focuses in a timeout.
  const focus = (name: keyof Values) =>
    act(async () => {
      form.setFocus(name);
      await new Promise((done) => setTimeout(done, 0));
    });
  await focus("Themen");
  expect(screen.getByLabelText("A")).toHaveFocus();
  await focus("Termine");
  expect(screen.getByLabelText("Datum")).toHaveFocus();
});
