// The web app's server token (secret shared through CMS_READ_TOKEN; Strapi stores only its hash):
// reads of the public collections, plus the saved-search actions, which send mail (confirmation,
// alerts). So it is a server secret like a write token: it never reaches a browser.
import type { Core } from "@strapi/strapi";
import { READ_TOKEN_NAME } from "../utils/listing-controller";

const COLLECTIONS = [
  "veranstaltung",
  "referent",
  "hersteller",
  "produkt",
  "versorgungspartner",
  "plan",
  "background-image",
  "subscription",
];
const PERMISSIONS = [
  ...COLLECTIONS.flatMap((n) => [`api::${n}.${n}.find`, `api::${n}.${n}.findOne`]),
  // The bulk read of the public collections the web app holds in memory (api/web-export).
  "api::web-export.web-export.find",
  // Needed to see a listing's creator (createdby) and a subscription's user in populated reads.
  "plugin::users-permissions.user.find",
  "plugin::users-permissions.user.findOne",
  // Saved-search alerts: only these narrow custom actions, no CRUD (api/saved-search/routes).
  ...["subscribe", "view", "confirm", "update", "unsubscribe", "due", "deliver"].map(
    (a) => `api::saved-search.saved-search.${a}`,
  ),
  // Event reminders: likewise (api/reminder/routes).
  ...["subscribe", "view", "confirm", "unsubscribe"].map((a) => `api::reminder.reminder.${a}`),
  // Following a lister: likewise (api/follow/routes).
  ...["subscribe", "view", "confirm", "unsubscribe"].map((a) => `api::follow.follow.${a}`),
];

const DESCRIPTION =
  "Server-Token der Web-App: Lesen der Inserate, Suchaufträge (versendet Emails); serverseitig, nie im Browser";

export async function ensureReadToken(strapi: Core.Strapi, accessKey: string | undefined): Promise<void> {
  if (!accessKey) {
    strapi.log.warn("CMS_READ_TOKEN ist nicht gesetzt: die Web-App kann das CMS nicht lesen.");
    return;
  }
  const service = strapi.service("admin::api-token");
  let token = await service.getByName(READ_TOKEN_NAME);
  if (!token) {
    token = await service.create({
      name: READ_TOKEN_NAME,
      description: DESCRIPTION,
      type: "custom",
      lifespan: null,
      permissions: PERMISSIONS,
    });
  } else {
    await service.update(token.id, { description: DESCRIPTION, permissions: PERMISSIONS });
  }
  const hashed = service.hash(accessKey);
  const stored = await strapi.db
    .query("admin::api-token")
    .findOne({ where: { id: token.id }, select: ["accessKey"] });
  if (stored.accessKey !== hashed) {
    await strapi.db.query("admin::api-token").update({
      where: { id: token.id },
      data: { accessKey: hashed, encryptedKey: strapi.service("admin::encryption").encrypt(accessKey) },
    });
  }
}
