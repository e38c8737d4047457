/** @jest-environment jsdom */
// A list page repeats every picture's sources in its HTML: a picture drawn at a fixed width gets two.
import { render, screen } from "@testing-library/react";
import type { Media } from "@/lib/types";
import { ListingImage } from "./listing-image";

const photo: Media = {
  id: 1,
  url: "/uploads/foto.jpg",
  thumbnailUrl: null,
  name: "foto.jpg",
  alt: "Foto",
  kind: "image",
  width: 1600,
  height: 1200,
};

const sources = (img: HTMLElement) => (img.getAttribute("srcset") ?? "").split(", ").filter(Boolean);

it("gives a picture of a fixed drawn width one source at that width and one at twice it", () => {
  render(<ListingImage media={photo} alt="Foto" drawnWidth={80} />);
  const img = screen.getByRole("img", { name: "Foto" });
  expect(sources(img).map((s) => s.split(" ")[1] ?? "")).toEqual(["1x", "2x"]);
  // The box keeps the picture's shape: 80 wide, 60 high for a 4:3 photo.
  expect(img).toHaveAttribute("width", "80");
  expect(img).toHaveAttribute("height", "60");
});

it("gives a picture that follows the screen one source per configured width", () => {
  render(<ListingImage media={photo} alt="Foto" sizes="(min-width: 768px) 40vw, 100vw" />);
  const widths = sources(screen.getByRole("img", { name: "Foto" })).map((s) => s.split(" ")[1] ?? "");
  expect(widths.length).toBeGreaterThan(2);
  expect(widths.every((w) => w?.endsWith("w"))).toBe(true);
});

it("announces the page's main image in the head, and no other", () => {
  render(
    <>
      <ListingImage media={photo} alt="Foto" drawnWidth={80} priority />
      <ListingImage media={{ ...photo, url: "/uploads/zweites.jpg" }} alt="Zweites" drawnWidth={80} />
    </>,
  );
  const preloads = [...document.head.querySelectorAll('link[rel="preload"][as="image"]')];
  expect(preloads).toHaveLength(1);
  expect(preloads[0]?.getAttribute("imagesrcset")).toContain("foto.jpg");
  expect(preloads[0]?.getAttribute("fetchpriority")).toBe("high");
});

it("draws the same picture in each use with that use's size and text, however often it is drawn", () => {
  const twice = () => (
    <>
      <ListingImage media={photo} alt="Foto" drawnWidth={80} />
      <ListingImage media={photo} alt="Foto" drawnWidth={40} className="rund" />
      <ListingImage media={null} alt="Zweites Bild" />
      <ListingImage media={null} alt="" />
    </>
  );
  render(twice());
  const { container } = render(twice());
  const imgs = [...container.querySelectorAll("img")];
  expect(
    imgs.map((img) => [img.getAttribute("width"), img.getAttribute("class"), img.getAttribute("alt")]),
  ).toEqual([
    ["80", null, "Foto"],
    ["40", "rund", "Foto"],
    ["400", null, "Kein Bild vorhanden"],
    ["400", null, ""],
  ]);
});
