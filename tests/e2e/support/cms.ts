// Test helpers that talk to the real Strapi of the test stack (started by scripts/test.mjs).
const CMS_URL = process.env.CMS_URL ?? "http://127.0.0.1:1337";

export async function cmsJson<T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const { token, headers, ...rest } = init;
  const response = await fetch(`${CMS_URL}${path}`, {
    ...rest,
    headers: {
      "Content-Type": "application/json",
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
  });
  const body = (await response.json()) as T;
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

/** Logs in to Strapi's admin API, as an editor working in the Strapi admin would. */
export async function adminToken(): Promise<string> {
  const body = await cmsJson<{ data: { token: string } }>("/admin/login", {
    method: "POST",
    body: JSON.stringify({
      email: process.env.STRAPI_ADMIN_EMAIL,
      password: process.env.STRAPI_ADMIN_PASSWORD,
    }),
  });
  return body.data.token;
}

export interface PublicEvent {
  id: number;
  documentId: string;
  Veranstaltungsname: string;
  Startzeit: string | null;
  Endzeit: string | null;
  Fokusiere: boolean;
}

/** Published events as an anonymous API caller sees them. */
export async function publicEvents(): Promise<PublicEvent[]> {
  const body = await cmsJson<{ data: PublicEvent[] }>(
    "/api/veranstaltungs?pagination[pageSize]=1000&fields[0]=Veranstaltungsname&fields[1]=Startzeit&fields[2]=Endzeit&fields[3]=Fokusiere",
  );
  return body.data;
}

/**
 * Runs the CMS's job that deletes uploads no listing uses (hourly in production, a day after the
 * upload) now, over these files only; returns how many it deleted.
 */
export async function deleteUnattachedUploadsNow(fileIds: number[]): Promise<number> {
  const body = await cmsJson<{ data: { removed: number } }>("/api/upload-cleanup", {
    method: "POST",
    headers: { "x-jobs-secret": process.env.REVALIDATE_SECRET ?? "" },
    body: JSON.stringify({ fileIds, maxAgeHours: 0 }),
  });
  return body.data.removed;
}
