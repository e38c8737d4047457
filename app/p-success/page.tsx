import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { messageFor } from "@/lib/messages";
import { requireUser } from "@/server/auth/session";
import { getCheckoutResult, type CheckoutResult } from "@/server/cms/billing";
import { CmsError } from "@/server/cms/client";

export const metadata: Metadata = { title: "Zahlung", robots: { index: false } };

const LINK = "rounded px-4 py-2 font-semibold";
const PRIMARY = `${LINK} bg-brand-700 text-white hover:bg-brand-800`;
const SECONDARY = `${LINK} border border-brand-700 text-brand-700 hover:bg-brand-50`;

async function outcome(jwt: string, userId: number, sessionId: string): Promise<CheckoutResult | string> {
  try {
    return await getCheckoutResult(jwt, userId, sessionId);
  } catch (error) {
    if (!(error instanceof CmsError)) console.error("[abo] Checkout-Sitzung:", error);
    return messageFor(error instanceof CmsError ? error.code : undefined);
  }
}

export default async function PaymentSuccessPage({
  searchParams,
}: {
  searchParams: Promise<{ sessionId?: string | string[] }>;
}) {
  const { sessionId } = await searchParams;
  const id = typeof sessionId === "string" ? sessionId : "";
  const { user, jwt } = await requireUser(`/p-success${id ? `?sessionId=${encodeURIComponent(id)}` : ""}`);
  const result = id ? await outcome(jwt, user.id, id) : messageFor("checkout.notFound");
  const paid = typeof result !== "string" && result.status === "complete";

  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center">
      {paid ? (
        <>
          <h1 className="text-3xl font-bold">Vielen Dank für Ihre Bestellung!</h1>
          <p className="mt-4">
            {result.planTitle
              ? `Ihr Abonnement „${result.planTitle}“ ist gebucht. `
              : "Ihr Abonnement ist gebucht. "}
            Sie können jetzt Ihr erstes Inserat anlegen. Ihr Abonnement und Ihre Rechnungen finden Sie im
            Benutzerkonto.
          </p>
        </>
      ) : (
        <>
          <h1 className="text-3xl font-bold">Zahlung nicht abgeschlossen</h1>
          <p className="mt-4">
            {typeof result === "string"
              ? result
              : "Die Zahlung wurde noch nicht abgeschlossen. Sie können ein Abonnement erneut auswählen."}
          </p>
        </>
      )}
      <div className="mt-8 flex flex-wrap justify-center gap-4">
        {paid ? (
          <Link href="/admin/inserieren" className={PRIMARY}>
            Inserat anlegen
          </Link>
        ) : (
          <Link href="/admin/plans" className={PRIMARY}>
            Zu den Abonnements
          </Link>
        )}
        <Link href="/admin/benutzerkonto" className={SECONDARY}>
          Zum Benutzerkonto
        </Link>
      </div>
    </div>
  );
}
