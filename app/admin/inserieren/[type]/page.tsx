import type { Metadata } from "next";
import { EditorRoute } from "./editor-route";

export const metadata: Metadata = { title: "Inserieren", robots: { index: false } };

/** `?vorlage=<id>`: a new listing copied from the user's listing with that id ("Als Vorlage kopieren"). */
export default async function CreateListingPage({
  params,
  searchParams,
}: {
  params: Promise<{ type: string }>;
  searchParams: Promise<{ vorlage?: string | string[] }>;
}) {
  const [{ type }, { vorlage }] = await Promise.all([params, searchParams]);
  return <EditorRoute type={type} template={typeof vorlage === "string" ? vorlage : undefined} />;
}
