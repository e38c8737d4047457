import "server-only";
import { findById } from "@/lib/memo";
import type { CarePartner } from "@/lib/types";
import { byText, defineCollection } from "@/server/read-path/collection";
import { mapCarePartner } from "./mappers";
import type { RawCarePartner } from "./raw";
import { TAGS } from "@/server/read-path/tags";

export const CARE_PARTNERS = defineCollection<RawCarePartner, CarePartner>({
  tag: TAGS.carePartners,
  model: "versorgungspartner",
  path: "/versorgungspartners",
  exportName: "versorgungspartner",
  map: mapCarePartner,
  compare: (a, b) => byText(a.Name, b.Name) || a.id - b.id,
});

export function listCarePartners(): Promise<CarePartner[]> {
  return CARE_PARTNERS.list();
}

export function getCarePartner(id: number): Promise<CarePartner | null> {
  return CARE_PARTNERS.find({ ids: [id] }, (partners) => findById(partners, id));
}
