import type { Metadata } from "next";
import { ProsePage } from "@/components/layout/prose-page";
import { siteConfig } from "@/server/env";

export const metadata: Metadata = { title: "Impressum", description: "Angaben gemäß § 5 DDG." };

export default function ImprintPage() {
  const { CONTACT_EMAIL } = siteConfig();
  return (
    <ProsePage title="Impressum">
      <h2>Angaben gemäß § 5 DDG</h2>
      <p>
        Wundportal GmbH
        <br />
        Musterstraße 1
        <br />
        20095 Hamburg
      </p>
      <p>
        Vertreten durch die Geschäftsführung
        <br />
        Registergericht: Amtsgericht Hamburg
      </p>
      <h2>Kontakt</h2>
      <p>
        E-Mail: <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
      </p>
      <h2>Haftung für Inhalte</h2>
      <p>
        Die Inserate stellen Veranstalter, Referenten, Hersteller und Versorgungspartner selbst ein; für deren
        Richtigkeit sind sie verantwortlich. Werden uns Rechtsverletzungen bekannt, entfernen wir die
        betreffenden Inhalte umgehend.
      </p>
      <h2>Haftung für Links</h2>
      <p>Für Inhalte verlinkter externer Seiten sind ausschließlich deren Betreiber verantwortlich.</p>
      <h2>Urheberrecht</h2>
      <p>
        Inhalte und Werke auf diesen Seiten unterliegen dem deutschen Urheberrecht; Vervielfältigung bedarf
        der Zustimmung der Rechteinhaber.
      </p>
      <h2>Widerspruch gegen Werbe-E-Mails</h2>
      <p>
        Der Nutzung der im Impressum veröffentlichten Kontaktdaten zur Übersendung nicht angeforderter Werbung
        wird widersprochen.
      </p>
    </ProsePage>
  );
}
