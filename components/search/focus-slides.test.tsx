/** @jest-environment jsdom */
// The focus carousel's cards travel as data (text, link, the picture's <img> props) and are drawn in
// the browser's component: each card links to its entry, says 'Premium' when paid, shows its picture
// with Next's sources, and carries its Merken button; the first card's picture loads first.
import { render, screen, within } from "@testing-library/react";
import type { EventSummary } from "@/lib/types";
import { eventFocusCards } from "./focus-cards";
import { FocusSlides } from "./focus-slides";

jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn() }),
  usePathname: () => "/veranstaltungen",
  useSearchParams: () => new URLSearchParams(),
}));

const event = (id: number, name: string): EventSummary =>
  ({
    id,
    documentId: `doc${String(id).padStart(21, "0")}`,
    Veranstaltungsname: name,
    Startzeit: "2027-03-04T09:00:00.000Z",
    Bild: {
      id,
      url: `/uploads/flyer_${id}.jpg`,
      thumbnailUrl: null,
      name: "flyer.jpg",
      alt: "",
      kind: "image",
      width: 800,
      height: 600,
    },
  }) as unknown as EventSummary;

it("draws each card from its data: link, picture, title, Merken button; the first picture first", () => {
  const cards = eventFocusCards([event(1, "Wundkongress Nord"), event(2, "Dekubitus kompakt")]);
  render(<FocusSlides cards={cards} wideCount={5} />);
  const [first, second] = screen.getAllByRole("listitem");

  const link = within(first!).getByRole("link", { name: /Wundkongress Nord/ });
  expect(link).toHaveAttribute("href", "/veranstaltungen/1");
  expect(link).toHaveClass("focus-card");
  expect(within(link).getByText("Premium")).toHaveClass("focus-card-premium");
  const picture = link.querySelector("img")!;
  expect(picture).toHaveAttribute("alt", "");
  expect(picture).toHaveAttribute("srcset", expect.stringContaining("flyer_1.jpg"));
  expect(picture).toHaveAttribute("loading", "eager");
  expect(picture).toHaveAttribute("fetchpriority", "high");
  expect(
    within(first!).getByRole("button", { name: "Merken Wundkongress Nord" }).closest("form"),
  ).toHaveFormValues({
    eintrag: `v${cards[0]!.merken!.documentId}`,
  });

  // Later cards' pictures wait until they are near the view.
  expect(second!.querySelector("img")).toHaveAttribute("loading", "lazy");
  expect(second!.querySelector("img")).not.toHaveAttribute("fetchpriority");
});

it("leaves out the Premium label of a neutral entry and the subtitle it lacks", () => {
  render(
    <FocusSlides
      wideCount={4}
      cards={[
        {
          id: "5",
          href: "/versorgungspartner/5",
          title: "Apotheke am Markt",
          premium: false,
          image: { alt: "", src: "/images/platzhalter.svg" },
        },
      ]}
    />,
  );
  const card = screen.getByRole("link", { name: "Apotheke am Markt" });
  expect(within(card).queryByText("Premium")).toBeNull();
  expect(card.querySelector(".focus-card-subtitle")).toBeNull();
  expect(screen.getByRole("list")).toHaveClass("focus-slides-4");
});
