/** @jest-environment jsdom */
// The suggestion list tells same-named events apart by date and place.
import { act, fireEvent, render, screen } from "@testing-library/react";
import { QuickSearch } from "./quick-search";

jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn() }) }));

it("shows the date and place beside events of the same name", async () => {
  const items = [
    { type: "Veranstaltung", id: 1, label: "Wundkongress", detail: "12.03.2027, Nürnberg" },
    { type: "Veranstaltung", id: 2, label: "Wundkongress", detail: "10.03.2028, Online" },
    { type: "Veranstaltung", id: 3, label: "Wundtag Nord" },
  ];
  global.fetch = jest.fn(async () => ({ json: async () => ({ items }) })) as unknown as typeof fetch;
  jest.useFakeTimers();
  render(<QuickSearch scope="veranstaltungen" label="Veranstaltung suchen" />);
  fireEvent.change(screen.getByRole("combobox", { name: "Veranstaltung suchen" }), {
    target: { value: "wund" },
  });
  await act(async () => void jest.advanceTimersByTime(300));
  jest.useRealTimers();
  const options = await screen.findAllByRole("option");
  expect(options.map((o) => o.textContent)).toEqual([
    "Wundkongress12.03.2027, Nürnberg",
    "Wundkongress10.03.2028, Online",
    "Wundtag Nord",
  ]);
  expect(screen.getByText("12.03.2027, Nürnberg")).toBeVisible();
});

it("shows the part of a suggestion that matched in bold", async () => {
  const items = [
    {
      type: "Veranstaltung",
      id: 1,
      label: "Fachtag Dekubitus",
      parts: [
        { text: "Fachtag ", mark: false },
        { text: "Dekubitus", mark: true },
      ],
    },
  ];
  global.fetch = jest.fn(async () => ({ json: async () => ({ items }) })) as unknown as typeof fetch;
  jest.useFakeTimers();
  render(<QuickSearch scope="veranstaltungen" label="Veranstaltung suchen" />);
  fireEvent.change(screen.getByRole("combobox", { name: "Veranstaltung suchen" }), {
    target: { value: "dekubitis" },
  });
  await act(async () => void jest.advanceTimersByTime(300));
  jest.useRealTimers();
  const option = await screen.findByRole("option");
  expect(option).toHaveTextContent("Fachtag Dekubitus");
  expect(option.querySelector("strong")?.textContent).toBe("Dekubitus");
});
