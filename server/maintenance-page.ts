import "server-only";

/** Seconds after which a browser or crawler may ask again. */
export const RETRY_AFTER_SECONDS = 30;

// A complete document without scripts or external resources: it must render while nothing
// else of the portal can.
const HTML = `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Wartungsarbeiten | Wundportal</title>
<style>
body{font-family:system-ui,sans-serif;color:#1f2937;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.5}
h1{font-size:1.5rem}
a{color:#0f5c4d}
</style>
</head>
<body>
<main>
<h1>Wartungsarbeiten</h1>
<p>Das Wundportal ist gerade nicht erreichbar. Wir sind in wenigen Minuten wieder für Sie da.</p>
<p><a href="">Seite erneut laden</a></p>
</main>
</body>
</html>`;

/** HTTP 503 with Retry-After: the portal cannot reach its CMS yet. */
export function maintenanceResponse(): Response {
  return new Response(HTML, {
    status: 503,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Retry-After": String(RETRY_AFTER_SECONDS),
      "Cache-Control": "no-store",
      "Content-Security-Policy":
        "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
    },
  });
}
