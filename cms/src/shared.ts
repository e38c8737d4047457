// Reads a JSON file of the web app's lib/ (the upload table): one copy for both sides. The rules
// shared as code (entitlements, taxonomy, listing checks) come from the package @wundportal/rules.
// Strapi runs this file compiled from dist/src/, so lib/ is looked up upwards.
import fs from "fs";
import path from "path";

/** The parsed file; the caller names its shape. */
export function readLibJson<T>(name: string): T {
  for (let dir = __dirname; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const candidate = path.join(dir, "lib", name);
    if (fs.existsSync(candidate)) return JSON.parse(fs.readFileSync(candidate, "utf8")) as T;
  }
  throw new Error(`lib/${name} nicht gefunden`);
}

/** The web app's address, without a trailing slash (links in mails, allowed link targets). */
export const siteUrl = (): string => (process.env.SITE_URL || "http://localhost:3000").replace(/\/$/, "");

/** The address replies to the portal's mails go to. */
export const replyToAddress = (): string => process.env.MAIL_REPLY_TO || "kontakt@wundportal.de";
