// The route template of a request path (`/veranstaltungen/12` → `/veranstaltungen/[id]`), the label
// the request metrics count under. Never the raw path: every id, slug or made-up path would be a
// series of its own (unbounded label values, and a scraper's memory with them). Next does not tell
// the HTTP server which route answered, so the templates are listed here, one per page or route
// handler under app/ (route-template.test.ts checks the list against the folder); any other path
// counts as OTHER_ROUTE.

/** Every page and route handler under app/, as Next's folder names spell them. */
export const APP_ROUTES = [
  "/",
  "/abo",
  "/admin/benutzerkonto",
  "/admin/inserieren",
  "/admin/inserieren/[type]",
  "/admin/inserieren/[type]/[id]",
  "/admin/inserieren/[type]/[id]/weitere-termine",
  "/admin/meine-inserate",
  "/admin/meine-inserate/importieren",
  "/admin/plans",
  "/api/abo/checkout",
  "/api/alerts/run",
  "/api/alerts/unsubscribe",
  "/api/auth/[...nextauth]",
  "/api/auth/bestaetigen",
  "/api/auth/email-bestaetigen",
  "/api/editor/suche",
  "/api/erinnerung/abmelden",
  "/api/folgen/abmelden",
  "/api/geocode",
  "/api/health",
  "/api/inserate/export",
  "/api/inserate/import",
  "/api/inserate/vorlage",
  "/api/karte/[liste]",
  "/api/konto/daten",
  "/api/konto/eigenes-inserat",
  "/api/merkliste",
  "/api/metrics",
  "/api/ohne-javascript",
  "/api/revalidate",
  "/api/sitzung",
  "/api/stripe/webhook",
  "/api/suggest",
  "/api/uploads",
  "/app",
  "/barrierefreiheit",
  "/datenschutz",
  "/erinnerung",
  "/erinnerung/abgemeldet",
  "/erinnerung/bestaetigen",
  "/erinnerung/ungueltig",
  "/erinnerung/verwalten",
  "/erinnerung/vorbei",
  "/folgen",
  "/folgen/abgemeldet",
  "/folgen/bestaetigen",
  "/folgen/ungueltig",
  "/folgen/verwalten",
  "/hersteller",
  "/hersteller/[id]",
  "/impressum",
  "/info",
  "/konto/email-bestaetigen",
  "/merkliste",
  "/merkliste/veranstaltungen.ics",
  "/ohne-javascript",
  "/p-success",
  "/password-new",
  "/password-reset",
  "/produkt/[id]",
  "/referenten",
  "/referenten/[id]",
  "/signin",
  "/signin/bestaetigungsmail",
  "/signup",
  "/signup/bestaetigen",
  "/suche",
  "/suche/abgemeldet",
  "/suche/abmelden",
  "/suche/bestaetigen",
  "/suche/ungueltig",
  "/suche/verwalten",
  "/uploads/[...path]",
  "/veranstaltungen",
  "/veranstaltungen/[id]",
  "/veranstaltungen/[id]/kalender.ics",
  "/veranstaltungen/kalender.ics",
  "/versorgungspartner",
  "/versorgungspartner/[id]",
] as const;

/** What Next and the public folder serve besides app/ (metadata routes, built assets, images). */
const FRAMEWORK_ROUTES = [
  "/robots.txt",
  "/sitemap.xml",
  "/icon.svg",
  "/favicon.ico",
  "/_next/image",
  "/_next/static/[...path]",
  "/_next/data/[...path]",
  "/images/[...path]",
] as const;

/** Paths no route answers (404s, probes): one label value for all of them. */
export const OTHER_ROUTE = "(andere)";

interface Node {
  route?: string;
  children: Map<string, Node>;
  /** A `[param]` segment: any one segment. */
  param?: Node;
  /** A `[...param]` segment: the rest of the path (one or more segments). */
  catchAll?: string;
}

const newNode = (): Node => ({ children: new Map() });

function build(routes: readonly string[]): Node {
  const root = newNode();
  for (const route of routes) {
    let node = root;
    for (const segment of route.split("/").filter(Boolean)) {
      if (segment.startsWith("[...")) {
        node.catchAll = route;
        break;
      }
      if (segment.startsWith("[")) node = node.param ??= newNode();
      else {
        let child = node.children.get(segment);
        if (!child) node.children.set(segment, (child = newNode()));
        node = child;
      }
    }
    if (!route.includes("[...")) node.route = route;
  }
  return root;
}

const ROOT = build([...APP_ROUTES, ...FRAMEWORK_ROUTES]);

/**
 * The template of `url` (a request target: path with or without a query). Walks the path segment by
 * segment without allocating anything but the segments' substrings; a literal segment wins over a
 * parameter, as in Next.
 */
export function routeTemplate(url: string): string {
  let end = url.length;
  for (let i = 0; i < url.length; i += 1) {
    const code = url.charCodeAt(i);
    if (code === 63 /* ? */ || code === 35 /* # */) {
      end = i;
      break;
    }
  }
  if (url.charCodeAt(0) !== 47 /* / */) return OTHER_ROUTE;
  let node: Node = ROOT;
  let start = 1;
  while (start < end) {
    let stop = url.indexOf("/", start);
    if (stop === -1 || stop > end) stop = end;
    // An empty segment (`//`, a trailing slash) is skipped, as Next does with a trailing slash.
    if (stop > start) {
      const next: Node | undefined = node.children.get(url.slice(start, stop)) ?? node.param;
      if (!next) return node.catchAll ?? OTHER_ROUTE;
      node = next;
    }
    start = stop + 1;
  }
  return node.route ?? OTHER_ROUTE;
}
