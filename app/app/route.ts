// The specification's /app is an empty page: no header, navigation or footer. A page would sit
// inside the site's root layout, so /app answers a bare German document of its own.
const EMPTY_PAGE =
  '<!DOCTYPE html><html lang="de"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<meta name="robots" content="noindex"><title>Wundportal</title></head><body></body></html>';

export function GET() {
  return new Response(EMPTY_PAGE, { headers: { "Content-Type": "text/html; charset=utf-8" } });
}
