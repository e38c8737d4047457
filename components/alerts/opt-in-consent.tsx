// The consent label of the mails a visitor asks for without an account (saved searches, reminders):
// what is kept and why, then the link to the privacy statement.
import type { ReactNode } from "react";
import { Link } from "@/components/ui/link";

export function OptInConsentLabel({ children }: { children: ReactNode }) {
  return (
    <>
      {children} Mehr in den{" "}
      <Link href="/datenschutz" className="text-brand-700 underline" target="_blank">
        Datenschutzbestimmungen
      </Link>
      .
    </>
  );
}
