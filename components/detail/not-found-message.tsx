import { Link } from "@/components/ui/link";
import { DocumentLanguage } from "./document-language";

export function NotFoundMessage({
  message,
  backHref,
  backLabel,
}: {
  message: string;
  backHref: string;
  backLabel: string;
}) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center">
      <DocumentLanguage />
      <h1 className="text-2xl font-bold">{message}</h1>
      <Link href={backHref} className="mt-6 inline-block text-brand-700 underline">
        {backLabel}
      </Link>
    </div>
  );
}
