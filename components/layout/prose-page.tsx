import type { ReactNode } from "react";

/** Frame of the static text pages. */
export function ProsePage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
      <div className="mt-6 space-y-4 leading-relaxed wrap-anywhere [&_a]:text-brand-700 [&_a]:underline [&_h2]:mt-8 [&_h2]:text-xl [&_h2]:font-bold [&_h3]:mt-4 [&_h3]:font-bold [&_ul]:list-disc [&_ul]:pl-6">
        {children}
      </div>
    </div>
  );
}
