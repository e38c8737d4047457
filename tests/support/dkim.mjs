// Verifies a DKIM signature (RFC 6376, rsa-sha256, relaxed/relaxed as nodemailer signs) as a
// receiving server does, against the public key it would read from DNS (the record's p= value).
import { createHash, createPublicKey, createVerify } from "node:crypto";

/** @typedef {{ name: string, raw: string }} Field */

/**
 * The header fields in order, each with its name in lower case and its lines as sent.
 * @param {string} head
 */
function fieldsOf(head) {
  /** @type {Field[]} */
  const fields = [];
  for (const line of head.split("\r\n")) {
    const last = fields.at(-1);
    if (/^[ \t]/.test(line) && last) last.raw += `\r\n${line}`;
    else if (line) fields.push({ name: line.slice(0, line.indexOf(":")).trim().toLowerCase(), raw: line });
  }
  return fields;
}

/** @param {string} raw */
const relaxedValue = (raw) =>
  raw
    .slice(raw.indexOf(":") + 1)
    .replace(/\r\n/g, "")
    .replace(/[ \t]+/g, " ")
    .trim();
/** @param {Field} field */
const relaxedField = (field) => `${field.name}:${relaxedValue(field.raw)}`;

/** @param {string} body */
function relaxedBody(body) {
  const lines = body.split("\r\n").map((line) => line.replace(/[ \t]+/g, " ").replace(/ $/, ""));
  while (lines.length > 0 && lines.at(-1) === "") lines.pop();
  return lines.length > 0 ? `${lines.join("\r\n")}\r\n` : "";
}

/**
 * The message's DKIM-Signature checked: its tags, the names of the signed header fields, and
 * whether the body hash and the signature hold.
 * @param {string} raw the message as it arrived
 * @param {string} publicKey the DNS record's p= value (DER of the public key, base64)
 */
export function verifyDkim(raw, publicKey) {
  const message = raw.replace(/\r?\n/g, "\r\n");
  const end = message.indexOf("\r\n\r\n");
  const fields = fieldsOf(message.slice(0, end));
  const signature = fields.find((field) => field.name === "dkim-signature");
  if (!signature) return null;
  /** @type {Record<string, string>} */
  const tags = Object.fromEntries(
    relaxedValue(signature.raw)
      .split(";")
      .map((/** @type {string} */ tag) => tag.trim())
      .filter(Boolean)
      .map((tag) => [
        tag.slice(0, tag.indexOf("=")).trim(),
        tag.slice(tag.indexOf("=") + 1).replace(/\s+/g, ""),
      ]),
  );
  const bodyHash = createHash("sha256")
    .update(relaxedBody(message.slice(end + 4)))
    .digest("base64");
  // Each name in h= takes the lowest field of that name not yet taken (RFC 6376, 5.4.2).
  const taken = new Set();
  const signedNames = (tags.h ?? "").split(":").map((name) => name.trim().toLowerCase());
  const signedFields = signedNames.flatMap((name) => {
    const index = fields.findLastIndex((field, i) => field.name === name && !taken.has(i));
    const field = fields[index];
    if (!field) return [];
    taken.add(index);
    return [relaxedField(field)];
  });
  const unsigned = relaxedField({ ...signature, raw: signature.raw.replace(/(;[ \t\r\n]*b=)[^;]*/, "$1") });
  const verifier = createVerify("RSA-SHA256");
  verifier.update([...signedFields, unsigned].join("\r\n"));
  const key = createPublicKey({ key: Buffer.from(publicKey, "base64"), format: "der", type: "spki" });
  return {
    tags,
    signedNames,
    bodyHashMatches: tags.bh === bodyHash,
    signatureHolds: verifier.verify(key, tags.b ?? "", "base64"),
  };
}
