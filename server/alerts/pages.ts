// The token pages of a saved search (/suche/bestaetigen, /verwalten, /abmelden): the alert their
// link names, or the segment's German 404 page for every link the CMS does not accept.
import "server-only";
import { notFound } from "next/navigation";
import { viewAlert, type AlertView } from "./cms";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function alertOfLink(
  searchParams: SearchParams,
  purpose: "confirm" | "manage",
): Promise<{ token: string; alert: AlertView; params: Record<string, string | string[] | undefined> }> {
  const params = await searchParams;
  const raw = Array.isArray(params.token) ? params.token[0] : params.token;
  const token = raw && raw.length <= 200 ? raw : null;
  const alert = token ? await viewAlert(token, purpose) : null;
  if (!token || !alert) notFound();
  return { token, alert, params };
}
