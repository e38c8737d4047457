"use client";

// The contact form of a detail page, a client island: the page itself stays the same for every
// visitor (cacheable, no cookie read on the server). The island asks next-auth's own session
// endpoint whether someone is signed in; the server action checks again with the CMS.
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useId, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Field, TextAreaField } from "@/components/ui/field";
import { useActionForm } from "@/lib/forms/use-action-form";
import type { ListingKind } from "@/lib/listing-kinds";
import { CONTACT_MESSAGES, GENERIC_ERROR } from "@/lib/messages";
import { CONTACT_MESSAGE_MAX, contactSchema, type ContactInput } from "@/lib/schemas/contact";
import { sendContactRequest } from "@/server/actions/contact";

type Visitor = { status: "loading" } | { status: "anonymous" } | { status: "signedIn"; name: string; email: string };

/** next-auth's session endpoint: `{}` when signed out, else `{ user: { name, email } }` (no token). */
async function loadVisitor(): Promise<Visitor> {
  try {
    const response = await fetch("/api/auth/session", { cache: "no-store", signal: AbortSignal.timeout(5000) });
    const session = (await response.json()) as { user?: { name?: string; email?: string } } | null;
    return session?.user
      ? { status: "signedIn", name: session.user.name ?? "", email: session.user.email ?? "" }
      : { status: "anonymous" };
  } catch {
    return { status: "anonymous" };
  }
}

function SignInLink({ text }: { text: string }) {
  const pathname = usePathname();
  return (
    <p>
      {text}{" "}
      <Link href={`/signin?callbackUrl=${encodeURIComponent(pathname)}`} className="font-semibold text-brand-700 underline">
        Zur Anmeldung
      </Link>
    </p>
  );
}

/** What the last send said beyond the toast: sent (until the next keystroke), or sign in again. */
type Outcome = "none" | "sent" | "signInAgain";

function ContactForm({ kind, id, name }: { kind: ListingKind; id: number; name: string }) {
  const [outcome, setOutcome] = useState<Outcome>("none");
  const sent = outcome === "sent";
  const { form, submit, busy } = useActionForm<ContactInput>({
    schema: contactSchema,
    defaultValues: { listingKind: kind, listingId: id, name, message_body: "" },
    action: sendContactRequest,
    successMessage: CONTACT_MESSAGES.sent,
    onSuccess: (_result, values) => {
      setOutcome("sent");
      form.reset({ ...values, message_body: "" });
    },
    onFailure: (result) => {
      setOutcome(result.status === 401 ? "signInAgain" : "none");
      toast.error(result.message ?? GENERIC_ERROR);
    },
  });
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-describedby={sent ? "kontakt-gesendet" : undefined}>
      <Field label="Ihr Name" autoComplete="name" error={errors.name?.message} {...register("name")} />
      <TextAreaField
        label="Nachricht"
        rows={6}
        maxLength={CONTACT_MESSAGE_MAX}
        error={errors.message_body?.message}
        {...register("message_body", { onChange: () => setOutcome((now) => (now === "sent" ? "none" : now)) })}
      />
      <p className="text-sm text-muted">
        Ihre Nachricht wird als Email an den Inserenten geschickt; seine Antwort erreicht Sie an Ihre hinterlegte
        Email-Adresse.
      </p>
      <div>
        <Button type="submit" disabled={busy} aria-disabled={busy}>
          {busy ? CONTACT_MESSAGES.sending : "Kontaktanfrage senden"}
        </Button>
      </div>
      <div role="status">
        {sent ? (
          <p id="kontakt-gesendet" className="font-semibold text-green-800">
            {CONTACT_MESSAGES.sent}
          </p>
        ) : null}
      </div>
      {outcome === "signInAgain" ? <SignInLink text="Ihre Anmeldung ist abgelaufen." /> : null}
    </form>
  );
}

/** 'Kontakt aufnehmen' on a detail page: the form for signed-in users, a sign-in link for everyone else. */
export function ContactRequest({ kind, id }: { kind: ListingKind; id: number }) {
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
    <section aria-labelledby={headingId} className="mt-8 rounded-lg border border-gray-200 p-6">
      <h2 id={headingId} className="mb-4 text-xl font-bold">
        Kontakt aufnehmen
      </h2>
      {visitor.status === "loading" ? (
        <p className="text-muted">Wird geladen...</p>
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
