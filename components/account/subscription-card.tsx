"use client";

import { Link } from "@/components/ui/link";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { PortalButton } from "@/components/billing/checkout-button";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import {
  canReactivate,
  subscriptionDateLine,
  subscriptionLabel,
  type SubscriptionFacts,
} from "@/lib/subscription-view";
import { cancelSubscription, reactivateSubscription } from "@/server/actions/billing";

type Pending = "cancel" | "reactivate" | null;

const CONFIRM = {
  cancel: {
    title: "Abonnement stornieren?",
    text: "Ihr Abonnement läuft bis zum Ende des bezahlten Zeitraums und wird danach nicht verlängert.",
    button: "Ja, stornieren",
  },
  reactivate: {
    title: "Abonnement wieder aktivieren?",
    text: "Ihr Abonnement wird zum Ende des Zeitraums wieder verlängert.",
    button: "Ja, wieder aktivieren",
  },
};

/** The 'Abonnement' card: state, dates, cancel/reactivate with confirmation, Stripe's portal. */
export function SubscriptionCard({
  planTitle,
  initial,
  hasCustomer,
}: {
  planTitle: string | null;
  initial: SubscriptionFacts | null;
  hasCustomer: boolean;
}) {
  const [subscription, setSubscription] = useState(initial);
  const [confirming, setConfirming] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    if (!confirming) return;
    setBusy(true);
    const cancel = confirming === "cancel";
    const fallback = cancel ? "Abonnement nicht storniert" : "Es ist etwas schief gelaufen...";
    const result = await (cancel ? cancelSubscription() : reactivateSubscription()).catch(() => ({
      ok: false,
      message: fallback,
      data: undefined,
    }));
    setBusy(false);
    setConfirming(null);
    if (!result.ok || !result.data) {
      toast.error(result.message ?? fallback);
      return;
    }
    // Stripe's answer, shown at once; the webhook stores the same state.
    setSubscription(result.data);
    toast.success(result.message);
  }

  if (!subscription) {
    return (
      <div className="flex flex-col items-start gap-4">
        <p>Sie haben noch kein Abonnement.</p>
        <Link
          href="/admin/plans"
          className="rounded bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
        >
          Abonnement wählen
        </Link>
      </div>
    );
  }

  const label = subscriptionLabel(subscription);
  const dateLine = subscriptionDateLine(subscription);
  const ended = label === "STORNIERT" && !canReactivate(subscription);
  return (
    <div className="flex flex-col items-start gap-4">
      <p className="flex flex-wrap items-center gap-3">
        {planTitle ? <span className="font-semibold">{planTitle}</span> : null}
        <span
          data-testid="abo-status"
          className={`rounded px-2 py-1 text-sm font-bold ${label === "AKTIV" ? "bg-green-100 text-green-900" : "bg-red-100 text-red-900"}`}
        >
          {label}
        </span>
      </p>
      {dateLine ? <p>{dateLine}</p> : null}
      <div className="flex flex-wrap gap-3">
        {label === "AKTIV" ? (
          <Button type="button" variant="danger" onClick={() => setConfirming("cancel")}>
            Stornieren
          </Button>
        ) : null}
        {canReactivate(subscription) ? (
          <Button type="button" onClick={() => setConfirming("reactivate")}>
            Wieder Aktivieren
          </Button>
        ) : null}
        {ended ? (
          <Link
            href="/admin/plans"
            className="rounded bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
          >
            Neues Abonnement wählen
          </Link>
        ) : null}
        {hasCustomer ? <PortalButton label="Rechnungen und Zahlungsmittel" /> : null}
      </div>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        title={confirming ? CONFIRM[confirming].title : ""}
        description={confirming ? CONFIRM[confirming].text : undefined}
        confirmLabel={confirming ? CONFIRM[confirming].button : ""}
        busy={busy}
        danger={confirming === "cancel"}
        onConfirm={confirm}
      />
    </div>
  );
}
