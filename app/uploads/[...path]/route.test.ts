// GET /uploads/...: media proxied from the CMS must never run as a page of the portal's origin.
import { NextRequest } from "next/server";

process.env.NEXTAUTH_SECRET = "x".repeat(32);
process.env.CMS_READ_TOKEN = "x".repeat(32);
process.env.REVALIDATE_SECRET = "x".repeat(32);

import { GET } from "./route";

const upstream = jest.fn<Promise<Response>, [string, RequestInit?]>();
beforeAll(() => {
  global.fetch = upstream as unknown as typeof fetch;
});

function serve(contentType: string, path = ["datei.bin"]) {
  upstream.mockResolvedValueOnce(
    new Response("<script>alert(document.cookie)</script>", { headers: { "content-type": contentType } }),
  );
  return GET(new NextRequest(`http://localhost/uploads/${path.join("/")}`), {
    params: Promise.resolve({ path }),
  });
}

describe("GET /uploads/...", () => {
  it.each(["image/png", "image/jpeg", "image/webp", "video/mp4", "audio/mpeg", "application/pdf"])(
    "serves %s inline, sniff-proof and sandboxed",
    async (type) => {
      const response = await serve(type);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe(type);
      expect(response.headers.get("content-disposition")).toBeNull();
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    },
  );

  it.each([
    "text/html; charset=utf-8",
    "image/svg+xml",
    "application/xhtml+xml",
    "text/xml",
    "application/javascript",
    "application/x-msdownload",
    "",
  ])("serves %j only as a download of opaque bytes", async (type) => {
    const response = await serve(type, ["boese.html"]);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/octet-stream");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="boese.html"');
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
  });

  it("refuses paths that leave the uploads folder", async () => {
    for (const path of [["..", "api"], ["a\\b"], ["%c0%ae%c0%ae", "api"], ["\u0000"]]) {
      const response = await GET(new NextRequest("http://localhost/uploads/x"), {
        params: Promise.resolve({ path }),
      });
      expect(response.status).toBe(400);
    }
  });

  describe("ranges", () => {
    const FILE = "0123456789";
    const get = (range: string) =>
      GET(new NextRequest("http://localhost/uploads/bild.png", { headers: { range } }), {
        params: Promise.resolve({ path: ["bild.png"] }),
      });
    const sentRange = () => new Headers(upstream.mock.calls.at(-1)?.[1]?.headers).get("range");

    it("passes a single byte range on and its 206 back", async () => {
      upstream.mockResolvedValueOnce(
        new Response("0", {
          status: 206,
          headers: { "content-type": "image/png", "content-range": "bytes 0-0/10", "content-length": "1" },
        }),
      );
      const response = await get("bytes=0-0");
      expect(sentRange()).toBe("bytes=0-0");
      expect(response.status).toBe(206);
      expect(response.headers.get("content-range")).toBe("bytes 0-0/10");
    });

    it.each(["bytes=5-2", "items=0-1", "bytes=0-1,4-5", "bytes=-0", "bytes=abc", "bytes=-"])(
      "ignores %j and serves the whole file, never a 5xx",
      async (range) => {
        upstream.mockResolvedValueOnce(
          new Response(FILE, { headers: { "content-type": "image/png", "content-length": "10" } }),
        );
        const response = await get(range);
        expect(sentRange()).toBeNull();
        expect(response.status).toBe(200);
      },
    );

    it("answers 416 with the size when the store refuses the range", async () => {
      upstream.mockResolvedValueOnce(
        new Response("", { status: 416, headers: { "content-range": "bytes */10" } }),
      );
      const response = await get("bytes=99999999-");
      expect(response.status).toBe(416);
      expect(response.headers.get("content-range")).toBe("bytes */10");
    });

    it("asks the size when the store's 416 does not name it", async () => {
      upstream
        .mockResolvedValueOnce(new Response("", { status: 416 }))
        .mockResolvedValueOnce(new Response(FILE, { headers: { "content-length": "10" } }));
      const response = await get("bytes=20-30");
      expect(response.status).toBe(416);
      expect(response.headers.get("content-range")).toBe("bytes */10");
    });

    it("answers 416 itself for a range past the end when the store ignores ranges", async () => {
      upstream.mockResolvedValueOnce(
        new Response(FILE, { headers: { "content-type": "image/png", "content-length": "10" } }),
      );
      const response = await get("bytes=99999999-");
      expect(response.status).toBe(416);
      expect(response.headers.get("content-range")).toBe("bytes */10");
    });
  });
});
