"use client";

import type { EmblaCarouselType, EmblaOptionsType, EmblaPluginType } from "embla-carousel";
import { useCallback, useEffect, useRef } from "react";

type Idle = (callback: () => void, options?: { timeout: number }) => number;

/**
 * Embla on demand: the slides are plain server HTML (the first one visible and clickable at once);
 * the carousel script is fetched once the viewport is on screen and the browser is idle, or at
 * once when `start()` is called (a button press). Returns the viewport ref and `start`.
 */
export function useLazyEmbla(
  options: EmblaOptionsType,
  plugins?: () => Promise<EmblaPluginType[]>,
): [viewport: React.RefObject<HTMLDivElement | null>, start: () => Promise<EmblaCarouselType | null>] {
  const viewport = useRef<HTMLDivElement>(null);
  const api = useRef<Promise<EmblaCarouselType | null> | null>(null);
  const instance = useRef<EmblaCarouselType | null>(null);
  // The options of the first render count (as with useEmblaCarousel's first call).
  const settings = useRef({ options, plugins });

  const start = useCallback(() => {
    api.current ??= Promise.all([
      import("embla-carousel"),
      settings.current.plugins?.() ?? Promise.resolve([]),
    ]).then(([{ default: EmblaCarousel }, loaded]) => {
      if (!viewport.current) return null;
      instance.current = EmblaCarousel(viewport.current, settings.current.options, loaded);
      return instance.current;
    });
    return api.current;
  }, []);

  useEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const idle: Idle =
      (window as { requestIdleCallback?: Idle }).requestIdleCallback ??
      ((callback) => window.setTimeout(callback, 200));
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      idle(() => void start(), { timeout: 3000 });
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      instance.current?.destroy();
      instance.current = null;
      api.current = null;
    };
  }, [start]);

  return [viewport, start];
}
