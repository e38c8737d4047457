// 'Meine Daten herunterladen': everything the CMS stores about the signed-in user, as a file.
import { NextResponse } from "next/server";
import { currentUser } from "@/server/auth/session";
import { exportAccount } from "@/server/cms/billing";

export const dynamic = "force-dynamic";

export async function GET() {
  const auth = await currentUser();
  if (!auth) return NextResponse.json({ error: "Bitte melden Sie sich an." }, { status: 401 });
  try {
    const data = await exportAccount(auth.jwt);
    const day = new Date().toISOString().slice(0, 10);
    return new NextResponse(JSON.stringify(data, null, 2), {
      headers: {
        "Content-Type": "application/json; charset=utf-8",
        "Content-Disposition": `attachment; filename="wundportal-daten-${day}.json"`,
        "Cache-Control": "no-store",
      },
    });
  } catch (error) {
    console.error("[konto] Datenexport:", error);
    return NextResponse.json({ error: "Es ist etwas schief gelaufen..." }, { status: 502 });
  }
}
