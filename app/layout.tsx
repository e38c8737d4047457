import type { Metadata } from "next";
import { Suspense, type ReactNode } from "react";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { CrashMarkerCleanup } from "@/components/layout/crash-marker-cleanup";
import { Toaster } from "@/components/ui/toaster";
import { SessionLookupFailed } from "@/components/layout/session-notice";
import { signInState } from "@/server/auth/session";
import { siteConfig } from "@/server/env";
import "./globals.css";

export const metadata: Metadata = {
  metadataBase: new URL(process.env.SITE_URL ?? "http://localhost:3000"),
  title: {
    default: "Wundportal – Fortbildungen, Referenten, Hersteller und Versorgungspartner",
    template: "%s | Wundportal",
  },
  description:
    "Das Portal für Wundversorgung, Ernährung und Pflege: Kongresse und Fortbildungen mit Fortbildungspunkten, Referenten, Hersteller mit Produkten und Versorgungspartner.",
  openGraph: { locale: "de_DE", siteName: "Wundportal", type: "website" },
};

/** Tells a signed-in visitor that their account could not be loaded (the CMS did not answer). */
async function SessionNotice() {
  return (await signInState()).status === "unconfirmed" ? <SessionLookupFailed /> : null;
}

export default function RootLayout({ children }: { children: ReactNode }) {
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
        <Suspense fallback={null}>
          <SessionNotice />
        </Suspense>
      </body>
    </html>
  );
}
