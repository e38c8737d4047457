/** @jest-environment jsdom */
// External speakers by name: rows are added, typed in and removed with the keyboard's focus kept.
import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { NameList, type NameEntry } from "./name-list";

const onChange = jest.fn();

function List({ initial = [], errors }: { initial?: NameEntry[]; errors?: (string | undefined)[] }) {
  const [value, setValue] = useState(initial);
  return (
    <NameList
      label="Externe Referenten"
      itemLabel="Externer Referent"
      value={value}
      errors={errors}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
}

beforeEach(() => onChange.mockReset());

describe("NameList", () => {
  it("adds a labelled row, focuses it and reports typed names", () => {
    render(<List />);
    expect(screen.getByRole("group", { name: "Externe Referenten" })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Externer Referent hinzufügen" }));
    const first = screen.getByRole("textbox", { name: "Externer Referent 1" });
    expect(first).toHaveFocus();
    fireEvent.change(first, { target: { value: "Prof. Eva Muster" } });
    expect(onChange).toHaveBeenLastCalledWith([{ Name: "Prof. Eva Muster" }]);
  });

  it("removes the chosen row and keeps the others", () => {
    render(<List initial={[{ Name: "A" }, { Name: "B" }, { Name: "C" }]} />);
    fireEvent.click(screen.getByRole("button", { name: "Externer Referent 2 entfernen" }));
    expect(onChange).toHaveBeenLastCalledWith([{ Name: "A" }, { Name: "C" }]);
    expect(screen.getByRole("textbox", { name: "Externer Referent 2" })).toHaveValue("C");
    expect(screen.getByRole("textbox", { name: "Externer Referent 1" })).toHaveFocus();
  });

  it("puts the focus on the add button when the last row is removed", () => {
    render(<List initial={[{ Name: "A" }]} />);
    fireEvent.click(screen.getByRole("button", { name: "Externer Referent 1 entfernen" }));
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(screen.getByRole("button", { name: "Externer Referent hinzufügen" })).toHaveFocus();
  });

  it("ties a row's error to its input", () => {
    render(<List initial={[{ Name: "" }]} errors={["Bitte einen Namen eingeben."]} />);
    const input = screen.getByRole("textbox", { name: "Externer Referent 1" });
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription("Bitte einen Namen eingeben.");
  });
});
