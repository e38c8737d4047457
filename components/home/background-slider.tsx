"use client";

import Image from "next/image";
import { useLazyEmbla } from "@/components/ui/use-lazy-embla";
import type { BackgroundImage } from "@/lib/types";

// The fade and autoplay plugins load with the carousel, after the first image is on screen.
const plugins = () =>
  Promise.all([import("embla-carousel-fade"), import("embla-carousel-autoplay")]).then(
    ([{ default: Fade }, { default: Autoplay }]) => [
      Fade(),
      Autoplay({ delay: 3000, stopOnInteraction: false, stopOnMouseEnter: false }),
    ],
  );

/**
 * The start page's background: fading images, every 3000 ms, endless. It sits behind the search
 * box in a box of fixed height, so it never shifts the layout; only the first image loads eagerly.
 */
export function BackgroundSlider({ images }: { images: BackgroundImage[] }) {
  const [viewportRef, , carousel] = useLazyEmbla({ loop: true, watchDrag: false }, plugins);
  if (images.length === 0) return <div className="absolute inset-0 bg-brand-100" aria-hidden="true" />;
  return (
    <div ref={viewportRef} className="absolute inset-0 overflow-hidden" aria-hidden="true">
      <div className="flex h-full">
        {images.map((image, index) => (
          <div key={image.id} className="relative h-full min-w-0 shrink-0 grow-0 basis-full">
            {/* Through Next's image optimizer in the viewport's width: a phone gets a small file. */}
            <Image
              src={image.url}
              alt=""
              fill
              sizes="100vw"
              unoptimized={!image.url.startsWith("/uploads/") || /\.svg$/i.test(image.url)}
              loading={index === 0 ? "eager" : "lazy"}
              fetchPriority={index === 0 ? "high" : "low"}
              // The first image is the start page's largest element: announced in the head.
              preload={index === 0}
              className="object-cover"
            />
          </div>
        ))}
      </div>
      <div className="absolute inset-0 bg-black/45" />
      {carousel}
    </div>
  );
}
