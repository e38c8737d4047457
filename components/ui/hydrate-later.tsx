import { Activity, type ReactNode } from "react";

/**
 * Server HTML that React hydrates after the rest of the page, in small slices. A page hydrates in
 * one uninterrupted task; the content of a visible Activity boundary is skipped there and hydrated
 * afterwards at low priority, yielding to the browser every few milliseconds. So the first frame
 * and the main image are not held back by the code of carousels, tables and forms further down,
 * and the long main-thread tasks on a slow phone are split. A click on content not yet hydrated
 * hydrates its boundary first and is then replayed.
 *
 * Not a Suspense boundary: the HTML is the same as without it (React adds two comments), and the
 * page is still sent in one piece. Around a Suspense boundary, content that was not ready when the
 * page's first bytes were written was sent later and put in place by an inline script.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Activity mode="visible">{children}</Activity>;
}
