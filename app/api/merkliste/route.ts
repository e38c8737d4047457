// The Merken buttons' one endpoint. POST (a form, with or without JavaScript): `eintrag` (the
// button's token: a kind letter and the documentId), `merken` ("1" keep, "0" remove, absent:
// toggle) and `zurueck` (the page to return to). Without JavaScript it answers 303 back to that
// page; the client script asks for JSON. GET: the list as tokens, after merging a signed-in
// browser's entries into the account (the client script calls it once a page while signed in).
import { NextResponse, type NextRequest } from "next/server";
import { setMerkRef, type MerkRef } from "@wundportal/rules/merkliste";
import { CMS_ERROR_MESSAGES, GENERIC_ERROR, messageFor } from "@/lib/messages";
import { merkToken, refOfToken } from "@/lib/merkliste-cookie";
import { localPath } from "@/lib/safe-redirect";
import { currentUser } from "@/server/auth/session";
import { CmsError } from "@/server/cms/client";
import { setAccountMerkliste } from "@/server/cms/merkliste";
import { accountRefs, cookieRefs, writeCookies } from "@/server/merkliste";
import { isSameOrigin } from "@/server/same-origin";

export const dynamic = "force-dynamic";

const NO_STORE = { "Cache-Control": "private, no-store" };

/** What the client script reads. */
export interface MerklisteAnswer {
  tokens: string[];
  message?: string;
}

function answer(refs: readonly MerkRef[], owner: number | null, status = 200, message?: string) {
  const body: MerklisteAnswer = { tokens: refs.map(merkToken), ...(message ? { message } : {}) };
  const response = NextResponse.json(body, { status, headers: NO_STORE });
  writeCookies(response, refs, owner);
  return response;
}

export async function GET(request: NextRequest) {
  const auth = await currentUser();
  if (!auth) return answer(cookieRefs(request.cookies), null);
  try {
    return answer(await accountRefs(request.cookies, auth), auth.user.id);
  } catch (error) {
    console.error("[merkliste] Abgleich:", error);
    return NextResponse.json({ tokens: [], message: GENERIC_ERROR }, { status: 502, headers: NO_STORE });
  }
}

/** 303 to a page of this site (another host or a malformed path: the Merkliste). */
const backTo = (request: NextRequest, path: string | null) =>
  NextResponse.redirect(new URL(path ?? "/merkliste", request.url), { status: 303, headers: NO_STORE });

/** The page the form was on (a list page with its filters), when the browser named one of ours. */
function refererPath(request: NextRequest): string | null {
  const referer = request.headers.get("referer");
  if (!referer) return null;
  try {
    const url = new URL(referer);
    // The same check as for the request's Origin: the Referer's origin is the host it was sent to.
    const headers = new Headers(request.headers);
    headers.set("origin", url.origin);
    return isSameOrigin(headers) ? localPath(`${url.pathname}${url.search}`) : null;
  } catch {
    return null;
  }
}

export async function POST(request: NextRequest) {
  if (!isSameOrigin(request.headers)) return new NextResponse("Nicht erlaubt", { status: 403 });
  const wantsJson = request.headers.get("accept")?.includes("application/json") ?? false;
  const form = await request.formData().catch(() => null);
  const refs = (form?.getAll("eintrag") ?? []).map((value) =>
    typeof value === "string" ? refOfToken(value) : null,
  );
  const merken = form?.get("merken");
  const save = merken === "1" ? true : merken === "0" ? false : null;
  const zurueck = form?.get("zurueck");
  const returnTo = localPath(typeof zurueck === "string" ? zurueck : null) ?? refererPath(request);
  // One entry, or (only to remove them) several: the Merkliste page removes what is no longer published.
  const valid = refs.length > 0 && refs.every((ref) => ref !== null) && (refs.length === 1 || save === false);
  if (!valid) {
    const message = CMS_ERROR_MESSAGES["merkliste.shape"];
    return wantsJson
      ? NextResponse.json({ tokens: [], message }, { status: 400, headers: NO_STORE })
      : backTo(request, "/merkliste?fehler=eintrag");
  }

  const auth = await currentUser();
  let failure: { status: number; code: string | null } | null = null;
  let after: MerkRef[] = [];
  try {
    let current = auth ? await accountRefs(request.cookies, auth) : cookieRefs(request.cookies);
    for (const ref of refs as MerkRef[]) {
      const keep = save ?? !current.some((r) => r.kind === ref.kind && r.documentId === ref.documentId);
      if (auth) current = await setAccountMerkliste(auth.jwt, ref, keep);
      else {
        const result = setMerkRef(current, ref, keep);
        if (!result.ok) {
          failure = { status: 409, code: result.code };
          break;
        }
        current = result.refs;
      }
    }
    after = current;
  } catch (error) {
    if (error instanceof CmsError && error.status < 500) failure = { status: error.status, code: error.code };
    else {
      console.error("[merkliste] Ändern:", error);
      failure = { status: 502, code: null };
    }
    after = auth ? await accountRefs(request.cookies, auth).catch(() => cookieRefs(request.cookies)) : after;
  }

  if (failure) {
    const message = messageFor(failure.code);
    if (wantsJson) {
      // The list as it is (unchanged), so the buttons show the truth.
      const unchanged = after.length > 0 || auth ? after : cookieRefs(request.cookies);
      return answer(unchanged, auth?.user.id ?? null, failure.status, message);
    }
    return backTo(request, `/merkliste?fehler=${failure.code === "merkliste.full" ? "voll" : "eintrag"}`);
  }
  if (wantsJson) return answer(after, auth?.user.id ?? null);
  const response = backTo(request, returnTo);
  writeCookies(response, after, auth?.user.id ?? null);
  return response;
}
