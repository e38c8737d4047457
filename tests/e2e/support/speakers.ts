// Speaker listings placed for a test account through the Strapi admin (as a support agent could);
// they go with the account (removeAccount deletes what it created).
import { adminCreated } from "../../support/cms.mjs";
import type { TestAccount } from "./accounts";

const SPEAKER = "api::referent.referent";

/** A published speaker created by `lister`, with the given fields (Vorname, Name, Bild, ...). */
export async function speakerOf(lister: TestAccount, data: Record<string, unknown>) {
  return adminCreated(SPEAKER, {
    Stadt: "Köln",
    Email: "referentin@example.org",
    Published: true,
    ...data,
    createdby: { connect: [{ id: lister.id }] },
  });
}
