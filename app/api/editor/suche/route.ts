// GET /api/editor/suche?art=referent|hersteller&q=: published speakers or manufacturers by name,
// for linking them to an event in the listing editor. Answers [{ id, name }], at most 10.
import { NextResponse, type NextRequest } from "next/server";
import { z } from "@/lib/zod";
import { suggest, type Suggestion } from "@/lib/filters/suggest";
import { speakerName } from "@/lib/names";
import { getStrapiJwt } from "@/server/auth/session";
import { listManufacturers } from "@/server/cms/manufacturers";
import { listPublicSpeakers } from "@/server/cms/speakers";

export const MAX_HITS = 10;

const querySchema = z.object({
  art: z.enum(["referent", "hersteller"], { error: "Unbekannte Art: erlaubt sind referent und hersteller." }),
  q: z
    .string({ error: "Bitte einen Suchbegriff angeben." })
    .trim()
    .min(1, "Bitte einen Suchbegriff angeben.")
    .max(100, "Der Suchbegriff ist zu lang (höchstens 100 Zeichen)."),
});

const SOURCES: Record<"referent" | "hersteller", () => Promise<Suggestion[]>> = {
  referent: async () =>
    (await listPublicSpeakers()).map((s) => ({ type: s.type, id: s.id, label: speakerName(s) })),
  hersteller: async () =>
    (await listManufacturers()).map((m) => ({ type: m.type, id: m.id, label: m.Herstellername })),
};

export async function GET(request: NextRequest) {
  // Only the editor asks; the names are public, but the editor is for signed-in users.
  if (!(await getStrapiJwt())) {
    return NextResponse.json({ error: "Bitte melden Sie sich an." }, { status: 401 });
  }
  const params = request.nextUrl.searchParams;
  const parsed = querySchema.safeParse({
    art: params.get("art") ?? undefined,
    q: params.get("q") ?? undefined,
  });
  if (!parsed.success) {
    return NextResponse.json({ error: parsed.error.issues[0]?.message }, { status: 400 });
  }
  const { art, q } = parsed.data;
  const hits = suggest(await SOURCES[art](), q, MAX_HITS).map(({ id, label }) => ({ id, name: label }));
  return NextResponse.json(hits, { headers: { "Cache-Control": "private, max-age=60" } });
}
