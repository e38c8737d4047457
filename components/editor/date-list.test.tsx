/** @jest-environment jsdom */
import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { DateList } from "./fields";

/** The list with its value kept in state, as the Referent form's Controller does. */
function Harness({ onChange }: { onChange?: (dates: string[]) => void }) {
  const [value, setValue] = useState<string[]>(["2026-03-01"]);
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <DateList
        label="Terminverfügbarkeit"
        value={value}
        onChange={(dates) => {
          setValue(dates);
          onChange?.(dates);
        }}
      />
      <button type="submit">Speichern</button>
    </form>
  );
}

const input = () => screen.getByLabelText("Datum");

describe("DateList", () => {
  it("keeps a picked date when the user leaves the field without pressing 'Datum hinzufügen'", () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.change(input(), { target: { value: "2026-05-04" } });
    fireEvent.blur(input());
    expect(onChange).toHaveBeenLastCalledWith(["2026-03-01", "2026-05-04"]);
    expect(screen.getByRole("button", { name: "04.05.2026 entfernen" })).toBeInTheDocument();
    expect(input()).toHaveValue("");
  });

  it("adds the picked date on Enter instead of submitting the form without it", () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.change(input(), { target: { value: "2026-06-10" } });
    // false: the default (the browser's implicit submit) was prevented.
    expect(fireEvent.keyDown(input(), { key: "Enter" })).toBe(false);
    expect(onChange).toHaveBeenLastCalledWith(["2026-03-01", "2026-06-10"]);
  });

  it("adds nothing for an empty field or a date already listed", () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.blur(input());
    fireEvent.change(input(), { target: { value: "2026-03-01" } });
    fireEvent.blur(input());
    expect(onChange).not.toHaveBeenCalled();
  });
});
