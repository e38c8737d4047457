import type { Metadata } from "next";
import Link from "next/link";
import { formatEuro } from "@/lib/format";
import type { Plan } from "@/lib/types";
import { listPlans } from "@/server/cms/plans";

export const metadata: Metadata = {
  title: "Abonnements",
  description:
    "Jahresabonnements für Hersteller, Referenten, Versorgungspartner und Veranstalter im Wundportal.",
};

const KINDS = ["Hersteller", "Referent", "Versorgungspartner", "Veranstalter"] as const;

function PlanCard({ plan }: { plan: Plan }) {
  return (
    <li
      className={`flex flex-col rounded-lg border p-6 ${plan.highlight ? "border-brand-700 shadow-md" : "border-gray-200"}`}
    >
      {plan.highlight ? (
        <p className="mb-2 self-start rounded-full bg-brand-700 px-3 py-1 text-sm font-semibold text-white">
          Am Beliebtesten
        </p>
      ) : null}
      <h3 className="text-xl font-bold">{plan.tier}</h3>
      <p className="mt-2 text-2xl font-bold">
        {formatEuro(plan.priceCents)} <span className="text-base font-normal">pro Jahr</span>
      </p>
      <p className="text-sm text-muted">inkl. gesetzlicher MwSt., jährliche Zahlung</p>
      <ul className="mt-4 flex-1 list-disc space-y-1 pl-5">
        {plan.descriptionLines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <Link
        href="/admin/plans"
        className="mt-6 rounded bg-brand-700 px-4 py-2 text-center font-semibold text-white hover:bg-brand-800"
      >
        Jetzt Auswählen<span className="sr-only">: {plan.title}</span>
      </Link>
    </li>
  );
}

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
              <summary className="cursor-pointer text-xl font-bold">{kind}</summary>
              {ofKind.length === 0 ? (
                <p>Keine Daten verfügbar</p>
              ) : (
                <ul className={`grid gap-6 ${ofKind.length > 2 ? "md:grid-cols-3" : "md:grid-cols-2"}`}>
                  {ofKind.map((plan) => (
                    <PlanCard key={plan.id} plan={plan} />
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
