import "server-only";
import { MAIN_LISTING_KINDS, type MainListingKind } from "@wundportal/rules";
import { KIND_INFO, type OwnListingRow } from "@/lib/listing-kinds";
import type { AuthedUser } from "@/server/auth/session";
import { strapiFetch, type StrapiList } from "./client";
import { mapMedia } from "./mappers";
import type { RawOwnListing } from "./listing-mapping";
import type { RawMedia } from "./raw";

// The signed-in user's own listings. The CMS lets a user read published listings and their own
// unpublished ones, but not filter by creator; the web app's read token filters by creator but
// reads related listings whoever's they are. So the read token only names the user's published
// listings, and everything shown (fields, related listings, files) is read with the user's own
// token, which passes the CMS's visibility rules: another user's unpublished listing linked to
// one's event never reaches the editor.

const image = { fields: ["url", "name", "mime", "alternativeText"] };

/** What the editor loads of a listing of each kind. */
const EDITOR_POPULATE: Record<MainListingKind, Record<string, unknown>> = {
  Referent: { Bild: image, Medien: image },
  Versorgungspartner: { Logo: image, Medien: image },
  Veranstaltung: {
    Bild: image,
    Medien: image,
    Fortbildungspunkte: true,
    ExterneReferenten: true,
    ExterneHersteller: true,
    referents: { fields: ["Titel", "Vorname", "Name"] },
    herstellers: { fields: ["Herstellername"] },
  },
  Hersteller: { Logo: image, Medien: image },
};

const LIST_FIELDS: Record<MainListingKind, string[]> = {
  Referent: ["Titel", "Vorname", "Name", "Published"],
  Versorgungspartner: ["Name", "Published"],
  Veranstaltung: ["Veranstaltungsname", "Published"],
  Hersteller: ["Herstellername", "Published"],
};

async function findOwn(
  kind: MainListingKind,
  auth: AuthedUser,
  query: {
    filters?: Record<string, unknown>;
    populate: Record<string, unknown>;
    fields?: string[];
    /** 200 unless given; at most the CMS's maxLimit (1,000). */
    pageSize?: number;
  },
): Promise<RawOwnListing[]> {
  const path = `/${KIND_INFO[kind].plural}`;
  const and = (extra: Record<string, unknown>) => ({ $and: [query.filters ?? {}, extra] });
  const page = { sort: ["id:desc"], pagination: { page: 1, pageSize: query.pageSize ?? 200 } };
  const published = await strapiFetch<StrapiList<{ documentId: string }>>(path, {
    query: { ...page, fields: ["documentId"], filters: and({ createdby: { id: { $eq: auth.user.id } } }) },
  });
  const own = published.data.map((record) => record.documentId);
  const mine = await strapiFetch<StrapiList<RawOwnListing>>(path, {
    token: auth.jwt,
    query: {
      ...page,
      populate: query.populate,
      fields: query.fields,
      // Unpublished listings the user reads are their own; published ones are theirs by the list above.
      filters: and({
        $or: [{ Published: { $eq: false } }, { documentId: { $in: own.length ? own : ["-"] } }],
      }),
    },
  });
  return mine.data;
}

/** The user's listing of this kind with this id (everything the editor shows), or null. */
export async function findOwnListing(
  kind: MainListingKind,
  id: number,
  auth: AuthedUser,
): Promise<RawOwnListing | null> {
  const [found] = await findOwn(kind, auth, {
    filters: { id: { $eq: id } },
    populate: EDITOR_POPULATE[kind],
  });
  return found ?? null;
}

/** Whether the listing of this kind and id is the user's own (published or not). */
export async function isOwnListing(kind: MainListingKind, id: number, auth: AuthedUser): Promise<boolean> {
  const found = await findOwn(kind, auth, {
    filters: { id: { $eq: id } },
    populate: {},
    fields: ["Published"],
  });
  return found.length > 0;
}

function nameOf(kind: MainListingKind, raw: RawOwnListing): string {
  const str = (key: string) => (typeof raw[key] === "string" ? (raw[key] as string) : "");
  switch (kind) {
    case "Referent":
      return [str("Titel"), str("Vorname"), str("Name")].filter(Boolean).join(" ");
    case "Veranstaltung":
      return str("Veranstaltungsname");
    case "Hersteller":
      return str("Herstellername");
    case "Versorgungspartner":
      return str("Name");
  }
}

/** 'Meine Inserate': the user's listings of the four kinds (never products), newest first per kind. */
export async function listOwnListings(auth: AuthedUser): Promise<OwnListingRow[]> {
  const perKind = await Promise.all(
    MAIN_LISTING_KINDS.map(async (kind) => {
      const imageField = KIND_INFO[kind].imageField;
      const raw = await findOwn(kind, auth, { populate: { [imageField]: image }, fields: LIST_FIELDS[kind] });
      return raw.map((record): OwnListingRow => {
        const media = mapMedia(record[imageField] as RawMedia | null | undefined);
        const name = nameOf(kind, record) || "(ohne Namen)";
        return {
          kind,
          id: record.id,
          name,
          published: record.Published === true,
          image: media && media.kind === "image" ? { url: media.url, alt: media.alt } : null,
        };
      });
    }),
  );
  return perKind.flat();
}

/** The documentId Strapi's write routes take, for the user's own listing with this id. */
export async function ownDocumentId(
  kind: MainListingKind,
  id: number,
  auth: AuthedUser,
): Promise<string | null> {
  const [found] = await findOwn(kind, auth, {
    filters: { id: { $eq: id } },
    populate: {},
    fields: ["Published"],
  });
  return found?.documentId ?? null;
}

/** The user's listings of this kind with their own fields (no relations, no media), newest first. */
export function listOwnRecords(kind: MainListingKind, auth: AuthedUser): Promise<RawOwnListing[]> {
  // The import matches a file's rows with them and the export writes them all: as many as the CMS
  // answers at once (an import holds at most 1,000 rows).
  return findOwn(kind, auth, { populate: {}, pageSize: 1000 });
}

/** The ids of the user's listings of this kind, published or not, newest first. */
export async function ownListingIds(kind: MainListingKind, auth: AuthedUser): Promise<number[]> {
  const found = await findOwn(kind, auth, { populate: {}, fields: ["Published"] });
  return found.map((record) => record.id);
}

/** The id of the user's newest listing of this kind, or null (the Referent's own profile). */
export async function newestOwnListingId(kind: MainListingKind, auth: AuthedUser): Promise<number | null> {
  return (await ownListingIds(kind, auth))[0] ?? null;
}
