"use client";

import { useEffect } from "react";

/**
 * A page that calls notFound() is answered (HTTP 404) with Next's error shell, whose <html> has no
 * lang attribute; the not-found message is then rendered in the browser. This sets the language
 * there, so screen readers read the page as German (WCAG 3.1.1).
 */
export function DocumentLanguage({ lang = "de" }: { lang?: string }) {
  useEffect(() => {
    if (!document.documentElement.lang) document.documentElement.lang = lang;
  }, [lang]);
  return null;
}
