import type { ReactNode } from "react";

/** An external link styled as a button; opens in a new tab. */
export function LinkButton({
  href,
  children,
  primary = false,
}: {
  href: string;
  children: ReactNode;
  primary?: boolean;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={`inline-block rounded px-4 py-2 font-semibold ${primary ? "bg-brand-700 text-white hover:bg-brand-800" : "border border-brand-700 text-brand-700 hover:bg-brand-50"}`}
    >
      {children}
      <span className="sr-only"> (öffnet in neuem Tab)</span>
    </a>
  );
}
