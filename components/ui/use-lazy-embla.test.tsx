/** @jest-environment jsdom */
// A carousel that waits for the visitor is plain HTML until the first press, and Embla is set up
// within that press (embla-carousel-react's hook mounted synchronously), so the press's own
// mouse or touch events already reach Embla and a first swipe moves the carousel.
import { act, render, screen } from "@testing-library/react";
import { useLazyEmbla } from "./use-lazy-embla";

// What jsdom lacks and Embla or the hook call; nothing here lays anything out.
class Observer {
  observe() {}
  unobserve() {}
  disconnect() {}
}
beforeAll(() => {
  Object.assign(window, {
    matchMedia: () => ({ matches: false, addListener() {}, removeListener() {} }),
    ResizeObserver: Observer,
    IntersectionObserver: Observer,
    requestIdleCallback: (callback: () => void) => setTimeout(callback, 0),
  });
});

function Carousel() {
  const [viewport, , carousel] = useLazyEmbla({}, undefined, { startOn: "touch" });
  return (
    <section>
      <div ref={viewport}>
        <ul aria-label="Karten">
          <li>Erste Karte</li>
          <li>Zweite Karte</li>
        </ul>
      </div>
      {carousel}
    </section>
  );
}

it("sets Embla up within the first press, not before", async () => {
  jest.spyOn(console, "error").mockImplementation(() => {}); // the press is outside act() on purpose
  render(<Carousel />);
  // Idle time passes: the script is fetched, the carousel not set up (Embla moves the list by a transform).
  await act(() => new Promise((done) => setTimeout(done, 50)));
  const list = screen.getByRole("list", { name: "Karten" });
  expect(list.style.transform).toBe("");

  screen.getByText("Erste Karte").dispatchEvent(new Event("pointerdown", { bubbles: true }));
  // Checked synchronously: still within the press.
  expect(list.style.transform).toMatch(/^translate3d\(/);
});
