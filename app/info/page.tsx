import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { ProsePage } from "@/components/layout/prose-page";

export const metadata: Metadata = {
  title: "Über uns",
  description:
    "Das Wundportal verbindet Fachkräfte der Wundversorgung und Ernährung mit Fortbildungen, Referenten, Herstellern und Versorgungspartnern.",
};

export default function InfoPage() {
  return (
    <ProsePage title="Über das Wundportal">
      <p>
        Das Wundportal ist die Plattform für Fachkräfte der chronischen Wundversorgung, Stoma- und
        Kontinenzversorgung, Podologie und Ernährungstherapie. Hier finden Sie Kongresse und Fortbildungen mit
        Fortbildungspunkten, erfahrene Referentinnen und Referenten, Hersteller mit ihren Produkten und
        Versorgungspartner in Ihrer Nähe.
      </p>
      <h2>Für Besucherinnen und Besucher</h2>
      <ul>
        <li>
          <Link href="/veranstaltungen">Veranstaltungen</Link> nach Termin, Ort, Themen und
          Fortbildungspunkten filtern
        </li>
        <li>
          <Link href="/hersteller">Produkte</Link> nach Kategorie, Größe und Eigenschaften vergleichen
        </li>
        <li>
          <Link href="/versorgungspartner">Versorgungspartner</Link> nach Bundesland und Aufgabengebiet finden
        </li>
        <li>
          <Link href="/referenten">Referenten</Link> für Ihre Veranstaltung entdecken
        </li>
      </ul>
      <h2>Für Anbieter</h2>
      <p>
        Veranstalter, Referenten, Hersteller und Versorgungspartner stellen ihre Inserate mit einem
        <Link href="/abo"> Jahresabonnement</Link> selbst ein und pflegen sie jederzeit.
      </p>
    </ProsePage>
  );
}
