/** @jest-environment jsdom */
// The points filter takes 0 to 10 in the browser too: out-of-range input is refused with a
// German message and never reaches the URL.
import { act, fireEvent, render, screen } from "@testing-library/react";
import { DEFAULT_EVENT_FILTER } from "@/lib/filters/events";
import { EventFilterForm } from "./event-filter-form";

const push = jest.fn();
jest.mock("next/navigation", () => ({
  useRouter: () => ({ push, replace: push }),
  usePathname: () => "/veranstaltungen",
  useSearchParams: () => new URLSearchParams(),
}));

beforeEach(() => {
  jest.useFakeTimers();
  push.mockReset();
});
afterEach(() => jest.useRealTimers());

const icw = () => screen.getByRole("spinbutton", { name: "ICW" });

describe("points filter", () => {
  it("limits the inputs to 0 to 10", () => {
    render(<EventFilterForm filter={DEFAULT_EVENT_FILTER} />);
    expect(icw()).toHaveAttribute("min", "0");
    expect(icw()).toHaveAttribute("max", "10");
  });

  it.each(["11", "-1", "2.5"])("refuses %s with a German message and leaves the URL alone", (value) => {
    render(<EventFilterForm filter={DEFAULT_EVENT_FILTER} />);
    fireEvent.change(icw(), { target: { value } });
    act(() => void jest.advanceTimersByTime(2000));
    expect(icw()).toHaveAccessibleDescription("Bitte eine ganze Zahl von 0 bis 10 eingeben.");
    expect(icw()).toHaveAttribute("aria-invalid", "true");
    expect(push).not.toHaveBeenCalled();
  });

  it("sends a value in range to the URL", () => {
    render(<EventFilterForm filter={DEFAULT_EVENT_FILTER} />);
    fireEvent.change(icw(), { target: { value: "4" } });
    act(() => void jest.advanceTimersByTime(2000));
    expect(icw()).not.toHaveAttribute("aria-invalid", "true");
    expect(push).toHaveBeenCalledWith(expect.stringContaining("punkte_icw=4"), expect.anything());
  });
});
