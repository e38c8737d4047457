// POST /api/uploads: session, kind, count, type and size are checked before anything reaches the
// CMS; what the CMS refuses comes back as status and German message, never its prose.
import { NextRequest } from "next/server";

const currentUser = jest.fn();
const uploadFiles = jest.fn();
jest.mock("@/server/auth/session", () => ({ currentUser: () => currentUser() }));
jest.mock("@/server/cms/uploads", () => ({ uploadFiles: (...args: unknown[]) => uploadFiles(...args) }));

import { CmsError } from "@/server/cms/client";
import { POST } from "./route";

const png = (name = "foto.png", size = 4) => new File([new Uint8Array(size)], name, { type: "image/png" });

async function post(kind: string | null, files: File[], headers: Record<string, string> = {}) {
  const form = new FormData();
  if (kind !== null) form.append("kind", kind);
  for (const file of files) form.append("files", file);
  // Encode as a browser would, so the request carries its multipart type and length.
  const encoded = new Response(form);
  const body = await encoded.arrayBuffer();
  const request = new NextRequest("http://localhost/api/uploads", {
    method: "POST",
    body,
    headers: {
      "content-type": encoded.headers.get("content-type")!,
      "content-length": String(body.byteLength),
      ...headers,
    },
  });
  const response = await POST(request);
  return { status: response.status, body: await response.json() };
}

beforeEach(() => {
  currentUser.mockReset().mockResolvedValue({ jwt: "nutzer-jwt", user: { id: 1 } });
  uploadFiles.mockReset();
});

describe("POST /api/uploads", () => {
  it("answers 401 without a session and sends nothing on", async () => {
    currentUser.mockResolvedValue(null);
    const answer = await post("image", [png()]);
    expect(answer).toEqual({
      status: 401,
      body: { ok: false, message: "Bitte melden Sie sich an, um Dateien hochzuladen." },
    });
    expect(uploadFiles).not.toHaveBeenCalled();
  });

  it("forwards the files with the user's token and answers the uploaded files", async () => {
    const file = { id: 7, url: "/uploads/foto_1.png", name: "foto.png", mime: "image/png" };
    uploadFiles.mockResolvedValue([file]);
    const answer = await post("media", [png()]);
    expect(answer).toEqual({ status: 201, body: { ok: true, data: [file] } });
    expect(uploadFiles).toHaveBeenCalledWith("nutzer-jwt", [expect.objectContaining({ name: "foto.png" })]);
  });

  it.each([
    [null, "Unbekanntes Upload-Feld."],
    ["__proto__", "Unbekanntes Upload-Feld."],
  ])("answers 400 for kind %j", async (kind, message) => {
    expect(await post(kind, [png()])).toEqual({ status: 400, body: { ok: false, message } });
  });

  it("answers 400 without files and for more files than the kind takes", async () => {
    expect((await post("media", [])).status).toBe(400);
    const nine = Array.from({ length: 9 }, (_, i) => png(`b${i}.png`));
    expect(await post("media", nine)).toEqual({
      status: 400,
      body: { ok: false, message: "Es können höchstens 8 Dateien hochgeladen werden." },
    });
    expect((await post("image", [png("a.png"), png("b.png")])).status).toBe(400);
    expect(uploadFiles).not.toHaveBeenCalled();
  });

  it("answers 415 for a type the field does not take, 413 for a file over its limit", async () => {
    const svg = new File(["<svg/>"], "logo.svg", { type: "image/svg+xml" });
    expect((await post("image", [svg])).status).toBe(415);
    const pdfAsImage = new File(["%PDF"], "blatt.pdf", { type: "application/pdf" });
    expect((await post("image", [pdfAsImage])).status).toBe(415);
    const big = await post("image", [png("gross.png", 10 * 1024 * 1024 + 1)]);
    expect(big).toEqual({
      status: 413,
      body: { ok: false, message: "„gross.png“ ist zu groß (höchstens 10 MB)." },
    });
    expect(uploadFiles).not.toHaveBeenCalled();
  });

  it("answers 413 before reading a body larger than any upload may be", async () => {
    const answer = await post("media", [png()], { "content-length": String(200 * 1024 * 1024) });
    expect(answer.status).toBe(413);
  });

  it("turns the CMS's codes into German messages and statuses", async () => {
    uploadFiles.mockRejectedValueOnce(
      new CmsError("x", 415, { error: { details: { code: "upload.typeNotAllowed", fileName: "foto.png" } } }),
    );
    expect(await post("image", [png()])).toEqual({
      status: 415,
      body: {
        ok: false,
        message: "„foto.png“ hat ein nicht erlaubtes Format. Erlaubt: Bilder (PNG, JPG) bis 10 MB.",
      },
    });
    uploadFiles.mockRejectedValueOnce(
      new CmsError("x", 415, { error: { details: { code: "upload.typeMismatch", fileName: "foto.png" } } }),
    );
    expect((await post("image", [png()])).body.message).toBe(
      "Die Dateiendung passt nicht zum Inhalt der Datei. Bitte prüfen Sie die Datei.",
    );
    uploadFiles.mockRejectedValueOnce(
      new CmsError("File too big", 413, { error: { message: "FileTooBig" } }),
    );
    expect(await post("image", [png()])).toEqual({
      status: 413,
      body: { ok: false, message: "Die Dateien sind zusammen zu groß. Bitte laden Sie sie einzeln hoch." },
    });
    uploadFiles.mockRejectedValueOnce(new CmsError("Internal", 500, null));
    expect((await post("image", [png()])).status).toBe(502);
  });
});
