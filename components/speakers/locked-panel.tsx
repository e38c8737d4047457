import { Link } from "@/components/ui/link";

export const SPEAKER_LOCKED_MESSAGE =
  "Um Referenten einsehen zu können, melden Sie sich bitte an und schließen Sie ein Veranstalter Abo ab";

/**
 * Stands in for a speaker's hidden data. It contains no real data: the blur is drawn over
 * placeholder bars, so nothing readable is in the HTML.
 */
export function LockedPanel({ signedIn, returnTo }: { signedIn: boolean; returnTo: string }) {
  return (
    // Both layers share one grid cell, so the panel is as tall as the taller of them: on a phone the
    // message wraps to more lines than the placeholder bars fill. The blur (a filter) paints its layer
    // like a positioned one, above in-flow content, so the message layer is positioned too (relative)
    // to be drawn, and hit, on top of it.
    <div className="grid overflow-hidden rounded-lg border border-gray-200">
      <div aria-hidden="true" className="col-start-1 row-start-1 space-y-3 p-6 blur-sm">
        <div className="h-4 w-3/4 rounded bg-gray-300" />
        <div className="h-4 w-1/2 rounded bg-gray-300" />
        <div className="h-4 w-2/3 rounded bg-gray-300" />
        <div className="h-4 w-1/3 rounded bg-gray-300" />
      </div>
      <div className="relative col-start-1 row-start-1 flex flex-col items-center justify-center gap-3 bg-white/70 p-4 text-center">
        <p className="font-semibold">{SPEAKER_LOCKED_MESSAGE}</p>
        {signedIn ? (
          <Link
            href="/admin/plans"
            className="rounded bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
          >
            Zu den Abonnements
          </Link>
        ) : (
          <Link
            href={`/signin?callbackUrl=${encodeURIComponent(returnTo)}`}
            className="rounded bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
          >
            Anmelden
          </Link>
        )}
      </div>
    </div>
  );
}
