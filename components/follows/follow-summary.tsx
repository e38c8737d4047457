// Whom a follow is for, as its confirmation and manage pages show it.
import { Link } from "@/components/ui/link";
import type { FollowView } from "@/server/follows/cms";

/** The lister's name, linked to the listing one follows them from (or why there is no link). */
export function FollowName({ follow }: { follow: Pick<FollowView, "name" | "url"> }) {
  return follow.url ? (
    <Link href={follow.url} className="text-brand-700 underline">
      {follow.name || "Inserat"}
    </Link>
  ) : (
    "Nicht mehr veröffentlicht"
  );
}

export function FollowSummary({ follow }: { follow: FollowView }) {
  return (
    <dl className="mt-4 grid grid-cols-1 gap-x-4 rounded border border-gray-300 p-4 sm:grid-cols-[auto_1fr] sm:gap-y-2">
      <dt className="font-semibold">Inserent</dt>
      <dd className="mb-2 break-words sm:mb-0">
        <FollowName follow={follow} />
      </dd>
      <dt className="font-semibold">Emails</dt>
      <dd>Höchstens eine am Tag, wenn Neues veröffentlicht wurde</dd>
    </dl>
  );
}
