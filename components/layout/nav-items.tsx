export const MAIN_NAV = [
  { href: "/suche", label: "Suchen" },
  { href: "/veranstaltungen", label: "Veranstaltungen" },
  { href: "/referenten", label: "Referenten" },
  { href: "/hersteller", label: "Hersteller/Produkte" },
  { href: "/versorgungspartner", label: "Versorgungspartner" },
  { href: "/info", label: "Über" },
  { href: "/abo", label: "Abonnements" },
] as const;

/** The Jobbörse entry of the navigation: shown, not yet a link. */
export function JobsComingSoon({ className }: { className: string }) {
  return (
    <span aria-disabled="true" className={className}>
      Jobbörse <span className="text-xs">(Coming Soon)</span>
    </span>
  );
}
