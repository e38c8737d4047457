import { Link } from "@/components/ui/link";
import { ListingImage } from "@/components/ui/listing-image";
import type { Media } from "@/lib/types";

interface Related {
  id: number;
  label: string;
  href: string;
  image: Media | null;
}

/** Linked listings (e.g. an event's speakers) followed by external ones known only by name. */
export function RelatedListings({
  id,
  title,
  items,
  external,
  imageClassName,
}: {
  id: string;
  title: string;
  items: Related[];
  external: string[];
  imageClassName: string;
}) {
  if (items.length + external.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-4">
        {items.map((item) => (
          <li key={item.id}>
            <Link
              href={item.href}
              className="flex items-center gap-3 rounded border border-gray-200 p-2 pr-4 hover:bg-brand-50"
            >
              <ListingImage media={item.image} alt="" className={`h-12 w-12 shrink-0 ${imageClassName}`} />
              <span className="font-semibold text-brand-700">{item.label}</span>
            </Link>
          </li>
        ))}
        {external.map((name) => (
          <li key={name} className="rounded border border-gray-200 p-3">
            {name}
          </li>
        ))}
      </ul>
    </section>
  );
}
