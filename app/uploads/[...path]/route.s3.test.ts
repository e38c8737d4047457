// GET /uploads/... with UPLOAD_PROVIDER=s3: the same path is read from the bucket the CMS writes to,
// with a signed request, and served with the same sandbox as files from the CMS's disk.
import { NextRequest } from "next/server";

process.env.NEXTAUTH_SECRET = "x".repeat(32);
process.env.CMS_READ_TOKEN = "x".repeat(32);
process.env.REVALIDATE_SECRET = "x".repeat(32);
process.env.CMS_URL = "http://cms.intern:1337";
process.env.UPLOAD_PROVIDER = "s3";
process.env.S3_BUCKET = "wundportal-medien";
process.env.S3_ENDPOINT = "http://127.0.0.1:4568";
process.env.S3_REGION = "eu-central-1";
process.env.S3_ACCESS_KEY_ID = "AKIDTEST";
process.env.S3_SECRET_ACCESS_KEY = "geheim";
process.env.S3_FORCE_PATH_STYLE = "true";

import { GET } from "./route";

const upstream = jest.fn<Promise<Response>, [Request | string, RequestInit?]>();
beforeAll(() => {
  global.fetch = upstream as unknown as typeof fetch;
});
beforeEach(() => upstream.mockReset());

const get = (name: string, headers: Record<string, string> = {}) =>
  GET(new NextRequest(`http://localhost/uploads/${name}`, { headers }), {
    params: Promise.resolve({ path: [name] }),
  });

/** The request the route sent upstream (aws4fetch passes a signed Request). */
function sent(): Request {
  const [input, init] = upstream.mock.calls[0]!;
  return typeof input === "string" ? new Request(input, init) : input;
}

describe("GET /uploads/... from an S3 bucket", () => {
  it("reads the object from the bucket, signed, and serves it sandboxed", async () => {
    upstream.mockResolvedValueOnce(
      new Response("PNGDATA", {
        headers: { "content-type": "image/png", "content-length": "7", etag: '"abc"' },
      }),
    );
    const response = await get("logo_a1b2c3.png");
    expect(sent().url).toBe("http://127.0.0.1:4568/wundportal-medien/logo_a1b2c3.png");
    expect(sent().headers.get("authorization")).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDTEST\/\d{8}\/eu-central-1\/s3\/aws4_request/,
    );
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("PNGDATA");
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("etag")).toBe('"abc"');
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    expect(upstream).toHaveBeenCalledTimes(1);
  });

  it("passes a range request on and answers with the part", async () => {
    upstream.mockResolvedValueOnce(
      new Response("PNG", {
        status: 206,
        headers: { "content-type": "video/mp4", "content-range": "bytes 0-2/7" },
      }),
    );
    const response = await get("film_d4e5.mp4", { range: "bytes=0-2" });
    expect(sent().headers.get("range")).toBe("bytes=0-2");
    expect(response.status).toBe(206);
    expect(response.headers.get("content-range")).toBe("bytes 0-2/7");
  });

  it("serves what is not a plain media type only as a download", async () => {
    upstream.mockResolvedValueOnce(
      new Response("<script>1</script>", { headers: { "content-type": "text/html" } }),
    );
    const response = await get("seite.html");
    expect(response.headers.get("content-type")).toBe("application/octet-stream");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="seite.html"');
  });

  it("answers 404 for a missing object and 502 when the bucket fails", async () => {
    upstream.mockResolvedValueOnce(new Response("<Error><Code>NoSuchKey</Code></Error>", { status: 404 }));
    expect((await get("weg.png")).status).toBe(404);
    upstream.mockResolvedValueOnce(new Response("", { status: 500 }));
    expect((await get("kaputt.png")).status).toBe(502);
    upstream.mockRejectedValueOnce(new Error("ECONNREFUSED"));
    expect((await get("fern.png")).status).toBe(502);
  });
});
