/** @jest-environment jsdom */
// The one form hook: server field errors beside their fields with focus on the first, values kept
// after a failure, a busy state while the action runs, and the toasts.
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { toast } from "@/components/ui/toast";
import { z } from "zod";
import type { ActionResult } from "@/lib/action-result";
import { useActionForm } from "./use-action-form";

jest.mock("@/components/ui/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const schema = z.object({
  Name: z.string().min(1, "Name ist ein Pflichtfeld!"),
  Stadt: z.string().min(1, "Stadt ist ein Pflichtfeld!"),
});
type Values = z.infer<typeof schema>;

function Form({ action }: { action: (values: Values) => Promise<ActionResult> }) {
  const { form, submit, busy } = useActionForm({ schema, action, defaultValues: { Name: "", Stadt: "" } });
  const { errors } = form.formState;
  return (
    <form onSubmit={submit} noValidate>
      <label htmlFor="Name">Name</label>
      <input id="Name" {...form.register("Name")} />
      {errors.Name ? <p>{errors.Name.message}</p> : null}
      <label htmlFor="Stadt">Stadt</label>
      <input id="Stadt" {...form.register("Stadt")} />
      {errors.Stadt ? <p>{errors.Stadt.message}</p> : null}
      <button type="submit" disabled={busy}>
        {busy ? "Speichert..." : "Speichern"}
      </button>
    </form>
  );
}

function fill(name: string, stadt: string) {
  fireEvent.change(screen.getByLabelText("Name"), { target: { value: name } });
  fireEvent.change(screen.getByLabelText("Stadt"), { target: { value: stadt } });
}

beforeEach(() => jest.clearAllMocks());

it("refuses bad input in the browser with the schema's messages and calls no action", async () => {
  const action = jest.fn();
  render(<Form action={action} />);
  fireEvent.click(screen.getByRole("button", { name: "Speichern" }));
  expect(await screen.findByText("Name ist ein Pflichtfeld!")).toBeInTheDocument();
  expect(screen.getByText("Stadt ist ein Pflichtfeld!")).toBeInTheDocument();
  expect(screen.getByLabelText("Name")).toHaveFocus();
  expect(action).not.toHaveBeenCalled();
});

it("shows the server's field errors, focuses the first, keeps every value and toasts the message", async () => {
  const action = jest.fn(async () => ({
    ok: false,
    status: 400,
    message: "Ein Feld enthält einen ungültigen Wert.",
    fieldErrors: { Stadt: "Ein Feld enthält einen ungültigen Wert." },
  }));
  render(<Form action={action} />);
  fill("Anna", "Nirgendwo");
  fireEvent.click(screen.getByRole("button", { name: "Speichern" }));
  expect(await screen.findByText("Ein Feld enthält einen ungültigen Wert.")).toBeInTheDocument();
  expect(screen.getByLabelText("Stadt")).toHaveFocus();
  expect(screen.getByLabelText("Name")).toHaveValue("Anna");
  expect(screen.getByLabelText("Stadt")).toHaveValue("Nirgendwo");
  expect(toast.error).toHaveBeenCalledWith("Ein Feld enthält einen ungültigen Wert.");
});

it("is busy while the action runs and toasts the success", async () => {
  let finish: (result: ActionResult) => void = () => {};
  const action = jest.fn(() => new Promise<ActionResult>((resolve) => (finish = resolve)));
  render(<Form action={action} />);
  fill("Anna", "Köln");
  fireEvent.click(screen.getByRole("button", { name: "Speichern" }));
  expect(await screen.findByRole("button", { name: "Speichert..." })).toBeDisabled();
  await act(async () => finish({ ok: true, message: "Daten erfolgreich gespeichert!" }));
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Daten erfolgreich gespeichert!"));
  expect(screen.getByRole("button", { name: "Speichern" })).toBeEnabled();
  expect(action).toHaveBeenCalledWith({ Name: "Anna", Stadt: "Köln" });
});

it("answers a thrown action with the generic German text and keeps the values", async () => {
  render(<Form action={() => Promise.reject(new Error("network"))} />);
  fill("Anna", "Köln");
  fireEvent.click(screen.getByRole("button", { name: "Speichern" }));
  await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Es ist etwas schief gelaufen..."));
  expect(screen.getByLabelText("Name")).toHaveValue("Anna");
});
