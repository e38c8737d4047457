/** @jest-environment jsdom */
// The gallery's icons are SVG (no emoji, which render as empty boxes without an emoji font) and
// the controls keep their accessible names.
import { render, screen } from "@testing-library/react";
import type { Media } from "@/lib/types";
import { MediaGallery } from "./media-gallery";

// © and ® are pictographic to Unicode but ordinary text in every font.
const EMOJI = /(?![©®™])\p{Extended_Pictographic}/u;

const pdf: Media = {
  id: 1,
  url: "/uploads/datenblatt.pdf",
  thumbnailUrl: null,
  name: "datenblatt.pdf",
  alt: "",
  kind: "pdf",
  width: null,
  height: null,
};
const image: Media = { ...pdf, id: 2, url: "/uploads/bild.png", name: "bild.png", kind: "image" };

// jsdom has no IntersectionObserver; the carousel script is only fetched once the gallery is seen.
beforeAll(() => {
  (globalThis as unknown as { IntersectionObserver: unknown }).IntersectionObserver = class {
    observe() {}
    disconnect() {}
  };
});

describe("MediaGallery", () => {
  it("shows a PDF with a decorative SVG icon and its name, no emoji", () => {
    const { container } = render(<MediaGallery items={[pdf, image]} />);
    const open = screen.getByRole("button", { name: "datenblatt.pdf PDF ansehen" });
    const icon = open.querySelector("svg");
    expect(icon).not.toBeNull();
    expect(icon).toHaveAttribute("aria-hidden", "true");
    expect(screen.getByRole("button", { name: "Vorheriges Medium" }).querySelector("svg")).not.toBeNull();
    expect(screen.getByRole("button", { name: "Nächstes Medium" }).querySelector("svg")).not.toBeNull();
    expect(container.innerHTML).not.toMatch(EMOJI);
  });
});
