import { jsonLdScript, type JsonLd as JsonLdData } from "@/lib/jsonld";

/** One JSON-LD block; nothing when the builder has nothing a search engine would accept. */
export function JsonLd({ data }: { data: JsonLdData | null }) {
  if (!data) return null;
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(data) }} />;
}
