// POST /api/uploads?kind=…: session, field and announced length are checked before the body is
// read; the body then streams on to the CMS unchanged, which checks every file (content, ending,
// size, count: tests/cms/uploads.test.mjs). What the CMS refuses comes back as status and German
// message, never its prose.
import { NextRequest } from "next/server";

const currentUser = jest.fn();
const streamUpload = jest.fn();
jest.mock("@/server/auth/session", () => ({ currentUser: () => currentUser() }));
jest.mock("@/server/cms/uploads", () => ({ streamUpload: (...args: unknown[]) => streamUpload(...args) }));

import { CmsError } from "@/server/cms/client";
import { POST } from "./route";

const png = (name = "foto.png", size = 4) => new File([new Uint8Array(size)], name, { type: "image/png" });

async function encode(files: File[]) {
  const form = new FormData();
  for (const file of files) form.append("files", file);
  // Encoded as a browser would, so the request carries its multipart type and length.
  const encoded = new Response(form);
  return { body: new Uint8Array(await encoded.arrayBuffer()), type: encoded.headers.get("content-type")! };
}

/** The bytes of the last request sent. */
let sent = new Uint8Array();

async function post(kind: string | null, files: File[], headers: Record<string, string> = {}) {
  const { body, type } = await encode(files);
  sent = body;
  const query = kind === null ? "" : `?kind=${encodeURIComponent(kind)}`;
  const request = new NextRequest(`http://localhost/api/uploads${query}`, {
    method: "POST",
    body,
    headers: { "content-type": type, "content-length": String(body.byteLength), ...headers },
  });
  const response = await POST(request);
  return { status: response.status, body: await response.json() };
}

beforeEach(() => {
  currentUser.mockReset().mockResolvedValue({ jwt: "nutzer-jwt", user: { id: 1 } });
  streamUpload.mockReset();
});

describe("POST /api/uploads", () => {
  it("answers 401 without a session and sends nothing on", async () => {
    currentUser.mockResolvedValue(null);
    const answer = await post("image", [png()]);
    expect(answer).toEqual({
      status: 401,
      body: { ok: false, message: "Bitte melden Sie sich an, um Dateien hochzuladen." },
    });
    expect(streamUpload).not.toHaveBeenCalled();
  });

  it("streams the body unchanged to the CMS with the user's token and the field", async () => {
    const file = { id: 7, url: "/uploads/foto_1.png", name: "foto.png", mime: "image/png" };
    let forwarded = new Uint8Array();
    streamUpload.mockImplementation(async (_jwt: string, _kind: string, body: ReadableStream) => {
      forwarded = new Uint8Array(await new Response(body).arrayBuffer());
      return [file];
    });
    const answer = await post("media", [png("foto.png")]);
    expect(answer).toEqual({ status: 201, body: { ok: true, data: [file] } });
    const [jwt, kind, , contentType] = streamUpload.mock.calls[0]!;
    expect([jwt, kind]).toEqual(["nutzer-jwt", "media"]);
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(Buffer.from(forwarded).equals(Buffer.from(sent))).toBe(true);
    expect(contentType).toBe(
      `multipart/form-data; boundary=${new TextDecoder().decode(sent).split("\r\n")[0]!.slice(2)}`,
    );
  });

  it.each([null, "__proto__", "bild"])("answers 400 for the field %j", async (kind) => {
    expect(await post(kind, [png()])).toEqual({
      status: 400,
      body: { ok: false, message: "Unbekanntes Upload-Feld." },
    });
    expect(streamUpload).not.toHaveBeenCalled();
  });

  it("answers 400 for a body that is not multipart", async () => {
    const answer = await post("image", [png()], { "content-type": "application/json" });
    expect(answer.status).toBe(400);
    expect(streamUpload).not.toHaveBeenCalled();
  });

  it("answers 413 before reading a body larger than the field's largest file", async () => {
    // An image field takes 10 MB; a request announcing 12 MB is not read.
    const answer = await post("image", [png()], { "content-length": String(12 * 1024 * 1024) });
    expect(answer).toEqual({
      status: 413,
      body: { ok: false, message: "Die Dateien sind zusammen zu groß. Bitte laden Sie sie einzeln hoch." },
    });
    expect((await post("media", [png()], { "content-length": String(200 * 1024 * 1024) })).status).toBe(413);
    expect(streamUpload).not.toHaveBeenCalled();
  });

  it("turns the CMS's codes into German messages and statuses", async () => {
    const refusal = (status: number, details: Record<string, unknown>) =>
      streamUpload.mockRejectedValueOnce(new CmsError("x", status, { error: { details } }));

    refusal(415, { code: "upload.typeNotAllowed", fileName: "blatt.pdf" });
    expect(await post("image", [png()])).toEqual({
      status: 415,
      body: {
        ok: false,
        message: "„blatt.pdf“ hat ein nicht erlaubtes Format. Erlaubt: Bilder (PNG, JPG) bis 10 MB.",
      },
    });
    refusal(415, { code: "upload.typeMismatch", fileName: "foto.png" });
    expect((await post("image", [png()])).body.message).toBe(
      "Die Dateiendung passt nicht zum Inhalt der Datei. Bitte prüfen Sie die Datei.",
    );
    refusal(413, { code: "upload.tooLarge", fileName: "gross.png", max: 10 * 1024 * 1024 });
    expect(await post("image", [png()])).toEqual({
      status: 413,
      body: { ok: false, message: "„gross.png“ ist zu groß (höchstens 10 MB)." },
    });
    refusal(413, { code: "upload.quotaExceeded", quota: 2 * 1024 * 1024 * 1024 });
    expect(await post("image", [png()])).toEqual({
      status: 413,
      body: {
        ok: false,
        message:
          "Ihr Speicherplatz ist voll (höchstens 2 GB). Bitte entfernen Sie nicht mehr genutzte Dateien.",
      },
    });
    refusal(413, { code: "upload.quotaExceeded", quota: 40 * 1024 * 1024 });
    expect((await post("image", [png()])).body.message).toBe(
      "Ihr Speicherplatz ist voll (höchstens 40 MB). Bitte entfernen Sie nicht mehr genutzte Dateien.",
    );
    refusal(400, { code: "upload.tooMany", max: 1 });
    expect(await post("image", [png()])).toEqual({
      status: 400,
      body: { ok: false, message: "Es kann nur eine Datei hochgeladen werden." },
    });
    refusal(429, { code: "upload.rateLimited", max: 100 });
    expect(await post("image", [png()])).toEqual({
      status: 429,
      body: {
        ok: false,
        message:
          "Sie haben in der letzten Stunde sehr viele Dateien hochgeladen. Bitte versuchen Sie es später erneut.",
      },
    });
    streamUpload.mockRejectedValueOnce(
      new CmsError("File too big", 413, { error: { message: "FileTooBig" } }),
    );
    expect((await post("image", [png()])).body.message).toBe(
      "Die Dateien sind zusammen zu groß. Bitte laden Sie sie einzeln hoch.",
    );
    streamUpload.mockRejectedValueOnce(new CmsError("Internal", 500, null));
    expect((await post("image", [png()])).status).toBe(502);
  });
});
