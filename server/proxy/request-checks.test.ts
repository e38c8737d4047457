// The proxy's first steps: which requests end with 400/403, which go on without a page CSP, which
// are handed on to the next step (undefined).
import { NextRequest } from "next/server";
import { checkImageSource, passNonPages, refuseForeignWrite, refuseUndecodablePath } from "./request-checks";

process.env.NEXTAUTH_SECRET = "x".repeat(32);
process.env.CMS_READ_TOKEN = "x".repeat(32);
process.env.REVALIDATE_SECRET = "x".repeat(32);

const request = (path: string, init: { method?: string; headers?: Record<string, string> } = {}) =>
  new NextRequest(`http://localhost:3000${path}`, init);
/** Whether Next goes on with the request (NextResponse.next()). */
const goesOn = (response: Response | undefined) => response?.headers.get("x-middleware-next") === "1";

describe("refuseUndecodablePath", () => {
  it("answers 400 for a path that does not decode, and hands on every other", async () => {
    const refused = refuseUndecodablePath(request("/uploads/%c0%ae%c0%ae/api"));
    expect(refused?.status).toBe(400);
    expect(await refused?.text()).toBe("Ungültiger Pfad");
    expect(refuseUndecodablePath(request("/referenten/%C3%A4"))).toBeUndefined();
    expect(refuseUndecodablePath(request("/veranstaltungen?q=%c0"))).toBeUndefined(); // only the path counts
  });
});

describe("checkImageSource", () => {
  it("lets the optimiser fetch the pages' own images", () => {
    for (const url of ["/uploads/bild_1.webp", "/images/logo.svg", "/uploads/a/b-c.png"]) {
      expect(
        goesOn(checkImageSource(request(`/_next/image?url=${encodeURIComponent(url)}&w=640&q=75`))),
      ).toBe(true);
    }
  });

  it("answers 400 for any other source", async () => {
    for (const url of [
      "/uploads/../api",
      "/uploads/a\\b.png",
      "https://evil.example/x.png",
      "/api/x",
      "/uploads/",
    ]) {
      const answer = checkImageSource(request(`/_next/image?url=${encodeURIComponent(url)}&w=640`));
      expect(answer?.status).toBe(400);
      expect(await answer?.text()).toBe("Ungültige Bildadresse");
    }
    expect(checkImageSource(request("/_next/image?w=640"))?.status).toBe(400);
  });

  it("hands on every other path", () => {
    expect(checkImageSource(request("/uploads/bild.png"))).toBeUndefined();
    expect(checkImageSource(request("/_next/image/x?url=/uploads/a.png"))).toBeUndefined();
  });
});

describe("refuseForeignWrite", () => {
  const own = { host: "localhost:3000", origin: "http://localhost:3000" };
  const foreign = { host: "localhost:3000", origin: "https://evil.example" };

  it("answers 403 for a write whose Origin is another site", async () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      const answer = refuseForeignWrite(request("/admin/profil", { method, headers: foreign }));
      expect(answer?.status).toBe(403);
      expect(await answer?.text()).toBe("Anfrage von einer fremden Seite abgelehnt");
    }
  });

  it("hands on reads from anywhere, the portal's own writes and writes without an Origin", () => {
    expect(refuseForeignWrite(request("/", { headers: foreign }))).toBeUndefined();
    expect(refuseForeignWrite(request("/", { method: "HEAD", headers: foreign }))).toBeUndefined();
    expect(refuseForeignWrite(request("/admin/profil", { method: "POST", headers: own }))).toBeUndefined();
    expect(
      refuseForeignWrite(
        request("/api/stripe/webhook", { method: "POST", headers: { host: "localhost:3000" } }),
      ),
    ).toBeUndefined();
  });
});

describe("passNonPages", () => {
  it("lets route handlers, uploads, images and the static files go on", () => {
    for (const path of [
      "/api/health",
      "/uploads/a.png",
      "/images/logo.svg",
      "/favicon.ico",
      "/robots.txt",
      "/sitemap.xml",
    ]) {
      expect(goesOn(passNonPages(request(path)))).toBe(true);
    }
  });

  it("hands on the pages", () => {
    for (const path of [
      "/",
      "/api",
      "/referenten/12",
      "/admin/meine-inserate",
      "/robots.txt.html",
      "/apis/x",
    ]) {
      expect(passNonPages(request(path))).toBeUndefined();
    }
  });
});
