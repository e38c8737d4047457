// defineWrite: every write answers with the same shape and status for the same kind of failure.
jest.mock("@/server/auth/session", () => ({ currentUser: jest.fn() }));

import { z } from "zod";
import { currentUser } from "@/server/auth/session";
import { CmsError, CmsUnavailableError } from "@/server/cms/client";
import { defineWrite, respond, SESSION_ENDED, WriteRefused } from "./write";

const signedIn = currentUser as jest.MockedFunction<typeof currentUser>;
const auth = { jwt: "jwt-of-anna", user: { id: 7, username: "anna", email: "anna@example.de" } };
const schema = z.object({ Name: z.string().min(1, "Name ist ein Pflichtfeld!") });
const cmsRefusal = (status: number, code?: string) =>
  new CmsError("refused", status, { error: { status, message: "refused", details: code ? { code } : {} } });

function writeThat(run: () => Promise<unknown>) {
  return defineWrite({
    schema,
    label: "[test]",
    fallback: "Es ist etwas schief gelaufen...",
    fieldOfCode: { "listing.invalidValue": "Name" },
    run: async () => {
      await run();
    },
  });
}

beforeEach(() => {
  signedIn.mockReset();
  signedIn.mockResolvedValue(auth as never);
  jest.spyOn(console, "error").mockImplementation(() => {});
  jest.spyOn(console, "warn").mockImplementation(() => {});
});

it("answers bad input with 400 and the field's German message, without asking for the session", async () => {
  const result = await writeThat(async () => {})({ Name: "" });
  expect(result).toEqual({
    ok: false,
    status: 400,
    fieldErrors: { Name: "Name ist ein Pflichtfeld!" },
    message: "Name ist ein Pflichtfeld!",
  });
  expect(signedIn).not.toHaveBeenCalled();
});

it("answers 401 without a session and does not run the write", async () => {
  signedIn.mockResolvedValue(null);
  const run = jest.fn(async () => {});
  const result = await writeThat(run)({ Name: "Anna" });
  expect(result).toEqual({ ok: false, status: 401, message: SESSION_ENDED });
  expect(run).not.toHaveBeenCalled();
});

it("passes the parsed data and the user's token to the write", async () => {
  const run = jest.fn(async () => ({ ok: true, message: "Daten erfolgreich gespeichert!" }));
  const write = defineWrite({ schema, label: "[test]", run });
  expect(await write({ Name: "Anna", extra: "dropped" })).toEqual({
    ok: true,
    status: 200,
    message: "Daten erfolgreich gespeichert!",
  });
  expect(run).toHaveBeenCalledWith({ Name: "Anna" }, auth);
});

it.each([
  [403, "listing.notOwner", "Dieses Inserat gehört nicht zu Ihrem Konto."],
  [403, "listing.wrongPlan", "Diese Art von Inserat ist in Ihrem Abonnement nicht enthalten."],
  [404, "listing.notFound", "Dieses Inserat gibt es nicht."],
  [409, "product.limitReached", "Nur Premium Hersteller Abononments können mehr als 10 Produkte hinzufügen"],
])("keeps the CMS's status %i and turns code %s into the catalogue's text", async (status, code, text) => {
  const result = await writeThat(() => Promise.reject(cmsRefusal(status, code)))({ Name: "Anna" });
  expect(result).toEqual({ ok: false, status, message: text });
});

it("puts a code's message next to the field it points at", async () => {
  const result = await writeThat(() => Promise.reject(cmsRefusal(400, "listing.invalidValue")))({
    Name: "Anna",
  });
  expect(result.fieldErrors).toEqual({ Name: "Ein Feld enthält einen ungültigen Wert." });
});

it("treats a token the CMS refuses as an ended session", async () => {
  const result = await writeThat(() => Promise.reject(cmsRefusal(401)))({ Name: "Anna" });
  expect(result).toEqual({ ok: false, status: 401, message: SESSION_ENDED });
});

it("answers a refusal without a known code with the form's fallback text", async () => {
  const result = await writeThat(() => Promise.reject(cmsRefusal(400)))({ Name: "Anna" });
  expect(result).toEqual({ ok: false, status: 400, message: "Es ist etwas schief gelaufen..." });
});

it("answers a CMS outage with 503 and an exception with 500, both with the fallback text", async () => {
  const outage = await writeThat(() => Promise.reject(new CmsUnavailableError("/referents")))({ Name: "A" });
  expect(outage).toEqual({ ok: false, status: 503, message: "Es ist etwas schief gelaufen..." });
  const crash = await writeThat(() => Promise.reject(new TypeError("boom")))({ Name: "A" });
  expect(crash).toEqual({ ok: false, status: 500, message: "Es ist etwas schief gelaufen..." });
});

it("answers a rule the web app refuses itself with its status", async () => {
  const result = await writeThat(() => Promise.reject(new WriteRefused("Zu viele Dateien.", 409)))({
    Name: "A",
  });
  expect(result).toEqual({ ok: false, status: 409, message: "Zu viele Dateien.", fieldErrors: undefined });
});

it("lets Next's redirect through", async () => {
  const redirect = Object.assign(new Error("NEXT_REDIRECT"), { digest: "NEXT_REDIRECT;replace;/x;307;" });
  await expect(writeThat(() => Promise.reject(redirect))({ Name: "A" })).rejects.toBe(redirect);
});

it("gives route handlers the same status", async () => {
  const response = respond({ ok: false, status: 409, message: "Limit" });
  expect(response.status).toBe(409);
  expect(await response.json()).toEqual({ ok: false, status: 409, message: "Limit" });
});
