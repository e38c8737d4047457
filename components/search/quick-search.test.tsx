/** @jest-environment jsdom */
// The suggestion list tells same-named events apart by date and place; Enter searches the list.
import { act, fireEvent, render, screen } from "@testing-library/react";
import { QuickSearch } from "./quick-search";

const push = jest.fn();
let shown = new URLSearchParams();
jest.mock("next/navigation", () => ({
  useRouter: () => ({ push }),
  usePathname: () => "/veranstaltungen",
  useSearchParams: () => shown,
}));

beforeEach(() => {
  push.mockReset();
  shown = new URLSearchParams();
  // Forget a query an earlier test left on its way (useUrlState builds on it).
  window.dispatchEvent(new PopStateEvent("popstate"));
});

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

describe("Enter", () => {
  const typeAndEnter = (text: string) => {
    const box = screen.getByRole("combobox", { name: "Schnellsuche" });
    fireEvent.change(box, { target: { value: text } });
    fireEvent.keyDown(box, { key: "Enter" });
    fireEvent.submit(box.closest("form")!);
  };

  it("without a chosen suggestion searches the list for the typed text, other filters kept, page reset", () => {
    global.fetch = jest.fn(async () => ({ json: async () => ({ items: [] }) })) as unknown as typeof fetch;
    shown = new URLSearchParams("ort=Kiel&page=3&q=alt");
    render(<QuickSearch scope="veranstaltungen" label="Schnellsuche" />);
    expect(screen.getByRole("combobox", { name: "Schnellsuche" })).toHaveValue("alt");
    typeAndEnter("Kompresion");
    expect(push).toHaveBeenCalledTimes(1);
    expect(push.mock.calls[0][0]).toBe("/veranstaltungen?ort=Kiel&q=Kompresion");
  });

  it("without JavaScript is a GET form whose fields give the same URL", () => {
    shown = new URLSearchParams("ort=Kiel&page=3&q=alt");
    render(<QuickSearch scope="veranstaltungen" label="Schnellsuche" />);
    const box = screen.getByRole("combobox", { name: "Schnellsuche" });
    const form = box.closest("form")!;
    expect(form).toHaveAttribute("method", "get");
    expect(form).toHaveAttribute("action", "/veranstaltungen");
    fireEvent.change(box, { target: { value: "Kompresion" } });
    const fields = new URLSearchParams(
      [...new FormData(form)].map(([key, value]) => [key, String(value)] as [string, string]),
    );
    expect(`${form.getAttribute("action")}?${fields}`).toBe("/veranstaltungen?ort=Kiel&q=Kompresion");
  });

  it("on a chosen suggestion opens it instead", async () => {
    const items = [{ type: "Veranstaltung", id: 7, label: "Fachtag Kompression" }];
    global.fetch = jest.fn(async () => ({ json: async () => ({ items }) })) as unknown as typeof fetch;
    jest.useFakeTimers();
    render(<QuickSearch scope="veranstaltungen" label="Schnellsuche" />);
    const box = screen.getByRole("combobox", { name: "Schnellsuche" });
    fireEvent.change(box, { target: { value: "Kompresion" } });
    await act(async () => void jest.advanceTimersByTime(300));
    jest.useRealTimers();
    await screen.findByRole("option");
    fireEvent.keyDown(box, { key: "ArrowDown" });
    fireEvent.keyDown(box, { key: "Enter" });
    expect(push).toHaveBeenCalledWith("/veranstaltungen/7");
  });
});
