/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { ViewsChart } from "./views-chart";

const days = ["2026-10-28", "2026-10-29", "2026-10-30"];

/** The value axis's labels, top to bottom, as a sighted user reads them. */
const valueAxis = () =>
  [...screen.getByTestId("diagramm-achsen").firstElementChild!.children]
    .map((label) => label.textContent)
    .filter(Boolean);

describe("ViewsChart", () => {
  it("labels the value axis with zero and the highest count", () => {
    render(<ViewsChart days={days} views={[0, 12, 3]} contacts={[0, 0, 0]} name="Wundzentrum" />);
    expect(valueAxis()).toEqual(["12", "0"]);
  });

  it("names zero once when no day had a view, not as the top and the bottom of the axis", () => {
    render(<ViewsChart days={days} views={[0, 0, 0]} contacts={[0, 0, 0]} name="Wundzentrum" />);
    expect(valueAxis()).toEqual(["0"]);
  });
});
