/** @jest-environment jsdom */
// Picking speakers by name with the keyboard or the mouse; chosen ones are removable chips.
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { ListingPicker, SEARCH_DEBOUNCE_MS, type PickedListing } from "./listing-picker";

const HITS = [
  { id: 1, name: "Anna Berg" },
  { id: 2, name: "Dr. Bernd Annaberg" },
];
const onChange = jest.fn();
const fetchMock = jest.fn();

function Picker({ initial = [] }: { initial?: PickedListing[] }) {
  const [value, setValue] = useState(initial);
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <ListingPicker
        label="Referenten"
        kind="referent"
        value={value}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
      />
    </form>
  );
}

const combobox = () => screen.getByRole("combobox", { name: "Referenten" });
const search = async (text: string) => {
  fireEvent.change(combobox(), { target: { value: text } });
  await act(async () => void jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS + 10));
};

beforeEach(() => {
  jest.useFakeTimers();
  onChange.mockReset();
  fetchMock.mockReset().mockResolvedValue({ ok: true, status: 200, json: async () => HITS });
  global.fetch = fetchMock;
});
afterEach(() => {
  jest.useRealTimers();
  delete (global as { fetch?: unknown }).fetch;
});

describe("ListingPicker", () => {
  it("searches published listings of its kind once typing pauses", async () => {
    render(<Picker />);
    fireEvent.change(combobox(), { target: { value: "an" } });
    fireEvent.change(combobox(), { target: { value: "ann" } });
    expect(fetchMock).not.toHaveBeenCalled();
    await search("anna");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/editor/suche?art=referent&q=anna");
    expect(combobox()).toHaveAttribute("aria-expanded", "true");
    const options = within(screen.getByRole("listbox", { name: "Treffer: Referenten" })).getAllByRole(
      "option",
    );
    expect(options.map((o) => o.textContent)).toEqual(["Anna Berg", "Dr. Bernd Annaberg"]);
    expect(screen.getByRole("status")).toHaveTextContent("2 Treffer, mit Pfeiltasten auswählen");
  });

  it("chooses with the arrow keys and Enter, without submitting the form", async () => {
    render(<Picker />);
    await search("ann");
    fireEvent.keyDown(combobox(), { key: "ArrowDown" });
    fireEvent.keyDown(combobox(), { key: "ArrowDown" });
    const second = screen.getByRole("option", { name: "Dr. Bernd Annaberg" });
    expect(combobox()).toHaveAttribute("aria-activedescendant", second.id);
    expect(second).toHaveAttribute("aria-selected", "true");
    const enter = fireEvent.keyDown(combobox(), { key: "Enter" });
    expect(enter).toBe(false); // default (form submit) prevented
    expect(onChange).toHaveBeenLastCalledWith([{ id: 2, name: "Dr. Bernd Annaberg" }]);
    expect(combobox()).toHaveValue("");
    expect(combobox()).toHaveAttribute("aria-expanded", "false");
    const chips = screen.getByRole("list", { name: "Ausgewählt: Referenten" });
    expect(within(chips).getByText("Dr. Bernd Annaberg")).toBeInTheDocument();
  });

  it("chooses with the mouse and offers no listing twice", async () => {
    render(<Picker initial={[{ id: 1, name: "Anna Berg" }]} />);
    await search("ann");
    expect(screen.queryByRole("option", { name: "Anna Berg" })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole("option", { name: "Dr. Bernd Annaberg" }));
    expect(onChange).toHaveBeenLastCalledWith([
      { id: 1, name: "Anna Berg" },
      { id: 2, name: "Dr. Bernd Annaberg" },
    ]);
  });

  it("removes a chip and puts the focus back in the search", () => {
    render(<Picker initial={HITS} />);
    fireEvent.click(screen.getByRole("button", { name: "Anna Berg entfernen" }));
    expect(onChange).toHaveBeenLastCalledWith([{ id: 2, name: "Dr. Bernd Annaberg" }]);
    expect(screen.queryByRole("button", { name: "Anna Berg entfernen" })).not.toBeInTheDocument();
    expect(combobox()).toHaveFocus();
  });

  it("closes the list with Escape and clears the search with a second Escape", async () => {
    render(<Picker />);
    await search("ann");
    fireEvent.keyDown(combobox(), { key: "Escape" });
    expect(combobox()).toHaveAttribute("aria-expanded", "false");
    expect(combobox()).toHaveValue("ann");
    fireEvent.keyDown(combobox(), { key: "Escape" });
    expect(combobox()).toHaveValue("");
  });

  it("says when nothing matches and when the search failed", async () => {
    fetchMock.mockResolvedValueOnce({ ok: true, status: 200, json: async () => [] });
    render(<Picker />);
    await search("xyz");
    expect(screen.getByRole("status")).toHaveTextContent("Keine Treffer");
    expect(combobox()).toHaveAttribute("aria-expanded", "false");
    fetchMock.mockResolvedValueOnce({ ok: false, status: 500, json: async () => ({}) });
    await search("xyzz");
    expect(screen.getByRole("status")).toHaveTextContent("Es ist etwas schief gelaufen...");
  });
});
