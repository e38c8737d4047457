"use client";

import type EmblaCarousel from "embla-carousel";
import type { EmblaCarouselType, EmblaOptionsType, EmblaPluginType } from "embla-carousel";
import { useCallback, useEffect, useRef } from "react";

type Idle = (callback: () => void, options?: { timeout: number }) => number;
type Loaded = { create: typeof EmblaCarousel; plugins: EmblaPluginType[] };

/** The events that start a carousel that waits for the visitor (`startOn: "touch"`). */
const FIRST_TOUCH = ["pointerdown", "focusin", "keydown"] as const;

/**
 * Embla on demand: the slides are plain server HTML (the first one visible and clickable at once);
 * the carousel script is fetched once the viewport is on screen and the browser is idle, or at
 * once when `start()` is called (a button press). Returns the viewport ref and `start`.
 *
 * `startOn: "touch"`, for a carousel that moves only when the visitor moves it: the script is
 * fetched on idle time as before, but the carousel is set up only at the first press, focus or key
 * inside the viewport's parent. Set up on idle time, a carousel of two dozen cards was a long
 * main-thread task while a slow phone was still loading the page. The listeners sit on the parent
 * in the capture phase and set Embla up synchronously (its script is there by then), so Embla's
 * own listeners on the viewport, added while this press is on its way down, still receive it: a
 * first swipe moves the carousel (the touch and mouse events follow the pointerdown).
 */
export function useLazyEmbla(
  options: EmblaOptionsType,
  plugins?: () => Promise<EmblaPluginType[]>,
  { startOn = "idle" }: { startOn?: "idle" | "touch" } = {},
): [viewport: React.RefObject<HTMLDivElement | null>, start: () => Promise<EmblaCarouselType | null>] {
  const viewport = useRef<HTMLDivElement>(null);
  const api = useRef<Promise<EmblaCarouselType | null> | null>(null);
  const instance = useRef<EmblaCarouselType | null>(null);
  // The options of the first render count (as with useEmblaCarousel's first call).
  const settings = useRef({ options, plugins });

  // The script and plugins once fetched, so that a carousel waiting for a touch is set up within it.
  const loaded = useRef<Loaded | null>(null);

  const load = useCallback(
    () =>
      Promise.all([import("embla-carousel"), settings.current.plugins?.() ?? Promise.resolve([])]).then(
        ([{ default: create }, extras]) => (loaded.current = { create, plugins: extras }),
      ),
    [],
  );

  const start = useCallback(() => {
    const setUp = ({ create, plugins: extras }: Loaded) => {
      if (!viewport.current) return null;
      instance.current = create(viewport.current, settings.current.options, extras);
      return instance.current;
    };
    api.current ??= loaded.current ? Promise.resolve(setUp(loaded.current)) : load().then(setUp);
    return api.current;
  }, [load]);

  useEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const stop = () => {
      instance.current?.destroy();
      instance.current = null;
      api.current = null;
    };
    const parent = element.parentElement;
    const idle: Idle =
      (window as { requestIdleCallback?: Idle }).requestIdleCallback ??
      ((callback) => window.setTimeout(callback, 200));
    if (startOn === "touch" && parent) {
      const first = () => {
        for (const type of FIRST_TOUCH) parent.removeEventListener(type, first, true);
        void start();
      };
      for (const type of FIRST_TOUCH) parent.addEventListener(type, first, true);
      idle(() => void load(), { timeout: 3000 });
      return () => {
        for (const type of FIRST_TOUCH) parent.removeEventListener(type, first, true);
        stop();
      };
    }
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      idle(() => void start(), { timeout: 3000 });
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      stop();
    };
  }, [load, start, startOn]);

  return [viewport, start];
}
