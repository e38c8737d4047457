// The one input shape a portal user may send for relation and media fields: a plain JSON list of
// numeric ids (`[12, 15]`, `[]`; single fields take at most one). Strapi itself accepts many more
// shapes ({ connect, set, disconnect }, objects, documentIds, null), which read differently from
// how a hand-written reader guesses. Every other shape is refused with 400 before any rule runs,
// and because a plain list replaces the field, the list is exactly the final state the rules check.
import type { Core } from "@strapi/strapi";
import { refuse } from "../utils/refusal";
import type { ListingUid } from "./ownership";

/** How a user may write a relation field: own targets only, visible targets only, or not at all. */
export type RelationRule = "owned" | "visible" | "readOnly";

/**
 * Relations users write. Every other relation (createdby, the inverse sides a portal form never
 * writes: a speaker's or manufacturer's events, a manufacturer's products) is read-only for them:
 * products join a manufacturer through their own `hersteller` field or the manufacturer's save.
 */
const WRITABLE: Partial<Record<ListingUid, Record<string, Exclude<RelationRule, "readOnly">>>> = {
  "api::veranstaltung.veranstaltung": { referents: "visible", herstellers: "visible" },
  "api::produkt.produkt": { hersteller: "owned" },
};

export interface ReferenceField {
  name: string;
  kind: "relation" | "media";
  /** Whether the field holds a list (else at most one entry). */
  multiple: boolean;
  /** The model the ids point at. */
  target: string;
  rule: RelationRule | "ownFile";
}

interface Attribute {
  type: string;
  relation?: string;
  target?: string;
  multiple?: boolean;
}

/** The relation and media fields of a listing model with how users may write them. */
export function referenceFields(strapi: Core.Strapi, uid: ListingUid): ReferenceField[] {
  const attributes = strapi.getModel(uid).attributes as Record<string, Attribute>;
  const fields: ReferenceField[] = [];
  for (const [name, attribute] of Object.entries(attributes)) {
    if (attribute.type === "media") {
      fields.push({
        name,
        kind: "media",
        multiple: attribute.multiple === true,
        target: "plugin::upload.file",
        rule: "ownFile",
      });
    } else if (attribute.type === "relation" && attribute.target) {
      fields.push({
        name,
        kind: "relation",
        multiple: attribute.relation === "oneToMany" || attribute.relation === "manyToMany",
        target: attribute.target,
        rule: WRITABLE[uid]?.[name] ?? "readOnly",
      });
    }
  }
  return fields;
}

const isId = (value: unknown): value is number =>
  typeof value === "number" && Number.isSafeInteger(value) && value > 0;

/** The ids of a canonical input, or a 400 naming the field. */
export function readIds(field: ReferenceField, value: unknown): number[] {
  if (field.rule === "readOnly") {
    refuse(400, "listing.relationReadOnly", `${field.name} kann nicht geschrieben werden`, {
      field: field.name,
    });
  }
  if (!Array.isArray(value) || !value.every(isId)) {
    refuse(400, "listing.relationShape", `${field.name}: erwartet wird eine Liste von ids`, {
      field: field.name,
    });
  }
  if (new Set(value).size !== value.length) {
    refuse(400, "listing.relationShape", `${field.name}: doppelte ids`, { field: field.name });
  }
  if (!field.multiple && value.length > 1) {
    refuse(400, "listing.relationShape", `${field.name}: höchstens ein Eintrag`, { field: field.name });
  }
  return value;
}

/** What Strapi stores for a checked list: the same list, as Strapi reads it unambiguously. */
export function toStrapiInput(field: ReferenceField, ids: number[]): unknown {
  if (field.kind === "media") return field.multiple ? ids : (ids[0] ?? null);
  return { set: ids.map((id) => ({ id })) };
}
