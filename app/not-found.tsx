import { Link } from "@/components/ui/link";

export default function NotFound() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">Seite nicht gefunden</h1>
      <p className="mt-4 text-muted">Die angeforderte Seite gibt es nicht (mehr).</p>
      <Link href="/" className="mt-6 inline-block text-brand-700 underline">
        Zur Startseite
      </Link>
    </div>
  );
}
