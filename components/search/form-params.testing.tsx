// Test support for the filter forms: which URL parameters a form writes.
import { act, fireEvent, render } from "@testing-library/react";
import type { ReactElement } from "react";

const SAMPLE: Record<string, string> = { number: "5", date: "2027-01-10" };

/**
 * Changes every enabled control of the form once (the first checkbox of each group, the last option
 * of each select, a sample value in each input) and returns the parameters of the URLs the mocked
 * router's `push` was given, sorted. Needs fake timers (the text inputs wait before they write).
 */
export function paramsWrittenBy(ui: ReactElement, push: jest.Mock): string[] {
  const { container, unmount } = render(ui);
  // Forget a query an earlier render left on its way (useUrlState builds on it), as the back button does.
  act(() => void window.dispatchEvent(new PopStateEvent("popstate")));
  const ticked = new Set<Element | null>();
  for (const control of container.querySelectorAll<HTMLInputElement | HTMLSelectElement>("input, select")) {
    // Disabled controls, and a long list's narrowing field (it writes no parameter, and a sample
    // word would hide the list's checkboxes).
    if (control.matches(":disabled, [aria-controls]")) continue;
    if (control instanceof HTMLSelectElement) {
      fireEvent.change(control, { target: { value: control.options[control.options.length - 1]!.value } });
    } else if (control.type === "checkbox") {
      const group = control.closest("fieldset");
      if (ticked.has(group)) continue;
      ticked.add(group);
      fireEvent.click(control);
    } else {
      fireEvent.change(control, { target: { value: SAMPLE[control.type] ?? "x" } });
    }
  }
  act(() => void jest.advanceTimersByTime(5000));
  unmount();
  const params = push.mock.calls.flatMap(([url]: [string]) => [
    ...new URL(url, "http://localhost").searchParams.keys(),
  ]);
  return [...new Set(params)].sort();
}
