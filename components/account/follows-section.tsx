// 'Gefolgte Inserenten' on the account page: the follows of the account's address (the CMS matches
// them by the address), each with 'Nicht mehr folgen'. Plain forms: no script needed.
import { Button } from "@/components/ui/button";
import { FollowName } from "@/components/follows/follow-summary";
import { CMS_ERROR_MESSAGES } from "@/lib/messages";
import { endOwnFollowByForm } from "@/server/actions/follows";
import type { OwnFollow } from "@/server/follows/cms";

export function FollowsSection({ follows, notice }: { follows: OwnFollow[]; notice?: string }) {
  return (
    <section aria-labelledby="folgen" className="rounded-lg border border-gray-200 p-4 sm:p-6">
      <h2 id="folgen" className="mb-2 text-xl font-bold">
        Gefolgte Inserenten
      </h2>
      {notice === "beendet" ? (
        <p role="status" className="mb-4 rounded border border-green-700 bg-green-50 p-3 text-green-900">
          Sie folgen diesem Inserenten nicht mehr.
        </p>
      ) : notice === "unbekannt" ? (
        <p role="status" className="mb-4 rounded border border-red-700 bg-red-50 p-3 text-red-900">
          {CMS_ERROR_MESSAGES["follow.notFound"]}
        </p>
      ) : null}
      {follows.length === 0 ? (
        <p className="text-muted">
          Sie folgen mit Ihrer Email-Adresse keinem Inserenten. „Folgen“ finden Sie auf den Seiten der
          Veranstaltungen, Referenten, Hersteller und Versorgungspartner.
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {follows.map((follow) => (
            <li key={follow.documentId} className="flex flex-wrap items-center justify-between gap-3">
              <span className="break-words">
                <FollowName follow={follow} />
                {follow.confirmed ? null : " (noch nicht bestätigt)"}
              </span>
              <form action={endOwnFollowByForm}>
                <input type="hidden" name="documentId" value={follow.documentId} />
                <Button type="submit" variant="secondary">
                  Nicht mehr folgen
                </Button>
              </form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
