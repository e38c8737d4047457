// The request metrics' route label: a template per page or route handler, never the raw path.
import { readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { APP_ROUTES, OTHER_ROUTE, routeTemplate } from "./route-template";

/** Every page and route handler under app/, as a route (`app/hersteller/[id]/page.tsx` → `/hersteller/[id]`). */
function routesInAppFolder(): string[] {
  const app = join(__dirname, "..", "..", "app");
  return readdirSync(app, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /^(page\.tsx|route\.ts)$/.test(entry.name))
    .map((entry) => {
      const folder = relative(app, entry.parentPath).split(sep).filter(Boolean);
      return `/${folder.filter((segment) => !/^\(.*\)$/.test(segment)).join("/")}`;
    })
    .sort();
}

it("lists every page and route handler of app/ (a new route needs its template)", () => {
  expect([...APP_ROUTES].sort()).toEqual(routesInAppFolder());
});

it.each([
  ["/", "/"],
  ["/veranstaltungen", "/veranstaltungen"],
  ["/veranstaltungen?stadt=Berlin&page=2", "/veranstaltungen"],
  ["/veranstaltungen/", "/veranstaltungen"],
  ["/veranstaltungen/123", "/veranstaltungen/[id]"],
  ["/veranstaltungen/123?_rsc=abc", "/veranstaltungen/[id]"],
  ["/veranstaltungen/123/kalender.ics", "/veranstaltungen/[id]/kalender.ics"],
  ["/veranstaltungen/kalender.ics?q=x", "/veranstaltungen/kalender.ics"],
  ["/produkt/9", "/produkt/[id]"],
  ["/admin/inserieren/veranstaltung/12", "/admin/inserieren/[type]/[id]"],
  ["/api/auth/callback/credentials", "/api/auth/[...nextauth]"],
  ["/api/karte/hersteller", "/api/karte/[liste]"],
  ["/api/metrics", "/api/metrics"],
  ["/uploads/a/b/c.jpg", "/uploads/[...path]"],
  ["/_next/static/chunks/app/page-1234.js", "/_next/static/[...path]"],
  ["/_next/image?url=%2Fuploads%2Fa.jpg&w=640&q=75", "/_next/image"],
  ["/robots.txt", "/robots.txt"],
  ["/sitemap.xml", "/sitemap.xml"],
  ["/gibt-es-nicht", OTHER_ROUTE],
  ["/veranstaltungen/1/2/3", OTHER_ROUTE],
  ["/uploads", OTHER_ROUTE],
  ["/wp-login.php?user=admin", OTHER_ROUTE],
  ["*", OTHER_ROUTE],
  ["", OTHER_ROUTE],
])("%s → %s", (url, template) => {
  expect(routeTemplate(url)).toBe(template);
});

it("gives 200 distinct detail paths and 200 unknown paths one label value each", () => {
  const details = new Set(
    Array.from({ length: 200 }, (_, i) => routeTemplate(`/hersteller/${1000 + i}?x=${i}`)),
  );
  const unknown = new Set(Array.from({ length: 200 }, (_, i) => routeTemplate(`/probe-${i}/x`)));
  expect([...details]).toEqual(["/hersteller/[id]"]);
  expect([...unknown]).toEqual([OTHER_ROUTE]);
});
