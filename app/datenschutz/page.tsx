import type { Metadata } from "next";
import { ProsePage } from "@/components/layout/prose-page";
import { siteConfig } from "@/server/env";

export const metadata: Metadata = {
  title: "Datenschutzerklärung",
  description: "Wie das Wundportal personenbezogene Daten verarbeitet.",
};

export default function PrivacyPage() {
  const { CONTACT_EMAIL } = siteConfig();
  return (
    <ProsePage title="Datenschutzerklärung">
      <p>Stand: 02.03.2024</p>
      <h2>1. Verantwortlicher</h2>
      <p>
        Verantwortlich für die Datenverarbeitung auf dieser Website ist die Wundportal GmbH (Angaben siehe
        Impressum). Sie erreichen uns unter <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
      </p>
      <h2>2. Server-Protokolle</h2>
      <p>
        Beim Aufruf der Seiten verarbeitet unser Server technisch notwendige Daten (IP-Adresse, Zeitpunkt,
        aufgerufene Adresse, Browserkennung), um die Website auszuliefern und Angriffe abzuwehren (Art. 6 Abs.
        1 lit. f DSGVO). Zum Schutz vor Missbrauch zählen wir Anmelde-, Registrierungs- und Passwort-Anfragen
        je IP-Adresse und Konto für höchstens eine Stunde.
      </p>
      <h2>3. Registrierung und Nutzerkonto</h2>
      <p>
        Für ein Nutzerkonto speichern wir Nutzername, E-Mail-Adresse, Rolle, ein verschlüsselt gespeichertes
        Passwort sowie freiwillige Profilangaben (Art. 6 Abs. 1 lit. b DSGVO). Die E-Mail-Adresse bestätigen
        Sie über einen Link, den wir Ihnen senden. Fordern Sie diese Email erneut an, speichern wir den
        Zeitpunkt der letzten Anforderung bei Ihrem Konto, um höchstens eine solche Email pro Stunde zu senden
        (Art. 6 Abs. 1 lit. f DSGVO); er ist Teil des Datenexports und wird mit dem Konto gelöscht. Sie können
        Ihr Konto jederzeit im Benutzerkonto löschen, solange kein aktives Abonnement läuft.
      </p>
      <p>
        <strong>Merkliste im Konto:</strong> Sind Sie angemeldet, speichern wir Ihre Merkliste bei Ihrem
        Konto: je Eintrag nur die Art (Veranstaltung, Referent, Hersteller, Produkt, Versorgungspartner) und
        die Kennung des Inserats, höchstens 200 Einträge (Art. 6 Abs. 1 lit. b DSGVO, die von Ihnen gewünschte
        Funktion). Bei der Anmeldung übernehmen wir die Einträge der Merkliste Ihres Browsers in die des
        Kontos. Die Merkliste ist Teil des Datenexports Ihres Kontos; wir speichern sie, bis Sie Einträge
        entfernen oder Ihr Konto löschen, und löschen sie mit dem Konto. Nicht mehr veröffentlichte Inserate
        entfernen wir aus ihr.
      </p>
      <h2>4. Cookies und lokale Speicherung</h2>
      <ul>
        <li>
          <strong>Sitzungs-Cookie</strong> (<code>next-auth.session-token</code>, bei HTTPS mit Präfix{" "}
          <code>__Secure-</code>): wird nur nach der Anmeldung gesetzt, enthält verschlüsselt Ihre
          Nutzerkennung und die Anmeldung beim Inhaltsverwaltungssystem, ist für Skripte nicht lesbar
          (httpOnly) und läuft nach einem Tag ab oder endet mit der Abmeldung. Dazu gehören ein Schutz-Cookie
          gegen gefälschte Anfragen (<code>next-auth.csrf-token</code>) und die Rücksprungadresse (
          <code>next-auth.callback-url</code>). Diese Cookies sind technisch notwendig (§ 25 Abs. 2 TDDDG).
        </li>
        <li>
          <strong>Merkliste</strong> (<code>merkliste</code>, <code>merkliste2</code>,{" "}
          <code>merkliste-konto</code>): wird nur gesetzt, wenn Sie auf „Merken“ klicken; enthält nur die Art
          und die Kennung der gemerkten Inserate (höchstens 200), keine Angaben zu Ihrer Person, und ist ein
          Jahr gültig oder bis Sie alle Einträge entfernen. Angemeldet spiegelt es die Merkliste Ihres Kontos,
          und <code>merkliste-konto</code> enthält dann Ihre Nutzerkennung, damit die Einträge des Browsers
          nur einmal übernommen werden. Ohne dieses Cookie könnten wir die Merkliste, die Sie ausdrücklich
          anlegen, nicht anbieten; es braucht deshalb keine Einwilligung (§ 25 Abs. 2 Nr. 2 TDDDG; Art. 6 Abs.
          1 lit. b DSGVO).
        </li>
        <li>
          <strong>Kartenzustimmung</strong> (<code>kartenZustimmung</code> im lokalen Speicher Ihres
          Browsers): nur wenn Sie beim Laden einer Karte „Auswahl merken“ wählen; enthält nur den Wert „ja“
          und bleibt, bis Sie ihn im Browser löschen.
        </li>
        <li>
          <strong>Willkommenshinweise</strong> (lokaler Speicher): merken, dass Sie den Hinweis einer
          Suchseite bestätigt haben.
        </li>
      </ul>
      <h2>5. Karten (OpenStreetMap)</h2>
      <p>
        Karten laden wir erst, nachdem Sie auf „Karte laden“ geklickt haben. Dann ruft Ihr Browser
        Kartenkacheln von den Servern der OpenStreetMap Foundation (St John’s Innovation Centre, Cowley Road,
        Cambridge, CB4 0WS, Vereinigtes Königreich) ab; dabei wird Ihre IP-Adresse übermittelt (Art. 6 Abs. 1
        lit. a DSGVO). Ortssuchen in unseren Filtern beantwortet unser eigener Server mit einem mitgelieferten
        Ortsverzeichnis, ohne Dritte einzubeziehen.
      </p>
      <h2>6. Zahlungen</h2>
      <p>
        Abonnements bezahlen Sie über den Zahlungsdienstleister Stripe (Stripe Payments Europe Ltd., Dublin,
        Irland). Zahlungsdaten geben Sie direkt bei Stripe ein; wir erhalten nur den Status Ihres Abonnements
        (Art. 6 Abs. 1 lit. b DSGVO).
      </p>
      <h2>7. E-Mails</h2>
      <p>
        Bestätigungs-, Passwort- und Kontaktmails versenden wir über unseren Mailserver nur, soweit sie für
        die Nutzung nötig sind.
      </p>
      <p>
        Eine Kontaktanfrage an ein Inserat speichern wir mit Ihrem Namen, Ihrer Email-Adresse, der Nachricht
        und dem Inserat und senden sie an den Inserenten, der Ihnen direkt antworten kann. Die Anfrage ist
        Teil des Datenexports Ihres Kontos und wird mit Ihrem Konto gelöscht, ebenso mit dem Konto des
        Inserenten. Aufrufe der Inseratsseiten zählen wir nur als Anzahl je Inserat und Tag, ohne Cookie und
        ohne Ihre Adresse.
      </p>
      <h2>8. Gespeicherte Suchen und Email-Benachrichtigungen</h2>
      <p>
        Mit „Suche speichern“ auf den Listen der Veranstaltungen, Referenten und Versorgungspartner können Sie
        sich ohne Konto per Email über neue passende Einträge informieren lassen. Wir speichern dafür Ihre
        Email-Adresse, die Liste, den Filter der Suche (auch in Worten, wie ihn die Emails nennen), die
        gewählte Häufigkeit (täglich oder wöchentlich), ob und wann Sie bestätigt haben und wann wir zuletzt
        geprüft und geschrieben haben (Art. 6 Abs. 1 lit. a DSGVO, Ihre Einwilligung). Ihre IP-Adresse zählen
        wir nur kurz im Arbeitsspeicher, um Missbrauch zu begrenzen; sie wird nicht gespeichert.
      </p>
      <p>
        Zuerst senden wir eine Email mit einem Bestätigungslink (Double-Opt-in). Bestätigen Sie nicht
        innerhalb von 48 Stunden, löschen wir Ihre Adresse und die Suche automatisch. Eine bestätigte Suche
        speichern wir, bis Sie sie löschen: über „Abmelden“ oder „Benachrichtigung ändern oder löschen“ in
        jeder Email, oder mit der Abmeldefunktion Ihres Mailprogramms, soweit es die Abmeldung per Link
        unterstützt. Damit löschen wir die Suche und die dazu gespeicherte Email-Adresse sofort; gespeichert
        ist die Adresse je Suche, weitere Suchen derselben Adresse bleiben bestehen. Eine Abmeldung per Email
        an uns bearbeiten wir von Hand.
      </p>
      <h2>9. Erinnerungen an Veranstaltungen</h2>
      <p>
        Mit „Erinnern“ auf der Seite einer Veranstaltung können Sie sich ohne Konto per Email an die
        Veranstaltung erinnern lassen, eine Woche und einen Tag vor ihrem Beginn. Wir speichern dafür Ihre
        Email-Adresse, die Veranstaltung, ob und wann Sie bestätigt haben und wann wir die beiden Erinnerungen
        gesendet haben (Art. 6 Abs. 1 lit. a DSGVO, Ihre Einwilligung). Ihre IP-Adresse zählen wir nur kurz im
        Arbeitsspeicher, um Missbrauch zu begrenzen; sie wird nicht gespeichert.
      </p>
      <p>
        Zuerst senden wir eine Email mit einem Bestätigungslink (Double-Opt-in). Bestätigen Sie nicht
        innerhalb von 48 Stunden, löschen wir Ihre Adresse und die Erinnerung automatisch. Eine bestätigte
        Erinnerung löschen wir am Tag nach der Veranstaltung, ebenso sofort, wenn die Veranstaltung gelöscht
        oder nicht mehr veröffentlicht wird, und wenn Sie sich abmelden: über „Keine Erinnerungen mehr“ in
        jeder Erinnerung oder mit der Abmeldefunktion Ihres Mailprogramms. Haben Sie ein Konto mit derselben
        Email-Adresse, sind Ihre Erinnerungen Teil des Datenexports und werden mit dem Konto gelöscht.
      </p>
      <h2>10. Inserenten folgen</h2>
      <p>
        Mit „Folgen“ auf der Seite einer Veranstaltung, eines Referenten, Herstellers oder Versorgungspartners
        können Sie sich ohne Konto per Email, höchstens einmal am Tag, über neu veröffentlichte Einträge
        dieses Inserenten informieren lassen. Wir speichern dafür Ihre Email-Adresse, den Inserenten und das
        Inserat, von dem aus Sie folgen, ob und wann Sie bestätigt haben und wann wir zuletzt geprüft und
        geschrieben haben (Art. 6 Abs. 1 lit. a DSGVO, Ihre Einwilligung).
      </p>
      <p>
        Zuerst senden wir eine Email mit einem Bestätigungslink (Double-Opt-in). Bestätigen Sie nicht
        innerhalb von 48 Stunden, löschen wir Ihre Adresse automatisch. Ein bestätigtes Folgen speichern wir,
        bis Sie es beenden („Nicht mehr folgen“ in jeder Email, die Abmeldefunktion Ihres Mailprogramms oder
        im Benutzerkonto mit derselben Email-Adresse) oder bis das Inserat oder das Konto des Inserenten
        gelöscht wird. Haben Sie ein Konto mit derselben Email-Adresse, ist das Folgen Teil des Datenexports
        und wird mit dem Konto gelöscht.
      </p>
      <h2>11. Ihre Rechte</h2>
      <p>
        Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung,
        Datenübertragbarkeit und Widerspruch sowie das Recht, sich bei einer Datenschutz-Aufsichtsbehörde zu
        beschweren. Eine Einwilligung können Sie jederzeit mit Wirkung für die Zukunft widerrufen.
      </p>
    </ProsePage>
  );
}
