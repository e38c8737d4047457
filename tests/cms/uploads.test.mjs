// The media library accepts only media a browser merely displays (cms/config/plugins.js,
// upload.security): SVG, HTML and executables are refused, by content as well as by name.
import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { adminToken, CMS_URL } from "./support.mjs";

// A 1×1 PNG.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);
const uploaded = [];

async function upload(name, type, content) {
  const form = new FormData();
  form.append("files", new Blob([content], { type }), name);
  const response = await fetch(`${CMS_URL}/upload`, {
    method: "POST",
    headers: { Authorization: `Bearer ${await adminToken()}` },
    body: form,
  });
  const body = await response.json().catch(() => null);
  if (response.ok) uploaded.push(...(Array.isArray(body) ? body : []).map((file) => file.id));
  return response.status;
}

after(async () => {
  for (const id of uploaded) {
    await fetch(`${CMS_URL}/upload/files/${id}`, {
      method: "DELETE",
      headers: { Authorization: `Bearer ${await adminToken()}` },
    });
  }
});

describe("uploads", () => {
  it("accepts a PNG image", async () => {
    assert.equal(await upload("punkt.png", "image/png", PNG), 201);
  });

  it("refuses SVG, also when it claims to be a PNG", async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    assert.equal(await upload("bild.svg", "image/svg+xml", svg), 400);
    assert.equal(await upload("bild.svg", "image/png", svg), 400);
  });

  it("refuses HTML", async () => {
    const html = "<!doctype html><script>alert(document.cookie)</script>";
    assert.equal(await upload("seite.html", "text/html", html), 400);
    assert.equal(await upload("seite.html", "application/octet-stream", html), 400);
  });

  it("refuses an executable dressed as a PDF", async () => {
    const exe = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(62), Buffer.from("PE\0\0"), Buffer.alloc(200)]);
    exe.writeUInt32LE(64, 60); // e_lfanew → "PE\0\0" at 64
    assert.equal(await upload("datenblatt.pdf", "application/pdf", exe), 400);
  });
});
