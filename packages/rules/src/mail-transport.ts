// The CMS's nodemailer transport as the settings describe it (cms/config/plugins.ts). A relay that
// needs a login is only spoken to over TLS, and a setting that would send mail in an unsafe or
// half-made way stops the CMS at start with a German message naming the setting (SettingError); the
// production preflight (preflight.ts) reports the same refusals among its own. Node only: the web
// app never imports this file.
import { createPrivateKey } from "crypto";
import { readFileSync } from "fs";

/** A setting by name, unset or empty as undefined (Strapi's `env`, or process.env in a test). */
export type Setting = (name: string) => string | undefined;

/** Signed besides nodemailer's default list: the one-click unsubscribe (RFC 8058 requires it) and the auto-reply marker. */
export const DKIM_SIGNED_HEADERS = [
  "From",
  "Sender",
  "Reply-To",
  "Subject",
  "Date",
  "Message-ID",
  "To",
  "Cc",
  "MIME-Version",
  "Content-Type",
  "Content-Transfer-Encoding",
  "In-Reply-To",
  "References",
  "List-Id",
  "List-Unsubscribe",
  "List-Unsubscribe-Post",
  "Auto-Submitted",
].join(":");

export interface TransportOptions {
  host: string;
  port: number;
  /** Implicit TLS from the first byte (port 465). */
  secure: boolean;
  /** STARTTLS or no mail: nodemailer refuses to log in or send without it. */
  requireTLS?: true;
  /** No STARTTLS even if offered: only for a local catcher without a login (maildev). */
  ignoreTLS?: true;
  auth?: { user: string; pass: string };
  dkim?: { domainName: string; keySelector: string; privateKey: string; headerFieldNames: string };
}

/** A refused setting: `setting` names the one that fixes it. */
export class SettingError extends Error {
  constructor(
    readonly setting: string,
    message: string,
  ) {
    super(message);
  }
}

const given = (setting: Setting, name: string) => {
  const value = setting(name)?.trim();
  return value ? value : undefined;
};

function dkimOf(setting: Setting, readFile: (path: string) => string): TransportOptions["dkim"] {
  const domainName = given(setting, "DKIM_DOMAIN");
  const keySelector = given(setting, "DKIM_SELECTOR");
  const inline = given(setting, "DKIM_PRIVATE_KEY");
  const file = given(setting, "DKIM_PRIVATE_KEY_FILE");
  if (inline && file)
    throw new SettingError(
      "DKIM_PRIVATE_KEY",
      "DKIM: bitte entweder DKIM_PRIVATE_KEY oder DKIM_PRIVATE_KEY_FILE setzen, nicht beide.",
    );
  if (!domainName && !keySelector && !inline && !file) return undefined;
  const missing = [
    domainName ? null : "DKIM_DOMAIN",
    keySelector ? null : "DKIM_SELECTOR",
    inline || file ? null : "DKIM_PRIVATE_KEY (oder DKIM_PRIVATE_KEY_FILE)",
  ].filter(Boolean);
  if (!domainName || !keySelector || missing.length > 0)
    throw new SettingError(
      (missing[0] as string).split(" ")[0] as string,
      `DKIM braucht alle drei Einstellungen oder keine; es fehlt ${missing.join(", ")} (siehe README, Einstellungen).`,
    );
  let privateKey: string;
  try {
    // A key in a one-line setting may carry its line breaks as "\n".
    privateKey = inline ? inline.replace(/\\n/g, "\n") : readFile(file as string);
  } catch (error) {
    throw new SettingError(
      "DKIM_PRIVATE_KEY_FILE",
      `DKIM_PRIVATE_KEY_FILE ist nicht lesbar: ${(error as Error).message}`,
    );
  }
  try {
    createPrivateKey(privateKey);
  } catch {
    throw new SettingError(
      inline ? "DKIM_PRIVATE_KEY" : "DKIM_PRIVATE_KEY_FILE",
      `Der DKIM-Schlüssel (${inline ? "DKIM_PRIVATE_KEY" : "DKIM_PRIVATE_KEY_FILE"}) ist kein privater Schlüssel im PEM-Format.`,
    );
  }
  return { domainName, keySelector, privateKey, headerFieldNames: DKIM_SIGNED_HEADERS };
}

export function mailTransportOptions(
  setting: Setting,
  readFile: (path: string) => string = (path) => readFileSync(path, "utf8"),
): TransportOptions {
  const port = Number(given(setting, "SMTP_PORT") ?? 1025);
  if (!Number.isInteger(port) || port <= 0 || port > 65535)
    throw new SettingError(
      "SMTP_PORT",
      `SMTP_PORT muss eine Portnummer sein, nicht "${setting("SMTP_PORT")}".`,
    );
  const secure = given(setting, "SMTP_SECURE") === "true";
  const user = given(setting, "SMTP_USER");
  const pass = setting("SMTP_PASS");
  if (!user && pass)
    throw new SettingError(
      "SMTP_USER",
      "SMTP_PASS ist gesetzt, SMTP_USER nicht: bitte beide setzen oder keinen.",
    );
  if (user && !pass)
    throw new SettingError("SMTP_PASS", "SMTP_USER ist gesetzt, SMTP_PASS nicht: bitte beide setzen.");
  // With a login the password only travels encrypted: implicit TLS (SMTP_SECURE) or STARTTLS,
  // which nodemailer then insists on. Without one (maildev in the demo and the tests) nothing is
  // secret, and a local catcher offers no certificate worth checking.
  const tls = secure ? {} : user ? { requireTLS: true as const } : { ignoreTLS: true as const };
  const dkim = dkimOf(setting, readFile);
  return {
    host: given(setting, "SMTP_HOST") ?? "127.0.0.1",
    port,
    secure,
    ...tls,
    ...(user && pass ? { auth: { user, pass } } : {}),
    ...(dkim ? { dkim } : {}),
  };
}
