import { generateKeyPairSync } from "crypto";
import { mailTransportOptions } from "./mail-transport";

const settings =
  (values: Record<string, string>) =>
  (name: string): string | undefined =>
    values[name];

const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 1024 });
const PEM = privateKey.export({ type: "pkcs8", format: "pem" }).toString().trim();
const noFile = () => {
  throw new Error("no file expected");
};

describe("the SMTP transport", () => {
  it("talks to the local catcher without TLS and without a login, as the demo and the tests do", () => {
    expect(mailTransportOptions(settings({}), noFile)).toEqual({
      host: "127.0.0.1",
      port: 1025,
      secure: false,
      ignoreTLS: true,
    });
  });

  it("requires STARTTLS when the relay needs a login, and never ignores it", () => {
    const options = mailTransportOptions(
      settings({ SMTP_HOST: "smtp.example.org", SMTP_PORT: "587", SMTP_USER: "portal", SMTP_PASS: "geheim" }),
      noFile,
    );
    expect(options).toEqual({
      host: "smtp.example.org",
      port: 587,
      secure: false,
      requireTLS: true,
      auth: { user: "portal", pass: "geheim" },
    });
    expect(options).not.toHaveProperty("ignoreTLS");
  });

  it("uses implicit TLS with SMTP_SECURE (port 465), with or without a login", () => {
    const options = mailTransportOptions(
      settings({ SMTP_PORT: "465", SMTP_SECURE: "true", SMTP_USER: "portal", SMTP_PASS: "geheim" }),
      noFile,
    );
    expect(options).toMatchObject({ port: 465, secure: true, auth: { user: "portal" } });
    expect(options).not.toHaveProperty("ignoreTLS");
  });

  it("refuses half a login and a port that is none, in German", () => {
    expect(() => mailTransportOptions(settings({ SMTP_USER: "portal" }), noFile)).toThrow(
      "SMTP_USER ist gesetzt, SMTP_PASS nicht",
    );
    expect(() => mailTransportOptions(settings({ SMTP_PASS: "geheim" }), noFile)).toThrow(
      "SMTP_PASS ist gesetzt, SMTP_USER nicht",
    );
    expect(() => mailTransportOptions(settings({ SMTP_PORT: "smtp" }), noFile)).toThrow(
      "SMTP_PORT muss eine Portnummer sein",
    );
  });
});

describe("DKIM signing", () => {
  it("is off without settings", () => {
    expect(mailTransportOptions(settings({}), noFile)).not.toHaveProperty("dkim");
  });

  it("signs with the key from the setting, one-click unsubscribe and Auto-Submitted included", () => {
    const { dkim } = mailTransportOptions(
      settings({ DKIM_DOMAIN: "wundportal.de", DKIM_SELECTOR: "mail2026", DKIM_PRIVATE_KEY: PEM }),
      noFile,
    );
    expect(dkim).toMatchObject({ domainName: "wundportal.de", keySelector: "mail2026", privateKey: PEM });
    expect(dkim?.headerFieldNames.split(":")).toEqual(
      expect.arrayContaining([
        "From",
        "Subject",
        "List-Unsubscribe",
        "List-Unsubscribe-Post",
        "Auto-Submitted",
      ]),
    );
  });

  it("takes a one-line key with \\n for its line breaks, or a key file", () => {
    const oneLine = PEM.replace(/\n/g, "\\n");
    expect(
      mailTransportOptions(
        settings({ DKIM_DOMAIN: "wundportal.de", DKIM_SELECTOR: "s", DKIM_PRIVATE_KEY: oneLine }),
        noFile,
      ).dkim?.privateKey,
    ).toBe(PEM);
    const read: string[] = [];
    const fromFile = mailTransportOptions(
      settings({ DKIM_DOMAIN: "wundportal.de", DKIM_SELECTOR: "s", DKIM_PRIVATE_KEY_FILE: "/etc/dkim.pem" }),
      (path) => {
        read.push(path);
        return PEM;
      },
    );
    expect(read).toEqual(["/etc/dkim.pem"]);
    expect(fromFile.dkim?.privateKey).toBe(PEM);
  });

  it("refuses a partial set, two keys and a key that is none, in German", () => {
    expect(() => mailTransportOptions(settings({ DKIM_DOMAIN: "wundportal.de" }), noFile)).toThrow(
      "DKIM braucht alle drei Einstellungen oder keine; es fehlt DKIM_SELECTOR, DKIM_PRIVATE_KEY (oder DKIM_PRIVATE_KEY_FILE)",
    );
    expect(() =>
      mailTransportOptions(settings({ DKIM_SELECTOR: "s", DKIM_PRIVATE_KEY: PEM }), noFile),
    ).toThrow("es fehlt DKIM_DOMAIN");
    expect(() =>
      mailTransportOptions(
        settings({
          DKIM_DOMAIN: "wundportal.de",
          DKIM_SELECTOR: "s",
          DKIM_PRIVATE_KEY: PEM,
          DKIM_PRIVATE_KEY_FILE: "/etc/dkim.pem",
        }),
        noFile,
      ),
    ).toThrow("nicht beide");
    expect(() =>
      mailTransportOptions(
        settings({ DKIM_DOMAIN: "wundportal.de", DKIM_SELECTOR: "s", DKIM_PRIVATE_KEY: "geheim" }),
        noFile,
      ),
    ).toThrow("kein privater Schlüssel im PEM-Format");
  });
});
