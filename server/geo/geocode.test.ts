import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { clearGeocodeCache, geocode, geocodeCacheSize, geocoderSettings, HTTP_TIMEOUT_MS } from "./geocode";

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/** A Nominatim stand-in on 127.0.0.1 (random port) that records the requests it gets. */
async function stubGeocoder(handler: Handler) {
  const requests: { url: URL; headers: IncomingMessage["headers"] }[] = [];
  const server: Server = createServer((request, response) => {
    requests.push({ url: new URL(request.url ?? "/", "http://127.0.0.1"), headers: request.headers });
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/search`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const json =
  (body: unknown, status = 200): Handler =>
  (_request, response) => {
    response.writeHead(status, { "Content-Type": "application/json" });
    response.end(JSON.stringify(body));
  };

const MUENCHEN_HIT = [
  {
    place_id: 1,
    lat: "48.1371079",
    lon: "11.5753822",
    display_name: "München, Bayern, Deutschland",
    type: "city",
  },
];

const saved = { ...process.env };
let warn: jest.SpyInstance;

beforeEach(() => {
  clearGeocodeCache();
  delete process.env.GEOCODER_URL;
  delete process.env.GEOCODER_USER_AGENT;
  warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
});

afterEach(() => {
  warn.mockRestore();
});

afterAll(() => {
  process.env = saved;
});

describe("geocoder settings", () => {
  it("defaults to offline", () => {
    expect(geocoderSettings({})).toEqual({ GEOCODER_URL: undefined, GEOCODER_USER_AGENT: undefined });
    expect(geocoderSettings({ GEOCODER_URL: "  ", GEOCODER_USER_AGENT: "" }).GEOCODER_URL).toBeUndefined();
  });

  it("accepts an http(s) address and a user agent", () => {
    const settings = geocoderSettings({
      GEOCODER_URL: "https://nominatim.openstreetmap.org/search",
      GEOCODER_USER_AGENT: "Wundportal/1.0 (kontakt@wundportal.de)",
    });
    expect(settings.GEOCODER_URL).toBe("https://nominatim.openstreetmap.org/search");
    expect(settings.GEOCODER_USER_AGENT).toBe("Wundportal/1.0 (kontakt@wundportal.de)");
  });

  it("refuses anything else, naming the setting", () => {
    expect(() => geocoderSettings({ GEOCODER_URL: "nominatim" })).toThrow(/GEOCODER_URL/);
    expect(() => geocoderSettings({ GEOCODER_URL: "ftp://example.org/search" })).toThrow(/GEOCODER_URL/);
  });
});

describe("geocode offline (default)", () => {
  it("answers from the gazetteer", async () => {
    expect(await geocode("80331 München")).toEqual({
      lat: expect.any(Number),
      lon: expect.any(Number),
      label: "80331 München",
    });
    expect(await geocode("Atlantis")).toBeNull();
    expect(await geocode("   ")).toBeNull();
    expect(await geocode(", Deutschland")).toBeNull();
  });

  it("caches results and hands out copies", async () => {
    const first = await geocode("Berlin");
    first!.label = "verändert";
    expect(geocodeCacheSize()).toBe(1);
    expect((await geocode("  berlin "))?.label).toBe("Berlin");
    expect(geocodeCacheSize()).toBe(1);
  });

  it("keeps at most 5000 results, dropping the least recently used", async () => {
    await geocode("Berlin");
    for (let i = 0; i < 5000; i++) await geocode(`${10000 + i}`);
    expect(geocodeCacheSize()).toBe(5000);
  });
});

describe("geocode over HTTP (GEOCODER_URL set)", () => {
  it("asks the geocoder with q, format, limit, countrycodes and a User-Agent", async () => {
    const stub = await stubGeocoder(json(MUENCHEN_HIT));
    try {
      process.env.GEOCODER_URL = stub.url;
      expect(await geocode("München, Deutschland")).toEqual({
        lat: 48.13711,
        lon: 11.57538,
        label: "München, Bayern",
      });
      expect(stub.requests).toHaveLength(1);
      const [request] = stub.requests;
      expect(request!.url.pathname).toBe("/search");
      expect(Object.fromEntries(request!.url.searchParams)).toEqual({
        q: "München, Germany",
        format: "json",
        limit: "1",
        countrycodes: "de",
      });
      expect(request!.headers["user-agent"]).toMatch(/^Wundportal\/1\.0 \(\+http.+; .+@.+\)$/);

      // Cached: no second request.
      await geocode("München, Deutschland");
      expect(stub.requests).toHaveLength(1);
    } finally {
      await stub.close();
    }
  });

  it("sends the configured User-Agent", async () => {
    const stub = await stubGeocoder(json(MUENCHEN_HIT));
    try {
      process.env.GEOCODER_URL = stub.url;
      process.env.GEOCODER_USER_AGENT = "Wundportal-Test/2.0 (test@example.org)";
      await geocode("München");
      expect(stub.requests[0]!.headers["user-agent"]).toBe("Wundportal-Test/2.0 (test@example.org)");
    } finally {
      await stub.close();
    }
  });

  it("falls back to the gazetteer when the geocoder finds nothing", async () => {
    const stub = await stubGeocoder(json([]));
    try {
      process.env.GEOCODER_URL = stub.url;
      expect((await geocode("10115"))?.label).toBe("10115 Berlin");
      expect(await geocode("Atlantis")).toBeNull();
      expect(stub.requests).toHaveLength(2);
    } finally {
      await stub.close();
    }
  });

  it("falls back to the gazetteer on HTTP errors, without caching the fallback", async () => {
    const stub = await stubGeocoder(json({ error: "kaputt" }, 503));
    try {
      process.env.GEOCODER_URL = stub.url;
      expect((await geocode("Berlin"))?.label).toBe("Berlin");
      expect((await geocode("Berlin"))?.label).toBe("Berlin");
      expect(stub.requests).toHaveLength(2);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining("HTTP 503"));
    } finally {
      await stub.close();
    }
  });

  it("falls back on malformed answers", async () => {
    const stub = await stubGeocoder((_request, response) => {
      response.writeHead(200, { "Content-Type": "application/json" });
      response.end(
        _request.url?.includes("Berlin") ? "<html>kein JSON</html>" : JSON.stringify([{ lat: "x", lon: 1 }]),
      );
    });
    try {
      process.env.GEOCODER_URL = stub.url;
      expect((await geocode("Berlin"))?.label).toBe("Berlin");
      expect((await geocode("Hamburg"))?.label).toBe("Hamburg");
    } finally {
      await stub.close();
    }
  });

  it("falls back when the geocoder cannot be reached", async () => {
    const stub = await stubGeocoder(json(MUENCHEN_HIT));
    await stub.close();
    process.env.GEOCODER_URL = stub.url;
    expect((await geocode("Köln"))?.label).toBe("Köln");
  });

  it(
    "gives up after the timeout and falls back",
    async () => {
      const stub = await stubGeocoder(() => undefined); // never answers
      try {
        process.env.GEOCODER_URL = stub.url;
        const started = Date.now();
        expect((await geocode("Hamburg"))?.label).toBe("Hamburg");
        const waited = Date.now() - started;
        expect(waited).toBeGreaterThanOrEqual(HTTP_TIMEOUT_MS - 100);
        expect(waited).toBeLessThan(HTTP_TIMEOUT_MS + 2000);
      } finally {
        await stub.close();
      }
    },
    HTTP_TIMEOUT_MS + 5000,
  );
});
