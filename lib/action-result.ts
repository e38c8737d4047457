// The one shape every mutation answers with.
import type { z } from "zod";

export interface ActionResult<T = undefined> {
  ok: boolean;
  message?: string;
  fieldErrors?: Record<string, string>;
  data?: T;
  /**
   * The HTTP status the same outcome has everywhere (route handlers answer with it): 200, 400 bad
   * input, 401 no session, 403 not yours / not in your plan, 404, 409 limit reached, 429, 500, 503.
   */
  status?: number;
}

/** zod issues → the first message per field. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_";
    out[key] ??= issue.message;
  }
  return out;
}
