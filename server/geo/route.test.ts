// GET /api/geocode (app/api/geocode/route.ts), offline mode.
import { NextRequest } from "next/server";
import { GET } from "@/app/api/geocode/route";
import { SOCKET_ADDRESS_HEADER } from "@/server/client-address";
import { clearGeocodeCache } from "./geocode";

process.env.NEXTAUTH_SECRET = "x".repeat(32);
process.env.CMS_READ_TOKEN = "x".repeat(32);
process.env.REVALIDATE_SECRET = "x".repeat(32);

const get = (q: string | null, ip = "192.0.2.1", forgedForwardedFor?: string) => {
  const url = new URL("http://localhost/api/geocode");
  if (q !== null) url.searchParams.set("q", q);
  return GET(
    new NextRequest(url, {
      headers: {
        [SOCKET_ADDRESS_HEADER]: ip,
        ...(forgedForwardedFor ? { "x-forwarded-for": forgedForwardedFor } : {}),
      },
    }),
  );
};

beforeEach(() => {
  clearGeocodeCache();
  delete process.env.GEOCODER_URL;
});

describe("GET /api/geocode", () => {
  it("answers coordinates, cacheable for a day", async () => {
    const response = await get("10115 Berlin");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=86400");
    const body = (await response.json()) as { lat: number; lon: number; label: string };
    expect(body).toEqual({ lat: expect.any(Number), lon: expect.any(Number), label: "10115 Berlin" });
    expect(body.lat).toBeCloseTo(52.53, 1);
    expect(body.lon).toBeCloseTo(13.38, 1);
  });

  it("answers the listing editor's query of PLZ and Stadt", async () => {
    const response = await get("93047 Regensburg");
    expect(response.status).toBe(200);
    const body = (await response.json()) as { lat: number; lon: number; label: string };
    expect(body.label).toBe("93047 Regensburg");
    expect(body.lat).toBeCloseTo(49.02, 1);
    expect(body.lon).toBeCloseTo(12.1, 1);
  });

  it("refuses empty and overlong input", async () => {
    for (const q of [null, "", "   "]) {
      const response = await get(q);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(/Ort oder eine Postleitzahl/);
    }
    const long = await get("a".repeat(101));
    expect(long.status).toBe(400);
    expect(((await long.json()) as { error: string }).error).toMatch(/zu lang/);
    expect((await get(`Berlin${" ".repeat(95)}`)).status).toBe(200); // trimmed first
  });

  it("answers 404 for unknown places, not cached for a day", async () => {
    const response = await get("Atlantis");
    expect(response.status).toBe(404);
    expect(response.headers.get("cache-control")).not.toBe("public, max-age=86400");
    expect(((await response.json()) as { error: string }).error).toMatch(/^Keine Koordinaten gefunden/);
  });

  it("limits requests per client address", async () => {
    let status = 200;
    for (let i = 0; i < 121 && status !== 429; i++) status = (await get("Berlin", "198.51.100.9")).status;
    expect(status).toBe(429);
    expect((await get("Berlin", "198.51.100.10")).status).toBe(200);
  });

  it("a forged X-Forwarded-For does not reset the limit", async () => {
    let status = 200;
    for (let i = 0; i < 121 && status !== 429; i++) status = (await get("Berlin", "198.51.100.11")).status;
    expect(status).toBe(429);
    expect((await get("Berlin", "198.51.100.11", "203.0.113.1")).status).toBe(429);
  });
});
