/** @jest-environment jsdom */
// The rich-text editor is labelled, formats via its toolbar and reports HTML to the form.
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { normaliseLink, RichTextEditor } from "./rich-text-editor";

const onChange = jest.fn();

function Editor({ initial = "", error }: { initial?: string; error?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <RichTextEditor
        id="bio"
        label="Bio"
        value={value}
        error={error}
        onChange={(html) => {
          onChange(html);
          setValue(html);
        }}
      />
      <button type="button" onClick={() => setValue("<p>Aus dem Entwurf</p>")}>
        Entwurf laden
      </button>
    </>
  );
}

const textbox = () => screen.getByRole("textbox", { name: "Bio" });
const selectAll = () => {
  act(() => textbox().focus());
  fireEvent.keyDown(textbox(), { key: "a", ctrlKey: true });
};

beforeEach(() => onChange.mockReset());

describe("RichTextEditor", () => {
  it("is a labelled multi-line text box with the initial HTML", async () => {
    render(<Editor initial="<p>Wundexpertin aus <strong>Köln</strong></p>" />);
    await waitFor(() => expect(textbox()).toHaveTextContent("Wundexpertin aus Köln"));
    expect(textbox()).toHaveAttribute("aria-multiline", "true");
    expect(textbox()).toHaveAttribute("contenteditable", "true");
    expect(screen.getByRole("toolbar", { name: "Formatierung: Bio" })).toBeInTheDocument();
    for (const name of ["Fett", "Kursiv", "Liste", "nummerierte Liste", "Link"]) {
      expect(screen.getByRole("button", { name })).toBeInTheDocument();
    }
  });

  it("makes selected text bold and reports the HTML", async () => {
    render(<Editor initial="<p>Hallo Welt</p>" />);
    await waitFor(() => expect(textbox()).toHaveTextContent("Hallo Welt"));
    selectAll();
    fireEvent.click(screen.getByRole("button", { name: "Fett" }));
    expect(onChange).toHaveBeenLastCalledWith("<p><strong>Hallo Welt</strong></p>");
    expect(screen.getByRole("button", { name: "Fett" })).toHaveAttribute("aria-pressed", "true");
  });

  it("turns a paragraph into a numbered list", async () => {
    render(<Editor initial="<p>Erstens</p>" />);
    await waitFor(() => expect(textbox()).toHaveTextContent("Erstens"));
    selectAll();
    fireEvent.click(screen.getByRole("button", { name: "nummerierte Liste" }));
    expect(onChange).toHaveBeenLastCalledWith("<ol><li><p>Erstens</p></li></ol>");
  });

  it("links selected text to a checked address and refuses others in German", async () => {
    render(<Editor initial="<p>Homepage</p>" />);
    await waitFor(() => expect(textbox()).toHaveTextContent("Homepage"));
    selectAll();
    fireEvent.click(screen.getByRole("button", { name: "Link" }));
    const address = screen.getByRole("textbox", { name: "Link-Adresse" });
    fireEvent.change(address, { target: { value: "javascript:alert(1)" } });
    fireEvent.keyDown(address, { key: "Enter" });
    expect(address).toHaveAccessibleDescription(
      "Bitte eine Adresse mit https://, http:// oder mailto: eingeben.",
    );
    expect(onChange).not.toHaveBeenCalled();

    fireEvent.change(address, { target: { value: "www.wundportal.de" } });
    fireEvent.click(screen.getByRole("button", { name: "Link übernehmen" }));
    expect(onChange).toHaveBeenLastCalledWith(
      expect.stringContaining(
        '<a target="_blank" rel="noopener noreferrer nofollow" href="https://www.wundportal.de">Homepage</a>',
      ),
    );
    expect(screen.queryByRole("textbox", { name: "Link-Adresse" })).not.toBeInTheDocument();
  });

  it("reports an emptied editor as an empty string", async () => {
    render(<Editor initial="<p>Weg damit</p>" />);
    await waitFor(() => expect(textbox()).toHaveTextContent("Weg damit"));
    selectAll();
    fireEvent.keyDown(textbox(), { key: "Backspace" });
    expect(onChange).toHaveBeenLastCalledWith("");
  });

  it("shows a value set from outside, e.g. a restored draft", async () => {
    render(<Editor initial="<p>Alt</p>" />);
    await waitFor(() => expect(textbox()).toHaveTextContent("Alt"));
    fireEvent.click(screen.getByRole("button", { name: "Entwurf laden" }));
    await waitFor(() => expect(textbox()).toHaveTextContent("Aus dem Entwurf"));
    expect(onChange).not.toHaveBeenCalled();
  });

  it("ties an error message to the text box", async () => {
    render(<Editor error="Bitte eine Beschreibung eingeben." />);
    await waitFor(() => expect(textbox()).toHaveAttribute("aria-invalid", "true"));
    expect(textbox()).toHaveAccessibleDescription("Bitte eine Beschreibung eingeben.");
  });

  it("keeps its box and its error when the form around it renders again", async () => {
    // A form re-renders its fields on every keystroke elsewhere; the editor's own attributes must
    // survive that (its border, padding and list bullets, and the error tied to it).
    const { rerender } = render(<Editor error="Bitte eine Beschreibung eingeben." />);
    await waitFor(() => expect(textbox()).toHaveAttribute("aria-invalid", "true"));
    rerender(<Editor error="Bitte eine Beschreibung eingeben." />);
    rerender(<Editor error="Bitte eine Beschreibung eingeben." />);
    await act(async () => {});
    expect(textbox()).toHaveAttribute("aria-invalid", "true");
    expect(textbox()).toHaveAccessibleDescription("Bitte eine Beschreibung eingeben.");
    expect(textbox()).toHaveClass("border", "border-red-700", "[&_ul]:list-disc");
    rerender(<Editor />);
    await waitFor(() => expect(textbox()).not.toHaveAttribute("aria-invalid"));
    expect(textbox()).toHaveClass("border", "border-gray-500");
  });

  it("moves between toolbar buttons with the arrow keys", async () => {
    render(<Editor />);
    const bold = screen.getByRole("button", { name: "Fett" });
    await waitFor(() => expect(bold).toBeEnabled());
    expect(bold).toHaveAttribute("tabindex", "0");
    act(() => bold.focus());
    fireEvent.keyDown(bold, { key: "ArrowRight" });
    expect(screen.getByRole("button", { name: "Kursiv" })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: "End" });
    expect(screen.getByRole("button", { name: "Link" })).toHaveFocus();
    expect(bold).toHaveAttribute("tabindex", "-1");
  });
});

it("lets the form focus it, e.g. on a field error", async () => {
  let focusable: { focus: () => void } | null = null;
  render(
    <RichTextEditor
      id="bio"
      label="Bio"
      value=""
      onChange={onChange}
      inputRef={(instance) => (focusable = instance)}
    />,
  );
  await waitFor(() => expect(focusable).not.toBeNull());
  act(() => focusable!.focus());
  await waitFor(() => expect(textbox()).toHaveFocus());
});

describe("normaliseLink", () => {
  it.each([
    ["https://example.de/a", "https://example.de/a"],
    ["www.example.de", "https://www.example.de"],
    ["mailto:info@example.de", "mailto:info@example.de"],
  ])("accepts %p", (input, expected) => expect(normaliseLink(input)).toBe(expected));

  it.each(["", "javascript:alert(1)", "data:text/html,x", "ftp://example.de", "mailto:niemand", "example"])(
    "refuses %p",
    (input) => expect(normaliseLink(input)).toBeNull(),
  );
});
