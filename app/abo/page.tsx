import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { PlanCard } from "@/components/billing/plan-card";
import { listPlans } from "@/server/cms/plans";

export const metadata: Metadata = {
  title: "Abonnements",
  description:
    "Jahresabonnements für Hersteller, Referenten, Versorgungspartner und Veranstalter im Wundportal.",
};

const KINDS = ["Hersteller", "Referent", "Versorgungspartner", "Veranstalter"] as const;

export default async function AboPage() {
  const plans = await listPlans();
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold">Abonnements</h1>
      <p className="mt-3 max-w-3xl">
        Alle Abonnements laufen ein Jahr und werden jährlich abgerechnet. Wählen Sie den Bereich, in dem Sie
        inserieren möchten.
      </p>
      <div className="mt-8 space-y-4">
        {KINDS.map((kind, index) => {
          const ofKind = plans.filter((plan) => plan.kind === kind);
          return (
            <details
              key={kind}
              open={index === 0}
              className="rounded-lg border border-gray-200 p-4 [&[open]>summary]:mb-4"
            >
              {/* The kinds are the page's sections: each plan card's h3 belongs under one. */}
              <summary className="cursor-pointer">
                <h2 className="inline text-xl font-bold">{kind}</h2>
              </summary>
              {ofKind.length === 0 ? (
                <p>Keine Daten verfügbar</p>
              ) : (
                <ul className={`grid gap-6 ${ofKind.length > 2 ? "md:grid-cols-3" : "md:grid-cols-2"}`}>
                  {ofKind.map((plan) => (
                    <PlanCard key={plan.id} plan={plan} heading={plan.tier} priceSuffix="pro Jahr">
                      <Link
                        href="/admin/plans"
                        className="block rounded bg-brand-700 px-4 py-2 text-center font-semibold text-white hover:bg-brand-800"
                      >
                        Jetzt Auswählen<span className="sr-only">: {plan.title}</span>
                      </Link>
                    </PlanCard>
                  ))}
                </ul>
              )}
            </details>
          );
        })}
      </div>
    </div>
  );
}
