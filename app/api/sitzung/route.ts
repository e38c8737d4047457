// The header's signed-in state for the browser (the pages themselves render without cookies):
// the user's name only, never a token.
import { NextResponse } from "next/server";
import type { HeaderSession } from "@/components/layout/use-header-session";
import { signInState } from "@/server/auth/session";

export async function GET() {
  const state = await signInState();
  // An unconfirmed session (CMS unreachable) is still a session: the header stays signed in.
  const body: HeaderSession =
    state.status === "confirmed"
      ? { name: state.auth.user.username, unconfirmed: false }
      : state.status === "unconfirmed"
        ? { name: state.name, unconfirmed: true }
        : { name: null, unconfirmed: false };
  return NextResponse.json(body, { headers: { "Cache-Control": "private, no-store" } });
}
