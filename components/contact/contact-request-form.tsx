"use client";

// The contact form of a detail page, a client island: the page itself stays the same for every
// visitor (cacheable, no cookie read on the server). The island asks next-auth's own session
// endpoint whether someone is signed in; the server action checks again with the CMS. The form's
// code loads only for signed-in visitors (contact-form.tsx).
import dynamic from "next/dynamic";
import { Link } from "@/components/ui/link";
import { useEffect, useId, useState } from "react";
import type { MainListingKind } from "@wundportal/rules";
import { CONTACT_MESSAGES } from "@/lib/messages";
import { SignInLink } from "./sign-in-link";

const LOADING = <p className="text-muted">Wird geladen...</p>;

const ContactForm = dynamic(() => import("./contact-form").then((m) => m.ContactForm), {
  loading: () => LOADING,
});

type Visitor =
  { status: "loading" } | { status: "anonymous" } | { status: "signedIn"; name: string; email: string };

/** next-auth's session endpoint: `{}` when signed out, else `{ user: { name, email } }` (no token). */
async function loadVisitor(): Promise<Visitor> {
  try {
    const response = await fetch("/api/auth/session", {
      cache: "no-store",
      signal: AbortSignal.timeout(5000),
    });
    const session = (await response.json()) as { user?: { name?: string; email?: string } } | null;
    return session?.user
      ? { status: "signedIn", name: session.user.name ?? "", email: session.user.email ?? "" }
      : { status: "anonymous" };
  } catch {
    return { status: "anonymous" };
  }
}

/** 'Kontakt aufnehmen' on a detail page: the form for signed-in users, a sign-in link for everyone else. */
export function ContactRequest({ kind, id }: { kind: MainListingKind; id: number }) {
  const headingId = useId();
  const [visitor, setVisitor] = useState<Visitor>({ status: "loading" });
  useEffect(() => {
    let live = true;
    void loadVisitor().then((v) => {
      if (live) setVisitor(v);
    });
    return () => {
      live = false;
    };
  }, []);

  return (
    <section aria-labelledby={headingId} className="mt-8 rounded-lg border border-gray-200 p-4 sm:p-6">
      <h2 id={headingId} className="mb-4 text-xl font-bold">
        Kontakt aufnehmen
      </h2>
      {visitor.status === "loading" ? (
        LOADING
      ) : visitor.status === "anonymous" ? (
        <SignInLink text={CONTACT_MESSAGES.signInNeeded} />
      ) : !visitor.email ? (
        <p>
          {CONTACT_MESSAGES.emailMissing}{" "}
          <Link href="/admin/benutzerkonto" className="font-semibold text-brand-700 underline">
            Zum Benutzerkonto
          </Link>
        </p>
      ) : (
        <ContactForm kind={kind} id={id} name={visitor.name} />
      )}
    </section>
  );
}
