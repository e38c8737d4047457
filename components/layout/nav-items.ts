export const MAIN_NAV = [
  { href: "/suche", label: "Suchen" },
  { href: "/veranstaltungen", label: "Veranstaltungen" },
  { href: "/referenten", label: "Referenten" },
  { href: "/hersteller", label: "Hersteller/Produkte" },
  { href: "/versorgungspartner", label: "Versorgungspartner" },
  { href: "/info", label: "Über" },
  { href: "/abo", label: "Abonnements" },
] as const;
