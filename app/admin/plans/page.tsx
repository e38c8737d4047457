import type { Metadata } from "next";
import { CheckoutButton, PortalButton } from "@/components/billing/checkout-button";
import { PlanCard, TestModeNotice } from "@/components/billing/plan-card";
import { Alert } from "@/components/ui/alert";
import { entitlementsOf } from "@/lib/entitlements";
import { BILLING_MESSAGES, GENERIC_ERROR } from "@/lib/messages";
import { requireUser } from "@/server/auth/session";
import { getBillingMode } from "@/server/cms/billing";
import { listPlans } from "@/server/cms/plans";
import { getCurrentSubscription } from "@/server/cms/subscriptions";

export const metadata: Metadata = { title: "Abonnements", robots: { index: false } };

export default async function PlansPage({ searchParams }: { searchParams: Promise<{ checkout?: string }> }) {
  const { user } = await requireUser("/admin/plans");
  // The checkout route sends a form posted without JavaScript back here when it failed.
  const { checkout } = await searchParams;
  const checkoutFailed = checkout === "fehler";
  // Stripe's cancel_url (cms/src/billing/catalogue.ts): the visitor chose "Abbrechen" there.
  const checkoutCancelled = checkout === "abgebrochen";
  const [allPlans, subscription, mode] = await Promise.all([
    listPlans(),
    getCurrentSubscription(user.id),
    getBillingMode(),
  ]);
  const plans = allPlans.filter((plan) => plan.kind === user.Rolle);
  // One subscription at a time: a running one changes plan in Stripe's customer portal.
  const current = entitlementsOf(subscription) ? subscription : null;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-2xl font-bold">Abonnements</h1>
      <p className="mt-2 text-muted">
        {current?.plan
          ? `Ihr Abonnement: ${current.plan.title}. Einen Wechsel nehmen Sie unter „Rechnungen und Zahlungsmittel“ vor.`
          : "Wählen Sie das Abonnement für Ihre Inserate."}
      </p>
      {checkoutFailed ? (
        <div className="mt-4">
          <Alert>{GENERIC_ERROR}</Alert>
        </div>
      ) : null}
      {checkoutCancelled ? (
        <p role="status" className="mt-4 rounded border border-brand-700 bg-brand-50 px-4 py-3">
          {BILLING_MESSAGES.checkoutCancelled}
        </p>
      ) : null}
      {mode.testMode ? <TestModeNotice /> : null}
      <h2 className="mt-8 text-xl font-bold">Tarife für {user.Rolle}</h2>
      {plans.length === 0 ? (
        <p className="mt-6">Keine Daten verfügbar</p>
      ) : (
        <ul className={`mt-4 grid gap-6 ${plans.length > 2 ? "md:grid-cols-3" : "md:grid-cols-2"}`}>
          {plans.map((plan) => {
            const isCurrent = current?.plan?.documentId === plan.documentId;
            return (
              <PlanCard
                key={plan.id}
                plan={plan}
                heading={plan.title}
                priceSuffix="/ Jahr"
                badge={
                  isCurrent ? (
                    <p className="mb-2 self-start rounded-full border border-brand-700 px-3 py-1 text-sm font-semibold text-brand-700">
                      Ihr aktuelles Abonnement
                    </p>
                  ) : null
                }
              >
                {current ? (
                  isCurrent ? null : (
                    <PortalButton label="Tarif wechseln" />
                  )
                ) : (
                  <CheckoutButton planId={plan.documentId} planTitle={plan.title} />
                )}
              </PlanCard>
            );
          })}
        </ul>
      )}
    </div>
  );
}
