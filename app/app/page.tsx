import type { Metadata } from "next";

export const metadata: Metadata = { title: "App", robots: { index: false } };

/** Intentionally empty, as the specification's /app route. */
export default function AppPage() {
  return <h1 className="sr-only">App</h1>;
}
