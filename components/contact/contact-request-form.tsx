"use client";

// The contact form of a detail page, a client island: the page itself stays the same for every
// visitor (cacheable, no cookie read on the server). The island asks next-auth's own session
// endpoint whether someone is signed in; the server action checks again with the CMS. The form's
// code loads only for signed-in visitors (contact-form.tsx).
import dynamic from "next/dynamic";
import { Link } from "@/components/ui/link";
import { useEffect, useId, useState } from "react";
import type { MainListingKind } from "@wundportal/rules";
import { editorPath } from "@/lib/listing-kinds";
import { CONTACT_MESSAGES } from "@/lib/messages";
import { SignInLink } from "./sign-in-link";

const LOADING = <p className="text-muted">Wird geladen...</p>;

const ContactForm = dynamic(() => import("./contact-form").then((m) => m.ContactForm), {
  loading: () => LOADING,
});

type Visitor =
  | { status: "loading" }
  | { status: "anonymous" }
  | { status: "owner" }
  | { status: "signedIn"; name: string; email: string };

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

/**
 * Whether the signed-in visitor placed this listing: one yes or no from the web app (the page does
 * not carry its owner). Unknown counts as no; the CMS refuses a request to one's own listing anyway.
 */
async function isOwn(kind: MainListingKind, id: number): Promise<boolean> {
  try {
    const response = await fetch(`/api/konto/eigenes-inserat?art=${encodeURIComponent(kind)}&id=${id}`, {
      cache: "no-store",
      signal: AbortSignal.timeout(5000),
    });
    return response.ok && ((await response.json()) as { own?: unknown }).own === true;
  } catch {
    return false;
  }
}

/** 'Kontakt aufnehmen' on a detail page: the form for signed-in users, a sign-in link for everyone else. */
export function ContactRequest({ kind, id }: { kind: MainListingKind; id: number }) {
  const headingId = useId();
  const [visitor, setVisitor] = useState<Visitor>({ status: "loading" });
  useEffect(() => {
    let live = true;
    void loadVisitor()
      .then(async (v): Promise<Visitor> =>
        v.status === "signedIn" && (await isOwn(kind, id)) ? { status: "owner" } : v,
      )
      .then((v) => {
        if (live) setVisitor(v);
      });
    return () => {
      live = false;
    };
  }, [kind, id]);

  return (
    <section aria-labelledby={headingId} className="mt-8 rounded-lg border border-gray-200 p-4 sm:p-6">
      <h2 id={headingId} className="mb-4 text-xl font-bold">
        Kontakt aufnehmen
      </h2>
      {visitor.status === "loading" ? (
        LOADING
      ) : visitor.status === "anonymous" ? (
        <SignInLink text={CONTACT_MESSAGES.signInNeeded} />
      ) : visitor.status === "owner" ? (
        <p>
          {CONTACT_MESSAGES.ownListing}{" "}
          <Link href={editorPath(kind, id)} className="font-semibold text-brand-700 underline">
            Inserat bearbeiten
          </Link>
        </p>
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
