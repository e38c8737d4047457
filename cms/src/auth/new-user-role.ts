// Document-service middleware: a new user's `Rolle` is one of the four roles of the specification
// or none, also for users created in the admin or by a script (the registration route checks it
// before, with the same code: extensions/users-permissions/strapi-server.ts).
import { taxonomy } from "@wundportal/rules";
import type { DocumentContext, DocumentMiddleware, DocumentNext } from "../utils/document-middleware";
import { refuse } from "../utils/refusal";
import { USER_UID } from "./sessions";

const ROLES: readonly unknown[] = taxonomy.Rolle;

export function checkNewUserRole(): DocumentMiddleware {
  return async (context: DocumentContext, next: DocumentNext) => {
    if (context.uid === USER_UID && context.action === "create") {
      const data = context.params?.data;
      const rolle =
        data !== null && typeof data === "object" ? (data as Record<string, unknown>).Rolle : undefined;
      if (rolle !== undefined && rolle !== null && !ROLES.includes(rolle)) {
        refuse(400, "ROLE_INVALID", "Bitte wählen Sie eine gültige Rolle.");
      }
    }
    return next();
  };
}
