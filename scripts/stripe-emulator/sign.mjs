// @ts-check
// Signs webhook payloads the way Stripe does: header `t=<unix>,v1=<HMAC-SHA256 of "t.payload">`.
import { createHmac } from "node:crypto";

/**
 * @param {string} payload
 * @param {string} secret
 */
export function signatureHeader(payload, secret, timestamp = Math.floor(Date.now() / 1000)) {
  const signature = createHmac("sha256", secret).update(`${timestamp}.${payload}`, "utf8").digest("hex");
  return `t=${timestamp},v1=${signature}`;
}
