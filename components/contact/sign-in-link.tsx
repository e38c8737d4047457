"use client";

import { Link } from "@/components/ui/link";
import { usePathname } from "next/navigation";

/** A sign-in link that brings the visitor back to this page. */
export function SignInLink({ text }: { text: string }) {
  const pathname = usePathname();
  return (
    <p>
      {text}{" "}
      <Link
        href={`/signin?callbackUrl=${encodeURIComponent(pathname)}`}
        className="font-semibold text-brand-700 underline"
      >
        Zur Anmeldung
      </Link>
    </p>
  );
}
