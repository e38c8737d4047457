"use client";

// The carousel itself, loaded on demand by useLazyEmbla: embla-carousel-react's hook driving a
// viewport that is already on the page (its slides are server HTML).
import type { EmblaCarouselType, EmblaOptionsType, EmblaPluginType } from "embla-carousel";
import useEmblaCarousel from "embla-carousel-react";
import { useEffect, useLayoutEffect } from "react";

/**
 * Sets Embla up on `viewport` while mounted and takes it down when unmounted; draws nothing. The
 * viewport is handed to the hook's ref in a layout effect, not rendered here: the slides stay the
 * elements the visitor may already be touching or focusing.
 */
export function EmblaMount({
  viewport,
  options,
  plugins,
  onReady,
}: {
  viewport: HTMLElement;
  options: EmblaOptionsType;
  plugins: EmblaPluginType[];
  onReady: (embla: EmblaCarouselType) => void;
}) {
  const [ref, embla] = useEmblaCarousel(options, plugins);
  useLayoutEffect(() => ref(viewport), [ref, viewport]);
  useEffect(() => {
    if (embla) onReady(embla);
  }, [embla, onReady]);
  return null;
}
