import { htmlDocument, listHeaders, withStandardParts } from "./mail";

describe("every mail", () => {
  it("is marked as sent automatically, whatever the sender said", () => {
    expect(withStandardParts({ text: "Hallo", headers: { "auto-submitted": "no" } }).headers).toEqual({
      "Auto-Submitted": "auto-generated",
    });
    expect(withStandardParts({ text: "Hallo", headers: { "Reply-By": "x" } }).headers).toEqual({
      "Reply-By": "x",
      "Auto-Submitted": "auto-generated",
    });
  });

  it("has its HTML part as a whole German document titled by the subject; a text-only mail stays so", () => {
    const sent = withStandardParts({ subject: "Passwort <neu>", html: "<p>Hallo</p>", text: "Hallo" });
    expect(sent.html).toBe(
      '<!DOCTYPE html><html lang="de"><head><meta charset="utf-8">' +
        '<meta name="viewport" content="width=device-width, initial-scale=1">' +
        "<title>Passwort &lt;neu&gt;</title></head><body><p>Hallo</p></body></html>",
    );
    expect(withStandardParts({ text: "Hallo", html: false }).html).toBe(false);
  });

  it("leaves a document that is already whole as it is", () => {
    const whole = '<!doctype html><html lang="de"><head><title>x</title></head><body></body></html>';
    expect(htmlDocument(whole, "y")).toBe(whole);
  });
});

describe("list mails", () => {
  const site = process.env.SITE_URL;
  beforeAll(() => {
    process.env.SITE_URL = "https://www.wundportal.de/";
  });
  afterAll(() => {
    if (site === undefined) delete process.env.SITE_URL;
    else process.env.SITE_URL = site;
  });

  it("name their list under the portal's host and unsubscribe with one click", () => {
    const headers = listHeaders("suchauftraege", {
      oneClick: "https://www.wundportal.de/api/alerts/unsubscribe?token=t",
      mailto: "mailto:kontakt@wundportal.de?subject=Abmelden",
    });
    expect(headers).toEqual({
      "List-Id": {
        prepared: true,
        value: `=?UTF-8?B?${Buffer.from("Wundportal Suchaufträge").toString("base64")}?= <suchauftraege.www.wundportal.de>`,
      },
      "List-Unsubscribe":
        "<https://www.wundportal.de/api/alerts/unsubscribe?token=t>, <mailto:kontakt@wundportal.de?subject=Abmelden>",
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });
});
