"use client";

import { useEffect } from "react";
import { recoverFromCrash } from "@/components/layout/crash-recovery";

/** Errors of the root layout itself: same recovery as app/error.tsx, in a minimal document. */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    console.error(error);
    recoverFromCrash();
  }, [error]);
  return (
    <html lang="de">
      <body>
        <main
          style={{
            fontFamily: "system-ui, sans-serif",
            maxWidth: 640,
            margin: "4rem auto",
            textAlign: "center",
          }}
        >
          <h1>Etwas lief schief!</h1>
          <p role="status">Die Seite wird neu geladen …</p>
        </main>
      </body>
    </html>
  );
}
