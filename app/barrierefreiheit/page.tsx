import type { Metadata } from "next";
import { ProsePage } from "@/components/layout/prose-page";
import { siteConfig } from "@/server/env";

export const metadata: Metadata = {
  title: "Erklärung zur Barrierefreiheit",
  description: "Stand der Barrierefreiheit des Wundportals nach BFSG und WCAG 2.1 AA.",
};

export default function AccessibilityPage() {
  const { CONTACT_EMAIL } = siteConfig();
  return (
    <ProsePage title="Erklärung zur Barrierefreiheit">
      <p>
        Das Wundportal soll für alle Menschen nutzbar sein. Grundlage sind das
        Barrierefreiheitsstärkungsgesetz (BFSG) und die Anforderungen der WCAG 2.1 auf Stufe AA (EN 301 549).
      </p>
      <h2>Stand der Vereinbarkeit</h2>
      <p>
        Diese Website ist weitgehend mit den Anforderungen vereinbar. Jede Seite wird bei jeder Änderung
        automatisch mit axe auf Verstöße gegen WCAG 2.1 AA geprüft; alle Funktionen sind mit der Tastatur
        erreichbar, Formulare haben Beschriftungen und Fehlermeldungen werden angesagt.
      </p>
      <h2>Bekannte Einschränkungen</h2>
      <ul>
        <li>
          Karten sind für Screenreader nur eingeschränkt nutzbar; jeder Eintrag einer Karte steht zusätzlich
          in der Liste oder Tabelle der Seite.
        </li>
        <li>Von Anbietern hochgeladene PDF-Dokumente und Videos sind nicht in jedem Fall barrierefrei.</li>
      </ul>
      <h2>Barriere melden</h2>
      <p>
        Stoßen Sie auf eine Barriere? Schreiben Sie uns an{" "}
        <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>; wir antworten innerhalb von zwei Wochen.
      </p>
      <h2>Durchsetzungsverfahren</h2>
      <p>
        Erhalten Sie keine zufriedenstellende Antwort, können Sie sich an die zuständige
        Marktüberwachungsbehörde der Länder für die Barrierefreiheit von Produkten und Dienstleistungen (MLBF)
        in Magdeburg wenden.
      </p>
      <p>Erstellt am 21.11.2026.</p>
    </ProsePage>
  );
}
