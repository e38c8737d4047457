"use client";

import { usePathname } from "next/navigation";
import type { ComponentProps } from "react";
import { noScriptAction } from "@/lib/no-script";

/**
 * A form whose script sends it (its onSubmit prevents the browser's own submit). Submitted before
 * hydration or without JavaScript, it posts to a route that reads nothing and explains why, so
 * what was typed never ends up in a URL (lib/no-script.ts).
 */
export function PostForm({ children, ...props }: Omit<ComponentProps<"form">, "method" | "action">) {
  const pathname = usePathname();
  return (
    <form {...props} method="post" action={noScriptAction(pathname)}>
      <noscript>
        <p className="rounded border border-amber-700 bg-amber-50 px-4 py-3">
          Dieses Formular braucht JavaScript. Bitte aktivieren Sie JavaScript in Ihrem Browser.
        </p>
      </noscript>
      {children}
    </form>
  );
}
