import "server-only";
import type { CarePartner } from "@/lib/types";
import { cachedCollection, strapiFetchAll } from "./client";
import { mapCarePartner } from "./mappers";
import { CARE_PARTNER_POPULATE } from "./populate";
import type { RawCarePartner } from "./raw";
import { TAGS } from "./tags";

export async function listCarePartners(): Promise<CarePartner[]> {
  return cachedCollection(TAGS.carePartners, async () => {
    const raw = await strapiFetchAll<RawCarePartner>("/versorgungspartners", {
      filters: { Published: { $eq: true } },
      populate: CARE_PARTNER_POPULATE,
      sort: ["Name:asc", "id:asc"],
    });
    return raw.map(mapCarePartner);
  });
}

export async function getCarePartner(id: number): Promise<CarePartner | null> {
  return (await listCarePartners()).find((c) => c.id === id) ?? null;
}
