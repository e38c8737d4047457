"use client";

import Autoplay from "embla-carousel-autoplay";
import Fade from "embla-carousel-fade";
import useEmblaCarousel from "embla-carousel-react";
import type { BackgroundImage } from "@/lib/types";

/**
 * The start page's background: fading images, every 3000 ms, endless. It sits behind the search
 * box in a box of fixed height, so it never shifts the layout; only the first image loads eagerly.
 */
export function BackgroundSlider({ images }: { images: BackgroundImage[] }) {
  const [viewportRef] = useEmblaCarousel({ loop: true, watchDrag: false }, [
    Fade(),
    Autoplay({ delay: 3000, stopOnInteraction: false, stopOnMouseEnter: false }),
  ]);
  if (images.length === 0) return <div className="absolute inset-0 bg-brand-100" aria-hidden="true" />;
  return (
    <div ref={viewportRef} className="absolute inset-0 overflow-hidden" aria-hidden="true">
      <div className="flex h-full">
        {images.map((image, index) => (
          <div key={image.id} className="relative h-full min-w-0 shrink-0 grow-0 basis-full">
            {/* eslint-disable-next-line @next/next/no-img-element -- decorative, sized by its container */}
            <img
              src={image.url}
              alt=""
              loading={index === 0 ? "eager" : "lazy"}
              fetchPriority={index === 0 ? "high" : "low"}
              className="h-full w-full object-cover"
            />
          </div>
        ))}
      </div>
      <div className="absolute inset-0 bg-black/45" />
    </div>
  );
}
