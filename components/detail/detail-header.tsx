import { Link } from "@/components/ui/link";
import type { ReactNode } from "react";
import { ListingImage } from "@/components/ui/listing-image";
import type { Media } from "@/lib/types";

/** Breadcrumb, picture and name of a detail page; `children` follow the name. */
export function DetailHeader({
  crumbs,
  name,
  image,
  imageClassName,
  wideImage = false,
  children,
}: {
  crumbs: { href: string; label: string }[];
  name: string;
  image: Media | null;
  imageClassName: string;
  /** Events and products show a larger picture (2 : 3) than people and organisations (1 : 3). */
  wideImage?: boolean;
  children?: ReactNode;
}) {
  return (
    <>
      <nav aria-label="Brotkrumen" className="mb-4 text-sm wrap-anywhere">
        {crumbs.map((crumb) => (
          <span key={crumb.href}>
            <Link href={crumb.href} className="text-brand-700 underline">
              {crumb.label}
            </Link>{" "}
            /{" "}
          </span>
        ))}
        {name}
      </nav>
      {/* minmax(0, 1fr) on phones: an auto column grew to the heading's longest word (a German
          compound in text-3xl), so the page got wider than the screen. */}
      <div
        className={`grid grid-cols-[minmax(0,1fr)] gap-6 ${wideImage ? "md:grid-cols-[2fr_3fr]" : "md:grid-cols-[1fr_3fr]"}`}
      >
        <ListingImage
          media={image}
          alt={name}
          priority
          sizes={wideImage ? "(min-width: 768px) 40vw, 100vw" : "(min-width: 768px) 25vw, 100vw"}
          className={imageClassName}
        />
        {/* min-w-0: a grid item is otherwise as wide as its longest word, which a name may be. */}
        <div className="min-w-0">
          <h1 className="text-3xl font-bold hyphens-auto wrap-anywhere">{name}</h1>
          {children}
        </div>
      </div>
    </>
  );
}
