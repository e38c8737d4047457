import type { Metadata } from "next";
import { connection } from "next/server";
import type { ReactNode } from "react";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { CrashMarkerCleanup } from "@/components/layout/crash-marker-cleanup";
import { Toaster } from "@/components/ui/toaster";
import { SessionNotice } from "@/components/layout/session-slot";
import { MerklisteScript } from "@/components/merkliste/merkliste-script";
import { siteConfig } from "@/server/env";
import "./globals.css";
import { TITLE_TEMPLATE } from "@/lib/page-title";

export const metadata: Metadata = {
  metadataBase: new URL(process.env.SITE_URL ?? "http://localhost:3000"),
  title: {
    // At most 60 characters, as every title (search results cut longer ones).
    default: "Wundportal – Kongresse, Referenten, Hersteller, Versorger",
    template: TITLE_TEMPLATE,
  },
  description:
    "Das Portal für Wundversorgung, Ernährung und Pflege: Kongresse und Fortbildungen mit Fortbildungspunkten, Referenten, Hersteller mit Produkten und Versorgungspartner.",
  openGraph: { locale: "de_DE", siteName: "Wundportal", type: "website" },
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Every page is rendered per request, for the nonce of its Content-Security-Policy (proxy.ts):
  // a prerendered page's scripts would carry none and be blocked. No cookie is read here (the
  // header's signed-in part is a client island), so anonymous pages do not depend on the session.
  await connection();
  return (
    <html lang="de">
      <body className="flex min-h-screen flex-col font-sans antialiased">
        <a
          href="#inhalt"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
        >
          Zum Inhalt springen
        </a>
        <SiteHeader />
        <main id="inhalt" className="flex-1">
          {children}
        </main>
        <SiteFooter contactEmail={siteConfig().CONTACT_EMAIL} />
        <Toaster />
        <CrashMarkerCleanup />
        <SessionNotice />
        <MerklisteScript />
      </body>
    </html>
  );
}
