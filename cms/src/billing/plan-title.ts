// Document-service middleware: a plan's title is '{kind}: {tier}' and must agree with its kind and
// tier fields, whoever writes it (editors create plans in the admin). An update that names only
// some of the three is checked against the stored rest.
import type { Core } from "@strapi/strapi";
import type { DocumentContext, DocumentMiddleware, DocumentNext } from "../utils/document-middleware";
import { refuse } from "../utils/refusal";

type Data = Record<string, unknown>;

const PLAN_UID = "api::plan.plan";
const TITLE_FIELDS = ["title", "kind", "tier"] as const;

const isData = (value: unknown): value is Data =>
  value !== null && typeof value === "object" && !Array.isArray(value);

export function checkPlanTitle(strapi: Core.Strapi): DocumentMiddleware {
  return async (context: DocumentContext, next: DocumentNext) => {
    if (context.uid !== PLAN_UID || (context.action !== "create" && context.action !== "update"))
      return next();
    const input = context.params?.data;
    const data: Data = isData(input) ? input : {};
    if (!TITLE_FIELDS.some((field) => field in data)) return next();
    const documentId = context.params?.documentId;
    const stored: unknown =
      context.action === "update" && typeof documentId === "string"
        ? await strapi.documents(PLAN_UID).findOne({ documentId, fields: [...TITLE_FIELDS] })
        : null;
    const plan: Data = { ...(isData(stored) ? stored : {}), ...data };
    const title = `${String(plan.kind)}: ${String(plan.tier)}`;
    if (plan.title !== title) refuse(400, "plan.titleMismatch", `Der Titel muss „${title}“ lauten.`);
    return next();
  };
}
