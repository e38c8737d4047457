import type { Metadata } from "next";
import { EditorRoute } from "../editor-route";

export const metadata: Metadata = { title: "Inserat bearbeiten", robots: { index: false } };

export default async function EditListingPage({ params }: { params: Promise<{ type: string; id: string }> }) {
  const { type, id } = await params;
  return <EditorRoute type={type} id={id} />;
}
