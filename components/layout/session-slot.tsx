"use client";

import { SessionLookupFailed } from "./session-notice";
import { SideMenu } from "./side-menu";
import { useHeaderSession } from "./use-header-session";
import { UserMenu } from "./user-menu";

// The signed-in parts of the header are a small client island: the pages render the same HTML
// for everybody (no cookie read on the server), and the header asks /api/sitzung who is there.

function AvatarPlaceholder() {
  return <span aria-hidden="true" className="block h-10 w-10 rounded-full bg-gray-100" />;
}

/** The avatar ('Anmelden' or the account menu) once the session is known. */
export function SessionUserMenu() {
  const session = useHeaderSession();
  return session === undefined ? <AvatarPlaceholder /> : <UserMenu name={session.name} />;
}

/** On phones, beside the search button: the signed-in user's avatar and menu (nothing otherwise). */
export function SessionPhoneUserMenu() {
  const name = useHeaderSession()?.name;
  return name ? <UserMenu name={name} compact /> : null;
}

/** The slide-out menu; its 'Anmelden' entry only while signed out. */
export function SessionSideMenu() {
  const session = useHeaderSession();
  return <SideMenu signedIn={session !== undefined && session.name !== null} />;
}

/** Tells a signed-in visitor that their account could not be loaded (the CMS did not answer). */
export function SessionNotice() {
  return useHeaderSession()?.unconfirmed ? <SessionLookupFailed /> : null;
}
