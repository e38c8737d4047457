import Image from "next/image";
import type { Media } from "@/lib/types";

/**
 * A listing's picture, or the placeholder when there is none. `alt=""` marks it decorative (e.g.
 * next to its name in a link). CMS images go through Next's image optimizer in the sizes shown
 * (`sizes`: the CSS width it is drawn at); `priority` marks the page's main image (LCP).
 */
export function ListingImage({
  media,
  alt,
  className,
  eager = false,
  priority = false,
  sizes = "64px",
}: {
  media: Media | null;
  alt: string;
  className?: string;
  eager?: boolean;
  priority?: boolean;
  sizes?: string;
}) {
  const src = media && media.kind === "image" ? media.url : "/images/platzhalter.svg";
  // Only this origin's raster images are resized; SVGs and external storage are sent as they are.
  const optimizable = src.startsWith("/uploads/") && !/\.svg$/i.test(src);
  return (
    <Image
      src={src}
      alt={media && alt !== "" ? media.alt || alt : alt === "" ? "" : "Kein Bild vorhanden"}
      width={media?.width ?? 400}
      height={media?.height ?? 300}
      sizes={sizes}
      unoptimized={!optimizable}
      loading={eager || priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      className={className}
    />
  );
}
