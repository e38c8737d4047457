import { getImageProps } from "next/image";
import { preload } from "react-dom";
import { memoOn } from "@/lib/memo";
import type { Media } from "@/lib/types";

/** Stands in for "no picture" as the owner of the placeholder's remembered props. */
const PLACEHOLDER = {};

type ListingImageOptions = {
  media: Media | null;
  alt: string;
  className?: string;
  eager?: boolean;
  priority?: boolean;
  sizes?: string;
  drawnWidth?: number;
};

/**
 * The `<img>` props of a listing's picture (see ListingImage), for a client component that draws
 * the picture from them.
 */
export function listingImageProps({
  media,
  alt,
  className,
  eager = false,
  priority = false,
  sizes = "64px",
  drawnWidth,
}: ListingImageOptions) {
  // The props depend only on these arguments, and a collection's media objects are replaced, never
  // changed: computed once per picture and use (a manufacturer page draws over a hundred per request).
  return memoOn(media ?? PLACEHOLDER, [alt, className, eager, priority, sizes, drawnWidth], () => {
    const src = media && media.kind === "image" ? media.url : "/images/platzhalter.svg";
    const intrinsic = { width: media?.width ?? 400, height: media?.height ?? 300 };
    // Only this origin's raster images are resized; SVGs and external storage are sent as they are.
    const optimizable = src.startsWith("/uploads/") && !/\.svg$/i.test(src);
    return getImageProps({
      src,
      alt: media && alt !== "" ? media.alt || alt : alt === "" ? "" : "Kein Bild vorhanden",
      ...(drawnWidth
        ? { width: drawnWidth, height: Math.round((drawnWidth * intrinsic.height) / intrinsic.width) }
        : { ...intrinsic, sizes }),
      unoptimized: !optimizable,
      loading: eager || priority ? "eager" : "lazy",
      fetchPriority: priority ? "high" : undefined,
      className,
    });
  }).props;
}

/**
 * A listing's picture, or the placeholder when there is none. `alt=""` marks it decorative (e.g.
 * next to its name in a link). CMS images go through Next's image optimizer in the sizes shown
 * (`sizes`: the CSS width it is drawn at); `priority` marks the page's main image (LCP).
 * `drawnWidth`, for a picture whose width does not follow the screen (table thumbnails, card
 * pictures of a fixed height): one source at that width and one at twice it, instead of one per
 * screen width; a list page's HTML repeats the sources of every picture.
 *
 * A plain `<img>` with the props Next's `<Image>` would give it (`getImageProps`): the same sources,
 * but no client component per picture to render on the server and hydrate in the browser (a
 * manufacturer list page holds over a hundred).
 */
export function ListingImage(options: ListingImageOptions) {
  const props = listingImageProps(options);
  // The main image is announced in the head, so the browser fetches it before it reaches the body
  // (what next/image's `preload` does).
  if (options.priority) {
    preload(props.src, {
      as: "image",
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
      fetchPriority: "high",
    });
  }
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- the props of next/image, alt included
  return <img {...props} />;
}
