// Helpers for the CMS API tests: plain HTTP against the Strapi of the test stack. What the e2e tests
// need as well (calls, admin, accounts, plans, mail, files) is written once in tests/support/.
import assert from "node:assert/strict";
import { request as httpRequest } from "node:http";
import { after } from "node:test";
import { removeWhatTestsMade } from "../support/accounts.mjs";
import { call, CMS_URL } from "../support/cms.mjs";
import { PNG, uploadAs } from "../support/files.mjs";

export * from "../support/accounts.mjs";
export * from "../support/cms.mjs";
export * from "../support/files.mjs";
export * from "../support/mail.mjs";

// Every test file imports this module: after its tests, passed or failed, the accounts it registered
// (with their listings, files, subscriptions, contact requests and saved searches), the saved
// searches it asked for and the documents it created through the admin are removed, so no run
// leaves data behind (removeWhatTestsMade, tests/support/accounts.mjs).
after(removeWhatTestsMade);

/** Every CMS instance of the stack: CMS_URL_2 is a second Strapi on the same database (PostgreSQL stack). */
export const CMS_URLS = [CMS_URL, ...(process.env.CMS_URL_2 ? [process.env.CMS_URL_2] : [])];

/** The web app of the test stack: it serves /uploads/* to visitors, from the CMS's disk or the S3 bucket. */
export const WEB_URL = process.env.BASE_URL ?? "http://127.0.0.1:3000";

/** Asks to move the user's account to `newEmail` (the confirmation link goes there). */
export async function requestEmailChange(user, newEmail) {
  const asked = await call("/api/users/me/email", {
    method: "POST",
    token: user.jwt,
    body: { email: newEmail, currentPassword: user.password },
  });
  assert.equal(asked.status, 200, JSON.stringify(asked.body));
}

/** Uploads `count` small PNGs as the portal user (their own files); returns their ids. */
export async function userUpload(user, count) {
  const ids = [];
  // A portal upload carries at most 8 files (lib/uploads.json).
  for (let done = 0; done < count; done += 8) {
    const files = Array.from({ length: Math.min(8, count - done) }, (_, i) => ({
      name: `test-${done + i}.png`,
      type: "image/png",
      content: PNG,
    }));
    const { status, body } = await uploadAs(user.jwt, files);
    assert.equal(status, 201, JSON.stringify(body));
    ids.push(...body.map((file) => file.id));
  }
  return ids;
}

/**
 * POSTs the JSON `body` to 127.0.0.1:`port` in two parts: `between()` runs once the server is inside
 * the request (headers and part of the body sent), the rest follows `pauseMs` later. Resolves with
 * the status and text of the answer.
 */
export function postInTwoParts({ port, path, headers = {}, body, between, pauseMs = 500 }) {
  const text = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port,
        path,
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "Content-Length": Buffer.byteLength(text),
          ...headers,
        },
      },
      (res) => {
        let answer = "";
        res.on("data", (d) => (answer += d));
        res.on("end", () => resolve({ status: res.statusCode, text: answer }));
      },
    );
    req.on("error", reject);
    req.write(text.slice(0, 5));
    setTimeout(() => {
      between();
      setTimeout(() => req.end(text.slice(5)), pauseMs);
    }, 300);
  });
}
