/** @jest-environment jsdom */
// The menu button draws its icon as SVG (no emoji font needed) and keeps its accessible name.
import { render, screen } from "@testing-library/react";
import { SideMenu } from "./side-menu";

describe("SideMenu", () => {
  it("has a named button with a decorative SVG icon", () => {
    render(<SideMenu signedIn={false} />);
    const button = screen.getByRole("button", { name: "Menü öffnen" });
    expect(button).toHaveTextContent(/^Menü$/);
    expect(button.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
  });
});
