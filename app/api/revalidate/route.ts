// Strapi's webhook lands here after every create, update or delete; the named collections are
// marked stale and reloaded at once (readers get the previous version until the reload is done).
import { revalidateTag } from "next/cache";
import { NextResponse, type NextRequest } from "next/server";
import { invalidate } from "@/server/cms/cache";
import { TAGS, tagsForModel, type Tag } from "@/server/cms/tags";
import { warm } from "@/server/cms/warm";
import { env } from "@/server/env";
import { secretsMatch } from "@/server/secrets";

const KNOWN = new Set<string>(Object.values(TAGS));

export async function POST(request: NextRequest) {
  if (!secretsMatch(request.headers.get("x-revalidate-secret"), env().REVALIDATE_SECRET)) {
    return NextResponse.json({ error: "Nicht berechtigt" }, { status: 401 });
  }
  let body: { model?: unknown; tag?: unknown };
  try {
    body = (await request.json()) as typeof body;
  } catch {
    return NextResponse.json({ error: "Ungültige Anfrage" }, { status: 400 });
  }
  const tags: Tag[] =
    typeof body.tag === "string" && KNOWN.has(body.tag)
      ? [body.tag as Tag]
      : tagsForModel(typeof body.model === "string" ? body.model : undefined);
  for (const tag of tags) {
    invalidate(tag);
    // Also expire anything Next itself cached under the tag (sitemap, feeds).
    revalidateTag(tag, { expire: 0 });
  }
  warm(tags);
  return NextResponse.json({ revalidated: tags });
}
