import { Link } from "@/components/ui/link";

export function SiteFooter({ contactEmail }: { contactEmail: string }) {
  return (
    <footer className="mt-16 border-t border-gray-200 bg-brand-50">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-6 text-sm">
        <nav aria-label="Fußzeile">
          <ul className="flex flex-wrap gap-4">
            <li>
              <Link href="/abo" className="hover:underline">
                Abonnements
              </Link>
            </li>
            <li>
              <Link href="/info" className="hover:underline">
                Über uns
              </Link>
            </li>
            <li>
              <Link href="/datenschutz" className="hover:underline">
                Datenschutz
              </Link>
            </li>
            <li>
              <Link href="/impressum" className="hover:underline">
                Impressum
              </Link>
            </li>
            <li>
              <Link href="/barrierefreiheit" className="hover:underline">
                Barrierefreiheit
              </Link>
            </li>
          </ul>
        </nav>
        <p>
          Kontakt:{" "}
          <a href={`mailto:${contactEmail}`} className="underline">
            {contactEmail}
          </a>
        </p>
      </div>
    </footer>
  );
}
