import { Suspense, type ReactNode } from "react";
import { signInState } from "@/server/auth/session";

// The signed-in parts of the header are holes in the page: public content streams at once and
// never waits for the user lookup at the CMS (which may be slow or down).

async function Resolved({ children }: { children: (name: string | null) => ReactNode }) {
  const state = await signInState();
  // An unconfirmed session (CMS unreachable) is still a session: the header stays signed in.
  const name =
    state.status === "confirmed"
      ? state.auth.user.username
      : state.status === "unconfirmed"
        ? state.name
        : null;
  return children(name);
}

/** Renders `children` with the signed-in user's name (null when signed out) once known. */
export function SessionSlot({
  fallback,
  children,
}: {
  fallback: ReactNode;
  children: (name: string | null) => ReactNode;
}) {
  return (
    <Suspense fallback={fallback}>
      <Resolved>{children}</Resolved>
    </Suspense>
  );
}
