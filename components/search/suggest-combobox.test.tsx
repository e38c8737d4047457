/** @jest-environment jsdom */
// The header's suggestions (every kind) grouped under their kinds, as the ARIA combobox pattern:
// groups labelled by their kind, the count announced, Down chooses the first and Enter opens it.
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { SuggestCombobox } from "./suggest-combobox";

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));

function Header() {
  const [query, setQuery] = useState("");
  return (
    <form className="relative">
      <label htmlFor="kopf">Suchbegriff</label>
      <SuggestCombobox id="kopf" scope="alle" grouped query={query} typed onType={setQuery} />
    </form>
  );
}

it("shows the suggestions under their kinds, says how many, and opens the chosen one", async () => {
  const items = [
    { type: "Veranstaltung", id: 3, label: "Wundtag Nord" },
    { type: "Produkt", id: 9, label: "Wundgel" },
    { type: "Versorgungspartner", id: 5, label: "Wundzentrum Kiel" },
  ];
  global.fetch = jest.fn(async () => ({ json: async () => ({ items }) })) as unknown as typeof fetch;
  jest.useFakeTimers();
  render(<Header />);
  const box = screen.getByRole("combobox", { name: "Suchbegriff" });
  fireEvent.change(box, { target: { value: "wund" } });
  await act(async () => void jest.advanceTimersByTime(300));
  jest.useRealTimers();
  const list = await screen.findByRole("listbox", { name: "Vorschläge" });
  expect(box).toHaveAttribute("aria-controls", list.id);
  expect(box).toHaveAttribute("aria-expanded", "true");
  const groups = within(list).getAllByRole("group");
  expect(
    groups
      .map((group) => group.getAttribute("aria-labelledby"))
      .map((id) => document.getElementById(id!)?.textContent),
  ).toEqual(["Veranstaltungen", "Produkte", "Versorgungspartner"]);
  expect(within(groups[1]!).getByRole("option")).toHaveTextContent("Wundgel");
  expect(screen.getByRole("status")).toHaveTextContent("3 Vorschläge");

  fireEvent.keyDown(box, { key: "ArrowDown" });
  const first = within(groups[0]!).getByRole("option");
  expect(box).toHaveAttribute("aria-activedescendant", first.id);
  expect(first).toHaveAttribute("aria-selected", "true");
  fireEvent.keyDown(box, { key: "Enter" });
  expect(push).toHaveBeenCalledWith("/veranstaltungen/3");
});
