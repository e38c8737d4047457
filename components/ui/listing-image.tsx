import type { Media } from "@/lib/types";

/** A listing's picture, or the placeholder when there is none. `alt=""` marks it decorative (e.g. next to its name in a link). */
export function ListingImage({
  media,
  alt,
  className,
  eager = false,
}: {
  media: Media | null;
  alt: string;
  className?: string;
  eager?: boolean;
}) {
  const src = media && media.kind === "image" ? media.url : "/images/platzhalter.svg";
  return (
    // eslint-disable-next-line @next/next/no-img-element -- CMS media with known size, served through /uploads
    <img
      src={src}
      alt={media && alt !== "" ? media.alt || alt : alt === "" ? "" : "Kein Bild vorhanden"}
      width={media?.width ?? 400}
      height={media?.height ?? 300}
      loading={eager ? "eager" : "lazy"}
      className={className}
    />
  );
}
