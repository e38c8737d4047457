// Speaker listings placed for a test account through the Strapi admin (as a support agent could),
// and their removal afterwards.
import type { TestAccount } from "./accounts";
import { adminToken, cmsJson } from "./cms";

/** A published speaker created by `lister`, with the given fields (Vorname, Name, Bild, ...). */
export async function speakerOf(lister: TestAccount, data: Record<string, unknown>) {
  const created = await cmsJson<{ data: { id: number; documentId: string } }>(
    "/content-manager/collection-types/api::referent.referent",
    {
      method: "POST",
      token: await adminToken(),
      body: JSON.stringify({
        Stadt: "Köln",
        Email: "referentin@example.org",
        Published: true,
        ...data,
        createdby: { connect: [{ id: lister.id }] },
      }),
    },
  );
  return created.data;
}

/** Deletes the speakers (by documentId) and empties the list. */
export async function removeSpeakers(documentIds: string[]) {
  const admin = await adminToken();
  await Promise.all(
    documentIds.splice(0).map((documentId) =>
      fetch(`${process.env.CMS_URL}/content-manager/collection-types/api::referent.referent/${documentId}`, {
        method: "DELETE",
        headers: { Authorization: `Bearer ${admin}` },
      }),
    ),
  );
}
