import type { Metadata } from "next";
import { EditorRoute } from "./editor-route";

export const metadata: Metadata = { title: "Inserieren", robots: { index: false } };

export default async function CreateListingPage({ params }: { params: Promise<{ type: string }> }) {
  const { type } = await params;
  return <EditorRoute type={type} />;
}
