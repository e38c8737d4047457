// The one shape of every write: parse with the form's zod schema, require the session,
// call the CMS with the user's token, and turn every failure into the same ActionResult with the
// same status code, whether a server action or a route handler answers.
import "server-only";
import type { z } from "zod";
import { fieldErrorsOf, type ActionResult } from "@/lib/action-result";
import { GENERIC_ERROR, messageFor, type CmsErrorCode } from "@/lib/messages";
import { currentUser, type AuthedUser } from "@/server/auth/session";
import { CmsError, CmsUnavailableError } from "@/server/cms/client";

export const SESSION_ENDED = "Bitte melden Sie sich erneut an.";

/** A rule the web app itself refuses before asking the CMS (a limit, a missing plan). */
export class WriteRefused extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
    this.name = "WriteRefused";
  }
}

interface WriteOptions<S extends z.ZodType, T> {
  schema: S;
  /** Log label, e.g. "[inserat] speichern". */
  label: string;
  /** Set `session: false` only for the signed-out forms (registration, password reset). */
  session?: true;
  /** The text for a failure the catalogue has no code for (the specification's text per form). */
  fallback?: string;
  /** Which form field a CMS code points at, so the message shows next to it. */
  fieldOfCode?: Partial<Record<CmsErrorCode, string>>;
  /** A form's own text for a code, where the specification words it differently. */
  messageOfCode?: Partial<Record<CmsErrorCode, string>>;
  run: (data: z.output<S>, auth: AuthedUser) => Promise<ActionResult<T> | void>;
}

interface PublicWriteOptions<S extends z.ZodType, T> extends Omit<WriteOptions<S, T>, "run" | "session"> {
  session: false;
  run: (data: z.output<S>) => Promise<ActionResult<T> | void>;
}

/** A failure of the CMS or of a refused rule → the result the user reads, with its status. */
export function failureOf(
  error: unknown,
  options: Pick<WriteOptions<z.ZodType, unknown>, "label" | "fallback" | "fieldOfCode" | "messageOfCode">,
): ActionResult<never> {
  const fallback = options.fallback ?? GENERIC_ERROR;
  if (error instanceof WriteRefused) {
    return { ok: false, status: error.status, message: error.message, fieldErrors: error.fieldErrors };
  }
  if (error instanceof CmsError && error.status < 500) {
    if (error.status === 401) return { ok: false, status: 401, message: SESSION_ENDED };
    const code = error.code;
    const message = (code && options.messageOfCode?.[code]) || messageFor(code, fallback);
    const field = code ? options.fieldOfCode?.[code] : undefined;
    if (!code) console.warn(`${options.label}: CMS ${error.status} ohne Code:`, error.message);
    return {
      ok: false,
      status: error.status,
      message,
      ...(field ? { fieldErrors: { [field]: message } } : {}),
    };
  }
  console.error(`${options.label}:`, error);
  return { ok: false, status: error instanceof CmsUnavailableError ? 503 : 500, message: fallback };
}

/** Defines a write: `export const saveX = defineWrite({ schema, label, run })`. */
export function defineWrite<S extends z.ZodType, T = undefined>(
  options: WriteOptions<S, T> | PublicWriteOptions<S, T>,
): (input?: unknown) => Promise<ActionResult<T>> {
  return async (input) => {
    const parsed = await options.schema.safeParseAsync(input);
    if (!parsed.success) {
      const fieldErrors = fieldErrorsOf(parsed.error);
      return { ok: false, status: 400, fieldErrors, message: Object.values(fieldErrors)[0] };
    }
    try {
      let result: ActionResult<T> | void;
      if (options.session === false) {
        result = await options.run(parsed.data);
      } else {
        const auth = await currentUser();
        if (!auth) return { ok: false, status: 401, message: SESSION_ENDED };
        result = await options.run(parsed.data, auth);
      }
      const answer = result ?? { ok: true };
      return { ...answer, status: answer.status ?? (answer.ok ? 200 : 400) };
    } catch (error) {
      // Next's redirect() and notFound() work by throwing: let them through.
      if (isNextControlFlow(error)) throw error;
      return failureOf(error, options);
    }
  };
}

/** A write's result as a route handler's answer, with the same status. */
export function respond<T>(result: ActionResult<T>): Response {
  return Response.json(result, { status: result.status ?? (result.ok ? 200 : 500) });
}

function isNextControlFlow(error: unknown): boolean {
  const digest = (error as { digest?: unknown } | null)?.digest;
  return (
    typeof digest === "string" && /^(NEXT_REDIRECT|NEXT_NOT_FOUND|NEXT_HTTP_ERROR_FALLBACK)/.test(digest)
  );
}
