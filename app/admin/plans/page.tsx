import type { Metadata } from "next";
import { formatEuro } from "@/lib/format";
import { requireUser } from "@/server/auth/session";
import { listPlans } from "@/server/cms/plans";

export const metadata: Metadata = { title: "Abonnements", robots: { index: false } };

export default async function PlansPage() {
  const { user } = await requireUser("/admin/plans");
  const plans = (await listPlans()).filter((plan) => user.Rolle && plan.title.includes(user.Rolle));
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-2xl font-bold">Abonnements</h1>
      <p className="mt-2 text-muted">Wählen Sie das Abonnement für Ihre Inserate.</p>
      <ul className={`mt-6 grid gap-6 ${plans.length > 2 ? "md:grid-cols-3" : "md:grid-cols-2"}`}>
        {plans.map((plan) => (
          <li key={plan.id} className="flex flex-col rounded-lg border border-gray-200 p-6">
            {plan.highlight ? (
              <p className="mb-2 text-sm font-semibold text-brand-700">Am Beliebtesten</p>
            ) : null}
            <h2 className="text-xl font-bold">{plan.title}</h2>
            <p className="mt-2 text-2xl font-bold">
              {formatEuro(plan.priceCents)} <span className="text-base font-normal">/ Jahr</span>
            </p>
            <ul className="mt-4 list-disc pl-5">
              {plan.descriptionLines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </div>
  );
}
