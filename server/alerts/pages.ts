// The token pages of the mails a visitor asked for (saved searches: /suche/bestaetigen, /verwalten,
// /abmelden; reminders: /erinnerung/bestaetigen, /verwalten): the record their link names, or the
// segment's German 404 page for every link the CMS does not accept.
import "server-only";
import { notFound } from "next/navigation";
import { viewAlert, type AlertView } from "./cms";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
type Params = Record<string, string | string[] | undefined>;

/** The link's token and what `view` (the CMS) says of it; a 404 page for a token it refuses. */
export async function recordOfLink<R>(
  searchParams: SearchParams,
  view: (token: string) => Promise<R | null>,
): Promise<{ token: string; record: R; params: Params }> {
  const params = await searchParams;
  const raw = Array.isArray(params.token) ? params.token[0] : params.token;
  const token = raw && raw.length <= 200 ? raw : null;
  const record = token ? await view(token) : null;
  if (!token || !record) notFound();
  return { token, record, params };
}

export async function alertOfLink(
  searchParams: SearchParams,
  purpose: "confirm" | "manage",
): Promise<{ token: string; alert: AlertView; params: Params }> {
  const { token, record, params } = await recordOfLink(searchParams, (t) => viewAlert(t, purpose));
  return { token, alert: record, params };
}
