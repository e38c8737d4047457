"use client";

// The dialog's code (Radix) is fetched when a dialog is first wanted, not with every page: most
// visitors of a public page never open one. Render `LazyDialog` only from the first opening on,
// and give it `returnFocus`, since its opening button is plain page HTML (use-lazy-dialog.ts).
import dynamic from "next/dynamic";

const loadDialog = () => import("./dialog");

/** Starts fetching the dialog's code (on pointer-enter or focus of the button that opens it). */
export const preloadDialog = () => void loadDialog();

export const LazyDialog = dynamic(() => loadDialog().then((m) => m.Dialog), { ssr: false });
