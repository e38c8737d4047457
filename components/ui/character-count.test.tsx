/** @jest-environment jsdom */
import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { CharacterCount, lengthBand } from "./character-count";
import { Field } from "./field";

function Limited({ max }: { max: number }) {
  const [value, setValue] = useState("");
  return (
    <Field
      label="Name"
      value={value}
      maxLength={max}
      onChange={(event) => setValue(event.target.value)}
      counter={(id) => <CharacterCount id={id} length={value.length} max={max} />}
    />
  );
}

const live = (container: HTMLElement) => container.querySelector('[aria-live="polite"]')!;

describe("CharacterCount", () => {
  it("names the limit before typing and shows the count from 80 %", () => {
    const { container } = render(<Limited max={600} />);
    const input = screen.getByLabelText("Name");
    expect(input).toHaveAttribute("maxlength", "600");
    expect(input).toHaveAccessibleDescription("Höchstens 600 Zeichen.");
    fireEvent.change(input, { target: { value: "x".repeat(479) } });
    expect(screen.queryByText(/\/ 600 Zeichen/)).toBeNull();
    expect(live(container)).toHaveTextContent("");
    fireEvent.change(input, { target: { value: "x".repeat(480) } });
    expect(screen.getByText("480 / 600 Zeichen")).toBeVisible();
    expect(input).toHaveAccessibleDescription("480 / 600 Zeichen");
  });

  it("tells screen readers only when the count crosses 80 %, 90 % and the limit", () => {
    const { container } = render(<Limited max={600} />);
    const input = screen.getByLabelText("Name");
    const heard: string[] = [];
    for (const length of [100, 480, 481, 500, 539, 540, 541, 599, 600]) {
      fireEvent.change(input, { target: { value: "x".repeat(length) } });
      const text = live(container).textContent ?? "";
      if (text !== heard.at(-1)) heard.push(text);
    }
    expect(heard).toEqual([
      "",
      "80 % der Höchstlänge von 600 Zeichen erreicht.",
      "90 % der Höchstlänge von 600 Zeichen erreicht.",
      "Höchstlänge von 600 Zeichen erreicht.",
    ]);
  });

  it("writes large limits the German way", () => {
    render(<CharacterCount id="z" length={40_000} max={50_000} />);
    expect(screen.getByText("40.000 / 50.000 Zeichen")).toBeInTheDocument();
  });

  it("bands the length", () => {
    expect([0, 79, 80, 89, 90, 99, 100, 120].map((length) => lengthBand(length, 100))).toEqual([
      0, 0, 1, 1, 2, 2, 3, 3,
    ]);
  });
});
