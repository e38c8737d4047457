/** @jest-environment jsdom */
// linkifyjs keeps its own reference to console.warn from when it loads, so the spy is set before the
// editor (and with it linkifyjs) is imported.
import { render, screen, waitFor } from "@testing-library/react";

const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);

afterAll(() => warn.mockRestore());

it("mounts a second rich-text editor after the first has linkified text, without a console warning", async () => {
  const { RichTextEditor } = await import("./rich-text-editor");
  const { find } = await import("linkifyjs");
  const first = render(<RichTextEditor id="bio" label="Bio" value="" onChange={() => {}} />);
  await waitFor(() => expect(screen.getByRole("textbox", { name: "Bio" })).toBeInTheDocument());
  // What the first editor's autolink does when the user types an address.
  expect(find("www.example.de")).toHaveLength(1);
  // A second editor appears later (an opened product section, another field).
  render(<RichTextEditor id="text" label="Beschreibung" value="" onChange={() => {}} />);
  await waitFor(() => expect(screen.getByRole("textbox", { name: "Beschreibung" })).toBeInTheDocument());
  first.unmount();
  expect(warn).not.toHaveBeenCalled();
});
