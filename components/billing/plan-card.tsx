import type { ReactNode } from "react";
import { formatEuro } from "@/lib/format";
import type { Plan } from "@/lib/types";

/** One plan: tier or title, yearly price, features, and what the page offers to do with it. */
export function PlanCard({
  plan,
  heading,
  priceSuffix,
  badge,
  children,
}: {
  plan: Plan;
  heading: string;
  priceSuffix: string;
  badge?: ReactNode;
  children: ReactNode;
}) {
  return (
    <li
      className={`flex flex-col rounded-lg border p-6 ${plan.highlight ? "border-brand-700 shadow-md" : "border-gray-200"}`}
    >
      {plan.highlight ? (
        <p className="mb-2 self-start rounded-full bg-brand-700 px-3 py-1 text-sm font-semibold text-white">
          Am Beliebtesten
        </p>
      ) : null}
      {badge}
      <h3 className="text-xl font-bold">{heading}</h3>
      <p className="mt-2 text-2xl font-bold">
        {formatEuro(plan.priceCents)} <span className="text-base font-normal">{priceSuffix}</span>
      </p>
      <p className="text-sm text-muted">inkl. gesetzlicher MwSt., jährliche Zahlung</p>
      <ul className="mt-4 flex-1 list-disc space-y-1 pl-5">
        {plan.descriptionLines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <div className="mt-6">{children}</div>
    </li>
  );
}

/** The notice that payments run against the emulator or a Stripe test account. */
export function TestModeNotice() {
  return (
    <p className="mt-4 rounded border border-amber-700 bg-amber-50 px-4 py-3 text-amber-900">
      <strong>Testmodus:</strong> Zahlungen werden nur simuliert, es wird kein Geld abgebucht.
    </p>
  );
}
