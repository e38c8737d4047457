// 'Erinnern' and 'Folgen' on a listing's page: plain links to their forms (app/erinnerung,
// app/folgen), the same for every visitor (the pages are cached as HTML) and without any script.
import type { ReactNode } from "react";
import type { FollowKind } from "@/lib/schemas/follow";

function OptInLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      className="inline-block rounded border border-brand-700 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50"
    >
      {children}
    </a>
  );
}

export const ReminderLink = ({ eventId }: { eventId: number }) => (
  <OptInLink href={`/erinnerung?veranstaltung=${eventId}`}>Erinnern</OptInLink>
);

/** What one follows is the lister (the account behind the listing). */
export const FollowLink = ({
  kind,
  id,
  label = "Folgen",
}: {
  kind: FollowKind;
  id: number;
  label?: string;
}) => <OptInLink href={`/folgen?art=${kind}&id=${id}`}>{label}</OptInLink>;
