import { Link } from "@/components/ui/link";
import type { ListingKind } from "@wundportal/rules";
import type { ReactNode } from "react";
import { JsonLd } from "@/components/detail/json-ld";
import { ShareButton } from "@/components/detail/share-button";
import { MerkenButton } from "@/components/merkliste/merken-button";
import { ListingImage } from "@/components/ui/listing-image";
import { breadcrumbJsonLd } from "@/lib/jsonld";
import type { Media } from "@/lib/types";
import { siteConfig } from "@/server/env";

/**
 * Breadcrumb, picture and name of a detail page; `subtitle` stands under the name, then the
 * 'Teilen' button, `children` follow. People and organisations get a profile head on phones, as on jameda: a small picture
 * beside the name and what it is (city, category), the rest below at full width. Events and
 * products keep a large picture above the name.
 */
export function DetailHeader({
  crumbs,
  name,
  image,
  imageClassName,
  wideImage = false,
  subtitle,
  merken,
  children,
}: {
  crumbs: { href: string; label: string }[];
  name: string;
  image: Media | null;
  imageClassName: string;
  /** Events and products show a larger picture (2 : 3) than people and organisations (1 : 3). */
  wideImage?: boolean;
  subtitle?: ReactNode;
  /** The listing's Merken button (the Merkliste) under the subtitle; `path` is its page, to return to without JavaScript. */
  merken: { kind: ListingKind; documentId: string; path: string };
  children?: ReactNode;
}) {
  return (
    <>
      {/* The breadcrumb for search engines, from the same crumbs as the visible one. */}
      <JsonLd data={breadcrumbJsonLd(crumbs, name, siteConfig().SITE_URL)} />
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
      {/* minmax(0, 1fr): an auto column grew to the heading's longest word (a German compound),
          so the page got wider than the screen. From md the picture spans both rows and takes the
          extra height in the second, so the name and what follows it stay together. */}
      <div
        className={`grid gap-4 md:grid-rows-[auto_1fr] md:items-start md:gap-x-6 ${
          wideImage
            ? "grid-cols-[minmax(0,1fr)] md:grid-cols-[2fr_3fr]"
            : "grid-cols-[6rem_minmax(0,1fr)] items-center md:grid-cols-[1fr_3fr]"
        }`}
      >
        <ListingImage
          media={image}
          alt={name}
          priority
          sizes={wideImage ? "(min-width: 768px) 40vw, 100vw" : "(min-width: 768px) 25vw, 6rem"}
          className={`${imageClassName} md:row-span-2`}
        />
        {/* min-w-0: a grid item is otherwise as wide as its longest word, which a name may be. */}
        {/* The subtitle's words too ('Homecareunternehmen' beside the logo at 320 px). */}
        <div className="min-w-0 hyphens-auto wrap-anywhere">
          <h1 className={`font-bold ${wideImage ? "text-3xl" : "text-2xl md:text-3xl"}`}>{name}</h1>
          {subtitle}
          <div className="mt-3">
            <MerkenButton
              kind={merken.kind}
              documentId={merken.documentId}
              name={name}
              returnTo={merken.path}
              large
            />
          </div>
          <ShareButton />
        </div>
        {children ? (
          <div className={`min-w-0 md:col-start-2 ${wideImage ? "" : "col-span-2 md:col-span-1"}`}>
            {children}
          </div>
        ) : null}
      </div>
    </>
  );
}
