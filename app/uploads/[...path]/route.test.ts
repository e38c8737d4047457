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
});
