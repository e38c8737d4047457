import type { Metadata } from "next";
import { EditorPage } from "@/components/editor/editor-page";

export const metadata: Metadata = { title: "Inserat bearbeiten", robots: { index: false } };

export default async function EditListingPage({ params }: { params: Promise<{ type: string; id: string }> }) {
  const { type, id } = await params;
  return <EditorPage type={type} id={id} />;
}
