import type { Metadata } from "next";
import Link from "next/link";

export const metadata: Metadata = { title: "Vielen Dank", robots: { index: false } };

export default function PaymentSuccessPage() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">Vielen Dank für Ihre Bestellung!</h1>
      <p className="mt-4">
        Ihre Zahlung ist eingegangen. Sobald Ihr Abonnement aktiv ist, sehen Sie es in Ihrem Benutzerkonto und
        können Ihre Inserate anlegen.
      </p>
      <div className="mt-8 flex justify-center gap-4">
        <Link
          href="/admin/benutzerkonto"
          className="rounded bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
        >
          Zum Benutzerkonto
        </Link>
        <Link
          href="/admin/inserieren"
          className="rounded border border-brand-700 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50"
        >
          Inserat anlegen
        </Link>
      </div>
    </div>
  );
}
