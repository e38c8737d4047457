/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { SaveSearchButton } from "./save-search-button";
import { saveSearch } from "@/server/actions/alerts";

jest.mock("@/server/actions/alerts", () => ({ saveSearch: jest.fn() }));
jest.mock("@/components/ui/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

/** Opens the dialog and waits for its form, which loads on demand; the email field has the focus. */
async function openDialog() {
  window.history.replaceState(null, "", "/veranstaltungen?q=Wunde&thema=Ulcus+cruris&page=2");
  render(<SaveSearchButton list="veranstaltungen" />);
  fireEvent.click(screen.getByRole("button", { name: "Suche speichern" }));
  const email = await screen.findByLabelText("Email");
  await waitFor(() => expect(email).toHaveFocus());
  return screen.getByRole("dialog", { name: "Suche speichern" });
}

describe("SaveSearchButton", () => {
  beforeEach(() => jest.mocked(saveSearch).mockReset());

  it("refuses a missing address and missing consent in German before asking the server", async () => {
    await openDialog();
    fireEvent.click(screen.getAllByRole("button", { name: "Suche speichern" }).at(-1)!);
    expect(await screen.findByText("Bitte geben Sie Ihre Email-Adresse ein.")).toBeInTheDocument();
    expect(screen.getByText("Bitte stimmen Sie der Speicherung Ihrer Email-Adresse zu.")).toBeInTheDocument();
    expect(saveSearch).not.toHaveBeenCalled();
  });

  it("sends the address, frequency and the list's current URL query, then asks to confirm the mail", async () => {
    jest.mocked(saveSearch).mockResolvedValue({ ok: true, status: 200 });
    await openDialog();
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "leser@example.org" } });
    fireEvent.click(screen.getByLabelText("täglich"));
    fireEvent.click(screen.getByRole("checkbox"));
    fireEvent.click(screen.getAllByRole("button", { name: "Suche speichern" }).at(-1)!);
    expect(await screen.findByRole("status")).toHaveTextContent("Bitte bestätigen Sie die Suche");
    expect(saveSearch).toHaveBeenCalledWith({
      email: "leser@example.org",
      frequency: "taeglich",
      consent: true,
      list: "veranstaltungen",
      query: "q=Wunde&thema=Ulcus+cruris&page=2",
    });
  });

  it("keeps everything typed when the server refuses, with its message at the address", async () => {
    const message = "An diese Email-Adresse haben wir in der letzten Stunde schon eine Bestätigung gesendet.";
    jest
      .mocked(saveSearch)
      .mockResolvedValue({ ok: false, status: 429, message, fieldErrors: { email: message } });
    await openDialog();
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "leser@example.org" } });
    fireEvent.click(screen.getByRole("checkbox"));
    fireEvent.click(screen.getAllByRole("button", { name: "Suche speichern" }).at(-1)!);
    expect(await screen.findByText(message)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText("Email")).toHaveFocus());
    expect(screen.getByLabelText("Email")).toHaveValue("leser@example.org");
    expect(screen.getByRole("checkbox")).toBeChecked();
    expect(screen.getByLabelText("wöchentlich")).toBeChecked();
  });

  it("keeps what was typed when the dialog is closed and opened again", async () => {
    await openDialog();
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "leser@example.org" } });
    fireEvent.click(screen.getByLabelText("täglich"));
    fireEvent.click(screen.getByRole("checkbox"));
    fireEvent.click(screen.getByRole("button", { name: "Abbrechen" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    fireEvent.click(screen.getByRole("button", { name: "Suche speichern" }));
    expect(await screen.findByLabelText("Email")).toHaveValue("leser@example.org");
    expect(screen.getByLabelText("täglich")).toBeChecked();
    expect(screen.getByRole("checkbox")).toBeChecked();
    expect(saveSearch).not.toHaveBeenCalled();
  });
});
