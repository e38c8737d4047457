import type { Metadata } from "next";
import { EditorPage } from "@/components/editor/editor-page";

export const metadata: Metadata = { title: "Inserieren", robots: { index: false } };

export default async function CreateListingPage({ params }: { params: Promise<{ type: string }> }) {
  const { type } = await params;
  return <EditorPage type={type} />;
}
