"use client";

import type { EmblaCarouselType, EmblaOptionsType, EmblaPluginType } from "embla-carousel";
import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { flushSync } from "react-dom";
import type { EmblaMount } from "./embla-mount";

type Idle = (callback: () => void, options?: { timeout: number }) => number;
type Loaded = { Mount: typeof EmblaMount; plugins: EmblaPluginType[] };

/** The events that start a carousel that waits for the visitor (`startOn: "touch"`). */
const FIRST_TOUCH = ["pointerdown", "focusin", "keydown"] as const;

/**
 * Embla on demand, through embla-carousel-react's `useEmblaCarousel`: the slides are plain server
 * HTML (the first one visible and clickable at once); the carousel's script (EmblaMount with the
 * hook) is fetched once the viewport is on screen and the browser is idle, or at once when
 * `start()` is called (a button press), and only then mounted. Returns the viewport ref, `start`
 * and the element to render anywhere inside the component (nothing until the carousel starts).
 *
 * `startOn: "touch"`, for a carousel that moves only when the visitor moves it: the script is
 * fetched on idle time as before, but the carousel is set up only at the first press, focus or key
 * inside the viewport's parent. Set up on idle time, a carousel of two dozen cards was a long
 * main-thread task while a slow phone was still loading the page. The listeners sit on the parent
 * in the capture phase and mount the hook synchronously (`flushSync`: its script is there by then,
 * and React runs the effects of a synchronous render before returning), so Embla's own listeners on
 * the viewport, added while this press is on its way down, still receive it: a first swipe moves
 * the carousel (the touch and mouse events follow the pointerdown).
 */
export function useLazyEmbla(
  options: EmblaOptionsType,
  plugins?: () => Promise<EmblaPluginType[]>,
  { startOn = "idle" }: { startOn?: "idle" | "touch" } = {},
): [
  viewport: React.RefObject<HTMLDivElement | null>,
  start: () => Promise<EmblaCarouselType | null>,
  carousel: ReactNode,
] {
  const viewport = useRef<HTMLDivElement>(null);
  // The options of the first render count (as with useEmblaCarousel's first call).
  const [settings] = useState({ options, plugins });
  // What is mounted once started: the hook's component and plugins, and the viewport it drives.
  const [mounted, setMounted] = useState<(Loaded & { element: HTMLElement }) | null>(null);
  const api = useRef<Promise<EmblaCarouselType | null> | null>(null);
  const ready = useRef<((embla: EmblaCarouselType | null) => void) | null>(null);

  // The script and plugins once fetched, so that a carousel waiting for a touch is set up within it.
  const loaded = useRef<Loaded | null>(null);

  const load = useCallback(
    () =>
      Promise.all([import("./embla-mount"), settings.plugins?.() ?? Promise.resolve([])]).then(
        ([{ EmblaMount: Mount }, extras]) => (loaded.current = { Mount, plugins: extras }),
      ),
    [settings],
  );

  // Hands the carousel to those who asked `start()` for it (EmblaMount calls it once Embla is up).
  const finish = useCallback((embla: EmblaCarouselType | null) => {
    ready.current?.(embla);
    ready.current = null;
  }, []);

  const start = useCallback(() => {
    const mount = (script: Loaded) => {
      const element = viewport.current;
      if (!element) return finish(null);
      flushSync(() => setMounted({ ...script, element }));
    };
    if (!api.current) {
      api.current = new Promise((resolve) => (ready.current = resolve));
      if (loaded.current) mount(loaded.current);
      else void load().then(mount);
    }
    return api.current;
  }, [load, finish]);

  useEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const stop = () => {
      setMounted(null);
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

  const carousel = mounted ? (
    <mounted.Mount
      viewport={mounted.element}
      options={settings.options}
      plugins={mounted.plugins}
      onReady={finish}
    />
  ) : null;
  return [viewport, start, carousel];
}
