import NextLink from "next/link";
import type { ComponentProps } from "react";

/**
 * Next's Link without prefetching. By default every link that scrolls into view prefetches its
 * route: on a list page that was some twenty requests whose answers the phone then parsed on the
 * main thread, most of the page's blocking time in Lighthouse. Pages answer from memory
 * in milliseconds, so a click fetches its page without a noticeable wait; navigation stays client-side.
 */
export function Link(props: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={false} {...props} />;
}
