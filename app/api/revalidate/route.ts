// Strapi's webhook lands here after every create, update, delete, publish or unpublish. Its body,
// { event, model, entry: { id, documentId, … } }, names the entry: only that entry and the entries
// that show it are refreshed (server/read-path/refresh.ts), and the change is passed on to the other
// instances over Redis when REDIS_URL is set. A body without an entry (or { tag }) reloads the
// model's collections in the background. { warm: true } (sent by instrumentation.ts at start-up)
// loads every collection and joins the bus; with { warm: true, wait: true } it answers only when all
// are loaded (a readiness check for deployments, and the benchmark's start line), 503 naming those
// that failed.
import { NextResponse, type NextRequest } from "next/server";
import { announceChange, bus } from "@/server/read-path/refresh";
import { TAGS, tagsForModel, type Tag } from "@/server/read-path/tags";
import { warm } from "@/server/read-path/warm";
import { env } from "@/server/env";
import { secretsMatch } from "@/server/secrets";
import { warmSearch } from "@/server/search/indexes";
import { warmLists } from "@/server/lists/queries";
import { ownOrigin } from "@/server/read-path/html-cache";
import { KIND_INFO } from "@/lib/listing-kinds";

/**
 * The warm-up's last step: each list page rendered once, so its first visitor does not wait for
 * the page's code to load and warm up (about a second for the events list at 10,000 events).
 */
async function renderListPages(): Promise<void> {
  for (const { publicPath } of Object.values(KIND_INFO)) {
    await fetch(`${ownOrigin()}${publicPath}`)
      .then((response) => response.arrayBuffer())
      .catch(() => undefined);
  }
}

const KNOWN = new Set<string>(Object.values(TAGS));

export async function POST(request: NextRequest) {
  if (!secretsMatch(request.headers.get("x-revalidate-secret"), env().REVALIDATE_SECRET)) {
    return NextResponse.json({ error: "Nicht berechtigt" }, { status: 401 });
  }
  let body: {
    model?: unknown;
    tag?: unknown;
    entry?: { id?: unknown; documentId?: unknown };
    warm?: unknown;
    wait?: unknown;
  };
  try {
    body = (await request.json()) as typeof body;
  } catch {
    return NextResponse.json({ error: "Ungültige Anfrage" }, { status: 400 });
  }
  if (body.warm === true) {
    await bus();
    // The search indexes and the lists' filter indexes and sort orders follow the collections
    // (built in the background, step by step).
    const loading = warm(Object.values(TAGS)).then(async (failed) => {
      await Promise.all([warmSearch(), warmLists()]).catch(() => undefined);
      await renderListPages();
      return failed;
    });
    if (body.wait !== true) return NextResponse.json({ warming: Object.values(TAGS) });
    // Waited for: 503 with the collections that could not be loaded (the CMS did not answer).
    const failed = await loading;
    return NextResponse.json({ warming: Object.values(TAGS), failed }, { status: failed.length ? 503 : 200 });
  }
  const model = typeof body.model === "string" ? body.model : undefined;
  const documentId = typeof body.entry?.documentId === "string" ? body.entry.documentId : undefined;
  const id = typeof body.entry?.id === "number" ? body.entry.id : undefined;
  if (model && documentId) {
    return NextResponse.json({ refreshed: await announceChange({ model, id, documentId }) });
  }
  const tags: Tag[] =
    typeof body.tag === "string" && KNOWN.has(body.tag) ? [body.tag as Tag] : tagsForModel(model);
  return NextResponse.json({ revalidated: await announceChange({ tags }) });
}
